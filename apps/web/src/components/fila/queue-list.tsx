import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FilterForm, FilterFormProps } from '../../lib/filter-form';
import type { Queue } from '../../lib/fila-query';
import { DataList, type DataListProps } from '../list/data-list';
import { ListFooter } from '../list/list-footer';
import { FilterSubmitButton } from '../filter-submit-button';
import { SelectInput } from '../select-input';
import { TextInput } from '../text-input';
import { Carregando } from './loading-status';
import { ErroCarga } from './load-error';

/** A queue's filters: one row on wide screens, one column on narrow ones. */
export function QueueFilters({
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
export function QueueSearch({ filter, placeholder }: { filter: FilterForm<'busca'>; placeholder: string }) {
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

/** A queue's choice among `labels` (by key), `todos` ('Todos', 'Todas') first: applied when picked. */
export function QueueSelect<K extends string>({
  filter,
  name,
  label,
  todos = 'Todos',
  labels,
  minWidth,
  fullWidth,
}: {
  filter: FilterForm<K>;
  name: K;
  label: string;
  todos?: string;
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
        { value: '', label: todos },
        ...Object.entries(labels).map(([value, text]) => ({ value, label: text })),
      ]}
      fullWidth={fullWidth}
      sx={minWidth ? { minWidth } : undefined}
    />
  );
}

/** A queue's 'Situação', among `labels` (by key), 'Todas' first: applied when picked. */
export function QueueSituacao(
  props: Omit<Parameters<typeof QueueSelect<'status'>>[0], 'name' | 'label' | 'todos'>,
) {
  return <QueueSelect name="status" label="Situação" todos="Todas" {...props} />;
}

export type QueueResultsProps<R> = DataListProps<R> & {
  queue: Pick<Queue<string, { readonly total: number }>, 'lista' | 'page' | 'setPage'>;
  carregando: string;
  vazio: ReactNode;
  aviso?: ReactNode;
};

/**
 * A queue's body: loading (`carregando`), the failed load with 'Tentar novamente', `vazio` when the page has no
 * rows, or `aviso` (if any), the rows as a table or cards, and the footer that turns the pages.
 */
export function QueueResults<R>({ queue, carregando, vazio, aviso, ...list }: QueueResultsProps<R>) {
  const { lista, page, setPage } = queue;
  if (lista.isPending) return <Carregando texto={carregando} />;
  if (lista.isError) return <ErroCarga error={lista.error} onRetry={() => void lista.refetch()} />;
  if (list.rows.length === 0) return vazio;
  return (
    <>
      {aviso}
      <DataList {...list} />
      <ListFooter total={lista.data.total} page={page} onPage={setPage} />
    </>
  );
}
