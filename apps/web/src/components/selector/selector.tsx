import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { TextInput } from '../text-input';
import { lazyPart } from '../../lib/lazy-part';
import { selectorQueries, sourceOf } from './selector-queries';
import type { SelectorProps } from './selector-props';

export type { SelectorProps } from './selector-props';

/** Calls `reset` whenever `dep` changes after the first render. */
export function useResetOnChange(dep: unknown, reset: () => void): void {
  const seen = useRef(dep);
  const latest = useRef(reset);
  useEffect(() => {
    latest.current = reset;
  });
  useEffect(() => {
    if (Object.is(seen.current, dep)) return;
    seen.current = dep;
    latest.current();
  }, [dep]);
}

/*
 * MUI's Autocomplete (with its Popper, list and chips) is ~17 kB brotli that a form needs only once someone
 * reaches a selector: a part fetched after the form has painted (lib/lazy-part.ts). Until it arrives, each
 * selector is a placeholder of the same size showing the same choice; what is typed into it is kept.
 */
const combobox = lazyPart(() => import('./selector-combobox'));

/** Fetches the Autocomplete's chunk (tests of screens that drive it load it first). */
export const loadSelectorCombobox = combobox.load;

/**
 * The one selector of the registers (SPEC §7, §8): a single choice (ref) or several (multi, as chips),
 * searching the server as you type. Drawn by selector-combobox.tsx once its chunk is here.
 */
export function Selector(props: SelectorProps) {
  const loaded = combobox.useLoaded();
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const reset = () => (props.multiple ? props.onChange([]) : props.onChange(null));
  useResetOnChange(props.dependsOn, reset);

  if (loaded)
    return <loaded.SelectorCombobox {...props} typedBefore={typed} openBefore={opened} autoFocus={focused} />;
  return (
    <SelectorPlaceholder
      {...props}
      typed={typed}
      onType={setTyped}
      onFocusChange={setFocused}
      onOpenChange={setOpened}
    />
  );
}

/**
 * What a selector shows until the Autocomplete arrives: the same outlined field, label, chosen label (or
 * chips) and arrow, with the Autocomplete's paddings, so nothing moves when it takes over.
 */
function SelectorPlaceholder(
  props: SelectorProps & {
    readonly typed: string;
    readonly onType: (text: string) => void;
    readonly onFocusChange: (focused: boolean) => void;
    /** A click or an arrow key asked for the list, which the Autocomplete opens once it takes over. */
    readonly onOpenChange: (open: boolean) => void;
  },
) {
  const id = useId();
  const keys: readonly string[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  // The same first page the Autocomplete asks for: its chosen labels, found in the cache when it takes over.
  const query = useInfiniteQuery({
    ...selectorQueries.keys(sourceOf(props), '', keys),
    enabled: keys.length > 0,
  });
  const labels = new Map(
    (query.data?.pages ?? []).flatMap((page) => page.options).map((o) => [o.key, o.value] as const),
  );
  const known = query.isFetched && !query.isFetching;
  // Never the raw code while a label loads, unless the answer came without it (as the Autocomplete).
  const labelOf = (key: string) => labels.get(key) ?? (known ? key : '');
  const removable = props.multiple && !props.disabled;
  const chips = props.multiple
    ? keys.map((key) => (
        <Chip
          key={key}
          label={labelOf(key) || '…'}
          size="small"
          tabIndex={-1}
          onDelete={
            removable ? () => props.onChange(props.value.filter((chosen) => chosen !== key)) : undefined
          }
        />
      ))
    : undefined;
  const shown = props.typed !== '' || props.multiple ? props.typed : labelOf(keys[0] ?? '');
  const askToOpen = (event: MouseEvent) => {
    if (!props.disabled && event.button === 0) props.onOpenChange(true);
  };
  // The Autocomplete keeps room for its ✕ whenever something is chosen.
  const clearable = !props.disabled && keys.length > 0;

  return (
    <TextInput
      id={id}
      fullWidth
      label={props.label}
      name={props.name}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      placeholder={props.disabled ? undefined : 'Digite uma opção'}
      value={shown}
      onChange={(event) => props.onType(event.target.value)}
      onBlur={() => {
        // As the Autocomplete (clearOnBlur): text typed and left without choosing an option is dropped.
        props.onType('');
        props.onFocusChange(false);
        props.onOpenChange(false);
        props.onBlur?.();
      }}
      startAdornment={chips?.length ? chips : undefined}
      endAdornment={
        <Box
          aria-hidden
          onMouseDown={askToOpen}
          sx={{
            position: 'absolute',
            right: 9,
            top: '50%',
            transform: 'translate(0, -50%)',
            display: 'flex',
          }}
        >
          <Box
            component="span"
            sx={{
              p: '2px',
              mr: '-2px',
              display: 'inline-flex',
              color: props.disabled ? 'action.disabled' : 'action.active',
            }}
          >
            <ArrowDropDownIcon />
          </Box>
        </Box>
      }
      slotProps={{
        input: {
          onPointerEnter: combobox.fetch,
          onTouchStart: combobox.fetch,
          onFocus: () => {
            props.onFocusChange(true);
            combobox.fetch();
          },
        },
        htmlInput: {
          // What opens the Autocomplete's list: a press of the main button on the text or the arrow (not on a
          // chip), ArrowDown or ArrowUp.
          onMouseDown: askToOpen,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') props.onOpenChange(true);
          },
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
        },
      }}
      sx={{
        '& .MuiOutlinedInput-root': {
          p: '9px',
          pr: clearable ? '65px' : '39px',
          flexWrap: props.multiple ? 'wrap' : undefined,
        },
        '& .MuiOutlinedInput-input': {
          p: '7.5px 4px 7.5px 5px',
          width: 0,
          minWidth: 30,
          flexGrow: 1,
          textOverflow: 'ellipsis',
        },
        '& .MuiChip-root': { m: '3px', maxWidth: 'calc(100% - 6px)' },
      }}
    />
  );
}
