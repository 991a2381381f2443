import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBrl, formatCount, formatDecimal, formatPercent } from './numbers.js';

// Intl is the reference: the hand-written formatting must write exactly what Intl's pt-BR writes.
const intl = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('pt-BR', options);
const intlCount = intl();
const intlBrl = intl({ style: 'currency', currency: 'BRL' });
const intlTwo = intl({ maximumFractionDigits: 2 });

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
const same = (mine: (n: number) => string, reference: (n: number) => string) =>
  fc.assert(
    fc.property(numbers, (n) => {
      expect(mine(n)).toBe(reference(n));
    }),
    { numRuns: 5000 },
  );

describe('number formatting without Intl', () => {
  it('writes money as Intl does', () => same(formatBrl, (n) => intlBrl.format(n)));
  it('writes counts as Intl does', () => same(formatCount, (n) => intlCount.format(n)));
  it('writes numbers of up to two decimals, and percentages, as Intl does', () => {
    same(
      (n) => formatDecimal(n, 2),
      (n) => intlTwo.format(n),
    );
    same(formatPercent, (n) => `${intlTwo.format(n)}%`);
  });

  it('rounds half away from zero from the shortest form, and groups thousands', () => {
    expect(formatBrl(1234567.891)).toBe('R$\u00a01.234.567,89');
    expect(formatBrl(1.005)).toBe('R$\u00a01,01');
    expect(formatBrl(-0.004)).toBe('-R$\u00a00,00');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(-1234.5)).toBe('-1.234,5');
    expect(formatPercent(12.5)).toBe('12,5%');
  });
});
