/** A title as pt-BR alphabetical order first reads it: accents and case set aside. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Alphabetical as pt-BR reads it (accents and case set aside, then as written), without an Intl.Collator: the
 * menu is sorted as its module loads, and a page's first Intl object starts the browser's ICU, a long task of
 * the first paint (@prix/shared's format/numbers.ts). compare-titles.test.ts holds it to the collator's order.
 */
export function compareTitles(a: string, b: string): number {
  const [x, y] = [folded(a), folded(b)];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
