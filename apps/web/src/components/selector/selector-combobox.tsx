import { useEffect, useId, useMemo, useRef, useState, type UIEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import { TextInput } from '../text-input';
import type { KeyValue } from '@prix/shared';
import { useDebounced } from '../../lib/use-debounced';
import { selectorQueries, sourceOf } from './selector-queries';
import type { SelectorProps } from './selector-props';

/** How close to the end of the list (px) scrolling asks for the next page. */
const LOAD_MORE_MARGIN = 48;
const SEP_FIELD = '\u0000';
const SEP_ITEM = '\u0001';

/**
 * The chosen options, the same objects while their keys and labels stay the same: a new value at every
 * render would make the Autocomplete clear what is being typed. A label not known yet is '' (never the raw
 * code), unless `codeIfUnknown`: the options came and the record was not among them.
 */
function useChosen(keys: readonly string[], labels: ReadonlyMap<string, string>, codeIfUnknown: boolean) {
  const signature = keys
    .map((key) => `${key}${SEP_FIELD}${labels.get(key) ?? (codeIfUnknown ? key : '')}`)
    .join(SEP_ITEM);
  return useMemo(
    () =>
      signature === ''
        ? []
        : signature.split(SEP_ITEM).map((item): KeyValue => {
            const [key = '', value = ''] = item.split(SEP_FIELD);
            return { key, value };
          }),
    [signature],
  );
}

/**
 * The selector itself (SPEC §7, §8), MUI's Autocomplete: a single choice (ref) or several (multi, as chips). It
 * searches the server as you type (200 ms, 'Pesquisando...' until the answer) with POST {path}/keys
 * { search, selected, offset }; `selected` brings the chosen records' labels back too, and scrolling the list
 * to its end asks for the next page, so every option can be reached. A lookup source (a GET of the whole
 * list) is searched in the browser. It takes over from the placeholder (selector.tsx): `typedBefore` is
 * what was typed there, kept and searched, `openBefore` opens the list a click on the placeholder asked for, and
 * `autoFocus` gives it the focus the placeholder had.
 */
export function SelectorCombobox(
  props: SelectorProps & {
    readonly typedBefore?: string;
    readonly openBefore?: boolean;
    readonly autoFocus?: boolean;
  },
) {
  const source = sourceOf(props);
  const keys: readonly string[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const id = useId();
  const listboxId = `${id}-listbox`;
  const typedBefore = props.typedBefore ?? '';
  const [open, setOpen] = useState(typedBefore !== '' || (props.openBefore ?? false));
  const [input, setInput] = useState(typedBefore);
  const [typed, setTyped] = useState(typedBefore);
  // On mounting, the Autocomplete sets its text to the chosen option's ('reset'): that would wipe what was
  // typed in the placeholder. Our effects run after the Autocomplete's, so this ignores only that first one.
  const keepTyped = useRef(typedBefore !== '');
  useEffect(() => {
    if (!keepTyped.current) return;
    keepTyped.current = false;
    const box = document.getElementById(id);
    if (box instanceof HTMLInputElement) box.setSelectionRange(box.value.length, box.value.length);
  }, [id]);
  const search = useDebounced(typed.trim());
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = keys.some((key) => !labels.has(key));
  const query = useInfiniteQuery({
    ...selectorQueries.keys(source, search, keys),
    enabled: open || missing,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const options = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page) => page.options)
      .filter((option) => !seen.has(option.key) && (seen.add(option.key), true));
  }, [data]);

  // Remember every label seen, so chips keep their names whatever the current search brings back.
  const [merged, setMerged] = useState<readonly KeyValue[] | undefined>(undefined);
  if (options !== merged) {
    setMerged(options);
    if (options.some((o) => labels.get(o.key) !== o.value)) {
      setLabels((old) => new Map([...old, ...options.map((o) => [o.key, o.value] as const)]));
    }
  }

  const chosen = useChosen(keys, labels, query.isFetched && !query.isFetching);
  const value = props.multiple ? chosen : (chosen[0] ?? null);
  // Until the answer for what is typed arrives, no stale options: 'Pesquisando...'.
  const searching = typed.trim() !== search || query.isPlaceholderData;
  const shown = searching ? [] : options;

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !searching) void fetchNextPage();
  };
  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN) loadMore();
  };
  // A page that does not fill the list leaves nothing to scroll: ask for the next one at once.
  useEffect(() => {
    if (!open || !hasNextPage || isFetchingNextPage || searching) return;
    const list = document.getElementById(listboxId);
    if (list && list.scrollHeight > 0 && list.scrollHeight <= list.clientHeight + LOAD_MORE_MARGIN) {
      void fetchNextPage();
    }
  }, [open, hasNextPage, isFetchingNextPage, searching, shown.length, listboxId, fetchNextPage]);

  return (
    <Autocomplete<KeyValue, boolean, false, false>
      id={id}
      multiple={props.multiple ?? false}
      value={value}
      onChange={(_, next) => {
        if (props.multiple) props.onChange(((next as KeyValue[] | null) ?? []).map((o) => o.key));
        else props.onChange((next as KeyValue | null)?.key ?? null);
      }}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset' && keepTyped.current) return;
        setInput(text);
        setTyped(reason === 'input' ? text : '');
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={shown}
      filterOptions={(all) => all}
      filterSelectedOptions={props.multiple}
      getOptionLabel={(option) => option.value}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, current) => option.key === current.key}
      loading={searching || query.isFetching}
      loadingText="Pesquisando..."
      noOptionsText={
        'searchPath' in source && typed.trim().length < source.minLength
          ? `Digite ao menos ${source.minLength} letras`
          : 'Nenhuma opção encontrada'
      }
      disabled={props.disabled}
      onBlur={props.onBlur}
      slotProps={{ listbox: { onScroll: onListScroll } }}
      renderValue={
        props.multiple
          ? (current, getItemProps) =>
              (current as KeyValue[]).map((option, index) => {
                const itemGetter = getItemProps as AutocompleteRenderValueGetItemProps<true>;
                const { key, onDelete, ...itemProps } = itemGetter({ index });
                return (
                  <Chip
                    key={key}
                    label={option.value || '…'}
                    size="small"
                    {...itemProps}
                    // A locked field's chips cannot be removed: no ✕ to suggest they can.
                    onDelete={props.disabled ? undefined : onDelete}
                  />
                );
              })
          : undefined
      }
      renderInput={(params) => (
        <TextInput
          {...params}
          name={props.name}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          placeholder={props.disabled ? undefined : 'Digite uma opção'}
          autoFocus={props.autoFocus}
        />
      )}
    />
  );
}
