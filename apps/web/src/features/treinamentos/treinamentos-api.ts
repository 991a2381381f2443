import { api, checkedByServer, type QueryParams } from '../../lib/api-client';

/** The trainings' report and import (staff). Answers checked by the server on the way out: no zod here. */
export const RELATORIO_TREINAMENTOS_API = '/treinamentos/relatorio';
export const IMPORTAR_TREINAMENTOS_API = '/treinamentos/importar';

export const treinamentoKeys = {
  root: ['treinamentos'] as const,
  relatorio: (filtros: object) => ['treinamentos', 'relatorio', filtros] as const,
};

export const treinamentosApi = {
  relatorio: (query: QueryParams, signal?: AbortSignal) =>
    api.get(RELATORIO_TREINAMENTOS_API, {
      signal,
      query,
      schema: checkedByServer('GET /api/treinamentos/relatorio'),
    }),
};
