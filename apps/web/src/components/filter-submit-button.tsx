import Button from '@mui/material/Button';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import type { FilterForm } from '../lib/filter-form';

/**
 * A filter form's button (SPEC §8), from its `useFilterForm` (lib/filter-form.ts): 'Pesquisar' submits the
 * form while the fields differ from what is applied or nothing is; 'Limpar filtros' (not a submit button, so
 * Enter never reaches it) clears every filter once the fields show exactly what is applied. As tall as the
 * fields beside it.
 */
export function FilterSubmitButton({
  filter,
}: {
  filter: Pick<FilterForm<string>, 'offersClear' | 'clear'>;
}) {
  return filter.offersClear ? (
    <Button
      type="button"
      variant="outlined"
      startIcon={<FilterAltOffIcon />}
      onClick={filter.clear}
      sx={{ height: 56 }}
      fullWidth
    >
      Limpar filtros
    </Button>
  ) : (
    <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ height: 56 }} fullWidth>
      Pesquisar
    </Button>
  );
}
