import { PAGE_SIZE } from '@prix/shared';
import {
  RELATORIO_DESEMPENHO_TITULO,
  TENDENCIAS,
  type RelatorioDesempenho,
  type RelatorioDesempenhoLinha,
  type RelatorioDesempenhoQuery,
} from '@prix/shared/desempenho';
import type { Db } from '../../db/client.js';
import type { ExportColumn, ExportSource } from '../../exports/columns.js';
import { keysetBatches } from '../../exports/keyset.js';
import { coopFundFiguresOf } from '../cliente/benefit-balance.js';
import { classesByLevel } from '../reclassificacao/reclassificacao.js';
import { hojeEmBrasilia } from '../treinamento/compliance.js';
import { billingAgainstBounds } from './desempenho.js';
import {
  anoCorrente,
  positionBatch,
  positionPage,
  type AnoCorrente,
  type Posicao,
  type PosicaoFiltros,
} from './posicao.js';

type ClassesByLevel = Awaited<ReturnType<typeof classesByLevel>>;

/** Rows per batch of the export. */
const EXPORT_BATCH = 5000;

const filtrosOf = (q: Omit<RelatorioDesempenhoQuery, 'page'>): PosicaoFiltros => ({
  classe: q.classe,
  uf: q.uf,
  tendencia: q.tendencia,
});

/** The report's rows of some positions, each with its co-op fund's balance (one batch of queries for all). */
async function linhasOf(
  db: Db,
  corrente: AnoCorrente,
  classes: ClassesByLevel,
  rows: readonly Posicao[],
): Promise<RelatorioDesempenhoLinha[]> {
  const funds = await coopFundFiguresOf(
    db,
    rows.map((r) => ({ id: r.id, classeId: r.classe_id })),
    corrente.ano,
  );
  return rows.map((r) => {
    const billing = billingAgainstBounds(r, classes, corrente);
    return {
      clienteId: r.id,
      nome: r.nome,
      uf: r.uf,
      classe: r.classe_id === null ? null : { id: r.classe_id, nome: r.classe_nome ?? r.classe_id },
      acumulado: r.liquido,
      proxima: billing.proxima && {
        nivel: billing.proxima.nivel,
        nome: billing.proxima.nome,
        limite: billing.proxima.limite,
        percentual: billing.proxima.percentual,
      },
      projetada: billing.projetada,
      tendencia: r.tendencia,
      ritmo: { projetada: billing.ritmo.projetada, tendencia: billing.ritmo.tendencia },
      verbaDisponivel: funds.get(r.id)?.disponivel ?? null,
    };
  });
}

/**
 * The staff's report (decision 0053): every active partner by how close it is to a change of class (the
 * nearest bound of its band, either side), filtered by class, state and projected change, a page at a time,
 * all in SQL (`positionPage`); the co-op fund's balance only for the page's rows.
 */
export async function relatorioDesempenho(
  db: Db,
  q: RelatorioDesempenhoQuery,
  hoje = hojeEmBrasilia(),
): Promise<RelatorioDesempenho> {
  const corrente = anoCorrente(hoje);
  const classes = await classesByLevel(db);
  const { total, rows } = await positionPage(db, corrente, classes, filtrosOf(q), {
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  return {
    ano: corrente.ano,
    total,
    page: q.page,
    linhas: await linhasOf(db, corrente, classes, rows),
  };
}

const COLUMNS: ExportColumn[] = [
  { key: 'clienteId', label: 'Código', type: 'text' },
  { key: 'nome', label: 'Parceiro', type: 'text' },
  { key: 'uf', label: 'Estado', type: 'text' },
  { key: 'classe', label: 'Classe', type: 'text' },
  { key: 'acumulado', label: 'Faturamento no ano', type: 'money' },
  { key: 'proxima', label: 'Próxima classe', type: 'text' },
  { key: 'percentual', label: '% da próxima classe', type: 'number' },
  { key: 'projetada', label: 'Classe projetada', type: 'text' },
  { key: 'tendencia', label: 'Projeção', type: 'text' },
  { key: 'ritmo', label: 'Classe no ritmo atual', type: 'text' },
  { key: 'tendenciaRitmo', label: 'Projeção no ritmo atual', type: 'text' },
  { key: 'verba', label: 'Saldo da verba', type: 'money' },
];

/** The whole filtered report in its order, read in keyset batches (decision 0026). */
export async function relatorioDesempenhoExport(
  db: Db,
  q: Omit<RelatorioDesempenhoQuery, 'page'>,
  hoje = hojeEmBrasilia(),
): Promise<ExportSource> {
  const corrente = anoCorrente(hoje);
  const classes = await classesByLevel(db);
  const filtros = filtrosOf(q);
  // Each batch recomputes the year's billing of every company it filters: fewer, larger batches than a
  // register's (a few MB of rows at most).
  const positions = keysetBatches<Posicao>(
    (after, size) => positionBatch(db, corrente, classes, filtros, after, size),
    EXPORT_BATCH,
  );
  return {
    title: `${RELATORIO_DESEMPENHO_TITULO} ${corrente.ano}`,
    columns: COLUMNS,
    batches: (async function* () {
      for await (const batch of positions) {
        const linhas = await linhasOf(db, corrente, classes, batch);
        yield linhas.map((l) => ({
          clienteId: l.clienteId,
          nome: l.nome,
          uf: l.uf ?? '',
          classe: l.classe?.nome ?? 'Sem classe',
          acumulado: l.acumulado,
          proxima: l.proxima?.nome ?? '',
          // A percentage with one decimal, as the page shows it.
          percentual: l.proxima ? Math.round(l.proxima.percentual * 1000) / 10 : null,
          projetada: l.projetada.nome,
          tendencia: l.tendencia ? TENDENCIAS[l.tendencia] : '',
          ritmo: l.ritmo.projetada.nome,
          tendenciaRitmo: l.ritmo.tendencia ? TENDENCIAS[l.ritmo.tendencia] : '',
          verba: l.verbaDisponivel,
        }));
      }
    })(),
  };
}
