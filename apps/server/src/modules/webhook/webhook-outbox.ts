import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { WEBHOOK_SECRET_PREFIX, type WebhookEvent } from '@prix/shared/core/webhook';
import { queryRows, type Db } from '../../db/client.js';

/** The durable queue's kind that delivers one webhook (one job per try). */
export const WEBHOOK_JOB = 'webhook-entrega';
export interface WebhookJob {
  entregaId: string;
}

/** A new endpoint's signing secret: `whsec_` and 32 random bytes in URL-safe base64. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The signature of a delivery: HMAC-SHA256, keyed by the endpoint's secret, of `${timestamp}.${body}`, in hex. */
export const signWebhook = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `X-Prix-Assinatura` header: `t=<unix seconds>,v1=<hex>`. */
export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${signWebhook(secret, timestamp, body)}`;

/**
 * An event for the integrations that asked for it (decision 0056), written in the business transaction `tx`:
 * one delivery per active endpoint of a live integration subscribed to `evento`, and its job queued in the
 * same transaction, so an event whose transaction rolls back is never sent. `dados` names records by their
 * codes, never a person's data: the other system reads the rest through its own API access.
 */
export async function emitWebhookEvent(
  app: FastifyInstance,
  tx: Db,
  evento: WebhookEvent,
  dados: Record<string, unknown>,
): Promise<void> {
  const endpoints = await queryRows<{ id: string }>(
    tx,
    sql`select e.id from webhook_endpoint e join integracao i on i.id = e.integracao_id
        where e.situacao = 'ativo' and ${evento} = any(e.eventos)
          and i.revogada_em is null and i.expira_em > now()`,
  );
  if (endpoints.length === 0) return;
  const id = randomUUID();
  const corpo = JSON.stringify({ id, evento, criadoEm: new Date().toISOString(), dados });
  for (const endpoint of endpoints) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhook_entrega (endpoint_id, evento_id, evento, corpo)
          values (${endpoint.id}, ${id}, ${evento}, ${corpo}) returning id`,
    );
    await app.jobs.schedule<WebhookJob>(WEBHOOK_JOB, { entregaId: row!.id }, {}, tx);
  }
}
