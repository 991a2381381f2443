import Button from '@mui/material/Button';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';

/**
 * A report's filter button (SPEC §8): 'Pesquisar' applies what was typed; once a filter is applied it reads
 * 'Limpar filtros' and clears them. The submit button of the filters' form, as tall as the fields beside it.
 */
export function FilterSubmitButton({ hasFilter }: { hasFilter: boolean }) {
  return (
    <Button
      type="submit"
      variant={hasFilter ? 'outlined' : 'contained'}
      startIcon={hasFilter ? <FilterAltOffIcon /> : <SearchIcon />}
      sx={{ height: 56 }}
      fullWidth
    >
      {hasFilter ? 'Limpar filtros' : 'Pesquisar'}
    </Button>
  );
}
