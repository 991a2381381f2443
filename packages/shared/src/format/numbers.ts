/*
 * Numbers and money in pt-BR, written here rather than by Intl: in a browser a page's first Intl object starts
 * ICU (30–80 ms of one task on the bench machine before any slowdown), and the portal's first paints show money
 * and percentages. The text is Intl's pt-BR, proven against it over every kind of number (numbers.test.ts);
 * what is outside the plain decimal range (exponent forms, NaN, ∞) is still left to Intl.
 */

const NBSP = '\u00a0';

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

/** A number with up to `maxFractionDigits` decimals (3, Intl's default): '1.234,5'. */
export function formatDecimal(value: number, maxFractionDigits = 3): string {
  const parts = decimalParts(value, 0, maxFractionDigits);
  if (!parts) return value.toLocaleString('pt-BR', { maximumFractionDigits: maxFractionDigits });
  const [whole, fraction] = parts;
  return `${sign(value)}${grouped(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** A count: '1.234'. */
export const formatCount = (n: number) => formatDecimal(n);

/** Money in Brazilian reais (SPEC §9: currency BRL): 'R$ 1.234,56' (a no-break space after 'R$'). */
export function formatBrl(value: number): string {
  const parts = decimalParts(value, 2, 2);
  if (!parts) return value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const [whole, fraction] = parts;
  return `${sign(value)}R$${NBSP}${grouped(whole)},${fraction}`;
}

/**
 * Money as the server's messages write it: 'R$ 1.234,56' with a plain space, so a message reads the same in the
 * page, an e-mail and a log, and a test can write it as typed.
 */
export const formatBrlTexto = (value: number): string => formatBrl(value).replace(/\s/gu, ' ');

/** A percentage with up to two decimals: '12,5%'. */
export const formatPercent = (value: number) => `${formatDecimal(value, 2)}%`;
