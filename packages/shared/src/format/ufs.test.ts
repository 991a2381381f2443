import { describe, expect, it } from 'vitest';
import { isSiglaUf, UFS } from './ufs.js';

describe('the federative units', () => {
  it('are the 26 states and the Federal District, each once', () => {
    expect(new Set(UFS.map((uf) => uf.sigla)).size).toBe(27);
    expect(UFS.find((uf) => uf.sigla === 'DF')?.nome).toBe('Distrito Federal');
  });

  it('know an abbreviation in any case, and nothing else', () => {
    expect(isSiglaUf('SP')).toBe(true);
    expect(isSiglaUf('rs')).toBe(true);
    for (const texto of ['ZZ', 'XX', 'S', 'SPA', '', 'São Paulo'])
      expect(isSiglaUf(texto), texto).toBe(false);
  });
});
