import { useCallback, useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLatestSearchParams } from './search-params';
import { SEARCH_DEBOUNCE_MS } from './use-debounced';

/** A filter form's values by parameter name ('' when empty). */
export type FilterValues<K extends string> = Readonly<Record<K, string>>;

export interface FilterFormOptions<K extends string> {
  /** The filters' parameters in the address: every field of the form. */
  readonly keys: readonly K[];
  /** Parameters a change of filter removes (the page, which starts again at 1). Default: `page`. */
  readonly resets?: readonly string[];
  /**
   * A single free-text search box (the register lists' 'Busca...', the product images' search): it also searches
   * by itself once the typing pauses for 200 ms (SPEC §9's search debounce), as Enter would. Forms of several
   * fields (dates, codes) apply what is typed only on Enter or 'Pesquisar'.
   */
  readonly searchOnPause?: boolean;
}

/** The props of the filters' `<form>`: a search landmark whose Enter, in any field, searches. */
export interface FilterFormProps {
  readonly role: 'search';
  readonly 'data-filter-form': '';
  readonly noValidate: true;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
}

export interface FilterForm<K extends string> {
  /** What the fields show: what the person typed, or what the address holds. */
  readonly draft: FilterValues<K>;
  /** What the list is filtered by: the address's values. */
  readonly applied: FilterValues<K>;
  /** Typing into a field: only the draft changes. */
  type(key: K, value: string): void;
  /**
   * A value picked from a list (a selector, a select, a switch): applied at once, as a search of that one field;
   * what is typed in the other fields stays typed, not applied.
   */
  choose(key: K, value: string): void;
  /** Enter or 'Pesquisar': the draft goes to the address (nothing happens when it is already there). */
  submit(): void;
  /** 'Limpar filtros': every filter leaves the address and every field empties. */
  clear(): void;
  /** The draft differs from what is applied: the button reads 'Pesquisar'. */
  readonly changed: boolean;
  /** Some filter is applied. */
  readonly active: boolean;
  /** The button reads 'Limpar filtros': something is applied and the fields show exactly that. */
  readonly offersClear: boolean;
  readonly formProps: FilterFormProps;
}

const DEFAULT_RESETS = ['page'] as const;

/** Inputs where Enter means "search" (not a checkbox, a button or a text area). */
const TYPED_INPUTS = new Set(['text', 'search', 'tel', 'email', 'number', 'url']);

const clean = (value: string) => value.trim();

/**
 * Every filter form's one rule (SPEC §2.2, §2.3): the fields hold a draft; Enter in any field, or 'Pesquisar',
 * applies the whole draft to the address (which the list reads) and the fields keep what was typed; the button
 * reads 'Limpar filtros' only while the fields show exactly what is applied and something is, so it never
 * clears what the person is still typing, and Enter never clears. A change of the address from elsewhere (the
 * back button, a link) shows its values in the fields it changed. Writes start from the newest address
 * (`useLatestSearchParams`), keep the other parameters (the report's view) and drop `resets` (the page).
 */
export function useFilterForm<K extends string>({
  keys,
  resets = DEFAULT_RESETS,
  searchOnPause = false,
}: FilterFormOptions<K>): FilterForm<K> {
  const [search, update] = useLatestSearchParams();
  const keyList = keys.join('\n');
  const resetList = resets.join('\n');
  const applied = useMemo(
    () =>
      Object.fromEntries(keyList.split('\n').map((key) => [key, search.get(key) ?? ''])) as FilterValues<K>,
    [search, keyList],
  );

  // The draft, and the applied values it last took in. A field follows the address only where the address
  // changed to something the field does not already say (a search keeps the text as typed, spaces and all).
  const [held, setHeld] = useState({ draft: applied, seen: applied });
  let draft = held.draft;
  if (keys.some((key) => held.seen[key] !== applied[key])) {
    const next: Record<K, string> = { ...held.draft };
    for (const key of keys) {
      if (held.seen[key] !== applied[key] && clean(next[key]) !== clean(applied[key]))
        next[key] = applied[key];
    }
    draft = next;
    setHeld({ draft: next, seen: applied });
  }

  const write = useCallback(
    (values: Partial<Record<K, string>>, replace: boolean) =>
      update(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values) as [string, string][]) {
            if (clean(value)) next.set(key, clean(value));
            else next.delete(key);
          }
          for (const key of resetList.split('\n')) if (key) next.delete(key);
          return next;
        },
        // A search refines the page rather than leaving it (replace); clearing is a step the back button undoes.
        { replace },
      ),
    [update, resetList],
  );

  const changed = keys.some((key) => clean(draft[key]) !== clean(applied[key]));
  const active = keys.some((key) => clean(applied[key]) !== '');

  const submit = () => {
    if (changed) write(draft, true);
  };
  const clear = () => {
    const empty = Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
    setHeld((h) => ({ ...h, draft: empty }));
    if (active) write(empty, false);
  };

  // A search box searches by itself once the typing pauses.
  const pending = searchOnPause && changed;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => write(draft, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, draft, write]);

  return {
    draft,
    applied,
    type: (key, value) => setHeld((h) => ({ ...h, draft: { ...h.draft, [key]: value } })),
    choose: (key, value) => {
      setHeld((h) => ({ ...h, draft: { ...h.draft, [key]: value } }));
      if (clean(value) !== clean(applied[key])) write({ [key]: value } as Partial<Record<K, string>>, true);
    },
    submit,
    clear,
    changed,
    active,
    offersClear: active && !changed,
    formProps: {
      role: 'search',
      'data-filter-form': '',
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
      onKeyDown: (event) => {
        // A field that used the key itself (a selector picking its highlighted option) keeps it.
        if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
        const target = event.target;
        if (!(target instanceof HTMLInputElement) || !TYPED_INPUTS.has(target.type)) return;
        event.preventDefault();
        submit();
      },
    },
  };
}
