import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import type { ListState } from '../list-state';
import { ActionMenu, type MenuAction } from '../../components/list/row-menu';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced';

/**
 * 'Busca...' (one `geral` parameter, sent 200 ms after the last key), a clear-filter button while a filter is
 * active, and the options menu ('Novo').
 */
export function ListToolbar({ state, options }: { state: ListState; options: readonly MenuAction[] }) {
  const { geral, setGeral, clear, hasFilter } = state;
  const [text, setText] = useState(geral);
  // The address changed under us (back button, clear): show its filter.
  const [shown, setShown] = useState(geral);
  if (geral !== shown) {
    setShown(geral);
    setText(geral);
  }
  // The filter goes to the address 200 ms after the last key (SPEC §9), or at once on Enter.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setGeral(value), SEARCH_DEBOUNCE_MS);
  };
  const submit = () => {
    clearTimeout(timer.current);
    setGeral(text);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      {/* The bare outlined input, not TextField (which brings Select and every input variant) nor a Tooltip
          (which brings Popper): the list is the register area's first download. */}
      <OutlinedInput
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        placeholder="Busca..."
        size="small"
        fullWidth
        sx={{ maxWidth: 480, bgcolor: 'background.paper' }}
        slotProps={{ input: { 'aria-label': 'Busca', maxLength: 100, type: 'search' } }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        endAdornment={
          hasFilter ? (
            <InputAdornment position="end">
              <IconButton
                aria-label="Limpar filtro"
                title="Limpar filtro"
                onClick={() => {
                  clearTimeout(timer.current);
                  clear();
                }}
                edge="end"
                size="small"
              >
                <FilterAltOffIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      <ActionMenu label="Opções" actions={options} />
    </Stack>
  );
}
