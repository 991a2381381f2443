import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CLIENT_HEADER, MSG } from '@prix/shared';
import { HttpError } from './errors.js';
import { addRouteHook, syncHook } from './sync-hook.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes something (SPEC §7 keeps a few, e.g. the invitation resend): answered only to the
     * portal's own pages, never to a link or image of another site that rides the user's cookie.
     */
    sameOriginOnly?: boolean;
  }
}

/**
 * For a state-changing GET: a trusted `Origin` (sent by fetch across origins), else Fetch Metadata's
 * `Sec-Fetch-Site: same-origin`; a client without Fetch Metadata (an old browser, a test) must send the
 * header only the app's API client sends. Navigations, links and images from elsewhere carry none of them.
 */
function refuseUnlessSameOrigin(request: FastifyRequest, allowed: Set<string>): void {
  const origin = request.headers.origin;
  if (origin !== undefined && allowed.has(origin)) return;
  const site = request.headers['sec-fetch-site'];
  const sameOrigin =
    site !== undefined ? site === 'same-origin' : request.headers[APP_CLIENT_HEADER] !== undefined;
  if (!sameOrigin) throw new HttpError(403, MSG.origemInvalida);
}

/**
 * Refuses cross-site writes (docs/decisions/0004), and cross-site calls of a GET marked `sameOriginOnly`.
 * Browsers send `Origin` (or at least `Sec-Fetch-Site`) on every POST/PUT/PATCH/DELETE; a request that
 * carries neither comes from a non-browser client, which cannot ride a victim's cookie. Integration routes
 * (a bearer token, no cookie; decision 0054) are not checked.
 */
export default fp(
  async function originCheck(app: FastifyInstance) {
    const allowed = new Set(app.config.trustedOrigins);
    app.addHook(
      'onRequest',
      syncHook((request) => {
        if (SAFE_METHODS.has(request.method)) return;
        // Integration routes read no cookie, only a bearer token a browser never adds: nothing to ride.
        if (request.routeOptions.config.access?.kind === 'integration') return;
        const origin = request.headers.origin;
        if (origin !== undefined) {
          if (!allowed.has(origin)) throw new HttpError(403, MSG.origemInvalida);
          return;
        }
        const site = request.headers['sec-fetch-site'];
        if (site !== undefined && site !== 'same-origin' && site !== 'none') {
          throw new HttpError(403, MSG.origemInvalida);
        }
      }),
    );
    // A state-changing GET is marked on its route: the check is added to it alone, when it is registered.
    const sameOriginOnly = syncHook((request) => refuseUnlessSameOrigin(request, allowed));
    app.addHook('onRoute', (route) => {
      if (route.config?.sameOriginOnly) addRouteHook(route, 'onRequest', sameOriginOnly);
    });
  },
  { name: 'origin-check' },
);
