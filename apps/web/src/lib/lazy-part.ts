import { useEffect, useSyncExternalStore } from 'react';

/** Runs `task` when the browser is idle (right after the current work on browsers without idle callbacks). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A part of a page that is needed once someone acts, not to paint it (the route budget): a chunk of its
 * own, fetched when the browser is idle after the page has painted, or at once when `fetch()` is called (a
 * pointer or the focus reaching it). Until it arrives the page draws a placeholder of the same size, which
 * keeps whatever was typed into it and hands it over.
 */
export interface LazyPart<Module> {
  /** Fetches the chunk once; a failed fetch is tried again at the next call. */
  load(): Promise<Module>;
  /** `load()` without waiting: a failure is left to the next reason to fetch. */
  fetch(): void;
  /** The module once it is here (the component renders again when it arrives); until then, fetched at idle. */
  useLoaded(): Module | undefined;
}

export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const waiting = new Set<() => void>();
  const subscribe = (notify: () => void) => {
    waiting.add(notify);
    return () => void waiting.delete(notify);
  };
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const notify of waiting) notify();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const fetch = () => void load().catch(() => undefined);
  return {
    load,
    fetch,
    useLoaded() {
      // The server's first view and the browser's first render draw the placeholder (decision 0049).
      const module = useSyncExternalStore(
        subscribe,
        () => loaded,
        () => undefined,
      );
      useEffect(() => (module ? undefined : whenIdle(fetch)), [module]);
      return module;
    },
  };
}
