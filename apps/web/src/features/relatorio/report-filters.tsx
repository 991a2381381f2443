import { useState } from 'react';
import Grid from '@mui/material/Grid';
import { TextInput } from '../../components/text-input';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { dateMessages, displayDateToIso } from '@prix/shared/core';
import { MaskedInput } from '../../components/masked-input/masked-input';
import { Selector } from '../../components/selector/selector';
import type { FilterKey, ReportState } from './report-params';

const source = (name: string, lookupPath: string) => ({ name: `relatorio-${name}`, lookupPath });

/** A dd/mm/aaaa field (SPEC §5's mask): applied once complete and real, or by the search button. */
function DateFilter({
  label,
  value,
  onApply,
  typed,
  onType,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
  typed: string;
  onType: (value: string) => void;
}) {
  const invalid = typed.length === 10 && displayDateToIso(typed) === null;
  return (
    <TextInput
      label={label}
      value={typed}
      onChange={(event) => {
        const next = event.target.value;
        onType(next);
        if (next === '' && value !== '') onApply('');
        else if (next.length === 10 && displayDateToIso(next) !== null && next !== value) onApply(next);
      }}
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
 * Tipo, Nome do Tipo, Parceiro (selectors on the report's option lists) and the period. Like the register
 * lists' search, the button searches while no filter is active and clears every filter once one is.
 */
export function ReportFilters({
  state,
  dates = true,
  choices = true,
}: {
  state: ReportState;
  dates?: boolean;
  choices?: boolean;
}) {
  const { filters, setFilter, setFilters, clear, hasFilter } = state;
  const [typed, setTyped] = useState({ dtInit: filters.dtInit, dtEnd: filters.dtEnd });
  // The address changed under us (back button, clear): show its dates.
  const [shown, setShown] = useState({ dtInit: filters.dtInit, dtEnd: filters.dtEnd });
  if (shown.dtInit !== filters.dtInit || shown.dtEnd !== filters.dtEnd) {
    setShown({ dtInit: filters.dtInit, dtEnd: filters.dtEnd });
    setTyped({ dtInit: filters.dtInit, dtEnd: filters.dtEnd });
  }
  const selector = (key: FilterKey, label: string, path: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Selector
        target="relatorio"
        source={source(key, path)}
        label={label}
        value={filters[key] || null}
        onChange={(next) => setFilter(key, next ?? '')}
      />
    </Grid>
  );
  const nomePath = filters.tipo_relatorio
    ? `/relatorio/nome?tipo_relatorio=${encodeURIComponent(filters.tipo_relatorio)}`
    : '/relatorio/nome';
  return (
    <Grid
      container
      spacing={2}
      sx={{ mb: 2, alignItems: 'flex-start' }}
      component="form"
      role="search"
      aria-label="Filtros do relatório"
      onSubmit={(event) => {
        event.preventDefault();
        if (hasFilter) clear();
        else setFilters({ dtInit: typed.dtInit, dtEnd: typed.dtEnd });
      }}
    >
      {choices && selector('tipo_relatorio', 'Tipo', '/relatorio/tipo')}
      {choices && selector('nome_tipo', 'Nome do Tipo', nomePath)}
      {choices && selector('nome_cliente', 'Parceiro', '/relatorio/parceiro')}
      {dates && (
        <>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <DateFilter
              label="Data inicial"
              value={filters.dtInit}
              typed={typed.dtInit}
              onType={(dtInit) => setTyped((t) => ({ ...t, dtInit }))}
              onApply={(value) => setFilter('dtInit', value)}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <DateFilter
              label="Data final"
              value={filters.dtEnd}
              typed={typed.dtEnd}
              onType={(dtEnd) => setTyped((t) => ({ ...t, dtEnd }))}
              onApply={(value) => setFilter('dtEnd', value)}
            />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <FilterSubmitButton hasFilter={hasFilter} />
      </Grid>
    </Grid>
  );
}
