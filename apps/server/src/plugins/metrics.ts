import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { access } from './access.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** Counts an e-mail handed over to SMTP or the outbox ('enviado') or refused ('falhou'). */
      mail(result: 'enviado' | 'falhou'): void;
    };
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at `/metrics`: requests by route pattern, method and status with their
 * duration, the database pool, event-loop lag and the process's own figures (prom-client's defaults), and
 * e-mails sent or failed. Off unless METRICS_TOKEN is set, and then only for `Authorization: Bearer <token>`:
 * never public. Labels are route patterns, never addresses, so no id or e-mail reaches the metrics.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const token = app.config.metricsToken;
    if (!token) {
      // Off: nothing is collected (no hook on every response, no event-loop monitor) that no one could read.
      app.decorate('metrics', { mail: () => undefined });
      app.get('/metrics', { config: { access: access.public } }, async (_request, reply) =>
        reply.status(404).type('text/plain; charset=utf-8').send('Métricas desligadas.\n'),
      );
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duração das requisições HTTP, por rota, método e status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const mails = new Counter({
      name: 'portal_emails_total',
      help: 'E-mails entregues ao servidor de envio ou à caixa de saída, e os que falharam',
      labelNames: ['resultado'],
      registers: [registry],
    });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Conexões do banco: em uso, livres e requisições esperando uma conexão',
      labelNames: ['estado'],
      registers: [registry],
      collect() {
        const pool = app.hasDecorator('database') ? app.database.pool?.() : undefined;
        if (!pool) return;
        this.set({ estado: 'em_uso' }, pool.total - pool.idle);
        this.set({ estado: 'livre' }, pool.idle);
        this.set({ estado: 'esperando' }, pool.waiting);
      },
    });
    app.decorate('metrics', { mail: (result) => mails.inc({ resultado: result }) });

    app.addHook('onResponse', (request, reply, done) => {
      requests.observe(
        {
          method: request.method,
          route: request.is404 ? 'não encontrada' : (request.routeOptions.url ?? 'não encontrada'),
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', { config: { access: access.public } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .type('text/plain')
          .send('Token inválido.\n');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
