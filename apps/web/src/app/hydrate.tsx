import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { FirstViewContext } from '../lib/first-view-context';
import type { FirstViewState } from '../lib/first-view';
import { readStoredEmpresa, syncEmpresaCookie } from '../lib/empresa-storage';
import { visitQueryClient } from './providers';
import { App, routes } from './router';

/**
 * Loads the route table's lazy parts the address matches (the shell, the page), so the router starts with the
 * page the server drew instead of a loading screen.
 */
async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Takes over a signed-in page the server drew (decision 0049): the server's API answers go into the visit's
 * cache, the router starts where the server's did, and React attaches to the page in a transition, which it
 * may cut into slices, instead of drawing it again. A first render that disagrees with the server's is
 * reported (onRecoverableError) and React draws that part again.
 */
async function hydrateFirstView(container: HTMLElement, state: FirstViewState): Promise<void> {
  hydrate(visitQueryClient(), state.queries);
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  const shared = { avisoCookiesVisto: state.avisoCookiesVisto, larguraTela: state.larguraTela };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstViewContext value={shared}>
          <App router={router} />
        </FirstViewContext>
      </StrictMode>,
      {
        onRecoverableError: (error) => {
          console.error('A primeira tela do servidor diferiu da do navegador', error);
        },
      },
    );
  });
}

/**
 * The page the server drew, taken over; or, when the server drew another company than this browser keeps (its
 * cookie was missing), drawn again by the browser for the right one.
 */
export async function takeOver(container: HTMLElement, state: FirstViewState): Promise<void> {
  if (state.empresa !== readStoredEmpresa()) {
    syncEmpresaCookie();
    const { startInBrowser } = await import('./start-in-browser');
    container.replaceChildren();
    startInBrowser(container);
    return;
  }
  await hydrateFirstView(container, state);
}
