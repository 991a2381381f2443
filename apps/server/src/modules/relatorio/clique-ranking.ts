import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';
import { addDays, periodRows, type Period } from './report-query.js';

/** One line of the click report: clicks of a type's name by a partner ('' is 'interno'). */
export interface ClickGroup {
  tipo_relatorio: string;
  nome_tipo: string;
  cliente_id: string;
  total: number;
}

/** The groups of a period's past days, in report order, and where each one is. */
interface Ranking {
  groups: ClickGroup[];
  positions: Map<string, number>;
}

/**
 * The report's order: most clicks first, then type, name and partner by code point, the order of PostgreSQL's
 * "C" collation (what `ORDER BY … COLLATE "C"` gives the export), whatever the database's own collation.
 */
export const REPORT_ORDER = sql`total desc, tipo_relatorio collate "C", nome_tipo collate "C", cliente_id collate "C"`;

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 puts surrogates (code points above U+FFFF) before U+E000–U+FFFF: move them after.
    if (x >= 0xd800) x += x <= 0xdfff ? 0x2000 : -0x800;
    if (y >= 0xd800) y += y <= 0xdfff ? 0x2000 : -0x800;
    return x - y;
  }
  return a.length - b.length;
}

export function compareGroups(a: ClickGroup, b: ClickGroup): number {
  return (
    b.total - a.total ||
    compareCodePoints(a.tipo_relatorio, b.tipo_relatorio) ||
    compareCodePoints(a.nome_tipo, b.nome_tipo) ||
    compareCodePoints(a.cliente_id, b.cliente_id)
  );
}

const keyOf = (g: ClickGroup) => `${g.tipo_relatorio}\u0000${g.nome_tipo}\u0000${g.cliente_id}`;

/**
 * The report's groups: clicks per type, name and partner in a period, filtered by `conditions` (on the
 * rollups' columns). Subtracted days (report-query.ts) can leave a group at zero: such a group was not clicked.
 */
export const clickGroups = (period: Period, conditions: SQL) =>
  sql`select tipo_relatorio, nome_tipo, cliente_id, sum(total)::bigint as total
    from (${periodRows(period, conditions)}) r
    group by 1, 2, 3 having sum(total) > 0`;

/** Rankings kept; beyond either bound the least recently read are dropped. */
const MAX_RANKINGS = 32;
const MAX_GROUPS = 1_000_000;
/**
 * Days end for the rankings this long after midnight: a click batch that started before midnight has
 * certainly committed by then, so a ranking built later holds every click of its days.
 */
const SETTLE = '10 minutes';

/**
 * The click report's pages (decision 0029). A year has ~100,000 groups on the bench's 5 million clicks; grouping
 * its ~460,000 rollup rows costs ~0.5 s, on every page, while only today's rows ever change. So the groups of
 * the period's days before today are grouped once and kept here, sorted, per period, filters and scope; a page
 * merges today's groups (a few thousand rows of `clique_dia`) into that ranking. Exact, not a cache that may lag:
 * a ranking is keyed by `clique_versao`, which triggers bump on any write to a past day (migration 0013), and
 * by the day, so a new day or a bulk load makes new rankings.
 */
export function clickRankings() {
  const dialect = new PgDialect();
  const rankings = new Map<string, Promise<Ranking>>();

  const sizes = new Map<string, number>();

  /** Keeps a ranking of this generation, dropping other generations' and, past the bounds, the least read. */
  function keep(key: string, ranking: Promise<Ranking>, generation: string) {
    for (const old of rankings.keys()) {
      if (old.startsWith(generation)) continue;
      rankings.delete(old);
      sizes.delete(old);
    }
    rankings.set(key, ranking);
    ranking.then(
      (ready) => {
        if (rankings.get(key) !== ranking) return;
        sizes.set(key, ready.groups.length);
        let groups = [...sizes.values()].reduce((sum, size) => sum + size, 0);
        for (const old of rankings.keys()) {
          if (rankings.size <= MAX_RANKINGS && groups <= MAX_GROUPS) break;
          if (old === key) continue;
          groups -= sizes.get(old) ?? 0;
          rankings.delete(old);
          sizes.delete(old);
        }
      },
      // The request that built it reports the error; the next one builds again.
      () => {
        if (rankings.get(key) === ranking) rankings.delete(key);
      },
    );
  }

  async function build(tx: Db, period: Period, conditions: SQL): Promise<Ranking> {
    const rows = await queryRows<{
      tipo_relatorio: string;
      nome_tipo: string;
      cliente_id: string;
      total: string;
    }>(tx, sql`select * from (${clickGroups(period, conditions)}) g order by ${REPORT_ORDER}`);
    const groups = rows.map((r) => ({ ...r, total: Number(r.total) }));
    return { groups, positions: new Map(groups.map((g, i) => [keyOf(g), i])) };
  }

  /**
   * Page `offset … offset + limit` of the report of `period` under `conditions`, and how many groups it has.
   * Runs its statements on `tx` (a report transaction: inReportTransaction).
   */
  async function page(
    tx: Db,
    period: Period,
    conditions: SQL,
    offset: number,
    limit: number,
  ): Promise<{ rows: ClickGroup[]; total: number }> {
    const [state] = await queryRows<{ n: string; corte: string }>(
      tx,
      sql`select n, to_char(((now() - ${SETTLE}::interval) at time zone ${REPORT_TIME_ZONE})::date,
        'YYYY-MM-DD') as corte from clique_versao`,
    );
    const cut = state!.corte;
    const lastPastDay = addDays(cut, -1);
    const pastUntil = period.to !== undefined && period.to < lastPastDay ? period.to : lastPastDay;
    const hasPast = period.from === undefined || period.from <= pastUntil;
    const hasLive = period.to === undefined || period.to >= cut;

    let ranking: Ranking = { groups: [], positions: new Map() };
    if (hasPast) {
      const generation = `${state!.n}|${cut}|`;
      const query = dialect.sqlToQuery(conditions);
      const key = `${generation}${period.from ?? ''}|${pastUntil}|${query.sql}|${JSON.stringify(query.params)}`;
      let ready = rankings.get(key);
      if (ready) {
        // Most recently read last: the first key is the one to drop.
        rankings.delete(key);
        rankings.set(key, ready);
      } else {
        ready = build(tx, { from: period.from, to: pastUntil }, conditions);
        keep(key, ready, generation);
      }
      ranking = await ready;
    }

    const live = hasLive
      ? await queryRows<{ tipo_relatorio: string; nome_tipo: string; cliente_id: string; total: string }>(
          tx,
          sql`select tipo_relatorio, nome_tipo, cliente_id, sum(total)::bigint as total
            from clique_dia where ${conditions}
              and dia >= ${period.from !== undefined && period.from > cut ? period.from : cut}::date
              ${period.to === undefined ? sql`` : sql`and dia <= ${period.to}::date`}
            group by 1, 2, 3`,
        )
      : [];
    return merge(ranking, live, offset, limit);
  }

  return { page };
}

/** A page of the ranking with today's groups added: each group's past total plus today's, in report order. */
function merge(
  ranking: Ranking,
  live: readonly { tipo_relatorio: string; nome_tipo: string; cliente_id: string; total: string | number }[],
  offset: number,
  limit: number,
): { rows: ClickGroup[]; total: number } {
  const past = ranking.groups;
  const moved = new Set<number>();
  const today: ClickGroup[] = live.map((row) => {
    const group = { ...row, total: Number(row.total) };
    const position = ranking.positions.get(keyOf(group));
    if (position === undefined) return group;
    moved.add(position);
    return { ...group, total: group.total + past[position]!.total };
  });
  today.sort(compareGroups);
  const rows: ClickGroup[] = [];
  const end = offset + limit;
  let i = 0;
  let j = 0;
  for (let n = 0; n < end; n++) {
    while (moved.has(i)) i++;
    const a = past[i];
    const b = today[j];
    if (!a && !b) break;
    const next = !b || (a && compareGroups(a, b) <= 0) ? past[i++]! : today[j++]!;
    if (n >= offset) rows.push(next);
  }
  return { rows, total: past.length + today.length - moved.size };
}
