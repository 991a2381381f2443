import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/search-params';

/** The click report's filters, view and pages, all in the query string (SPEC §2.2, §4). */
export const FILTER_KEYS = ['tipo_relatorio', 'nome_tipo', 'nome_cliente', 'dtInit', 'dtEnd'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The period: the Downloads view's only filters. */
export const DATE_KEYS = ['dtInit', 'dtEnd'] as const satisfies readonly FilterKey[];
/** The pages a new filter sends back to the first. */
export const PAGE_KEYS = ['page', 'pagina_parceiros'] as const;
export type ReportView = 'cliques' | 'downloads';

export interface ReportParams {
  readonly filters: Readonly<Record<FilterKey, string>>;
  readonly view: ReportView;
  readonly page: number;
  /** The Downloads view's second list: partners that never opened the newest price list. */
  readonly pagePartners: number;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export function readReportParams(search: URLSearchParams): ReportParams {
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as Record<
    FilterKey,
    string
  >;
  return {
    filters,
    view: search.get('vista') === 'downloads' ? 'downloads' : 'cliques',
    page: pageOf(search.get('page')),
    pagePartners: pageOf(search.get('pagina_parceiros')),
  };
}

/** Empty values and page 1 are left out of the address (SPEC §4). */
export function writeReportParams(next: ReportParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) if (next.filters[key] !== '') out.set(key, next.filters[key]);
  if (next.view === 'downloads') out.set('vista', 'downloads');
  if (next.page > 1) out.set('page', String(next.page));
  if (next.pagePartners > 1) out.set('pagina_parceiros', String(next.pagePartners));
  return out;
}

export function useReportParams() {
  const [search, setSearch] = useLatestSearchParams();
  const params = useMemo(() => readReportParams(search), [search]);
  const update = useCallback(
    (change: (current: ReportParams) => ReportParams) =>
      setSearch((current) => writeReportParams(change(readReportParams(current)))),
    [setSearch],
  );
  // The filters are written by the filter form (report-filters.tsx, lib/filter-form.ts).
  return {
    ...params,
    setPage: (page: number) => update((p) => ({ ...p, page })),
    setPagePartners: (pagePartners: number) => update((p) => ({ ...p, pagePartners })),
    setView: (view: ReportView) => update((p) => ({ ...p, view, page: 1, pagePartners: 1 })),
  };
}
export type ReportState = ReturnType<typeof useReportParams>;
