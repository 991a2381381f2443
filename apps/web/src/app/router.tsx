import { useEffect, useState, type ComponentType } from 'react';
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
import { areas, isRegisterListPath, prefetchArea } from './areas';
import { DOCS_ROUTE, HOME_PATH, LOGIN_PATH, PAGE_PATHS, VIDEO_PATH, type PageId } from './links';
import { RootRouteError } from './pages/root-error';

/** The shell area's page `name` as the route's component (React Router's lazy route properties). */
function shellPage(name: 'NotFoundPage') {
  return async () => ({ Component: (await areas.shell())[name] });
}

/** Partner pages built so far, each its own area; the others are the shell's placeholder. */
const BUILT_PAGES: Partial<Record<PageId, () => Promise<RouteObject['element']>>> = {
  categorias: async () => {
    const { CategoriasPage } = await areas.categorias();
    return <CategoriasPage />;
  },
  // The product gallery and the resources share one area (app/areas/content-area.tsx).
  imagensProdutos: async () => {
    const { ContentPage } = await areas.content();
    return <ContentPage id="imagensProdutos" />;
  },
  recursos: async () => {
    const { ContentPage } = await areas.content();
    return <ContentPage id="recursos" />;
  },
  faq: async () => {
    const { FaqPage } = await areas.faq();
    return <FaqPage />;
  },
  faturamento: async () => {
    const { FaturamentoPage } = await areas.faturamento();
    return <FaturamentoPage />;
  },
};

/** Partner pages whose area renders inside the shell's PartnerPage (its access check and title). */
const PAGE_AREAS: Partial<Record<PageId, () => Promise<{ Page: ComponentType }>>> = {
  beneficios: areas.beneficios,
  alteracaoCadastral: areas.alteracaoCadastral,
  minhasSolicitacoes: areas.minhasSolicitacoes,
  filaSolicitacoes: areas.filaSolicitacoes,
  verbaMarketingCooperado: areas.verbaMarketingCooperado,
  reclassificacao: areas.reclassificacao,
};

function partnerPage(id: PageId): RouteObject {
  const { path, ...rest } = PAGE_PATHS[id];
  const built = BUILT_PAGES[id];
  return {
    path: 'routePath' in rest ? rest.routePath : path,
    lazy: built
      ? async () => ({ element: await built() })
      : async () => {
          const [{ PartnerPage }, area] = await Promise.all([areas.shell(), PAGE_AREAS[id]?.()]);
          return { element: <PartnerPage id={id} page={area?.Page} /> };
        },
  };
}

/**
 * Every route of the app (SPEC §2). Exported for tests, which mount it in a memory router.
 *
 * Each area is its own download, fetched when one of its routes opens (decision 0011): the login page loads
 * only itself; the shell (with /home) loads on the first signed-in page; the register screens and 'Meus dados'
 * load with their routes, the document viewers and the video page with theirs. While the first area of a visit loads, 'Inicializando...' shows where the shell's own
 * loader shows next, so nothing moves; later, the current page stays on screen until the next one is ready.
 * The root's error page is in the first download: it must show even when an area cannot be fetched.
 */
type AppRouter = RouterProviderProps['router'];

/**
 * The app: the router's page, and the cookie notice under it (SPEC §9), on the login page as well as signed
 * in. The notice sits outside the router so it shows from the first render, while the route's areas are
 * still downloading: on a first visit it is the page's largest text, and it should not wait for the shell.
 * Without a router yet (main.tsx makes it after the first paint), 'Inicializando...' stands where the router's
 * own loader will.
 */
export function App({ router }: { router: AppRouter | null }) {
  return (
    <>
      {router ? <RouterProvider router={router} /> : <FullScreenLoader />}
      <CookieNotice />
    </>
  );
}

/**
 * The browser's app. Its router is made once the loader and the notice have painted: making it starts the
 * route's areas (fetched already when the server named them in a Link header), and running their modules
 * first would hold the first paint back (issue 12).
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

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    errorElement: <RootRouteError />,
    HydrateFallback: FullScreenLoader,
    children: [
      { path: '/', loader: () => redirect(HOME_PATH) },
      { path: LOGIN_PATH, lazy: async () => ({ Component: (await areas.login()).LoginPage }) },
      { path: '/erros', lazy: async () => ({ Component: (await areas.erros()).ErrosPage }) },
      {
        lazy: async () => ({ Component: (await areas.shell()).Shell }),
        children: [
          {
            // Errors inside a page keep the top bar and the menu on screen.
            lazy: async () => ({ ErrorBoundary: (await areas.shell()).RouteError }),
            children: [
              { path: HOME_PATH, lazy: async () => ({ Component: (await areas.home()).HomePage }) },
              {
                path: '/meu-perfil/usuario/detalhe/:uuid',
                lazy: async () => ({ Component: (await areas.meusDados()).MeuPerfilPage }),
              },
              {
                path: '/cadastro/:register/*',
                // A list is a chunk apart from the area (registers/lists.tsx): on a list's address both are
                // fetched at once. A loader runs beside `lazy` and is the one that sees the address.
                loader: ({ request }) => {
                  if (isRegisterListPath(new URL(request.url).pathname)) prefetchArea('registerLists');
                  return null;
                },
                lazy: async () => ({ Component: (await areas.registers()).RegisterRoute }),
              },
              ...(Object.keys(PAGE_PATHS) as PageId[]).map(partnerPage),
              {
                path: DOCS_ROUTE,
                lazy: async () => ({ Component: (await areas.viewer()).DocumentViewerPage }),
              },
              { path: VIDEO_PATH, lazy: async () => ({ Component: (await areas.viewer()).VideoPage }) },
              { path: '*', lazy: shellPage('NotFoundPage') },
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
