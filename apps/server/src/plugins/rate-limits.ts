import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { MSG } from '@prix/shared';
import type { RateLimit } from '../config.js';
import { queryRows, type Db } from '../db/client.js';
import { HttpError } from './errors.js';
import { addRouteHook, hookWithSlowPath } from './sync-hook.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits a route puts in `config.rateLimit` (decision 0010). */
    rateLimits: {
      signIn: RateLimitOptions;
      inviteResend: RateLimitOptions;
      contato: RateLimitOptions;
      candidatura: RateLimitOptions;
      privacidade: RateLimitOptions;
    };
    /** Counts one call of an integration token (`request.integration`), per token; over the limit, 429. */
    countIntegrationCall(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Counts one request against `key` in `limite_taxa`: one upsert, atomic across processes. */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ current: number; ttl: number }>(
    db,
    sql`insert into limite_taxa as l (chave, contagem, expira_em)
      values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
      on conflict (chave) do update set
        contagem = case when l.expira_em <= now() then 1 else l.contagem + 1 end,
        expira_em = case when l.expira_em <= now() then excluded.expira_em else l.expira_em end
      returning contagem as current,
        greatest(0, ceil(extract(epoch from (expira_em - now())) * 1000))::int as ttl`,
  );
  return row!;
}

/** @fastify/rate-limit's store over our own database, so every server process sees the same counters. */
function databaseStore(db: () => Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRequest(db(), key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}

const tooMany = () => new HttpError(429, MSG.muitasRequisicoes);
const window = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.seconds * 1000 });

/**
 * Rate limits (ASVS 6.1.1, 2.4; decision 0010), on the few routes an attacker would hammer and on failed
 * session lookups only, so a signed-in call with a good session never counts:
 * - sign-in starts and callbacks, both providers together, per client address (`config.rateLimit:
 *   app.rateLimits.signIn`);
 * - calls of a guarded route with an unknown or expired session cookie, per client address;
 * - invitation resends per target user (`app.rateLimits.inviteResend`, counted once access is granted);
 * - enquiries from the public locator per client address (`app.rateLimits.contato`), applications to be a
 *   partner and the documents sent to one (`app.rateLimits.candidatura`), visitors' privacy requests
 *   (`app.rateLimits.privacidade`), through plugins/public-form.ts.
 * - calls of an integration route per token (`app.countIntegrationCall`, from the access guard once the token
 *   is known).
 * Over the limit: 429 `{ errors }` with `Retry-After`.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { config } = app;
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(() => app.database.db),
      errorResponseBuilder: () => tooMany(),
    });
    app.decorate('rateLimits', {
      signIn: { ...window(config.rateLimit.signIn), keyGenerator: (req) => `entrada:${req.ip}` },
      inviteResend: {
        ...window(config.rateLimit.inviteResend),
        // After the access guard: only people allowed to resend spend the person's budget.
        hook: 'preHandler',
        keyGenerator: (req) => `reenvio:${String((req.params as { uuid?: string }).uuid).toLowerCase()}`,
      },
      // Counted before the body is read: a flood is refused without parsing it.
      contato: { ...window(config.rateLimit.contato), keyGenerator: (req) => `contato:${req.ip}` },
      candidatura: {
        ...window(config.rateLimit.candidatura),
        keyGenerator: (req) => `candidatura:${req.ip}`,
      },
      privacidade: {
        ...window(config.rateLimit.privacidade),
        keyGenerator: (req) => `privacidade:${req.ip}`,
      },
    });

    const badSession = app.createRateLimit({
      ...window(config.rateLimit.badSession),
      keyGenerator: (req: FastifyRequest) => `sessao:${req.ip}`,
    });
    const integrationCall = app.createRateLimit({
      ...window(config.rateLimit.integracao),
      keyGenerator: (req: FastifyRequest) => `integracao:${req.integration?.id ?? req.ip}`,
    });
    app.decorate('countIntegrationCall', async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await integrationCall(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw tooMany();
      }
    });

    // Guarded /api routes only, decided when each is registered: a page or a public route never asks, nor an
    // integration route, which reads no cookie.
    const countBadSession = hookWithSlowPath(
      (request) => Boolean(app.sessionCookie.read(request)),
      async (request, reply) => {
        // The lookup the access guard makes anyway (memoised): a good session ends here, uncounted.
        if (await request.session()) return;
        const limit = await badSession(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw tooMany();
        }
      },
    );
    app.addHook('onRoute', (route) => {
      const kind = route.config?.access?.kind;
      if (route.url.startsWith('/api/') && kind !== 'public' && kind !== 'integration')
        addRouteHook(route, 'onRequest', countBadSession);
    });

    // Expired counters are dead rows: any process sweeps them now and then.
    const sweep = setInterval(
      () => {
        app.database.db.execute(sql`delete from limite_taxa where expira_em < now()`).catch((error) => {
          app.log.warn({ err: error }, 'limpeza de limite_taxa falhou');
        });
      },
      10 * 60 * 1000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limits', dependencies: ['database', 'sessions'] },
);
