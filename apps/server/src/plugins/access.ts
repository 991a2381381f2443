import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthState } from '../auth/access-context.js';
import fp from 'fastify-plugin';
import { allows, describeRule, MSG } from '@prix/shared';
import type { AccessRule, PermissionKey, PermissionQuery, PermissionTree } from '@prix/shared';
import { HttpError } from './errors.js';
import { addRouteHook, syncHook, type RouteHook } from './sync-hook.js';
import { integrationHooks } from './integration-access.js';

/** The answer to every guarded request without a session cookie, as the error handler writes a 401. */
const UNAUTHENTICATED = { errors: [MSG.naoAutenticado] } as const;

/**
 * What a route needs, declared on every route as `config.access`. A route without one is refused at
 * run time (fail closed) and fails the route-inventory test.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** Internal users (staff) only, whatever their permissions: e.g. the API reference for integrators. */
  | { kind: 'staff' }
  | { kind: 'permission'; describe: string; allows: (tree: PermissionTree) => boolean }
  /**
   * Another system with an integration token (`Authorization: Bearer prix_…`) holding `key`: the only kind a
   * token opens, and the one a session cookie never opens (decision 0054).
   */
  | { kind: 'integration'; key: PermissionKey };

/**
 * A rule of @prix/shared's access rules (the ones the web app's guards and menu read too) as a route's access.
 */
const rule = (declared: AccessRule): Access => ({
  kind: 'permission',
  describe: describeRule(declared),
  allows: (t) => allows(declared, t),
});
/** One rule for one key, else any of them. */
const anyOfRules = (rules: AccessRule[]): AccessRule => (rules.length === 1 ? rules[0]! : { anyOf: rules });

export const access = {
  /** Open to anyone, signed in or not: say so explicitly. */
  public: { kind: 'public' } as Access,
  /** Any signed-in user, whatever their permissions. */
  signedIn: { kind: 'signedIn' } as Access,
  staff: { kind: 'staff' } as Access,
  rule,
  key: (key: PermissionQuery): Access => rule({ key }),
  anyOf: (...keys: PermissionQuery[]): Access => rule(anyOfRules(keys.map((key) => ({ key })))),
  /** Reading a register: `cadastro` or `somenteleitura`, plus one of the keys (SPEC §6). */
  registerRead: (...keys: PermissionKey[]): Access =>
    rule(anyOfRules(keys.map((key) => ({ registerRead: key })))),
  /** Writing a register: one of the keys, and never with `somenteleitura`. */
  registerWrite: (...keys: PermissionKey[]): Access =>
    rule(anyOfRules(keys.map((key) => ({ registerWrite: key })))),
  /** An integration route (`/api/integracao/*`): a token holding `key`, never a session. */
  integration: (key: PermissionKey): Access => ({ kind: 'integration', key }),
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
 * Checks every request against its route's declared access before its body is read or validated, so a user
 * without the permission learns nothing about what a valid request would look like. What applies to a route
 * is decided when it is registered: public routes (the pages) get no hook at all, a route without a declared
 * access one that always refuses (fail closed).
 */
export default fp(
  async function accessGuard(app: FastifyInstance) {
    // A route registered before this plugin would get no guard: refuse to start rather than serve it open.
    const unguarded = app.routeInventory.filter((route) => route.access?.kind !== 'public');
    if (unguarded.length) {
      throw new Error(
        `rotas registradas antes da guarda de acesso: ${unguarded.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
    // No session cookie: nobody to look up. Answered at once, before the body is read (the anonymous 401 is
    // the most frequent refusal: every visit to the login page probes the session).
    const refuseWithoutCookie: RouteHook = (request, reply, done) => {
      if (app.sessionCookie.read(request)) return done();
      // Answered from the hook (Fastify's early reply): no error to build and route through the handler.
      void reply.code(401).send(UNAUTHENTICATED);
    };
    const check = async (declared: Access, request: FastifyRequest) => {
      const auth = await request.auth();
      if (!auth) throw new HttpError(401, MSG.naoAutenticado);
      if (declared.kind === 'staff' && auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
      if (declared.kind === 'permission' && !declared.allows(auth.permissions))
        throw new HttpError(403, MSG.semPermissaoAcao);
    };
    const refuseUndeclared = syncHook(() => {
      throw new HttpError(403, MSG.semPermissaoAcao);
    });
    const integration = integrationHooks(app);
    app.addHook('onRoute', (route) => {
      const declared = route.config?.access;
      if (declared?.kind === 'public') return;
      if (!declared) return addRouteHook(route, 'onRequest', refuseUndeclared);
      // Tokens and sessions never meet: an integration route reads only the token, every other only the cookie.
      if (declared.kind === 'integration') return integration.guard(route, declared.key);
      addRouteHook(route, 'onRequest', refuseWithoutCookie);
      addRouteHook(route, 'preValidation', (request, _reply, done) => {
        check(declared, request).then(() => done(), done);
      });
    });
  },
  { name: 'access-guard', dependencies: ['sessions'] },
);
