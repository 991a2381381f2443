import { once } from '@prix/shared/core';

/*
 * Counts and money are written here, not by Intl.NumberFormat: a page's first Intl object starts the browser's
 * ICU (30–80 ms on the bench machine before any slowdown, one long task), and /home shows money in its first
 * paint. Same text as Intl's pt-BR, proven against it over every kind of number (format-number.test.ts); what
 * is outside the plain decimal range (exponent form, NaN, ∞) is still left to Intl.
 */

const NBSP = '\u00a0';
const intlCount = once(() => new Intl.NumberFormat('pt-BR'));
const intlBrl = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const compact = once(() => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));

/**
 * |value| with at least `min` and at most `max` decimals, rounded half away from zero from its shortest decimal
 * form, as Intl rounds (1.005 → '1', '01'; toFixed would give 1.00); null when that form has an exponent.
 */
function decimalParts(value: number, min: number, max: number): [whole: string, fraction: string] | null {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= max) return [whole, fraction.padEnd(min, '0')];
  const roundsUp = fraction[max]! >= '5';
  const digits = (BigInt(whole + fraction.slice(0, max)) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(max + 1, '0');
  const cut = digits.length - max;
  return [digits.slice(0, cut), digits.slice(cut).replace(/0+$/, '').padEnd(min, '0')];
}

/** '1234567' → '1.234.567'. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, '.');
/** Intl writes a minus for every negative number, zero included (-0, -0.001 → '-0'). */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** A count: '1.234' (up to three decimals, as Intl's default: '1,5'). */
export function formatCount(n: number): string {
  const parts = decimalParts(n, 0, 3);
  if (!parts) return intlCount().format(n);
  const [whole, fraction] = parts;
  return `${sign(n)}${grouped(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** Money in Brazilian reais (SPEC §9: currency BRL): 'R$ 1.234,56' (a no-break space after 'R$'). */
export function formatBrl(value: number): string {
  const parts = decimalParts(value, 2, 2);
  if (!parts) return intlBrl().format(value);
  const [whole, fraction] = parts;
  return `${sign(value)}R$${NBSP}${grouped(whole)},${fraction}`;
}

/** Axis labels: 'R$ 35 mil' (the billing chart's, drawn after its page: Intl's compact notation). */
export const formatBrlShort = (value: number) => `R$ ${compact().format(value)}`;
