import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';

export const FEED_MESSAGES = {
  cursor: 'Cursor inválido: use o cursor que a página anterior devolveu.',
  desde:
    "Data inválida em alteradosDesde: use um instante ISO 8601 com fuso, como '2026-03-01T00:00:00-03:00'.",
} as const;

/** Items a page holds when the caller does not say. */
export const FEED_DEFAULT_LIMIT = 100;

/**
 * Where a feed goes on from (decision 0057): after the row stamped (`xid`, `seq`), and, when the first call
 * asked for changes since an instant, still only those.
 */
interface Position {
  readonly xid: string;
  readonly seq: string;
  readonly desde: string | null;
}

const START: Position = { xid: '0', seq: '0', desde: null };
const MAX_XID = 2n ** 64n - 1n;
const MAX_SEQ = 2n ** 63n - 1n;
/** 9999-12-31T23:59:59.999Z: the last instant a four-digit year writes. */
const LAST_INSTANT = 253_402_300_799_999;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The cursor is opaque to the caller: the position as `xid.seq.desde`, in URL-safe base64. */
function encode(position: Position): string {
  const text = `${position.xid}.${position.seq}.${position.desde ?? ''}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

function decode(cursor: string): Position {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^(\d{1,20})\.(\d{1,19})\.(\d{1,15})?$/.exec(text);
  // Beyond what the columns hold (xid8, bigint) or a timestamp takes, it is no cursor this feed gave.
  if (!match || BigInt(match[1]!) > MAX_XID || BigInt(match[2]!) > MAX_SEQ)
    throw new HttpError(400, FEED_MESSAGES.cursor);
  if (match[3] !== undefined && Number(match[3]) > LAST_INSTANT)
    throw new HttpError(400, FEED_MESSAGES.cursor);
  return { xid: match[1]!, seq: match[2]!, desde: match[3] ?? null };
}

/** The position a call starts from: its cursor, else the instant it gives, else the beginning. */
function startOf(query: { alteradosDesde?: string; cursor?: string }): Position {
  if (query.cursor !== undefined) return decode(query.cursor);
  if (query.alteradosDesde === undefined) return START;
  const time = ISO_INSTANT.test(query.alteradosDesde) ? Date.parse(query.alteradosDesde) : Number.NaN;
  if (Number.isNaN(time)) throw new HttpError(400, FEED_MESSAGES.desde);
  // Before 1970 is everything there is; the cursor then keeps a plain number of milliseconds.
  return { ...START, desde: String(Math.max(0, time)) };
}

const compare = (a: Position, b: Position) =>
  BigInt(a.xid) === BigInt(b.xid)
    ? Number(BigInt(a.seq) - BigInt(b.seq))
    : BigInt(a.xid) < BigInt(b.xid)
      ? -1
      : 1;

export interface FeedPage<T> {
  itens: T[];
  cursor: string;
  temMais: boolean;
}

/**
 * One page of a table's changes (migration 0026: `alteracao_xid`, `alteracao_seq`, `alterado_em`, stamped by
 * trigger on every insert and real update). Only rows of transactions older than every one still running are
 * read (`pg_snapshot_xmin`), in (transaction, number) order: a writer still at work, whatever its number, has
 * a transaction id at least that bound, so whatever it commits comes after this page's cursor. Ordering by the
 * number alone would not do: an older transaction may draw a number after a younger one that is still open.
 * `select` reads the table as `t` and must give `alteracao_xid::text as xid, alteracao_seq::text as seq`.
 */
export async function feedPage<R extends { xid: string; seq: string }, T>(
  db: Db,
  opts: {
    select: SQL;
    query: { alteradosDesde?: string; cursor?: string; limite?: number };
    item: (row: R) => T;
  },
): Promise<FeedPage<T>> {
  const from = startOf(opts.query);
  const limit = opts.query.limite ?? FEED_DEFAULT_LIMIT;
  // Taken before the page: every writer older than it has ended, so the page holds all of theirs that match.
  const [bound] = await queryRows<{ xmin: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  const desde = from.desde === null ? null : new Date(Number(from.desde)).toISOString();
  const rows = await queryRows<R>(
    db,
    sql`${opts.select}
        where (t.alteracao_xid, t.alteracao_seq) > (${from.xid}::xid8, ${from.seq}::bigint)
          and t.alteracao_xid < pg_snapshot_xmin(pg_current_snapshot())
          and (${desde}::timestamptz is null or t.alterado_em >= ${desde}::timestamptz)
        order by t.alteracao_xid, t.alteracao_seq
        limit ${limit + 1}`,
  );
  const temMais = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let next: Position = last ? { xid: last.xid, seq: last.seq, desde: from.desde } : from;
  // Everything before the bound has been read: the next call need not look there again.
  if (!temMais) {
    const floor: Position = { xid: bound!.xmin, seq: '0', desde: from.desde };
    if (compare(floor, next) > 0) next = floor;
  }
  return { itens: page.map(opts.item), cursor: encode(next), temMais };
}
