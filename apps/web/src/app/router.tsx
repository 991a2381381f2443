import { useEffect, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Outlet,
  redirect,
  RouterProvider,
  type RouteObject,
  type RouterProviderProps,
} from 'react-router';
import { CookieNotice } from '../components/cookie-notice';
import { FullScreenLoader } from '../components/full-screen-loader';
import { CurrentPage } from '../lib/document-title';
import { HOME_PATH } from '../lib/paths';
import { SHELL_ROUTE_ID } from '../lib/first-view';
import { loadShell } from './load-shell';
import { PublicFrame } from './public-frame';
import { RootRouteError } from './pages/root-error';
import { PUBLIC_ROUTES } from './public-routes';
import { SHELL_ROUTES, type PageRoute } from './routes';

/** A page outside the signed-in frame: its component inside its row, whose title it takes (usePageTitle). */
function publicRoute(route: PageRoute): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const Page = await route.page();
      return {
        element: (
          <CurrentPage value={route}>
            <Page />
          </CurrentPage>
        ),
      };
    },
  };
}

/**
 * A page inside the frame, behind its access rule (the shell's guard: no permission → the no-permission page),
 * inside its row, whose title it takes (usePageTitle). Its chunk and anything else its address needs
 * (`alsoLoad`) are fetched together, beside the shell's.
 */
function shellRoute(route: PageRoute): RouteObject {
  return {
    path: route.path,
    loader: route.alsoLoad
      ? ({ request }) => {
          route.alsoLoad!(new URL(request.url).pathname)?.catch(() => undefined);
          return null;
        }
      : undefined,
    lazy: async () => {
      const [{ Guard }, Page] = await Promise.all([loadShell(), route.page()]);
      return {
        element: (
          <CurrentPage value={route}>
            <Guard access={route.access}>
              <Page />
            </Guard>
          </CurrentPage>
        ),
      };
    },
  };
}

type AppRouter = RouterProviderProps['router'];

/**
 * The app: the router's page, and the cookie notice under it (SPEC §9), on the login page as well as signed
 * in. The notice sits outside the router so it shows from the first render, while the route's areas are
 * still downloading: on a first visit it is the page's largest text, and it should not wait for the shell.
 * Without a router yet (main.tsx makes it after the first paint), 'Inicializando...' stands where the router's
 * own loader will.
 */
export function App({ router }: { router: AppRouter | null }) {
  return <AppFrame>{router ? <RouterProvider router={router} /> : <FullScreenLoader />}</AppFrame>;
}

/** The router's page (the browser's router, or the server's static one) with the cookie notice under it. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <CookieNotice />
    </>
  );
}

/**
 * The browser's app. Its router is made once the loader and the notice have painted: making it starts the
 * route's pages (fetched already when the server named them in a Link header), and running their modules
 * first would hold the first paint back.
 */
export function BrowserApp() {
  const [router, setRouter] = useState<AppRouter | null>(null);
  useEffect(() => {
    const made = createAppRouter();
    setRouter(made);
    return () => made.dispose();
  }, []);
  return <App router={router} />;
}

/**
 * Every route of the app (SPEC §2), from the route table (routes.ts). Exported for tests, which mount it in a
 * memory router.
 *
 * Each page is its own download, fetched when it opens (decision 0011): the login page loads only itself; the
 * signed-in frame loads with the first signed-in page. While the first page of a visit loads,
 * 'Inicializando...' shows where the shell's own loader shows next, so nothing moves; later, the current page
 * stays on screen until the next one is ready. The root's error page is in the first download: it must show
 * even when a page cannot be fetched.
 */
export const routes: RouteObject[] = [
  {
    Component: Outlet,
    errorElement: <RootRouteError />,
    HydrateFallback: FullScreenLoader,
    children: [
      { path: '/', loader: () => redirect(HOME_PATH) },
      { Component: PublicFrame, children: PUBLIC_ROUTES.map(publicRoute) },
      {
        id: SHELL_ROUTE_ID,
        lazy: async () => ({ Component: (await loadShell()).Shell }),
        children: [
          {
            // Errors inside a page keep the top bar and the menu on screen.
            lazy: async () => ({ ErrorBoundary: (await loadShell()).RouteError }),
            children: [
              ...SHELL_ROUTES.map(shellRoute),
              { path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
