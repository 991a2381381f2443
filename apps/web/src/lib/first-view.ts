import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { FIRST_VIEW_ELEMENT_ID } from '@prix/shared/first-view';
/**
 * A signed-in page's first view, drawn by the server (entry-server.tsx) and taken over by the browser
 * (app/hydrate.tsx, decision 0049): what the server saw is handed to the browser in the page, so the browser's
 * first render is the server's and React only attaches to it.
 */

/** The route of the signed-in frame in the route table (app/router.tsx): only its pages are drawn by the server. */
export const SHELL_ROUTE_ID = 'shell';

export interface FirstViewState {
  /** The API answers the first view was drawn with, for the browser's query cache. */
  queries: DehydratedState;
  /** The router's state after the server matched the address (its loaders' data). */
  router: HydrationState;
  /** The company switcher's index the server drew with (the `empresa` cookie); null: none stored. */
  empresa: string | null;
  /** Whether the server left the cookie notice out (the person had acknowledged it: the notice's cookie). */
  avisoCookiesVisto: boolean;
  /**
   * The screen width (CSS px) the server assumed from the request (a phone's or a desktop's): what a layout
   * chosen by a media query in script (MUI's useMediaQuery) draws in the first render, before the real width.
   */
  larguraTela: number;
  /** How many lazy parts (lib/lazy.ts) the page was drawn with: the take-over waits for as many. */
  partesTardias: number;
}

/** The widths the server assumes: a common phone's (Lighthouse's mobile too) and a common laptop's. */
export const LARGURA_TELA_CELULAR = 412;
export const LARGURA_TELA_COMPUTADOR = 1366;

/**
 * The state the server wrote into the page, or null when the page came without a first view. Read once: the
 * element goes, so the page keeps no second copy of the answers the cache holds.
 */
export function takeFirstViewState(): FirstViewState | null {
  const element = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstViewState;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

/**
 * The state as text for a `<script type="application/json">` element: `<` escaped, so no text of the data
 * (a name typed by a person) can close the element.
 */
export function serializeFirstViewState(state: FirstViewState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
