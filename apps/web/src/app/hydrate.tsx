import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { FirstViewContext } from '../lib/first-view-context';
import type { FirstViewState } from '../lib/first-view';
import { themeForWidth } from './first-view-theme';
import { prefetchPage } from './prefetch';
import { visitQueryClient } from './providers';
import { App, routes } from './router';
import { lazyPartsMounted } from '../lib/lazy';
import { nextTask } from '../lib/next-task';

/**
 * Loads the route table's lazy parts the address matches (the shell, the page), so the router starts with the
 * page the server drew instead of a loading screen; and starts what their loaders fetch beside them (a
 * register list's chunk), as a navigation would. Each part's modules are evaluated as they arrive, each in a
 * task of its own.
 */
async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  prefetchPage(pathname);
  await Promise.all(
    (matchRoutes(table, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The longest a taken-over page stays closed to input while its lazy parts arrive. */
const MAX_CLOSED_MS = 10_000;

/** How long the first view's answers stand without being read again when a component mounts. */
const FIRST_VIEW_FRESH_MS = 30_000;

/**
 * The answers the page was drawn with are as fresh as the page: read again on mount, they would arrive while
 * the person types into the form they fill, and reset it. Queries with a rule of their own keep it.
 */
function keepFirstViewAnswers(client: QueryClient, state: FirstViewState): void {
  const fromFirstView = new Set(state.queries.queries.map((query) => query.queryHash));
  const takenOverAt = Date.now();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) =>
        !(fromFirstView.has(query.queryHash) && Date.now() - takenOverAt < FIRST_VIEW_FRESH_MS),
    },
  });
}

/**
 * Lets the page take input once React holds it, lazy parts included: the server sends its root `inert` (a click
 * or a key before would reach a form React does not hold yet). Renders its child alone, so the tree is the server's.
 */
function TakenOver({
  container,
  lazyParts,
  children,
}: {
  container: HTMLElement;
  lazyParts: number;
  children: ReactNode;
}) {
  useEffect(() => {
    let gone = false;
    // Once the lazy parts the server drew are on the page too; one that never comes (a failed download, shown as
    // such) does not keep the page closed.
    void Promise.race([
      lazyPartsMounted(lazyParts),
      new Promise((resolve) => setTimeout(resolve, MAX_CLOSED_MS)),
    ]).then(() => {
      if (!gone) container.removeAttribute('inert');
    });
    return () => {
      gone = true;
    };
  }, [container, lazyParts]);
  return children;
}

/**
 * Takes over a signed-in page the server drew (decision 0049): the server's API answers go into the visit's
 * cache, the router starts where the server's did, and React attaches to the page in a transition, which it
 * may cut into slices, instead of drawing it again. A first render that disagrees with the server's is
 * reported (onRecoverableError) and React draws that part again.
 */
export async function hydrateFirstView(container: HTMLElement, state: FirstViewState): Promise<void> {
  const client = visitQueryClient();
  hydrate(client, state.queries);
  keepFirstViewAnswers(client, state);
  await loadMatchedRoutes(routes, window.location.pathname);
  // The router, the theme and React's attaching each in a task of their own (the TBT budget).
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  await nextTask();
  const shared = {
    avisoCookiesVisto: state.avisoCookiesVisto,
    larguraTela: state.larguraTela,
    theme: themeForWidth(state.larguraTela),
  };
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstViewContext value={shared}>
          <TakenOver container={container} lazyParts={state.partesTardias}>
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
