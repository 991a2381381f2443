import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findRegisterDef, KEYS_PAGE_SIZE } from '@prix/shared/core';
import type { KeyValue } from '@prix/shared';
import { api, checkedByServer } from '../../lib/api-client';
import {
  registerKeys,
  type LookupSource,
  type SearchSource,
  type SelectorSource,
} from '../../lib/register-keys';

/** Where a selector's options come from: its `source`, else the register it names (findRegisterDef). */
export function sourceOf(props: {
  readonly target: string;
  readonly source?: SelectorSource;
}): SelectorSource {
  if (props.source) return props.source;
  const def = findRegisterDef(props.target);
  if (!def) throw new Error(`cadastro desconhecido no seletor: ${props.target}`);
  return def;
}

// A selector's options, checked by the server on the way out (SERVER_CHECKED_ANSWERS): the selector loads no
// zod of its own, so a page whose only form part is a selector (the click report's filters, staff choosing a
// partner for billing) does not download it (decision 0033).
const keysAnswer = checkedByServer('POST /api/{cadastro}/keys');
const optionsAnswer = checkedByServer('GET /api/{opções}');

/** Every option of a lookup list: GET {lookupPath}. */
const lookupQuery = (source: LookupSource) =>
  queryOptions({
    queryKey: registerKeys.lookup(source.name, source.lookupPath),
    queryFn: ({ signal }) => api.get(source.lookupPath, { signal, schema: optionsAnswer }),
    staleTime: 30_000,
  });

/** One page of a selector's options, and the offset of the next one when there may be more. */
export interface KeysPage {
  readonly options: readonly KeyValue[];
  readonly next: number | undefined;
}

/** A search source's place in the query key: its path, parameters and the labels it already knows. */
const searchKey = (source: SearchSource) =>
  `${source.searchPath}?${new URLSearchParams(source.params ?? {}).toString()}#${(source.known ?? [])
    .map((o) => `${o.key}=${o.value}`)
    .join(',')}`;

/** Accent- and case-insensitive, like the server's search of the keys. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const selectorQueries = {
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
        'lookupPath' in source ? source.lookupPath : 'searchPath' in source ? searchKey(source) : undefined,
      ),
      initialPageParam: 0,
      queryFn: async ({ signal, client, pageParam }): Promise<KeysPage> => {
        if ('apiPath' in source) {
          const options = await api.post(
            `${source.apiPath}/keys`,
            { search, selected, offset: pageParam },
            { signal, schema: keysAnswer },
          );
          const matches = options.filter((option) => !selected.includes(option.key)).length;
          return { options, next: matches >= KEYS_PAGE_SIZE ? pageParam + KEYS_PAGE_SIZE : undefined };
        }
        if ('searchPath' in source) {
          if (search.trim().length < source.minLength)
            return { options: source.known ?? [], next: undefined };
          const answer = await api.get(source.searchPath, {
            signal,
            query: { ...source.params, busca: search },
          });
          return { options: source.toOptions(answer), next: undefined };
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
