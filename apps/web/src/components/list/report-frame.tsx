import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Grid, { type GridSize } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { FilterForm } from '../../lib/filter-form';
import { PageTitle } from '../page-title';
import { LoadError } from '../fila/load-error';
import { LoadingStatus } from '../fila/loading-status';
import { FilterSubmitButton } from '../filter-submit-button';
import { exportActions } from './export-actions';
import { ActionMenu } from './row-menu';

type CellSize = Partial<Record<'xs' | 'sm' | 'md', GridSize>>;

/** A quarter of the bar on a wide screen, half on a tablet, the whole width on a phone. */
const QUARTER: CellSize = { xs: 12, sm: 6, md: 3 };

/** One field of a report's filter bar. */
export function FilterCell({ size = QUARTER, children }: { size?: CellSize; children: ReactNode }) {
  return <Grid size={size}>{children}</Grid>;
}

/** A period's field: what is typed is applied by Enter or 'Pesquisar'. */
type PeriodField = (props: { label: string; value: string; onChange: (value: string) => void }) => ReactNode;

/**
 * 'Data inicial' and 'Data final', the period of a report, in the report's own field (`DateFilter`'s
 * dd/mm/aaaa, the billing's mm/aaaa).
 */
export function PeriodCells({
  filter,
  Field,
}: {
  filter: Pick<FilterForm<'dtInit' | 'dtEnd'>, 'draft' | 'type'>;
  Field: PeriodField;
}) {
  return (
    <>
      <FilterCell size={{ xs: 6, sm: 4, md: 3 }}>
        <Field label="Data inicial" value={filter.draft.dtInit} onChange={(v) => filter.type('dtInit', v)} />
      </FilterCell>
      <FilterCell size={{ xs: 6, sm: 4, md: 3 }}>
        <Field label="Data final" value={filter.draft.dtEnd} onChange={(v) => filter.type('dtEnd', v)} />
      </FilterCell>
    </>
  );
}

/**
 * A report's filters (SPEC §2.2): a search form of the page's `useFilterForm`, its fields (`FilterCell`s), then
 * 'Pesquisar' or 'Limpar filtros', then what follows the button (a switch applied when pressed).
 */
export function FilterBar({
  filter,
  children,
  submitSize = QUARTER,
  after,
  align = 'flex-start',
}: {
  filter: Pick<FilterForm<string>, 'formProps' | 'offersClear' | 'clear'>;
  children: ReactNode;
  submitSize?: CellSize;
  after?: ReactNode;
  align?: 'flex-start' | 'center';
}) {
  return (
    <Grid
      container
      spacing={2}
      sx={{ mb: 2, alignItems: align }}
      component="form"
      aria-label="Filtros do relatório"
      {...filter.formProps}
    >
      {children}
      <FilterCell size={submitSize}>
        <FilterSubmitButton filter={filter} />
      </FilterCell>
      {after}
    </Grid>
  );
}

/**
 * The row above a report's table, on the right: the page's own buttons (an import), then 'Opções' with
 * 'Exportar' (Excel, CSV) of the report's API address with the filters applied.
 */
export function ExportBar({
  path,
  query,
  children,
}: {
  path: string;
  query: Readonly<Record<string, string | number | null | undefined>>;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1, flexWrap: 'wrap' }}>
      {children}
      <ActionMenu label="Opções" actions={exportActions(path, query)} />
    </Box>
  );
}

/**
 * A report page's frame: its title with what the report shows (`intro`), the filter bar, the export row, and the report's body: 'Carregando relatório...',
 * the server's words with 'Tentar novamente', `empty` when the report has no rows, else `children` with the data.
 */
export function ReportFrame<T>({
  intro,
  filter,
  fields,
  submitSize,
  exportPath,
  exportQuery,
  actions,
  query,
  rows,
  empty,
  children,
}: {
  intro: string;
  filter: Pick<FilterForm<string>, 'formProps' | 'offersClear' | 'clear'>;
  fields: ReactNode;
  submitSize?: CellSize;
  exportPath: string;
  exportQuery: Readonly<Record<string, string | number | null | undefined>>;
  actions?: ReactNode;
  query: UseQueryResult<T>;
  rows: (data: T) => readonly unknown[];
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      </PageTitle>
      <FilterBar filter={filter} submitSize={submitSize}>
        {fields}
      </FilterBar>
      <ExportBar path={exportPath} query={exportQuery}>
        {actions}
      </ExportBar>
      {query.isPending ? (
        <LoadingStatus text="Carregando relatório..." />
      ) : query.isError || data === undefined ? (
        <LoadError
          error={query.error}
          fallback="Não foi possível carregar o relatório. Tente novamente."
          onRetry={() => void query.refetch()}
        />
      ) : rows(data).length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        children(data)
      )}
    </>
  );
}
