import type { WebhookCreate, WebhookSegredo } from '@prix/shared/webhook';
import { api, checkedByServer } from '../../lib/api-client';

/**
 * The calls of an integration's webhooks (decision 0056), checked by the server on the way out
 * (SERVER_CHECKED_ANSWERS): read without zod.
 */

export const webhookKeys = {
  lista: (integracao: string) => ['integracoes', 'webhooks', integracao] as const,
  entregas: (integracao: string, endpoint: string) =>
    ['integracoes', 'webhooks', integracao, 'entregas', endpoint] as const,
};

const base = (integracao: string) => `/integracoes/${encodeURIComponent(integracao)}/webhooks`;
const one = (integracao: string, endpoint: string) => `${base(integracao)}/${encodeURIComponent(endpoint)}`;

export const webhooksApi = {
  lista: (integracao: string, signal?: AbortSignal) =>
    api.get(base(integracao), { signal, schema: checkedByServer('GET /api/integracoes/:id/webhooks') }),
  criar: (integracao: string, body: WebhookCreate): Promise<WebhookSegredo> =>
    api.post(base(integracao), body, { schema: checkedByServer('POST /api/integracoes/:id/webhooks') }),
  pausar: (integracao: string, endpoint: string) =>
    api.post(`${one(integracao, endpoint)}/pausar`, undefined, {
      schema: checkedByServer('POST /api/integracoes/:id/webhooks/:endpointId/pausar'),
    }),
  reativar: (integracao: string, endpoint: string) =>
    api.post(`${one(integracao, endpoint)}/reativar`, undefined, {
      schema: checkedByServer('POST /api/integracoes/:id/webhooks/:endpointId/reativar'),
    }),
  remover: (integracao: string, endpoint: string) => api.delete(one(integracao, endpoint)),
  entregas: (integracao: string, endpoint: string, signal?: AbortSignal) =>
    api.get(`${one(integracao, endpoint)}/entregas`, {
      signal,
      schema: checkedByServer('GET /api/integracoes/:id/webhooks/:endpointId/entregas'),
    }),
  reenviar: (integracao: string, endpoint: string, entrega: string) =>
    api.post(`${one(integracao, endpoint)}/entregas/${encodeURIComponent(entrega)}/reenviar`, undefined, {
      schema: checkedByServer('POST /api/integracoes/:id/webhooks/:endpointId/entregas/:entregaId/reenviar'),
    }),
};
