import type { FastifyInstance } from 'fastify';
import { REGISTER_DEFS, produtoImagem, type RegisterDef } from '@prix/shared';
import { registerRoutes, type RegisterHooks } from './register-routes.js';
import { classeBeneficioRoutes } from './classe-beneficio.routes.js';
import { estadoRoutes } from './estado.routes.js';
import { usuarioRoutes } from '../modules/usuario/usuario.routes.js';
import { clienteRoutes } from '../modules/cliente/cliente.routes.js';
import { thumbnailAfterUpload } from '../modules/product-images/product-images.routes.js';

/** Mounts every register of @prix/shared's REGISTER_DEFS, then the registers with their own routes. */
export async function registers(app: FastifyInstance): Promise<void> {
  // A product image's thumbnail is made as soon as the image is saved (decision 0018).
  const hooks: Record<string, RegisterHooks> = {
    [produtoImagem.name]: { afterSave: ({ code }) => thumbnailAfterUpload(app, code) },
  };
  for (const def of REGISTER_DEFS) {
    await registerRoutes(app, def as unknown as RegisterDef, hooks[def.name]);
  }
  await classeBeneficioRoutes(app);
  await estadoRoutes(app);
  await usuarioRoutes(app);
  await clienteRoutes(app);
}
