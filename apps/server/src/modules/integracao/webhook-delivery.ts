import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '@prix/shared/core/webhook';
import { PAGE } from '@prix/shared/pages';
import { queryRows } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import type { QueuedMail } from '../../plugins/jobs.js';
import { checkWebhookUrl, guardedLookup, WebhookAddressError } from './webhook-address.js';
import { signatureHeader, WEBHOOK_JOB, type WebhookJob } from '../webhook/webhook-outbox.js';

/** How long a delivery waits for the answer's status line. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/**
 * Minutes before each retry: ten tries in all, the last about a day after the first; after it the delivery
 * has failed.
 */
export const RETRY_MINUTES = [1, 5, 15, 30, 60, 120, 240, 480, 540];
export const MAX_TRIES = RETRY_MINUTES.length + 1;
/** An endpoint is paused after this many deliveries in a row failed for good, or after failing this long. */
export const PAUSE_AFTER_FAILURES = 10;
export const PAUSE_AFTER_HOURS = 24;
/**
 * How long a try's job may run before the queue counts it as lost (its server died mid-try) and runs it again:
 * above a try's longest run (the POST's DELIVERY_TIMEOUT_MS and the recording).
 */
export const WEBHOOK_JOB_EXPIRE_SECONDS = 30;
/** The queue's first retry of a lost (or throwing) try comes after this, doubling. */
export const WEBHOOK_JOB_RETRY_SECONDS = 5;
/**
 * A claim older than this was lost: another try may take the delivery. No longer than the job's expiry, so
 * the queue's retry of a lost try (at the earliest the expiry and a retry delay after the job started, and
 * so after the claim was taken) finds the claim lapsed and delivers rather than ending with nothing sent.
 */
export const CLAIM_SECONDS = WEBHOOK_JOB_EXPIRE_SECONDS;

export interface DeliveryOutcome {
  status: number | null;
  error: string | null;
}

/** POSTs `body` to `url`, connecting only to addresses `guardedLookup` checked; resolves with the status. */
export async function postWebhook(
  app: FastifyInstance,
  target: string,
  body: string,
  headers: Record<string, string>,
): Promise<DeliveryOutcome> {
  const config = app.config.webhook;
  let url: URL;
  try {
    // A literal address is never looked up: checked here; a name is checked by the lookup, at the connection.
    url = await checkWebhookUrl(target, config, null);
  } catch (error) {
    return { status: null, error: (error as Error).message };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<DeliveryOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(config),
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Prix-Webhooks/1',
          ...headers,
        },
      },
      (res: IncomingMessage) => {
        res.resume();
        res.on('error', () => undefined);
        done({ status: res.statusCode ?? 0, error: null });
        res.on('end', () => req.destroy());
      },
    );
    const timer = setTimeout(() => {
      done({ status: null, error: `Sem resposta em ${DELIVERY_TIMEOUT_MS / 1000} s.` });
      req.destroy();
    }, DELIVERY_TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error instanceof WebhookAddressError
          ? error.message
          : `Falha de conexão: ${error.code ?? error.message}`.slice(0, 400);
      done({ status: null, error: reason });
    });
    req.end(body);
  });
}

interface Claimed {
  corpo: string;
  evento: string;
  tentativas: number;
  endpoint_id: string;
  url: string;
  segredo: string;
  endpoint_situacao: string;
}

/**
 * One try of a delivery (the job's handler): takes it when it still waits and no other try has it, POSTs it
 * signed, and records the outcome. 2xx: delivered. Anything else: another try after the next RETRY_MINUTES,
 * or, after the last, failed; the endpoint counts its failures and is paused when they go on (its owner is
 * e-mailed). A paused endpoint's waiting deliveries fail at once, to be sent again with 'Reenviar'.
 */
export async function deliverWebhook(app: FastifyInstance, entregaId: string): Promise<void> {
  const db = app.database.db;
  const [claimed] = await queryRows<Claimed>(
    db,
    sql`update webhook_entrega d set tentando_desde = now()
        from webhook_endpoint e
        where d.id = ${entregaId} and e.id = d.endpoint_id and d.situacao = 'pendente'
          and (d.tentando_desde is null or d.tentando_desde < now() - make_interval(secs => ${CLAIM_SECONDS}))
        returning d.corpo, d.evento, d.tentativas, e.id as endpoint_id, e.url, e.segredo,
          e.situacao as endpoint_situacao`,
  );
  if (!claimed) return;
  try {
    await tryDelivery(app, entregaId, claimed);
  } catch (error) {
    // Released for the queue's own retry of this job (the database back), which would find it taken.
    await db
      .execute(sql`update webhook_entrega set tentando_desde = null where id = ${entregaId}`)
      .catch(() => undefined);
    throw error;
  }
}

/** The try itself, on a delivery this worker holds: the POST and what its outcome changes. */
async function tryDelivery(app: FastifyInstance, entregaId: string, claimed: Claimed): Promise<void> {
  const db = app.database.db;
  if (claimed.endpoint_situacao !== 'ativo') {
    await db.execute(sql`update webhook_entrega set situacao = 'falhou', tentando_desde = null,
        erro = 'Webhook pausado: reative-o e use Reenviar.' where id = ${entregaId}`);
    return;
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const outcome = await postWebhook(app, claimed.url, claimed.corpo, {
    [WEBHOOK_HEADERS.assinatura]: signatureHeader(claimed.segredo, timestamp, claimed.corpo),
    [WEBHOOK_HEADERS.evento]: claimed.evento,
    [WEBHOOK_HEADERS.entrega]: entregaId,
  });
  const tries = Number(claimed.tentativas) + 1;
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const erro = ok ? null : (outcome.error ?? `O endereço respondeu ${outcome.status}.`);
  const final = ok || tries >= MAX_TRIES;
  const next = final ? null : new Date(Date.now() + RETRY_MINUTES[tries - 1]! * 60_000);
  let pausado: { email: string | null; nome: string | null; integracao: string; url: string } | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update webhook_entrega set situacao = ${ok ? 'entregue' : final ? 'falhou' : 'pendente'},
            tentativas = ${tries}, codigo = ${outcome.status}, erro = ${erro}, ultima_tentativa_em = now(),
            proxima_tentativa_em = ${next ? next.toISOString() : null}::timestamptz, tentando_desde = null
          where id = ${entregaId}`,
    );
    if (ok) {
      await tx.execute(sql`update webhook_endpoint set falhas_seguidas = 0, falhando_desde = null
          where id = ${claimed.endpoint_id}`);
      return;
    }
    if (next) await app.jobs.schedule<WebhookJob>(WEBHOOK_JOB, { entregaId }, { startAfter: next }, tx);
    const motivo = `Pausado pelo portal: ${PAUSE_AFTER_FAILURES} entregas seguidas falharam ou o webhook falha há ${PAUSE_AFTER_HOURS} horas.`;
    await tx.execute(sql`update webhook_endpoint set falhas_seguidas = falhas_seguidas + ${final ? 1 : 0},
        falhando_desde = coalesce(falhando_desde, now()) where id = ${claimed.endpoint_id}`);
    [pausado] = await queryRows<{
      email: string | null;
      nome: string | null;
      integracao: string;
      url: string;
    }>(
      tx,
      sql`with pausa as (
            update webhook_endpoint set situacao = 'pausado', pausado_em = now(), pausa_motivo = ${motivo}
            where id = ${claimed.endpoint_id} and situacao = 'ativo'
              and (falhas_seguidas >= ${PAUSE_AFTER_FAILURES}
                or falhando_desde <= now() - make_interval(hours => ${PAUSE_AFTER_HOURS}))
            returning integracao_id, url
          )
          select u.email, u.nomecompleto as nome, i.nome as integracao, p.url
          from pausa p join integracao i on i.id = p.integracao_id left join usuario u on u.id = i.dono_id`,
    );
    if (pausado)
      await app.jobs.enqueueMail(
        pausedMail({
          to: pausado.email ?? app.config.suporteEmail,
          nome: pausado.nome,
          integracao: pausado.integracao,
          url: pausado.url,
          erro: erro!,
          link: `${app.config.publicUrl}${PAGE.integracoes}`,
        }),
        tx,
      );
  });
  if (pausado) app.jobs.wake();
}

/** The e-mail to an integration's owner when one of its endpoints was paused for failing. */
export function pausedMail(input: {
  to: string;
  nome: string | null;
  integracao: string;
  url: string;
  erro: string;
  link: string;
}): QueuedMail {
  const lines = [
    input.nome ? `Olá, ${input.nome}!` : 'Olá!',
    `O webhook ${input.url} da integração ${input.integracao} foi pausado: as entregas a ele falharam ${PAUSE_AFTER_FAILURES} vezes seguidas ou há mais de ${PAUSE_AFTER_HOURS} horas.`,
    `Último erro: ${input.erro}`,
    'Enquanto estiver pausado, ele não recebe eventos. Depois de corrigir o sistema que recebe os avisos, reative o webhook em Integrações e use Reenviar nas entregas que falharam.',
  ];
  return {
    to: input.to,
    subject: `Webhook pausado: ${input.integracao}`,
    text: [...lines, input.link].join('\n\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(input.link)}">Abrir Integrações</a></p>`,
  };
}
