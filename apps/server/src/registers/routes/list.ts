import {
  LIST_COUNT_LIMIT,
  PAGE_SIZE,
  can,
  listQuerySchema,
  visibleListColumns,
  type ListResponse,
  type RegisterDef,
} from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { readCache, renderSql } from '../../db/read-cache.js';
import { signedIn } from '../../plugins/access.js';
import { countQuery, LIST_TOTAL_COLUMN, listQuery, type Scope } from '../register-sql.js';
import type { Payload, RegisterContext } from './context.js';

/** How long a list's 'mais de …' floor is reused (decision 0016), and how many are kept per register. */
const FLOOR_TTL_MS = 10_000;
const FLOORS_MAX = 500;

/** GET {base}: one page of the list, searched, with its (capped) total. */
export function listRoute(ctx: RegisterContext): void {
  const { app, def, db, floors, scopeOf } = ctx;
  /** List pages as last read, kept until a table they were read from changes (db/read-cache.ts). */
  const listPages = readCache<ListResponse>(app.database.changes);

  app.get(
    ctx.base,
    { ...ctx.documented('read', 'list'), schema: { querystring: listQuerySchema } },
    async (request): Promise<ListResponse> => {
      const auth = await signedIn(request);
      const { geral, page } = request.query;
      // Columns behind a key the viewer lacks are not even selected (SPEC §6: e.g. the complementary partnership).
      const columns = visibleListColumns(def.list, (key) => can(auth.permissions, key));
      const scope = scopeOf(auth);
      // Everything the page depends on besides the tables (decision 0031): the search, the page, the
      // columns the viewer sees and the scope (with its parameters: the viewer's companies).
      const key = JSON.stringify([
        geral ?? '',
        page,
        columns.length === def.list.length ? null : columns.map((column) => def.list.indexOf(column)),
        scope === null ? null : renderSql(scope),
      ]);
      const statement = () => listQuery(def, geral || undefined, page, scope, columns, 1);
      // Not checked against listResponseSchema on the way out (pages come from the cache): typed as its type, and
      // the register contract tests parse every register's pages with it (SERVER_CHECKED_ANSWERS 'tested').
      return listPages(key, statement, () => listPage(geral, page, scope, columns));
    },
  );

  /** One page of the list and its (capped) total, as the database has them now. */
  async function listPage(
    geral: string | undefined,
    page: number,
    scope: Scope,
    columns: RegisterDef['list'][number][],
  ): Promise<ListResponse> {
    // The count as a capped subquery rather than count(*) over(): the page can then walk an index instead of
    // sorting all rows.
    const offset = (page - 1) * PAGE_SIZE;
    // Counted only up to LIST_COUNT_LIMIT past this page (decision 0016): beyond, 'mais de …'. The count
    // comes with the page (one round trip), unless a floor kept here already says 'more than the cap'.
    const cap = offset + LIST_COUNT_LIMIT;
    const floorKey = scope === null ? `${(geral ?? '').toLowerCase()}\u0000${cap}` : null;
    const floorKnown = floorKey !== null && (floors.get(floorKey) ?? 0) > Date.now();
    const answer = await queryRows<Payload & { [LIST_TOTAL_COLUMN]?: number }>(
      db(),
      listQuery(def, geral || undefined, page, scope, columns, floorKnown ? null : cap + 1),
    );
    const counted = answer[0]?.[LIST_TOTAL_COLUMN];
    const rows: Payload[] = answer.map(({ [LIST_TOTAL_COLUMN]: _total, ...row }) => row);
    // A page that is not full is the last one: the total is known without counting.
    if (rows.length < PAGE_SIZE && (rows.length > 0 || page === 1)) {
      return { results: rows, total: offset + rows.length };
    }
    if (floorKnown) return { results: rows, total: cap, totalIsMinimum: true };
    // A page past the end has no row to carry the count: counted on its own.
    const total =
      counted ??
      (await queryRows<{ total: number }>(db(), countQuery(def, geral || undefined, scope, cap + 1)))[0]
        ?.total ??
      0;
    if (total <= cap) return { results: rows, total };
    if (floorKey !== null) {
      if (floors.size >= FLOORS_MAX) floors.clear();
      floors.set(floorKey, Date.now() + FLOOR_TTL_MS);
    }
    return { results: rows, total: cap, totalIsMinimum: true };
  }
}
