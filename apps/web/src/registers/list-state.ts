import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../lib/search-params';

/** A list's filter and page, kept in the query string (SPEC §2.3, §4). */
export interface ListParams {
  /** The 'Busca...' text: one `geral` parameter. */
  readonly geral: string;
  readonly page: number;
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  return {
    geral: search.get('geral') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for `next`, keeping unrelated parameters; an empty filter and page 1 are left out. */
export function writeListParams(search: URLSearchParams, next: ListParams): URLSearchParams {
  const out = new URLSearchParams(search);
  if (next.geral.trim() === '') out.delete('geral');
  else out.set('geral', next.geral);
  if (next.page <= 1) out.delete('page');
  else out.set('page', String(next.page));
  return out;
}

/** The list's filter and page as the address holds them; the 'Busca...' box writes the filter (list-toolbar.tsx). */
export interface ListState extends ListParams {
  setPage(page: number): void;
  readonly hasFilter: boolean;
}

export function useListState(): ListState {
  // Updates start from the newest address (lib/search-params.ts).
  const [search, update] = useLatestSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const setPage = useCallback(
    (page: number) => update((current) => writeListParams(current, { ...readListParams(current), page })),
    [update],
  );
  return { ...params, setPage, hasFilter: params.geral.trim() !== '' };
}
