import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthState } from '../auth/access-context.js';
import fp from 'fastify-plugin';
import { can, canReadRegister, canWriteRegister, MSG } from '@prix/shared';
import type { PermissionKey, PermissionQuery, PermissionTree } from '@prix/shared';
import { HttpError } from './errors.js';

/**
 * What a route needs, declared on every route as `config.access`. A route without one is refused at
 * run time (fail closed) and fails the route-inventory test.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** Internal users (staff) only, whatever their permissions: e.g. the API reference for integrators. */
  | { kind: 'staff' }
  | { kind: 'permission'; describe: string; allows: (tree: PermissionTree) => boolean };

export const access = {
  /** Open to anyone, signed in or not: say so explicitly. */
  public: { kind: 'public' } as Access,
  /** Any signed-in user, whatever their permissions. */
  signedIn: { kind: 'signedIn' } as Access,
  staff: { kind: 'staff' } as Access,
  key: (key: PermissionQuery): Access => ({ kind: 'permission', describe: key, allows: (t) => can(t, key) }),
  anyOf: (...keys: PermissionQuery[]): Access => ({
    kind: 'permission',
    describe: keys.join(' | '),
    allows: (t) => keys.some((k) => can(t, k)),
  }),
  /** Reading a register: `cadastro` or `somenteleitura`, plus one of the keys (SPEC §6). */
  registerRead: (...keys: PermissionKey[]): Access => ({
    kind: 'permission',
    describe: `leitura ${keys.join(' | ')}`,
    allows: (t) => keys.some((key) => canReadRegister(t, key)),
  }),
  /** Writing a register: one of the keys, and never with `somenteleitura`. */
  registerWrite: (...keys: PermissionKey[]): Access => ({
    kind: 'permission',
    describe: `escrita ${keys.join(' | ')}`,
    allows: (t) => keys.some((key) => canWriteRegister(t, key)),
  }),
};

/** The signed-in viewer of a request, or 401: for handlers whose route is `access.signedIn` or narrower. */
export async function signedIn(request: FastifyRequest): Promise<AuthState> {
  const auth = await request.auth();
  if (!auth) throw new HttpError(401, MSG.naoAutenticado);
  return auth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/**
 * Checks every request against its route's declared access before its body is validated, so a user
 * without the permission learns nothing about what a valid request would look like.
 */
export default fp(
  async function accessGuard(app: FastifyInstance) {
    const guarded = (request: FastifyRequest) =>
      !request.is404 && request.routeOptions.config.access?.kind !== 'public';
    const check = async (request: FastifyRequest) => {
      const declared = request.routeOptions.config.access;
      if (!declared) throw new HttpError(403, MSG.semPermissaoAcao);
      const auth = await request.auth();
      if (!auth) throw new HttpError(401, MSG.naoAutenticado);
      if (declared.kind === 'staff' && auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
      if (declared.kind === 'permission' && !declared.allows(auth.permissions)) {
        throw new HttpError(403, MSG.semPermissaoAcao);
      }
    };
    app.addHook('preValidation', (request, reply, done) => {
      // No route matched: the not-found handler answers 404 and reveals nothing (plugins/errors.ts). The
      // pages and public routes pass without a promise.
      if (!guarded(request)) return done();
      // No session cookie: nobody to look up. Answered at once, as `check` would (the anonymous 401 is the
      // most frequent refusal: every visit to the login page probes the session).
      if (request.routeOptions.config.access && !app.sessionCookie.read(request))
        return done(new HttpError(401, MSG.naoAutenticado));
      check(request).then(() => done(), done);
    });
  },
  { name: 'access-guard', dependencies: ['sessions'] },
);
