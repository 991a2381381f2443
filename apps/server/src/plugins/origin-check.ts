import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@prix/shared';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes (docs/decisions/0004). Browsers send `Origin` (or at least `Sec-Fetch-Site`)
 * on every POST/PUT/PATCH/DELETE; a request that carries neither comes from a non-browser client, which
 * cannot ride a victim's cookie.
 */
export default fp(
  async function originCheck(app: FastifyInstance) {
    const allowed = new Set(app.config.trustedOrigins);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!allowed.has(origin)) throw new HttpError(403, MSG.origemInvalida);
        return;
      }
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw new HttpError(403, MSG.origemInvalida);
      }
    });
  },
  { name: 'origin-check' },
);
