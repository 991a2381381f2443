import Grid from '@mui/material/Grid';
import { TextInput } from '../../components/text-input';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { dateMessages, displayDateToIso } from '@prix/shared/core';
import { MaskedInput } from '../../components/masked-input/masked-input';
import { Selector } from '../../components/selector/selector';
import { useFilterForm } from '../../lib/filter-form';
import { DATE_KEYS, FILTER_KEYS, PAGE_KEYS, type FilterKey } from './report-params';

const source = (name: string, lookupPath: string) => ({ name: `relatorio-${name}`, lookupPath });

/** A dd/mm/aaaa field (SPEC §5's mask): what is typed is applied by Enter or 'Pesquisar'. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = value.length === 10 && displayDateToIso(value) === null;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="dd/mm/aaaa"
      fullWidth
      error={invalid}
      helperText={invalid ? dateMessages.invalid : undefined}
      slotProps={{
        input: { inputComponent: MaskedInput as never },
        htmlInput: { mask: 'date', inputMode: 'numeric' },
      }}
    />
  );
}

/**
 * Tipo, Nome do Tipo, Parceiro (selectors on the report's option lists, applied when picked) and the period
 * (applied by Enter or 'Pesquisar'), through the filter forms' one rule (lib/filter-form.ts). The Downloads view
 * shows the period only.
 */
export function ReportFilters({ choices = true }: { choices?: boolean }) {
  const filter = useFilterForm<FilterKey>({
    keys: choices ? FILTER_KEYS : DATE_KEYS,
    resets: PAGE_KEYS,
  });
  const { draft } = filter;
  const selector = (key: FilterKey, label: string, path: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Selector
        target="relatorio"
        source={source(key, path)}
        label={label}
        value={draft[key] || null}
        onChange={(next) => filter.choose(key, next ?? '')}
      />
    </Grid>
  );
  const nomePath = filter.applied.tipo_relatorio
    ? `/relatorio/nome?tipo_relatorio=${encodeURIComponent(filter.applied.tipo_relatorio)}`
    : '/relatorio/nome';
  return (
    <Grid
      container
      spacing={2}
      sx={{ mb: 2, alignItems: 'flex-start' }}
      component="form"
      aria-label="Filtros do relatório"
      {...filter.formProps}
    >
      {choices && selector('tipo_relatorio', 'Tipo', '/relatorio/tipo')}
      {choices && selector('nome_tipo', 'Nome do Tipo', nomePath)}
      {choices && selector('nome_cliente', 'Parceiro', '/relatorio/parceiro')}
      <Grid size={{ xs: 6, sm: 4, md: 3 }}>
        <DateFilter label="Data inicial" value={draft.dtInit} onChange={(v) => filter.type('dtInit', v)} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4, md: 3 }}>
        <DateFilter label="Data final" value={draft.dtEnd} onChange={(v) => filter.type('dtEnd', v)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <FilterSubmitButton filter={filter} />
      </Grid>
    </Grid>
  );
}
