import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG } from '@prix/shared';
import type { WebhookCreate, WebhookEndpoint, WebhookEntrega, WebhookSegredo } from '@prix/shared/webhook';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { checkWebhookUrl, WebhookAddressError } from './webhook-address.js';
import { newWebhookSecret, WEBHOOK_JOB, type WebhookJob } from '../webhook/webhook-outbox.js';

/** How many of an endpoint's latest deliveries its log shows. */
const DELIVERIES_SHOWN = 200;
/** How many endpoints one integration may have. */
export const MAX_ENDPOINTS = 10;

export const MSG_WEBHOOK = {
  limite: `Uma integração tem no máximo ${MAX_ENDPOINTS} webhooks.`,
  integracaoInativa: 'Só uma integração ativa recebe webhooks.',
  jaNaFila: 'A entrega já está na fila.',
  pausado: 'Reative o webhook antes de reenviar.',
};

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const SELECT_ENDPOINT = sql`select e.id, e.url, e.eventos, e.situacao, ${iso('e.pausado_em')} as "pausadoEm",
    e.pausa_motivo as "pausaMotivo", e.falhas_seguidas as "falhasSeguidas", ${iso('e.dhcriacao')} as "criadoEm"
  from webhook_endpoint e`;

const SELECT_ENTREGA = sql`select d.id, d.evento, d.situacao, d.codigo, d.tentativas, d.erro,
    ${iso('d.criada_em')} as "criadaEm", ${iso('d.ultima_tentativa_em')} as "ultimaTentativaEm",
    ${iso('d.proxima_tentativa_em')} as "proximaTentativaEm"
  from webhook_entrega d`;

export const listEndpoints = (db: Db, integracaoId: string) =>
  queryRows<WebhookEndpoint>(
    db,
    sql`${SELECT_ENDPOINT} where e.integracao_id = ${integracaoId} order by e.dhcriacao, e.id`,
  );

/** The endpoint, when it belongs to the integration; 404 otherwise. */
export async function findEndpoint(db: Db, integracaoId: string, id: string): Promise<WebhookEndpoint> {
  const [found] = await queryRows<WebhookEndpoint>(
    db,
    sql`${SELECT_ENDPOINT} where e.id = ${id} and e.integracao_id = ${integracaoId}`,
  );
  if (!found) throw new HttpError(404, MSG.naoEncontrado);
  return found;
}

/** Adds an endpoint to a live integration, its address checked (decision 0056); the secret answered once. */
export async function createEndpoint(
  app: FastifyInstance,
  integracaoId: string,
  input: WebhookCreate,
): Promise<WebhookSegredo> {
  const db = app.database.db;
  const [integracao] = await queryRows<{ ativa: boolean; n: number }>(
    db,
    sql`select i.revogada_em is null and i.expira_em > now() as ativa,
          (select count(*)::int from webhook_endpoint e where e.integracao_id = i.id) as n
        from integracao i where i.id = ${integracaoId}`,
  );
  if (!integracao) throw new HttpError(404, MSG.naoEncontrado);
  if (!integracao.ativa) throw new HttpError(409, MSG_WEBHOOK.integracaoInativa);
  if (integracao.n >= MAX_ENDPOINTS) throw new HttpError(409, MSG_WEBHOOK.limite);
  let url: URL;
  try {
    url = await checkWebhookUrl(input.url, app.config.webhook);
  } catch (error) {
    if (error instanceof WebhookAddressError) throw new HttpError(400, error.message);
    throw error;
  }
  const segredo = newWebhookSecret();
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into webhook_endpoint (integracao_id, url, eventos, segredo)
        values (${integracaoId}, ${url.href}, ${sql`array[${sql.join(
          input.eventos.map((e) => sql`${e}`),
          sql`, `,
        )}]::text[]`}, ${segredo})
        returning id`,
  );
  return { endpoint: await findEndpoint(db, integracaoId, row!.id), segredo };
}

/** Pauses an endpoint by staff's hand: it receives no event until reactivated. */
export async function pauseEndpoint(db: Db, integracaoId: string, id: string): Promise<WebhookEndpoint> {
  await findEndpoint(db, integracaoId, id);
  await db.execute(sql`update webhook_endpoint set situacao = 'pausado', pausado_em = now(),
      pausa_motivo = 'Pausado pela equipe.' where id = ${id} and situacao = 'ativo'`);
  return findEndpoint(db, integracaoId, id);
}

/** Reactivates an endpoint, its failures forgotten: it receives the events that happen from now on. */
export async function reactivateEndpoint(db: Db, integracaoId: string, id: string): Promise<WebhookEndpoint> {
  await findEndpoint(db, integracaoId, id);
  await db.execute(sql`update webhook_endpoint set situacao = 'ativo', pausado_em = null, pausa_motivo = null,
      falhas_seguidas = 0, falhando_desde = null where id = ${id}`);
  return findEndpoint(db, integracaoId, id);
}

/** Removes an endpoint and its deliveries' log; a delivery still queued finds nothing and is dropped. */
export async function removeEndpoint(db: Db, integracaoId: string, id: string): Promise<void> {
  await findEndpoint(db, integracaoId, id);
  await db.execute(sql`delete from webhook_endpoint where id = ${id}`);
}

/** An endpoint's latest deliveries, newest first. */
export async function listDeliveries(db: Db, integracaoId: string, id: string): Promise<WebhookEntrega[]> {
  await findEndpoint(db, integracaoId, id);
  return queryRows<WebhookEntrega>(
    db,
    sql`${SELECT_ENTREGA} where d.endpoint_id = ${id}
        order by d.criada_em desc, d.id desc limit ${DELIVERIES_SHOWN}`,
  );
}

/**
 * 'Reenviar': a delivered or failed delivery queued again, with the same body and id (the receiver may
 * recognise it), its tries counted afresh. One still waiting is a 409, and so is one of a paused endpoint.
 */
export async function resendDelivery(
  app: FastifyInstance,
  integracaoId: string,
  endpointId: string,
  entregaId: string,
): Promise<WebhookEntrega> {
  const db = app.database.db;
  const endpoint = await findEndpoint(db, integracaoId, endpointId);
  if (endpoint.situacao !== 'ativo') throw new HttpError(409, MSG_WEBHOOK.pausado);
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ situacao: string }>(
      tx,
      sql`select situacao from webhook_entrega where id = ${entregaId} and endpoint_id = ${endpointId} for update`,
    );
    if (!row) throw new HttpError(404, MSG.naoEncontrado);
    if (row.situacao === 'pendente') throw new HttpError(409, MSG_WEBHOOK.jaNaFila);
    await tx.execute(sql`update webhook_entrega set situacao = 'pendente', tentativas = 0, erro = null,
        codigo = null, proxima_tentativa_em = null, tentando_desde = null where id = ${entregaId}`);
    await app.jobs.schedule<WebhookJob>(WEBHOOK_JOB, { entregaId }, {}, tx);
  });
  const [entrega] = await queryRows<WebhookEntrega>(db, sql`${SELECT_ENTREGA} where d.id = ${entregaId}`);
  return entrega!;
}
