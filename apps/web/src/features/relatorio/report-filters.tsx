import { Selector } from '../../components/selector/selector';
import { FilterBar, FilterCell, PeriodCells } from '../../components/list/report-frame';
import { DateFilter } from '../../components/date-filter';
import { useFilterForm } from '../../lib/filter-form';
import { DATE_KEYS, FILTER_KEYS, PAGE_KEYS, type FilterKey } from './report-params';

const source = (name: string, lookupPath: string) => ({ name: `relatorio-${name}`, lookupPath });

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
    <FilterCell size={{ xs: 12, sm: 6, md: 4 }}>
      <Selector
        target="relatorio"
        source={source(key, path)}
        label={label}
        value={draft[key] || null}
        onChange={(next) => filter.choose(key, next ?? '')}
      />
    </FilterCell>
  );
  const nomePath = filter.applied.tipo_relatorio
    ? `/relatorio/nome?tipo_relatorio=${encodeURIComponent(filter.applied.tipo_relatorio)}`
    : '/relatorio/nome';
  return (
    <FilterBar filter={filter} submitSize={{ xs: 12, sm: 4, md: 3 }}>
      {choices && selector('tipo_relatorio', 'Tipo', '/relatorio/tipo')}
      {choices && selector('nome_tipo', 'Nome do Tipo', nomePath)}
      {choices && selector('nome_cliente', 'Parceiro', '/relatorio/parceiro')}
      <PeriodCells filter={filter} Field={DateFilter} />
    </FilterBar>
  );
}
