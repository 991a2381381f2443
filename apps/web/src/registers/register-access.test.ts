import { describe, expect, it } from 'vitest';
import { labelFor } from '@prix/shared/core';
import { REGISTERS } from './register-access';

const collator = new Intl.Collator('pt-BR');

describe('the registers of the menu', () => {
  it("lists the registers in the pt-BR collator's order", () => {
    const titles = REGISTERS.map((r) => labelFor(r.title, false));
    expect(titles).toEqual([...titles].sort((a, b) => collator.compare(a, b)));
  });
});
