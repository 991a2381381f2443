import { api, checkedByServer, type QueryParams } from '../../lib/api-client';

/**
 * 'Meu desempenho' and the staff's report (decision 0053). Every answer is checked by the server on the way out
 * (SERVER_CHECKED_ANSWERS): the pages read them without zod.
 */
export const RELATORIO_DESEMPENHO_API = '/desempenho/relatorio';

export const desempenhoKeys = {
  /** A partner's own (the current company, which the API client's header names) or, for staff, the one chosen. */
  pagina: (cliente: string | null) => ['desempenho', 'pagina', cliente] as const,
  relatorio: (filtros: object) => ['desempenho', 'relatorio', filtros] as const,
};

export const desempenhoApi = {
  pagina: (cliente: string | null, signal?: AbortSignal) =>
    cliente
      ? api.get(`/desempenho/${encodeURIComponent(cliente)}`, {
          signal,
          schema: checkedByServer('GET /api/desempenho/:clienteId'),
        })
      : api.get('/desempenho', { signal, schema: checkedByServer('GET /api/desempenho') }),
  relatorio: (query: QueryParams, signal?: AbortSignal) =>
    api.get(RELATORIO_DESEMPENHO_API, {
      signal,
      query,
      schema: checkedByServer('GET /api/desempenho/relatorio'),
    }),
};
