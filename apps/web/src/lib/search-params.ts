import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type NavigateOptions } from 'react-router';

/** A change of the query string, from the newest one. */
export type SearchChange = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams` whose updates start from the router's newest address. React Router hands a functional
 * `setSearchParams` the parameters of the render that made it, so a click on a screen not yet rendered with
 * the newest filter (a page button right after typing) would write the older filter back; the router's own
 * state is always the newest (the browser router's and the tests' memory router alike).
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (change: SearchChange, options?: NavigateOptions) => void,
] {
  const [search, setSearch] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const update = useCallback(
    (change: SearchChange, options?: NavigateOptions) => {
      const newest = router ? router.state.location.search : window.location.search;
      setSearch(change(new URLSearchParams(newest)), options);
    },
    [router, setSearch],
  );
  return useMemo(() => [search, update], [search, update]);
}

/** Sets each of `values` (an empty one removed), keeping the other parameters. */
export const withParams =
  (values: Readonly<Record<string, string | null | undefined>>): SearchChange =>
  (current) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };

/** Exactly these parameters (an empty one left out), whatever the address held. */
export const onlyParams =
  (values: Readonly<Record<string, string | null | undefined>>): SearchChange =>
  () =>
    withParams(values)(new URLSearchParams());
