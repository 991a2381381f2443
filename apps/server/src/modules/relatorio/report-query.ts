import { sql, type SQL } from 'drizzle-orm';

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

function addDays(value: string, days: number): string {
  const d = utc(value);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/**
 * Which rollup answers which part of a period (decision 0019): the whole months inside it from `clique_mes`,
 * the days before the first whole month and after the last from `clique_dia`. A year's report reads 12 rows
 * per combination and at most ~60 days of daily rows, whatever the number of clicks.
 */
export function splitPeriod({ from, to }: Period): {
  months: { from?: string; until?: string } | null;
  days: { from?: string; until?: string }[];
} {
  // [monthsFrom, monthsUntil): the whole months; open ends stay open.
  const monthsFrom = from === undefined ? undefined : from.endsWith('-01') ? from : monthStart(from, 1);
  const monthsUntil = to === undefined ? undefined : monthStart(addDays(to, 1));
  const toExclusive = to === undefined ? undefined : addDays(to, 1);
  if (monthsFrom !== undefined && monthsUntil !== undefined && monthsFrom >= monthsUntil) {
    return { months: null, days: [{ from, until: toExclusive }] };
  }
  const days: { from?: string; until?: string }[] = [];
  if (from !== undefined && monthsFrom !== from) days.push({ from, until: monthsFrom });
  if (toExclusive !== undefined && monthsUntil !== toExclusive)
    days.push({ from: monthsUntil, until: toExclusive });
  return { months: { from: monthsFrom, until: monthsUntil }, days };
}

/**
 * The rollup rows of a period as one `union all` (tipo_relatorio, nome_tipo, cliente_id, classe_id, total),
 * each part filtered by `where` (conditions on those columns).
 */
export function periodRows(period: Period, where: SQL): SQL {
  const { months, days } = splitPeriod(period);
  const parts: SQL[] = [];
  const cols = sql`tipo_relatorio, nome_tipo, cliente_id, classe_id, total`;
  if (months) {
    parts.push(sql`select ${cols} from clique_mes where ${where}
      ${months.from === undefined ? sql`` : sql`and mes >= ${months.from}::date`}
      ${months.until === undefined ? sql`` : sql`and mes < ${months.until}::date`}`);
  }
  for (const range of days) {
    parts.push(sql`select ${cols} from clique_dia where ${where}
      ${range.from === undefined ? sql`` : sql`and dia >= ${range.from}::date`}
      ${range.until === undefined ? sql`` : sql`and dia < ${range.until}::date`}`);
  }
  return sql.join(parts, sql` union all `);
}
