import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG, type PermissionKey } from '@prix/shared';
import { bearerToken, findIntegration, type IntegrationCaller } from '../auth/integration-token.js';
import { HttpError } from './errors.js';
import { addRouteHook } from './sync-hook.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration whose token opened this request (integration routes only), else null. */
    integration: IntegrationCaller | null;
  }
}

/** The 401 of a missing, unknown, revoked or expired token: one message, so it tells a guesser nothing. */
export const TOKEN_INVALIDO = 'Token de integração ausente, inválido ou expirado.';

/**
 * The access guard's part for integration routes (decision 0054), added per route when it is registered:
 * in `onRequest`, before the body is read, the bearer token (never the session cookie) → 401, the token's
 * call counted against its own limit → 429, its keys → 403; once answered, the call logged with its status
 * and the token's last use recorded.
 */
export function integrationHooks(app: FastifyInstance) {
  app.decorateRequest('integration', null);
  const db = () => app.database.db;

  const authenticate = async (request: FastifyRequest, reply: FastifyReply, key: PermissionKey) => {
    const token = bearerToken(request.headers.authorization);
    const caller = token ? await findIntegration(db(), token) : null;
    if (!caller) throw new HttpError(401, TOKEN_INVALIDO);
    request.integration = caller;
    await app.countIntegrationCall(request, reply);
    if (!caller.chaves.includes(key)) throw new HttpError(403, MSG.semPermissaoAcao);
  };

  const log = async (request: FastifyRequest, status: number) => {
    const caller = request.integration;
    if (!caller) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into integracao_chamada (integracao_id, metodo, rota, status, ip)
        values (${caller.id}, ${request.method}, ${route.slice(0, 200)}, ${status}, ${request.ip})`);
      await tx.execute(sql`update integracao set ultimo_uso_em = now(), ultimo_uso_ip = ${request.ip}
        where id = ${caller.id}`);
    });
  };

  return {
    guard(route: RouteOptions, key: PermissionKey) {
      addRouteHook(route, 'onRequest', (request, reply, done) => {
        authenticate(request, reply, key).then(() => done(), done);
      });
      addRouteHook(route, 'onResponse', (request, reply, done) => {
        log(request, reply.statusCode).then(
          () => done(),
          (error: unknown) => {
            request.log.warn({ err: error }, 'registro de chamada de integração falhou');
            done();
          },
        );
      });
    },
  };
}
