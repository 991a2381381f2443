import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { FirstViewContext } from '../lib/first-view-context';
import type { FirstViewState } from '../lib/first-view';
import { themeForWidth } from './first-view-theme';
import { visitQueryClient } from './providers';
import { App, routes } from './router';
import { nextTask } from '../lib/next-task';

/**
 * Loads the route table's lazy parts the address matches (the shell, the page), so the router starts with the
 * page the server drew instead of a loading screen.
 */
async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  // One after the other, a task apart: each part's modules are evaluated in a task of their own.
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded, { lazy: undefined });
    await nextTask();
  }
}

/**
 * Lets the page take input once React holds it: the server sends its root `inert` (a click or a key before
 * would reach a form React does not hold yet). Renders its child alone, so the tree is the server's.
 */
function TakenOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

/**
 * Takes over a signed-in page the server drew (decision 0049): the server's API answers go into the visit's
 * cache, the router starts where the server's did, and React attaches to the page in a transition, which it
 * may cut into slices, instead of drawing it again. A first render that disagrees with the server's is
 * reported (onRecoverableError) and React draws that part again.
 */
export async function hydrateFirstView(container: HTMLElement, state: FirstViewState): Promise<void> {
  hydrate(visitQueryClient(), state.queries);
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  const shared = {
    avisoCookiesVisto: state.avisoCookiesVisto,
    larguraTela: state.larguraTela,
    theme: themeForWidth(state.larguraTela),
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstViewContext value={shared}>
          <TakenOver container={container}>
            <App router={router} />
          </TakenOver>
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
