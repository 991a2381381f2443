import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, checkedByServer } from '../lib/api-client';
import { registerKeys, type RegisterSource } from '../lib/register-keys';
import type { ListParams } from './list-state';

/** A list row: `uuid` and each list column's field (a ref column's key is its `field`, e.g. 'cargo_sup.nome'). */
export type Row = Record<string, unknown>;

// The lists' reads and deletes, without zod: their answers are checked by the server (SERVER_CHECKED_ANSWERS),
// so a register list downloads no zod (decision 0033). A record's reads and writes: ./record-queries.ts; a
// selector's options: components/selector/selector-queries.ts.

export const registerQueries = {
  /** The page of a list; the previous page stays on screen (under a spinner) while the next one loads. */
  list: (source: RegisterSource, params: ListParams) =>
    queryOptions({
      queryKey: registerKeys.list(source.name, params),
      queryFn: ({ signal }) =>
        api.get(source.apiPath, {
          signal,
          query: { geral: params.geral.trim(), page: params.page > 1 ? params.page : undefined },
          schema: checkedByServer('GET /api/{cadastro}'),
        }),
      placeholderData: keepPreviousData,
    }),
};

export const registerCalls = {
  remove: (source: RegisterSource, id: string) =>
    api.delete(`${source.apiPath}/${id}`, {
      schema: checkedByServer('DELETE /api/{cadastro}/:uuid'),
    }),
};
