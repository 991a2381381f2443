import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FilterForm, FilterFormProps } from '../../lib/filter-form';
import type { Fila } from '../../lib/fila-query';
import { DataList, type DataListProps } from '../list/data-list';
import { ListFooter } from '../list/list-footer';
import { FilterSubmitButton } from '../filter-submit-button';
import { SelectInput } from '../select-input';
import { TextInput } from '../text-input';
import { LoadingStatus } from './loading-status';
import { LoadError } from './load-error';

/** A queue's filters: one row on wide screens, one column on narrow ones. */
export function FilaFilters({
  label,
  formProps,
  children,
}: {
  label: string;
  formProps: FilterFormProps;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      aria-label={label}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      {...formProps}
    >
      {children}
    </Stack>
  );
}

/** The queue's 'Busca' (what it searches in `placeholder`) and the button that searches or clears. */
export function FilaSearch({ filter, placeholder }: { filter: FilterForm<'busca'>; placeholder: string }) {
  return (
    <>
      <TextInput
        label="Busca"
        placeholder={placeholder}
        value={filter.draft.busca}
        onChange={(event) => filter.type('busca', event.target.value)}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Box sx={{ minWidth: 180 }}>
        <FilterSubmitButton filter={filter} />
      </Box>
    </>
  );
}

/** A queue's choice among `labels` (by key), `allLabel` ('Todos', 'Todas') first: applied when picked. */
export function FilaSelect<K extends string>({
  filter,
  name,
  label,
  allLabel = 'Todos',
  labels,
  minWidth,
  fullWidth,
}: {
  filter: FilterForm<K>;
  name: K;
  label: string;
  allLabel?: string;
  labels: Readonly<Record<string, string>>;
  minWidth?: number;
  fullWidth?: boolean;
}) {
  return (
    <SelectInput
      label={label}
      value={filter.draft[name]}
      onChange={(value) => filter.choose(name, value)}
      options={[
        { value: '', label: allLabel },
        ...Object.entries(labels).map(([value, text]) => ({ value, label: text })),
      ]}
      fullWidth={fullWidth}
      sx={minWidth ? { minWidth } : undefined}
    />
  );
}

/** A queue's 'Situação', among `labels` (by key), 'Todas' first: applied when picked. */
export function FilaStatusSelect(
  props: Omit<Parameters<typeof FilaSelect<'status'>>[0], 'name' | 'label' | 'allLabel'>,
) {
  return <FilaSelect name="status" label="Situação" allLabel="Todas" {...props} />;
}

export type FilaResultsProps<R> = DataListProps<R> & {
  fila: Pick<Fila<string, { readonly total: number }>, 'query' | 'page' | 'setPage'>;
  loadingText: string;
  empty: ReactNode;
  notice?: ReactNode;
};

/**
 * A queue's body: loading (`loadingText`), the failed load with 'Tentar novamente', `empty` when the page has
 * no rows, or `notice` (if any), the rows as a table or cards, and the footer that turns the pages.
 */
export function FilaResults<R>({ fila, loadingText, empty, notice, ...list }: FilaResultsProps<R>) {
  const { query, page, setPage } = fila;
  if (query.isPending) return <LoadingStatus text={loadingText} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (list.rows.length === 0) return empty;
  return (
    <>
      {notice}
      <DataList {...list} />
      <ListFooter total={query.data.total} page={page} onPage={setPage} />
    </>
  );
}
