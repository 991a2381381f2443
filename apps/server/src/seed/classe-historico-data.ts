import { LIMITES_CLASSE } from '@prix/shared/faturamento';
import type { OrigemClasse } from '@prix/shared/reclassificacao';
import { compraAnualDaClasse } from './faturamento-data.js';
import { parceirosDemo } from './onde-comprar-data.js';
import { criacaoDemo } from './treinamentos-data.js';

/** A row of the demo's class history (table classe_historico, decision 0053). */
export interface HistoricoDemo {
  clienteId: string;
  origem: OrigemClasse;
  ano: number | null;
  classeDe: string | null;
  classePara: string;
  faturamento: string | null;
  usuarioId: string;
  dhcriacao: Date;
}

const ADMIN = '10000001';
/** Midday in Brazil (15:00 UTC), so the day is the same in Brasília and in UTC. */
const midday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 15));
const levelBelow = (nivel: number) =>
  LIMITES_CLASSE[LIMITES_CLASSE.findIndex((l) => l.nivel === nivel) - 1]?.nivel;

/**
 * The demo's class history, each partner arriving at the class the demo gives it: the reseller 100234 (Marcos's)
 * registered at Prix 10 in 2019 and moved up by three Januaries' reclassifications, the last one in January of
 * last year (its 'desde' on 'Meu desempenho'); the workshop 200117 registered a month ago; the locator's
 * partners registered three years ago one class below and reclassified last January. The approved
 * application's company has its row from `seedCandidaturas`.
 */
export function historicoClasseDemo(today: Date): HistoricoDemo[] {
  const year = today.getUTCFullYear();
  const reclassificacao = (
    clienteId: string,
    aplicada: number,
    de: string,
    para: string,
    faturamento: number,
    day = 8,
  ): HistoricoDemo => ({
    clienteId,
    origem: 'reclassificacao',
    ano: aplicada - 1,
    classeDe: de,
    classePara: para,
    faturamento: faturamento.toFixed(2),
    usuarioId: ADMIN,
    dhcriacao: midday(aplicada, 1, day),
  });
  const cadastro = (clienteId: string, para: string, em: Date): HistoricoDemo => ({
    clienteId,
    origem: 'cadastro',
    ano: null,
    classeDe: null,
    classePara: para,
    faturamento: null,
    usuarioId: ADMIN,
    dhcriacao: em,
  });
  const criacao = criacaoDemo(today);
  return [
    cadastro('100234', '10', criacao['100234']!),
    reclassificacao('100234', Math.max(2020, year - 4), '10', '50', 78_650.4, 9),
    reclassificacao('100234', Math.max(2021, year - 3), '50', '100', 164_210.75, 10),
    reclassificacao('100234', year - 1, '100', '250', 371_400),
    cadastro('200117', '10', criacao['200117']!),
    ...parceirosDemo.flatMap((p) => {
      const below = levelBelow(Number(p.classeId));
      if (below === undefined) return [cadastro(p.id, p.classeId, midday(year - 3, 3, 15))];
      return [
        cadastro(p.id, String(below), midday(year - 3, 3, 15)),
        reclassificacao(
          p.id,
          year - 1,
          String(below),
          p.classeId,
          compraAnualDaClasse(Number(p.classeId)),
          12,
        ),
      ];
    }),
  ];
}
