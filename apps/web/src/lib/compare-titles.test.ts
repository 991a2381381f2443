import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareTitles } from './compare-titles';

const collator = new Intl.Collator('pt-BR');
/** Tells words apart only by their letters, accents and case set aside. */
const byLetters = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

describe('menu order without Intl', () => {
  it('orders Portuguese words as the collator does wherever they differ beyond accents and case', () => {
    const word = fc.stringMatching(/^[a-zA-ZáàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ ]{0,10}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        fc.pre(byLetters.compare(a, b) !== 0);
        expect(sign(compareTitles(a, b))).toBe(sign(collator.compare(a, b)));
      }),
      { numRuns: 3000 },
    );
    expect(compareTitles('Área', 'Arquivo')).toBeLessThan(0);
    expect(compareTitles('Código', 'Cliente')).toBeGreaterThan(0);
  });
});
