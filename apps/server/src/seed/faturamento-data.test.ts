import { describe, expect, it } from 'vitest';
import { anoPadraoReclassificacao, nivelPorFaturamento } from '@prix/shared/reclassificacao';
import { CRESCIMENTO_DEMO, demoBilling } from './faturamento-data.js';
import { clientes } from './data.js';
import { parceirosDemo } from './onde-comprar-data.js';

/** The demo's billing against the yearly reclassification, on a fixed clock. */
describe("the demo's billing", () => {
  for (const today of ['2027-01-10T12:00:00Z', '2027-07-31T12:00:00Z', '2026-12-31T12:00:00Z']) {
    it(`on ${today.slice(0, 10)} covers the whole year the reclassification reads, each company in its class`, () => {
      const rows = demoBilling(new Date(today));
      const ano = anoPadraoReclassificacao(new Date(today));
      for (const empresa of [...clientes, ...parceirosDemo]) {
        const doAno = rows.filter((r) => r.clienteId === empresa.id && r.periodo.startsWith(`${ano}-`));
        expect(doAno, empresa.id).toHaveLength(12);
        const produtos = doAno.reduce((soma, r) => soma + Number(r.produtos), 0);
        expect({ empresa: empresa.id, nivel: nivelPorFaturamento(produtos) }).toEqual({
          empresa: empresa.id,
          nivel: Number(empresa.classeId),
        });
      }
    });
  }

  it('this year, if it ended in December, moves two partners up and one down (the staff’s /home shows them)', () => {
    const nivelDoAno = (today: string, empresa: string) =>
      nivelPorFaturamento(
        demoBilling(new Date(today))
          .filter((r) => r.clienteId === empresa && r.periodo.startsWith(today.slice(0, 4)))
          .reduce((soma, r) => soma + Number(r.produtos), 0),
      );
    expect(Object.keys(CRESCIMENTO_DEMO).sort()).toEqual(['300103', '300105', '300107']);
    // 300103 (Prix 250) reaches Prix 500 in December; 300107 (Prix 100) Prix 250 in September; 300105 (Prix 50)
    // stays below its floor all year.
    expect(nivelDoAno('2026-11-15T12:00:00Z', '300103')).toBe(250);
    expect(nivelDoAno('2026-12-15T12:00:00Z', '300103')).toBe(500);
    expect(nivelDoAno('2026-08-15T12:00:00Z', '300107')).toBe(100);
    expect(nivelDoAno('2026-09-15T12:00:00Z', '300107')).toBe(250);
    expect(nivelDoAno('2026-12-15T12:00:00Z', '300105')).toBe(10);
  });
});
