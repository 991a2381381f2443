import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Fila } from '../../lib/fila-query';
import type { DataColumn } from '../list/data-list';
import { PageTitle } from '../page-title';
import { FilaResults } from './fila-list';

/** A staff queue's route: the item its address names (/candidaturas/{uuid}), else the list. */
export function FilaRoute({
  detail: Detail,
  list: List,
}: {
  detail: ComponentType<{ uuid: string }>;
  list: ComponentType;
}) {
  const { uuid } = useParams();
  return uuid ? <Detail uuid={uuid} /> : <List />;
}

/** How a queue's rows show: as a table (its columns and name), each row's name, and the page without rows. */
export interface FilaTable<R> {
  readonly columns: readonly DataColumn<R>[];
  readonly rowLabel: (row: R) => string;
  readonly caption: string;
  /** What shows while the page loads ('Carregando candidaturas...'). */
  readonly loadingText: string;
  /** A page without rows: what an outlined notice says with a filter on, and with none (`severity`: info). */
  readonly empty?: readonly [withFilters: string, none: string, severity?: AlertColor];
}

/**
 * A staff queue's list: the page's title (its row's) with `description` under it, `top` (the area's tabs, a
 * notice), the filters' form, then the rows as `table` says (`FilaResults`; each row keyed by its uuid),
 * `notice` above them, or, without rows, `empty` (else the table's notice), and `children`.
 */
export function FilaListPage<R extends { readonly uuid: string }>({
  fila,
  description,
  top,
  filters,
  rows,
  table,
  notice,
  empty,
  children,
}: {
  fila: Fila<string, { readonly total: number }>;
  description: ReactNode;
  top?: ReactNode;
  filters: ReactNode;
  rows: readonly R[];
  table: FilaTable<R>;
  notice?: ReactNode;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      </PageTitle>
      {top}
      {filters}
      <FilaResults
        fila={fila}
        rows={rows}
        columns={table.columns}
        rowKey={(row) => row.uuid}
        rowLabel={table.rowLabel}
        caption={table.caption}
        loadingText={table.loadingText}
        notice={notice}
        empty={empty ?? (table.empty && <FilaEmpty filtered={fila.filter.active} texts={table.empty} />)}
      />
      {children}
    </>
  );
}

/** A page without rows: what the table's notice says with a filter on (`withFilters`), and with none. */
function FilaEmpty({
  filtered,
  texts: [withFilters, none, severity = 'info'],
}: {
  filtered: boolean;
  texts: NonNullable<FilaTable<unknown>['empty']>;
}) {
  return (
    <Alert severity={severity} variant="outlined">
      {filtered ? withFilters : none}
    </Alert>
  );
}

/** What a queue's page says of its rows past their deadline (`atrasada`), when there are any: `text(n)`. */
export function FilaAtrasadas({
  rows,
  severity,
  text,
}: {
  rows: readonly { readonly atrasada: boolean }[];
  severity: AlertColor;
  text: (count: number) => string;
}) {
  const overdue = rows.filter((row) => row.atrasada).length;
  return overdue > 0 ? (
    <Alert severity={severity} sx={{ mb: 2 }}>
      {text(overdue)}
    </Alert>
  ) : null;
}
