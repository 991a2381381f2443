import type { FastifyInstance } from 'fastify';
import { REGISTER_DEFS, type RegisterDef } from '@prix/shared';
import { registerRoutes, type RegisterHooks } from './register-routes.js';

/**
 * Mounts every register of @prix/shared's REGISTER_DEFS, each with the hooks a module gives it by name (a
 * product image's thumbnail, for one). The registers never import a module: the app hands the hooks in.
 */
export async function plainRegisters(
  app: FastifyInstance,
  hooks: Readonly<Record<string, RegisterHooks>> = {},
): Promise<void> {
  for (const def of REGISTER_DEFS) {
    await registerRoutes(app, def as unknown as RegisterDef, hooks[def.name]);
  }
}
