import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { findRegisterDef, type KeyValue } from '@prix/shared';
import { useDebounced } from './list/use-debounced';
import { registerQueries, type SelectorSource } from './queries';

/**
 * The one selector of the registers (SPEC §7, §8): a single choice (ref) or several (multi, as chips). It
 * searches the server as you type (200 ms) with POST {path}/keys { search, selected }; `selected` brings the
 * chosen records' labels back too. A lookup source (a GET of the whole list) is searched in the browser.
 */

interface CommonProps {
  /** The register whose records are offered (findRegisterDef), unless `source` says where to ask. */
  readonly target: string;
  readonly source?: SelectorSource;
  readonly label: string;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly onBlur?: () => void;
  /**
   * When this value changes the choice is cleared (SPEC §4: 'Changing the country resets the state'). Pass
   * the value the options depend on, together with a `source` built from it.
   */
  readonly dependsOn?: unknown;
}
export type SelectorProps = CommonProps &
  (
    | {
        readonly multiple: true;
        readonly value: readonly string[];
        readonly onChange: (keys: string[]) => void;
      }
    | {
        readonly multiple?: false;
        readonly value: string | null;
        readonly onChange: (key: string | null) => void;
      }
  );

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

function sourceOf(props: CommonProps): SelectorSource {
  if (props.source) return props.source;
  const def = findRegisterDef(props.target);
  if (!def) throw new Error(`cadastro desconhecido no seletor: ${props.target}`);
  return def;
}

export function Selector(props: SelectorProps) {
  const source = sourceOf(props);
  const keys: readonly string[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = keys.some((key) => !labels.has(key));
  const query = useQuery({
    ...registerQueries.keys(source, search, keys),
    enabled: open || missing,
  });

  // Remember every label seen, so chips keep their names whatever the current search brings back.
  const [merged, setMerged] = useState<readonly KeyValue[] | undefined>(undefined);
  if (query.data && query.data !== merged) {
    setMerged(query.data);
    setLabels((old) => new Map([...old, ...query.data.map((o) => [o.key, o.value] as const)]));
  }

  const reset = () => (props.multiple ? props.onChange([]) : props.onChange(null));
  useResetOnChange(props.dependsOn, reset);

  const toOption = (key: string): KeyValue => ({ key, value: labels.get(key) ?? key });
  const value = props.multiple ? keys.map(toOption) : keys[0] === undefined ? null : toOption(keys[0]);

  return (
    <Autocomplete<KeyValue, boolean, false, false>
      multiple={props.multiple ?? false}
      value={value}
      onChange={(_, next) => {
        if (props.multiple) props.onChange(((next as KeyValue[] | null) ?? []).map((o) => o.key));
        else props.onChange((next as KeyValue | null)?.key ?? null);
      }}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        setTyped(reason === 'input' ? text : '');
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={query.data ?? []}
      filterOptions={(options) => options}
      filterSelectedOptions={props.multiple}
      getOptionLabel={(option) => option.value}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, chosen) => option.key === chosen.key}
      loading={query.isFetching}
      loadingText="Pesquisando..."
      noOptionsText="Nenhuma opção encontrada"
      disabled={props.disabled}
      onBlur={props.onBlur}
      renderValue={
        props.multiple
          ? (chosen, getItemProps) =>
              (chosen as KeyValue[]).map((option, index) => {
                const itemGetter = getItemProps as AutocompleteRenderValueGetItemProps<true>;
                const { key, ...itemProps } = itemGetter({ index });
                return <Chip key={key} label={option.value} size="small" {...itemProps} />;
              })
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          placeholder={props.disabled ? undefined : 'Digite uma opção'}
        />
      )}
    />
  );
}
