import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useFilterForm, type FilterForm, type FilterValues } from './filter-form';
import { useLatestSearchParams, withParams } from './search-params';

/** A staff queue's state: its filters, the page in the address and the page's query. */
export interface Fila<K extends string, T> {
  readonly filter: FilterForm<K>;
  readonly query: UseQueryResult<T>;
  readonly page: number;
  readonly setPage: (page: number) => void;
}

/**
 * A queue's list: the filters `keys` and the page ('?page=2'; page 1 leaves it out) from the address, the page
 * fetched by `queryFn` under `queryKey`, the previous page shown while the next one loads.
 */
export function useFila<K extends string, T>({
  keys,
  queryKey,
  queryFn,
}: {
  keys: readonly K[];
  queryKey: (filters: FilterValues<K>, page: number) => QueryKey;
  queryFn: (query: FilterValues<K> & { page: number }, signal: AbortSignal) => Promise<T>;
}): Fila<K, T> {
  const [params, setParams] = useLatestSearchParams();
  const filter = useFilterForm({ keys });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: queryKey(filter.applied, page),
    queryFn: ({ signal }) => queryFn({ ...filter.applied, page }, signal),
    placeholderData: keepPreviousData,
  });
  const setPage = (p: number) => setParams(withParams({ page: p === 1 ? null : String(p) }));
  return { filter, query, page, setPage };
}
