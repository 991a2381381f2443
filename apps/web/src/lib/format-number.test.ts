import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBrl, formatCount } from './format-number';

// Intl is the reference: the hand-written formatting must write exactly what Intl's pt-BR writes.
const intlCount = new Intl.NumberFormat('pt-BR');
const intlBrl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money as it arrives (cents, sometimes a float's error), counts, and every double, extremes included. */
const numbers = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
  fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100 + 0.1 + 0.2 - 0.3),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    1.005,
    1.015,
    -0.004,
    -0.005,
    0.5,
    2.5,
    999.995,
    1e21,
    5e-7,
    NaN,
    Infinity,
    -Infinity,
  ),
);

describe('number formatting without Intl', () => {
  it('writes money as Intl does', () => {
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatBrl(n)).toBe(intlBrl.format(n));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes counts as Intl does', () => {
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatCount(n)).toBe(intlCount.format(n));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds half away from zero from the shortest form, and groups thousands', () => {
    expect(formatBrl(1234567.891)).toBe('R$\u00a01.234.567,89');
    expect(formatBrl(1.005)).toBe('R$\u00a01,01');
    expect(formatBrl(-0.004)).toBe('-R$\u00a00,00');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(-1234.5)).toBe('-1.234,5');
  });
});
