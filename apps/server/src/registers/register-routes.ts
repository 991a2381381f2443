import type { FastifyInstance } from 'fastify';
import type { RegisterDef } from '@prix/shared';
import { listFloors, registerContext, type RegisterHooks } from './routes/context.js';
import { detailRoute } from './routes/detail.js';
import { exportRoute } from './routes/export.js';
import { keysRoute } from './routes/keys.js';
import { listRoute } from './routes/list.js';
import { writeRoutes } from './routes/write.js';

export type { RegisterHooks, SaveContext } from './routes/context.js';

/**
 * The generic calls of SPEC §7 for one register: list, detail, insert, update, delete and keys, guarded by
 * the register's access rules of @prix/shared (`registerAccess`: its special rules, else its key — read:
 * cadastro or somenteleitura plus the key; write: the key, never somenteleitura). Each job is a file of
 * routes/ sharing one context: the list (with its floors), the export, the detail, the writes, the keys.
 */
export async function registerRoutes(
  app: FastifyInstance,
  def: RegisterDef,
  hooks: RegisterHooks = {},
): Promise<void> {
  const ctx = registerContext(app, def, hooks, listFloors());
  listRoute(ctx);
  exportRoute(ctx);
  detailRoute(ctx);
  await writeRoutes(ctx);
  keysRoute(ctx);
}
