import type { FastifyInstance } from 'fastify';
import { REGISTER_DEFS, type RegisterDef } from '@prix/shared';
import { registerRoutes } from './register-routes.js';
import { classeBeneficioRoutes } from './classe-beneficio.routes.js';
import { estadoRoutes } from './estado.routes.js';
import { usuarioRoutes } from '../modules/usuario/usuario.routes.js';
import { clienteRoutes } from '../modules/cliente/cliente.routes.js';

/** Mounts every register of @prix/shared's REGISTER_DEFS, then the registers with their own routes. */
export async function registers(app: FastifyInstance): Promise<void> {
  for (const def of REGISTER_DEFS) await registerRoutes(app, def as unknown as RegisterDef);
  await classeBeneficioRoutes(app);
  await estadoRoutes(app);
  await usuarioRoutes(app);
  await clienteRoutes(app);
}
