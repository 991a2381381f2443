import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from '@prix/shared/zod';
import {
  FILE_FIELD,
  JSON_FIELD,
  KEYS_PAGE_SIZE,
  deleteResponseSchema,
  insertResponseSchema,
  keysResponseSchema,
  listResponseSchema,
  updateResponseSchema,
  type KeyValue,
  type RegisterDef,
} from '@prix/shared';
import { api, sendForm, type UploadProgress } from '../lib/api-client';
import type { ListParams } from './list-state';

/** A list row: `uuid` and each list column's field (a ref column's key is its `field`, e.g. 'cargo_sup.nome'). */
export type Row = Record<string, unknown>;

/** What the queries need of a register: its address name and its API path (classe-beneficio has no def). */
export type RegisterSource = Pick<RegisterDef, 'name' | 'apiPath'>;

/**
 * A selector's options answered whole by GET {lookupPath} as key/value pairs, with no search on the server
 * (/estado/{paisId}, /usuario/funcionario); the selector filters them in the browser.
 */
export interface LookupSource {
  readonly name: string;
  readonly lookupPath: string;
}

/** Where a selector's options come from: a register's POST {path}/keys, or a whole list. */
export type SelectorSource = RegisterSource | LookupSource;

/**
 * The one query-key scheme of the registers: ['register', name, 'list' | 'detail' | 'keys', …]. A save or a
 * delete invalidates `registerKeys.root`, every register's queries: records show in other registers' lists and
 * selectors (a renamed class in the company form; a team member saved through the employee form in 'Equipe').
 * Only the queries on screen refetch at once.
 */
export const registerKeys = {
  root: ['register'] as const,
  list: (name: string, params: ListParams) => ['register', name, 'list', params] as const,
  detail: (name: string, id: string) => ['register', name, 'detail', id] as const,
  /** `path`: a lookup's, since one register may have several lists (the states of each country). */
  keys: (name: string, search: string, selected: readonly string[], path?: string) =>
    ['register', name, 'keys', { search, selected, path }] as const,
  lookup: (name: string, path: string) => ['register', name, 'lookup', path] as const,
};

/** GET {path}/{uuid}: every field, the audit fields and the related lists (fields are read per def). */
export const recordSchema = z.looseObject({
  uuid: z.string().optional(),
  dhcriacao: z.string().nullish(),
  uscriacao: z.string().nullish(),
  dhedicao: z.string().nullish(),
  usedicao: z.string().nullish(),
  related: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
});
export type RegisterRecordData = z.infer<typeof recordSchema>;

/** The 'Modificação' card's values of a loaded record. */
export const auditOf = (data: RegisterRecordData | undefined) =>
  data && {
    criadoEm: data.dhcriacao,
    criadoPor: data.uscriacao,
    editadoEm: data.dhedicao,
    editadoPor: data.usedicao,
  };

/** Every option of a lookup list: GET {lookupPath}. */
const lookupQuery = (source: LookupSource) =>
  queryOptions({
    queryKey: registerKeys.lookup(source.name, source.lookupPath),
    queryFn: ({ signal }) => api.get(source.lookupPath, { signal, schema: keysResponseSchema }),
    staleTime: 30_000,
  });

/** One page of a selector's options, and the offset of the next one when there may be more. */
export interface KeysPage {
  readonly options: readonly KeyValue[];
  readonly next: number | undefined;
}

/** Accent- and case-insensitive, like the server's search of the keys. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const registerQueries = {
  /** The page of a list; the previous page stays on screen (under a spinner) while the next one loads. */
  list: (source: RegisterSource, params: ListParams) =>
    queryOptions({
      queryKey: registerKeys.list(source.name, params),
      queryFn: ({ signal }) =>
        api.get(source.apiPath, {
          signal,
          query: { geral: params.geral.trim(), page: params.page > 1 ? params.page : undefined },
          schema: listResponseSchema,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (source: RegisterSource, id: string) =>
    queryOptions({
      queryKey: registerKeys.detail(source.name, id),
      queryFn: ({ signal }) => api.get(`${source.apiPath}/${id}`, { signal, schema: recordSchema }),
    }),
  /**
   * A selector's options, page by page: POST {path}/keys { search, selected, offset }, where the first page
   * brings the chosen records' labels too and a full page of matches means there may be more (the next page
   * starts KEYS_PAGE_SIZE further); or a lookup's whole list, fetched once for every search and searched here.
   */
  keys: (source: SelectorSource, search: string, selected: readonly string[]) =>
    infiniteQueryOptions({
      queryKey: registerKeys.keys(
        source.name,
        search,
        selected,
        'lookupPath' in source ? source.lookupPath : undefined,
      ),
      initialPageParam: 0,
      queryFn: async ({ signal, client, pageParam }): Promise<KeysPage> => {
        if ('apiPath' in source) {
          const options = await api.post(
            `${source.apiPath}/keys`,
            { search, selected, offset: pageParam },
            { signal, schema: keysResponseSchema },
          );
          const matches = options.filter((option) => !selected.includes(option.key)).length;
          return { options, next: matches >= KEYS_PAGE_SIZE ? pageParam + KEYS_PAGE_SIZE : undefined };
        }
        const wanted = fold(search);
        const all = await client.fetchQuery(lookupQuery(source));
        return { options: all.filter((option) => fold(option.value).includes(wanted)), next: undefined };
      },
      getNextPageParam: (last) => last.next,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
};

/** A file register's body (decision 0015): the record as JSON in the part `json`, the file (if any) in `fileInput`. */
export function recordForm(body: object, file: File | null): FormData {
  const form = new FormData();
  form.append(JSON_FIELD, JSON.stringify(body));
  if (file) form.append(FILE_FIELD, file, file.name);
  return form;
}

export const registerCalls = {
  /** POST or PUT of a file register, multipart, with upload progress and cancel. */
  saveWithFile: (
    source: RegisterSource,
    id: string,
    body: object,
    file: File | null,
    options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
  ): Promise<{ uuid: string }> =>
    id === 'novo'
      ? sendForm('POST', source.apiPath, recordForm(body, file), { ...options, schema: insertResponseSchema })
      : sendForm('PUT', `${source.apiPath}/${id}`, recordForm(body, file), {
          ...options,
          schema: updateResponseSchema,
        }).then(() => ({ uuid: id })),
  insert: (source: RegisterSource, body: object) =>
    api.post(source.apiPath, body, { schema: insertResponseSchema }),
  update: (source: RegisterSource, id: string, body: object) =>
    api.put(`${source.apiPath}/${id}`, body, { schema: updateResponseSchema }),
  remove: (source: RegisterSource, id: string) =>
    api.delete(`${source.apiPath}/${id}`, { schema: deleteResponseSchema }),
};
