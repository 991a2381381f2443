import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { MeuPerfilPage } from '../features/meu-perfil/meu-perfil-page';
import { PlaceholderPage } from '../features/placeholder-page';
import { RegisterRoute } from '../registers/register-route';
import { PAGES, type PageAccess } from './access';
import { HOME_PATH } from './links';
import { ErrosPage } from './pages/erros-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RootRouteError, RouteError } from './pages/route-error';
import { RequireAccess } from './require-access';
import { Shell } from './shell/shell';

function guardedPage(page: PageAccess): RouteObject {
  return {
    path: page.routePath ?? page.path,
    element: (
      <RequireAccess rule={page.canOpen}>
        <PlaceholderPage title={page.title} />
      </RequireAccess>
    ),
  };
}

/** Every route of the app (SPEC §2). Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RootRouteError />,
    children: [
      { path: '/', loader: () => redirect(HOME_PATH) },
      { path: '/acesso/login', element: <LoginPage /> },
      { path: '/erros', element: <ErrosPage /> },
      {
        element: <Shell />,
        children: [
          {
            // Errors inside a page keep the top bar and the menu on screen.
            errorElement: <RouteError />,
            children: [
              { path: HOME_PATH, element: <HomePage /> },
              { path: '/meu-perfil/usuario/detalhe/:uuid', element: <MeuPerfilPage /> },
              { path: '/cadastro/:register/*', element: <RegisterRoute /> },
              ...Object.values(PAGES).map(guardedPage),
              { path: '*', element: <NotFoundPage /> },
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
