import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** SPEC §9: page size 10. */
export const REPORT_PAGE_SIZE = 10;

/** A period of whole days, inclusive, ISO; open at either end when absent. */
export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (value: string) => new Date(`${value}T00:00:00Z`);

/** The first day of the month `value` is in, moved by `months`. */
function monthStart(value: string, months = 0): string {
  const d = utc(value);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** The ISO day `days` after (or before) `value`. */
export function addDays(value: string, days: number): string {
  const d = utc(value);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

type Range = { from?: string; until?: string };

/**
 * Which rollup answers which part of a period (decision 0019): whole months from `clique_mes`, and at each end
 * the cheaper of two ways to cover a partial month: adding its days in the period from `clique_dia`, or
 * taking the whole month and subtracting the days outside the period (`minusDays`). Either way an end costs
 * at most half a month of daily rows, and the usual "last twelve months up to today" costs about a week at
 * the start and nothing at the end (the days after today are empty). Whatever the number of clicks, a year
 * is ~13 monthly rows per combination plus a few days of daily rows.
 */
export function splitPeriod({ from, to }: Period): {
  months: Range | null;
  days: Range[];
  minusDays: Range[];
} {
  const toExclusive = to === undefined ? undefined : addDays(to, 1);
  const days: Range[] = [];
  const minusDays: Range[] = [];
  // [monthsFrom, monthsUntil): the months read whole; open ends stay open.
  let monthsFrom = from;
  if (from !== undefined && !from.endsWith('-01')) {
    const start = monthStart(from);
    const next = monthStart(from, 1);
    const outside = daysBetween(start, from);
    if (outside < daysBetween(from, next)) {
      monthsFrom = start;
      minusDays.push({ from: start, until: from });
    } else {
      monthsFrom = next;
      days.push({ from, until: next });
    }
  }
  let monthsUntil = toExclusive;
  if (toExclusive !== undefined && !toExclusive.endsWith('-01')) {
    const start = monthStart(toExclusive);
    const next = monthStart(toExclusive, 1);
    if (daysBetween(toExclusive, next) < daysBetween(start, toExclusive)) {
      monthsUntil = next;
      minusDays.push({ from: toExclusive, until: next });
    } else {
      monthsUntil = start;
      days.push({ from: start, until: toExclusive });
    }
  }
  if (monthsFrom !== undefined && monthsUntil !== undefined && monthsFrom >= monthsUntil) {
    // Within one month, or two partial ones: by day (at most ~two months of daily rows).
    return { months: null, days: [{ from, until: toExclusive }], minusDays: [] };
  }
  return { months: { from: monthsFrom, until: monthsUntil }, days, minusDays };
}

function daysBetween(from: string, until: string): number {
  return Math.round((utc(until).getTime() - utc(from).getTime()) / 86_400_000);
}

/**
 * The rollup rows of a period as one `union all` (tipo_relatorio, nome_tipo, cliente_id, classe_id, total),
 * each part filtered by `where` (conditions on those columns). Subtracted days come with a negative total:
 * sum per group, and keep only groups whose sum is above zero (a group clicked only on subtracted days sums
 * to zero).
 */
export function periodRows(period: Period, where: SQL): SQL {
  const { months, days, minusDays } = splitPeriod(period);
  const parts: SQL[] = [];
  const cols = sql`tipo_relatorio, nome_tipo, cliente_id, classe_id`;
  if (months) {
    parts.push(sql`select ${cols}, total from clique_mes where ${where}
      ${months.from === undefined ? sql`` : sql`and mes >= ${months.from}::date`}
      ${months.until === undefined ? sql`` : sql`and mes < ${months.until}::date`}`);
  }
  const dayRows = (range: Range, total: SQL) =>
    sql`select ${cols}, ${total} from clique_dia where ${where}
      ${range.from === undefined ? sql`` : sql`and dia >= ${range.from}::date`}
      ${range.until === undefined ? sql`` : sql`and dia < ${range.until}::date`}`;
  for (const range of days) parts.push(dayRows(range, sql`total`));
  for (const range of minusDays) parts.push(dayRows(range, sql`-total`));
  return sql.join(parts, sql` union all `);
}

/**
 * Runs report statements in one transaction with settings for grouping a year of rollups: no JIT (compiling
 * the plan of a large grouping costs PostgreSQL more than the grouping itself: ~1 s measured on the 5 million
 * clicks bench) and room to hash the groups in memory instead of spilling them to disk.
 */
export async function inReportTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
    return run(tx);
  });
}
