import Stack from '@mui/material/Stack';
import { ActionMenu, type MenuAction } from '../../components/list/row-menu';
import { FilterSearchBox } from '../../components/filter-search-box';
import { useFilterForm } from '../../lib/filter-form';

const SEARCH_KEYS = ['geral'] as const;

/**
 * 'Busca...' (one `geral` parameter, searched on Enter or 200 ms after the last key, with its clear-filter
 * button: the filter forms' rule, lib/filter-form.ts) and the options menu ('Novo'). The box is the register
 * area's first download: no TextField, no Tooltip.
 */
export function ListToolbar({ options }: { options: readonly MenuAction[] }) {
  const filter = useFilterForm({ keys: SEARCH_KEYS, searchOnPause: true });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <FilterSearchBox
        filter={filter}
        name="geral"
        label="Busca"
        placeholder="Busca..."
        sx={{ maxWidth: 480 }}
      />
      <ActionMenu label="Opções" actions={options} />
    </Stack>
  );
}
