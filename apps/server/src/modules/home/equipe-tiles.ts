import { sql, type SQL } from 'drizzle-orm';
import { PERM, type PermissionKey } from '@prix/shared';
import { nivelDaClasse } from '@prix/shared/core/programa';
import { LAYOUT_RESGATE_VERBA } from '@prix/shared/core/solicitacao';
import type { HomeEquipe } from '@prix/shared/programa';
import { queryRows, type Db } from '../../db/client.js';
import { atrasadaSql as candidaturaAtrasada, SEM_DECISAO } from '../candidatura/candidatura-views.js';
import { coopFundOfChannel, coopFundOfChannelSql } from '../cliente/benefit-balance.js';
import { contatosReportSql } from '../contatos/contatos-report.js';
import { vencendoSql } from '../contatos/contato-views.js';
import { SEM_MUNICIPIO } from '../onde-comprar/listing.js';
import { ABERTA_SQL, faixaSql } from '../privacidade/prazo.js';
import { previewReclassification, previewSql } from '../reclassificacao/reclassificacao.js';
import { AGUARDANDO_PRIX, atrasadaSql as solicitacaoAtrasada } from '../solicitacao/prazo.js';
import { complianceOf, completionsSql, hojeEmBrasilia } from '../treinamento/compliance.js';

type Figures<K extends keyof HomeEquipe> = NonNullable<HomeEquipe[K]>;

/** The moment the figures are for, in the portal's calendar. */
export interface Moment {
  /** The instant (a whole minute: the cache's step for figures that move with the clock). */
  readonly now: Date;
  /** Today in Brasília, 'yyyy-mm-dd'. */
  readonly hoje: string;
  readonly ano: number;
  /** 1–12. */
  readonly mes: number;
}

export function momentOf(now: Date): Moment {
  const hoje = hojeEmBrasilia(now);
  return { now, hoje, ano: Number(hoje.slice(0, 4)), mes: Number(hoje.slice(5, 7)) };
}

/**
 * One tile of the staff's /home: the key of the list it links to (without it the tile is neither worked out nor
 * sent), what its figures depend on besides the tables (the minute, the day, the year: part of the cache's key),
 * the statement it runs (the cache reads its tables off it, decision 0031) and its figures.
 */
export interface Tile<K extends keyof HomeEquipe> {
  readonly key: PermissionKey;
  readonly when: (m: Moment) => string;
  readonly statement: (m: Moment) => SQL;
  readonly load: (db: Db, m: Moment) => Promise<Figures<K>>;
}

const minute = (m: Moment) => m.now.toISOString().slice(0, 16);
const always = () => '';

/** A tile whose figures are worked out from its statement's rows. */
function rowsTile<K extends keyof HomeEquipe, R>(
  key: PermissionKey,
  when: (m: Moment) => string,
  statement: (m: Moment) => SQL,
  figures: (rows: R[], m: Moment) => Figures<K>,
): Tile<K> {
  return { key, when, statement, load: async (db, m) => figures(await queryRows<R>(db, statement(m)), m) };
}

/** A tile whose figures are its statement's one row. */
function countTile<K extends keyof HomeEquipe, R>(
  key: PermissionKey,
  when: (m: Moment) => string,
  statement: (m: Moment) => SQL,
  figures: (row: R) => Figures<K>,
): Tile<K> {
  return rowsTile<K, R>(key, when, statement, (rows) => figures(rows[0]!));
}

/** A queue's tile: of its open items (`open`, a table and its condition), those just received and those late. */
const queueTile = <K extends 'solicitacoes' | 'candidaturas'>(
  key: PermissionKey,
  recebida: SQL,
  atrasada: (now: Date) => SQL,
  open: SQL,
) =>
  countTile<K, Figures<K>>(
    key,
    minute,
    (m) =>
      sql`select count(*) filter (where ${recebida})::int as recebidas,
          count(*) filter (where ${atrasada(m.now)})::int as atrasadas
        from ${open}`,
    (row) => row,
  );

const solicitacoes = queueTile<'solicitacoes'>(
  PERM.solicitacao.gerenciar,
  sql`s.status = 'Recebida'`,
  solicitacaoAtrasada,
  sql`solicitacao s where ${AGUARDANDO_PRIX}`,
);

const resgates = countTile<
  'resgates',
  { em_analise: number; em_analise_valor: string; a_pagar: number; a_pagar_valor: string }
>(
  PERM.solicitacao.gerenciar,
  always,
  () =>
    sql`select count(*) filter (where ${AGUARDANDO_PRIX})::int as em_analise,
          coalesce(sum(s.valor) filter (where ${AGUARDANDO_PRIX}), 0)::text as em_analise_valor,
          count(*) filter (where s.status = 'Aprovada')::int as a_pagar,
          -- What is to be paid is what was approved (the whole or a part, decision 0055).
          coalesce(sum(coalesce(s.valor_aprovado, s.valor)) filter (where s.status = 'Aprovada'), 0)::text as a_pagar_valor
        from solicitacao s where s.formulario = ${LAYOUT_RESGATE_VERBA}`,
  (row) => ({
    emAnalise: { quantidade: row.em_analise, valor: Number(row.em_analise_valor) },
    aPagar: { quantidade: row.a_pagar, valor: Number(row.a_pagar_valor) },
  }),
);

const candidaturas = queueTile<'candidaturas'>(
  PERM.candidatura.analisar,
  sql`c.status = 'recebida'`,
  candidaturaAtrasada,
  sql`candidatura c where ${SEM_DECISAO}`,
);

const contatos = countTile<'contatos', { com_equipe: number; vencendo: number }>(
  PERM.ondeComprar.gerenciar,
  minute,
  (m) =>
    sql`select count(*) filter (where c.status = 'equipe')::int as com_equipe,
          count(*) filter (where ${vencendoSql(m.now)})::int as vencendo
        from contato c where c.status in ('equipe', 'oferecido')`,
  (row) => ({ comEquipe: row.com_equipe, vencendo: row.vencendo }),
);

const privacidade = countTile<'privacidade', { atrasadas: number; vencendo: number; no_prazo: number }>(
  PERM.privacidade.encarregado,
  (m) => m.hoje,
  (m) =>
    sql`select count(*) filter (where ${faixaSql('atrasadas', m.hoje)})::int as atrasadas,
          count(*) filter (where ${faixaSql('vencendo', m.hoje)})::int as vencendo,
          count(*) filter (where ${faixaSql('no_prazo', m.hoje)})::int as no_prazo
        from solicitacao_privacidade s where ${ABERTA_SQL}`,
  (row) => ({ atrasadas: row.atrasadas, vencendo: row.vencendo, noPrazo: row.no_prazo }),
);

const semMunicipio = countTile<'semMunicipio', { empresas: number }>(
  PERM.ondeComprar.gerenciar,
  always,
  () => sql`select count(*)::int as empresas from cliente where ${SEM_MUNICIPIO}`,
  (row) => row,
);

/** The reclassification's own preview of this year's billing so far (decision 0028): no second rule. */
const classes: Tile<'classes'> = {
  key: PERM.classe.reclassificar,
  when: (m) => String(m.ano),
  // Rendered for the tables it reads (the class levels' values, read beside it, name none).
  statement: (m) => previewSql(m.ano, new Map()),
  load: async (db, m) => {
    const preview = await previewReclassification(db, m.ano);
    const porClasse = new Map<string | null, { id: string | null; nome: string; parceiros: number }>();
    let sobem = 0;
    let descem = 0;
    for (const linha of preview.linhas) {
      const id = linha.classeAtual?.id ?? null;
      const classe = porClasse.get(id) ?? { id, nome: linha.classeAtual?.nome ?? 'Sem classe', parceiros: 0 };
      classe.parceiros += 1;
      porClasse.set(id, classe);
      if (linha.direcao === 'sobe') sobem += 1;
      if (linha.direcao === 'desce') descem += 1;
    }
    // Lowest level first, as the programme's ladder; a class outside the six and 'Sem classe' last.
    const nivel = (c: { id: string | null; nome: string }) =>
      c.id === null ? Infinity : (nivelDaClasse(c.nome) ?? Number.MAX_SAFE_INTEGER);
    return {
      ano: m.ano,
      porClasse: [...porClasse.values()].sort((a, b) => nivel(a) - nivel(b) || a.nome.localeCompare(b.nome)),
      sobem,
      descem,
    };
  },
};

/** This year's months so far and last year's same months: net billing (products, decision 0024) of every company. */
const faturamento = rowsTile<'faturamento', { ano: number; mes: number; total: string }>(
  PERM.relatorio.faturamento,
  (m) => `${m.ano}-${m.mes}`,
  (m) =>
    sql`select extract(year from periodo)::int as ano, extract(month from periodo)::int as mes,
          sum(produtos)::text as total
        from faturamento
        where periodo >= make_date(${m.ano - 1}::int, 1, 1) and periodo < make_date(${m.ano}::int + 1, 1, 1)
          and extract(month from periodo) <= ${m.mes}
        group by 1, 2`,
  (rows, m) => {
    const meses = Array.from({ length: m.mes }, (_, i) => ({ mes: i + 1, atual: 0, anterior: 0 }));
    for (const row of rows) meses[row.mes - 1]![row.ano === m.ano ? 'atual' : 'anterior'] = Number(row.total);
    const sum = (which: 'atual' | 'anterior') =>
      Math.round(meses.reduce((total, month) => total + month[which], 0) * 100) / 100;
    return { ano: m.ano, meses, atual: sum('atual'), anterior: sum('anterior') };
  },
);

/** Every partner's co-op fund ledger of the year, added up (decision 0027's one rule). */
const verba: Tile<'verba'> = {
  key: PERM.solicitacao.gerenciar,
  when: (m) => String(m.ano),
  statement: (m) => coopFundOfChannelSql(m.ano),
  load: (db, m) => coopFundOfChannel(db, m.ano),
};

/** The enquiries' report from 1 January: what it counts as sold, not sold, in progress, added up. */
const contatosGanhos = rowsTile<
  'contatosGanhos',
  { vendidos: number; nao_vendidos: number; em_andamento: number }
>(
  PERM.ondeComprar.gerenciar,
  (m) => String(m.ano),
  (m) => contatosReportSql({ agrupar: 'parceiro', dtInit: `${m.ano}-01-01` }),
  (rows, m) => {
    const sum = (key: 'vendidos' | 'nao_vendidos' | 'em_andamento') =>
      rows.reduce((total, row) => total + row[key], 0);
    return {
      ano: m.ano,
      vendidos: sum('vendidos'),
      naoVendidos: sum('nao_vendidos'),
      emAndamento: sum('em_andamento'),
    };
  },
);

/** Training compliance by decision 0047's one rule, over every active partner that must do some training. */
const treinamentos: Tile<'treinamentos'> = {
  key: PERM.treinamento.relatorio,
  when: (m) => m.hoje,
  statement: () => completionsSql({}),
  load: async (db, m) => {
    const all = [...(await complianceOf(db, {}, m.hoje)).values()].filter((c) => c.total > 0);
    const conformes = all.filter((c) => c.conforme).length;
    return { conformes, pendentes: all.length - conformes };
  },
};

/** The staff's /home tiles, in the order the page shows them: the work waiting, then the channel. */
export const EQUIPE_TILES: { readonly [K in keyof HomeEquipe]-?: Tile<K> } = {
  solicitacoes,
  resgates,
  candidaturas,
  contatos,
  privacidade,
  semMunicipio,
  classes,
  faturamento,
  verba,
  contatosGanhos,
  treinamentos,
};
