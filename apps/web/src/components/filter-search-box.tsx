import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import type { FilterForm } from '../lib/filter-form';

/**
 * A one-box filter form over `useFilterForm` (lib/filter-form.ts): the register lists' 'Busca...' and the
 * product images' search. The box's end button follows the form's rule: 'Pesquisar' while the text differs
 * from the applied search, 'Limpar filtro' once the applied search is what the box shows. The bare outlined
 * input, not TextField (which brings Select and every input variant) nor a Tooltip (which brings Popper).
 */
export function FilterSearchBox<K extends string>({
  filter,
  name,
  label,
  placeholder,
  sx,
}: {
  filter: FilterForm<K>;
  /** The parameter the box edits. */
  name: K;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  sx?: SxProps<Theme>;
}) {
  const button = filter.offersClear ? (
    <IconButton
      type="button"
      aria-label="Limpar filtro"
      title="Limpar filtro"
      onClick={filter.clear}
      edge="end"
      size="small"
    >
      <FilterAltOffIcon fontSize="small" />
    </IconButton>
  ) : filter.changed ? (
    <IconButton type="submit" aria-label="Pesquisar" title="Pesquisar" edge="end" size="small">
      <SearchIcon fontSize="small" />
    </IconButton>
  ) : null;
  return (
    <Box
      component="form"
      {...filter.formProps}
      sx={[{ flex: 1, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <OutlinedInput
        value={filter.draft[name]}
        onChange={(event) => filter.type(name, event.target.value)}
        placeholder={placeholder}
        size="small"
        fullWidth
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{ input: { 'aria-label': label, maxLength: 100, type: 'search' } }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        endAdornment={button && <InputAdornment position="end">{button}</InputAdornment>}
      />
    </Box>
  );
}
