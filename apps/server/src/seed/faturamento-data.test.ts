import { describe, expect, it } from 'vitest';
import { anoPadraoReclassificacao, nivelPorFaturamento } from '@prix/shared/reclassificacao';
import { demoBilling } from './faturamento-data.js';
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
});
