import type { IntegracaoCreate, IntegracaoToken } from '@prix/shared/integracao';
import { api, checkedByServer } from '../../lib/api-client';

/**
 * The calls of 'Integrações' (key integracoes.gerenciar, decision 0054). Every answer is checked by the server
 * on the way out (SERVER_CHECKED_ANSWERS): the page reads them without zod.
 */

export const integracaoKeys = {
  root: ['integracoes'] as const,
  lista: ['integracoes', 'lista'] as const,
  detalhe: (id: string) => ['integracoes', 'detalhe', id] as const,
};

const one = (id: string) => `/integracoes/${encodeURIComponent(id)}`;

export const integracoesApi = {
  lista: (signal?: AbortSignal) =>
    api.get('/integracoes', { signal, schema: checkedByServer('GET /api/integracoes') }),
  detalhe: (id: string, signal?: AbortSignal) =>
    api.get(one(id), { signal, schema: checkedByServer('GET /api/integracoes/:id') }),
  criar: (body: IntegracaoCreate): Promise<IntegracaoToken> =>
    api.post('/integracoes', body, { schema: checkedByServer('POST /api/integracoes') }),
  rotacionar: (id: string): Promise<IntegracaoToken> =>
    api.post(`${one(id)}/rotacionar`, undefined, {
      schema: checkedByServer('POST /api/integracoes/:id/rotacionar'),
    }),
  revogar: (id: string) =>
    api.post(`${one(id)}/revogar`, undefined, {
      schema: checkedByServer('POST /api/integracoes/:id/revogar'),
    }),
};
