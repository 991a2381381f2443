import { isSafeWebPage } from './format/address.js';

/**
 * The events a webhook endpoint may subscribe to (decision 0056), with the words staff read: one list, shared
 * by the form, the route and the server's emitters.
 */
export const WEBHOOK_EVENTS = {
  'contato.recebido': 'Contato recebido pelo Onde comprar',
  'contato.aceito': 'Contato aceito por um parceiro',
  'contato.encerrado': 'Contato encerrado',
  'candidatura.aprovada': 'Candidatura aprovada',
  'solicitacao.status': 'Solicitação mudou de status',
  'cliente.classe': 'Empresa mudou de classe',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;

/** An endpoint's state: `pausado` by staff or after failing again and again; `ativo` receives events. */
export const WEBHOOK_SITUACOES = { ativo: 'Ativo', pausado: 'Pausado' } as const;
export type WebhookSituacao = keyof typeof WEBHOOK_SITUACOES;

/** A delivery's state. */
export const ENTREGA_SITUACOES = { pendente: 'Pendente', entregue: 'Entregue', falhou: 'Falhou' } as const;
export type EntregaSituacao = keyof typeof ENTREGA_SITUACOES;

/** The headers of a delivery, and the prefix of an endpoint's signing secret. */
export const WEBHOOK_HEADERS = {
  assinatura: 'X-Prix-Assinatura',
  evento: 'X-Prix-Evento',
  entrega: 'X-Prix-Entrega',
} as const;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX = 2000;

/** What the form and the route say of a new webhook's fields. */
export const WEBHOOK_FORM_MSG = {
  urlVazia: 'Informe o endereço',
  urlLonga: `No máximo ${WEBHOOK_URL_MAX} caracteres`,
  url: 'Informe um endereço que comece com https://',
  semEvento: 'Escolha ao menos um evento',
  eventoDesconhecido: 'Evento desconhecido',
  eventoRepetido: 'Evento repetido',
} as const;

/**
 * The form's rules without zod (the 'Integrações' page stays without it, decision 0035): the first message of
 * each field, or none. `webhookCreateSchema` (`@prix/shared/webhook`), which the route validates with, says the
 * same of every value (schemas/webhook.test.ts).
 */
export function webhookFormErrors(values: {
  url: string;
  eventos: readonly string[];
}): Partial<Record<'url' | 'eventos', string>> {
  const errors: Partial<Record<'url' | 'eventos', string>> = {};
  const url = values.url.trim();
  if (!url) errors.url = WEBHOOK_FORM_MSG.urlVazia;
  else if (url.length > WEBHOOK_URL_MAX) errors.url = WEBHOOK_FORM_MSG.urlLonga;
  else if (!isSafeWebPage(url)) errors.url = WEBHOOK_FORM_MSG.url;
  if (values.eventos.length === 0) errors.eventos = WEBHOOK_FORM_MSG.semEvento;
  else if (values.eventos.some((e) => !Object.hasOwn(WEBHOOK_EVENTS, e)))
    errors.eventos = WEBHOOK_FORM_MSG.eventoDesconhecido;
  else if (new Set(values.eventos).size !== values.eventos.length)
    errors.eventos = WEBHOOK_FORM_MSG.eventoRepetido;
  return errors;
}
