import type { FastifyRequest } from 'fastify';
import { MSG, PERM } from '@prix/shared';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';

/**
 * A staff route of the 'Integrações' register (tokens, webhooks): `integracoes.gerenciar`, in the reference
 * under 'Integrações'.
 */
export const integrationStaffRoute = (summary: string) => ({
  access: access.key(PERM.integracoes.gerenciar),
  docs: { summary, tags: ['Integrações'] },
});

/** The signed-in staff member; never an external user, whatever profile holds the key. */
export async function integrationStaff(request: FastifyRequest) {
  const auth = await signedIn(request);
  if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
  return auth;
}
