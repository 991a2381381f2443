import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import type { ListState } from '../list-state';
import type { RegisterSource } from '../../lib/register-keys';
import { registerQueries, type Row } from '../queries';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ErrorBox } from '../../components/error-box';
import { ListFooter, pageCount } from '../../components/list/list-footer';
import { ListToolbar } from './list-toolbar';
import { QueryList } from '../../components/list/query-list';
import type { MenuAction } from '../../components/list/row-menu';
import { exportActions } from '../../components/list/export-actions';

interface ListScreenProps {
  readonly title: string;
  readonly source: RegisterSource;
  readonly state: ListState;
  /** The options menu ('Novo'); the export entries follow. */
  readonly options: readonly MenuAction[];
  readonly columns: readonly DataColumn<Row>[];
  readonly rowKey: (row: Row, index: number) => string;
  readonly rowLabel: (row: Row) => string;
  readonly actions: (row: Row) => readonly MenuAction[];
  /** Messages of a failed action (a refused delete), shown above the list. */
  readonly errors?: readonly string[];
  readonly children?: ReactNode;
}

/**
 * The common list (SPEC §2.3): title, search, options menu, table or cards, count and pages. The request is
 * TanStack Query's, so it is cancelled when the filter or page changes or the page is left.
 */
export function ListScreen(props: ListScreenProps) {
  const { title, source, state, options, errors, children } = props;
  const query = useQuery(registerQueries.list(source, { geral: state.geral, page: state.page }));
  const total = query.data?.total ?? 0;
  const rows = query.data?.results ?? [];
  const { page, setPage } = state;

  // A page past the end (the last record of the last page was deleted): go to the last page.
  const stale = query.isSuccess && !query.isPlaceholderData && rows.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (stale) setPage(pageCount(total));
  }, [stale, total, setPage]);

  return (
    <>
      <PageTitle record={title} />
      <ListToolbar options={[...options, ...exportActions(source.apiPath, { geral: state.geral })]} />
      {errors && errors.length > 0 && <ErrorBox errors={errors} sx={{ mb: 2 }} />}
      {children}
      <QueryList query={query} rows={rows}>
        <>
          <DataList
            rows={rows}
            columns={props.columns}
            rowKey={props.rowKey}
            rowLabel={props.rowLabel}
            actions={props.actions}
            caption={title}
          />
          <ListFooter
            total={total}
            totalIsMinimum={query.data?.totalIsMinimum ?? false}
            page={page}
            onPage={setPage}
          />
        </>
      </QueryList>
    </>
  );
}
