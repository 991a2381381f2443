import { keysRequestSchema, keysResponseSchema, type KeyValue } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { signedIn } from '../../plugins/access.js';
import { keysQuery } from '../register-sql.js';
import type { RegisterContext } from './context.js';

/** POST {base}/keys: a selector's options (code and name), searched, a page at a time, within the scope. */
export function keysRoute(ctx: RegisterContext): void {
  const { def, scopeOf } = ctx;
  ctx.app.post(
    `${ctx.base}/keys`,
    {
      ...ctx.documented('keys', 'keys'),
      schema: { body: keysRequestSchema, response: { 200: keysResponseSchema } },
    },
    async (request): Promise<KeyValue[]> => {
      const auth = await signedIn(request);
      const { search, selected, offset } = request.body;
      const rows = await queryRows<{ key: string; value: string }>(
        ctx.db(),
        keysQuery(def, search.trim(), selected, scopeOf(auth), offset),
      );
      return rows.map(({ key, value }) => ({ key, value }));
    },
  );
}
