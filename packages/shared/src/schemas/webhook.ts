import { z } from '../zod-setup.js';
import { isSafeWebPage } from '../format/address.js';
import {
  ENTREGA_SITUACOES,
  WEBHOOK_EVENTS,
  WEBHOOK_FORM_MSG as M,
  WEBHOOK_SITUACOES,
  WEBHOOK_URL_MAX,
  type EntregaSituacao,
  type WebhookEvent,
  type WebhookSituacao,
} from '../webhook.js';

export { ENTREGA_SITUACOES, WEBHOOK_EVENTS, WEBHOOK_SITUACOES };

const eventos = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];
const situacoes = Object.keys(WEBHOOK_SITUACOES) as [WebhookSituacao, ...WebhookSituacao[]];
const entregaSituacoes = Object.keys(ENTREGA_SITUACOES) as [EntregaSituacao, ...EntregaSituacao[]];

/**
 * The form that adds an endpoint: its address (http(s); the server checks where it leads) and the events it
 * receives. The web form checks the same rules without zod (`webhookFormErrors`).
 */
export const webhookCreateSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, M.urlVazia)
    .max(WEBHOOK_URL_MAX, M.urlLonga)
    .refine(isSafeWebPage, { error: M.url }),
  eventos: z
    .array(z.enum(eventos, { error: M.eventoDesconhecido }))
    .min(1, M.semEvento)
    .refine((list) => new Set(list).size === list.length, { error: M.eventoRepetido }),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** An endpoint as staff see it (never its secret). */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  eventos: z.array(z.string()),
  situacao: z.enum(situacoes),
  pausadoEm: z.string().nullable(),
  pausaMotivo: z.string().nullable(),
  falhasSeguidas: z.number(),
  criadoEm: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookLista = z.infer<typeof webhookListSchema>;

/** The answer of the creation: the only one that carries the signing secret. */
export const webhookSecretSchema = z.object({ endpoint: webhookEndpointSchema, segredo: z.string() });
export type WebhookSegredo = z.infer<typeof webhookSecretSchema>;

/** One delivery of an event to an endpoint, as its log shows it. */
export const webhookEntregaSchema = z.object({
  id: z.uuid(),
  evento: z.string(),
  situacao: z.enum(entregaSituacoes),
  codigo: z.number().nullable(),
  tentativas: z.number(),
  erro: z.string().nullable(),
  criadaEm: z.string(),
  ultimaTentativaEm: z.string().nullable(),
  proximaTentativaEm: z.string().nullable(),
});
export type WebhookEntrega = z.infer<typeof webhookEntregaSchema>;

export const webhookEntregasSchema = z.object({ entregas: z.array(webhookEntregaSchema) });
export type WebhookEntregas = z.infer<typeof webhookEntregasSchema>;
