import { sql, type SQL } from 'drizzle-orm';
import { LIMITES_CLASSE } from '@prix/shared/faturamento';
import type { Tendencia } from '@prix/shared/desempenho';
import { queryRows, type Db } from '../../db/client.js';
import { direcaoSql, nivelSql, niveisSql } from '../reclassificacao/reclassificacao.js';

/**
 * Where each partner stands in its class this year (decision 0053), computed in SQL so the staff's report is
 * filtered, sorted and paged by the database over every company: the year's net billing (products, decision
 * 0024), the band of SPEC §9 its class sits in, the level January's reclassification would give if the year
 * ended today (`nivelSql`, the reclassification's own rule) and how close it is to a change of class.
 * 'Meu desempenho' reads its one company through the same query.
 */

export interface PosicaoFiltros {
  /** One company, active or not ('Meu desempenho'); otherwise every active one. */
  readonly clienteId?: string;
  readonly classe?: string;
  readonly uf?: string;
  readonly tendencia?: Tendencia;
}

// A type, not an interface: an export's keyset batches take it as a row (ExportRow).
export type Posicao = {
  id: string;
  nome: string;
  uf: string | null;
  classe_id: string | null;
  classe_nome: string | null;
  /** The current class's level, null for a class outside SPEC §9's six. */
  nivel_atual: number | null;
  /** The band of the current class: the billing must pass `acima` to keep it (null at Prix 10) and passing
   * `ate` moves it up (null at Prix 1000). */
  acima: number | null;
  ate: number | null;
  liquido: number;
  nivel_projetado: number;
  tendencia: Tendencia | null;
  /** The year at the pace so far (`ritmoSql`), and the level and direction it gives. */
  ritmo: number;
  nivel_ritmo: number;
  tendencia_ritmo: Tendencia | null;
  /** How far the billing is from the nearest bound of its band, as a share of that bound (as text, so an
   * export's next batch starts exactly after it). */
  distancia: string;
};

/**
 * The year at the pace so far (decision 0053, amended): the year's billing over the months begun, times 12, to
 * the cent. Beside the literal projection, which compares the year so far with whole-year bounds and so sends
 * almost every partner down early in the year. The current month counts whole: in its first days, before most
 * of its billing is in, the pace leans low.
 */
export const ritmoSql = (net: SQL, mes: number): SQL => sql`round(${net} * 12 / ${mes}::int, 2)`;

/** Sorts after every real distance: companies outside SPEC §9's classes have no band to be near. */
const SEM_FAIXA = '1000000000';

/** SPEC §9's bands by level: what the billing must pass to be at that level, and up to where it stays. */
const bands = (): SQL =>
  sql.join(
    LIMITES_CLASSE.map((l, i) => {
      const below = LIMITES_CLASSE[i - 1]?.ate;
      const num = (v: number | null | undefined) =>
        sql.raw(v == null ? 'null::numeric' : `${v.toFixed(2)}::numeric`);
      return sql`(${sql.raw(String(l.nivel))}, ${num(below)}, ${num(l.ate)})`;
    }),
    sql`, `,
  );

/** The calendar year so far: its year and how many of its months have begun (1–12, the current one included). */
export interface AnoCorrente {
  readonly ano: number;
  readonly mes: number;
}

/** The year and month of a day ('yyyy-mm-dd', Brasília's: `hojeEmBrasilia`). */
export const anoCorrente = (hoje: string): AnoCorrente => ({
  ano: Number(hoje.slice(0, 4)),
  mes: Number(hoje.slice(5, 7)),
});

/** Every company the filters keep, with its position; `then` continues the query (order, page). */
function positionsSql(
  { ano, mes }: AnoCorrente,
  classes: ReadonlyMap<number, { id: string }>,
  f: PosicaoFiltros,
  then: SQL,
): SQL {
  const where: SQL[] = f.clienteId
    ? [sql`c.id = ${f.clienteId}`]
    : [
        sql`not c.inativo`,
        ...(f.classe ? [sql`c.classe_id = ${f.classe}`] : []),
        ...(f.uf ? [sql`upper(trim(c.estado_id)) = ${f.uf}`] : []),
      ];
  return sql`
    with niveis(classe_id, nivel) as (${niveisSql(classes)}),
    faixas(nivel, acima, ate) as (values ${bands()}),
    ano_ate_hoje as (
      select f.cliente_id, sum(f.produtos) as liquido from faturamento f
      where f.periodo >= make_date(${ano}::int, 1, 1) and f.periodo < make_date(${ano}::int + 1, 1, 1)
        ${f.clienteId ? sql`and f.cliente_id = ${f.clienteId}` : sql``}
      group by f.cliente_id
    ),
    base as (
      select c.id, c.nome, upper(nullif(trim(c.estado_id), '')) as uf, c.classe_id, k.nome as classe_nome,
        n.nivel as nivel_atual, fx.acima, fx.ate, coalesce(y.liquido, 0) as liquido
      from cliente c
        left join classe k on k.id = c.classe_id
        left join niveis n on n.classe_id = c.classe_id
        left join faixas fx on fx.nivel = n.nivel
        left join ano_ate_hoje y on y.cliente_id = c.id
      where ${sql.join(where, sql` and `)}
    ),
    ritmos as (select b.*, ${ritmoSql(sql`b.liquido`, mes)} as ritmo from base b),
    projecao as (
      select r.*, ${nivelSql(sql`r.liquido`)} as nivel_projetado, ${nivelSql(sql`r.ritmo`)} as nivel_ritmo
      from ritmos r
    ),
    posicoes as (
      select p.*,
        ${direcaoSql(sql`p.nivel_atual`, sql`p.nivel_projetado`)} as tendencia,
        ${direcaoSql(sql`p.nivel_atual`, sql`p.nivel_ritmo`)} as tendencia_ritmo,
        coalesce(least(abs(p.ate - p.liquido)::float8 / p.ate::float8,
          abs(p.liquido - p.acima)::float8 / p.acima::float8), ${sql.raw(SEM_FAIXA)}) as distancia
      from projecao p
    ),
    filtradas as (
      select * from posicoes ${f.tendencia ? sql`where tendencia = ${f.tendencia}` : sql``}
    )
    ${then}`;
}

/** The columns a position is read with (numbers as text or int: exact on both databases). */
const COLUMNS = sql`id, nome, uf, classe_id, classe_nome, nivel_atual::int as nivel_atual,
  acima::text as acima, ate::text as ate, liquido::text as liquido, nivel_projetado::int as nivel_projetado,
  tendencia, ritmo::text as ritmo, nivel_ritmo::int as nivel_ritmo, tendencia_ritmo,
  distancia::text as distancia`;
/**
 * Closest to a change of class first; by name, then code, among equals. Qualified: the selected `distancia` is
 * its text, which would sort as text.
 */
const ORDER = sql`order by f.distancia, f.nome, f.id`;

type RawPosicao = Omit<Posicao, 'acima' | 'ate' | 'liquido' | 'ritmo'> & {
  acima: string | null;
  ate: string | null;
  liquido: string;
  ritmo: string;
};
const parse = (r: RawPosicao): Posicao => ({
  ...r,
  acima: r.acima === null ? null : Number(r.acima),
  ate: r.ate === null ? null : Number(r.ate),
  liquido: Number(r.liquido),
  ritmo: Number(r.ritmo),
});

/** A page of positions in the report's order, and how many the filters keep. */
export async function positionPage(
  db: Db,
  corrente: AnoCorrente,
  classes: ReadonlyMap<number, { id: string }>,
  f: PosicaoFiltros,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: Posicao[] }> {
  const rows = await queryRows<RawPosicao & { total: number }>(
    db,
    positionsSql(
      corrente,
      classes,
      f,
      sql`select t.total, p.* from (select count(*)::int as total from filtradas) t
        left join lateral (select ${COLUMNS} from filtradas f ${ORDER}
          limit ${page.limit} offset ${page.offset}) p on true`,
    ),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.filter((r) => r.id !== null).map(parse),
  };
}

/** The positions after `after` in the report's order (an export's keyset batch, decision 0026). */
export async function positionBatch(
  db: Db,
  corrente: AnoCorrente,
  classes: ReadonlyMap<number, { id: string }>,
  f: PosicaoFiltros,
  after: Pick<Posicao, 'distancia' | 'nome' | 'id'> | null,
  size: number,
): Promise<Posicao[]> {
  const rows = await queryRows<RawPosicao>(
    db,
    positionsSql(
      corrente,
      classes,
      f,
      sql`select ${COLUMNS} from filtradas f
        ${after ? sql`where (f.distancia, f.nome, f.id) > (${after.distancia}::float8, ${after.nome}, ${after.id})` : sql``}
        ${ORDER} limit ${size}`,
    ),
  );
  return rows.map(parse);
}
