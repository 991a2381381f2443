import {
  createContext,
  createElement,
  lazy as reactLazy,
  useContext,
  useEffect,
  type ComponentType,
} from 'react';

/**
 * Where the server's first-view render counts the lazy parts it drew (entry-server.tsx): the browser's take-over
 * knows from it how many it must see put on the page before the page takes input. Absent in the browser.
 */
export const LazyPartsDrawn = createContext<{ count: number } | null>(null);

let mounted = 0;
const listeners = new Set<() => void>();

/** The loaded component, counted where it is drawn: on the server when drawn, in the browser once mounted. */
function counted<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Counted(props: P) {
    const drawn = useContext(LazyPartsDrawn);
    if (drawn) drawn.count += 1;
    useEffect(() => {
      mounted += 1;
      for (const listener of [...listeners]) listener();
    }, []);
    return createElement(Component, props);
  }
  Counted.displayName = `Lazy(${Component.displayName ?? Component.name})`;
  return Counted;
}

/**
 * React's `lazy`, counted: React attaches a lazy part of a server-drawn page (a record form, a dialog) only
 * after the page's own take-over, once its chunk is here, and a field it has not attached yet loses what is
 * typed into it; the take-over (app/hydrate.tsx, decision 0049) opens the page to input once as many lazy
 * parts are on it as the server drew. The app's only `lazy` (lint forbids React's own); the wrapper draws no
 * element of its own, so the server's page and the browser's agree.
 */
export const lazy: typeof reactLazy = (load) =>
  reactLazy(async () => {
    const module = await load();
    return { default: counted(module.default) as typeof module.default };
  });

/** Resolves once `count` lazy parts have been put on the page in this visit. */
export function lazyPartsMounted(count: number): Promise<void> {
  if (mounted >= count) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      if (mounted < count) return;
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}
