import { describe, expect, it } from 'vitest';
import { rateFromText } from './benefit-balance.js';

describe('rateFromText', () => {
  it('reads the class values as the register keeps them', () => {
    expect(rateFromText('1,00%')).toBe(0.01);
    expect(rateFromText('0,75%')).toBe(0.0075);
    expect(rateFromText(' 20 % ')).toBe(0.2);
    expect(rateFromText('1.5')).toBe(0.015);
  });
  it('is null for what is not a rate', () => {
    expect(rateFromText(null)).toBeNull();
    expect(rateFromText('')).toBeNull();
    expect(rateFromText('sob consulta')).toBeNull();
  });
});
