import { createElement, lazy as reactLazy, useEffect, type ComponentType } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function settleOne(): void {
  pending -= 1;
  if (pending === 0) for (const listener of [...listeners]) listener();
}

/** The loaded component, telling once that it has been put on the page (its first effect: after the commit). */
function signalledOnMount<P extends object>(
  Component: ComponentType<P>,
  onMount: () => void,
): ComponentType<P> {
  function Mounted(props: P) {
    useEffect(onMount, []);
    return createElement(Component, props);
  }
  Mounted.displayName = `Lazy(${Component.displayName ?? Component.name})`;
  return Mounted;
}

/**
 * React's `lazy`, counted until the part is on the page: the take-over of a server-drawn page (app/hydrate.tsx,
 * decision 0049) lets the page take input only once every lazy part it met has arrived and been attached,
 * since a field React has not attached yet loses what is typed into it. The app's only `lazy` (lint forbids
 * React's own); the wrapper renders no element of its own, so the server's page and the browser's agree.
 */
export const lazy: typeof reactLazy = (load) =>
  reactLazy(async () => {
    pending += 1;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      settleOne();
    };
    try {
      const module = await load();
      return { default: signalledOnMount(module.default, settle) as typeof module.default };
    } catch (error) {
      settle();
      throw error;
    }
  });

/** Resolves once no lazy part is loading or waiting to be put on the page (at once when none is). */
export function lazyPartsSettled(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}
