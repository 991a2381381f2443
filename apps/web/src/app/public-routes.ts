import type { ComponentType } from 'react';
import { PUBLIC_PAGES, type PublicPage } from '@prix/shared/public-pages';
import type { PageRoute } from './routes';

/** A public page's row of the route table: its row of PUBLIC_PAGES (address, title, head) and its component. */
const publicRow = (page: PublicPage, load: () => Promise<ComponentType>): PageRoute => ({
  path: page.path,
  title: page.title,
  access: 'public',
  page: load,
  menu: { kind: 'none' },
});

/**
 * The pages anyone may open, without signing in: rows of the route table (routes.ts), each made of its row of
 * `PUBLIC_PAGES` (`@prix/shared/public-pages`, which the server's heads, the preloads, the bundle budget and
 * robots.txt read too) and its module, whose address is the row's `module` (public-routes.test.ts). Kept in a
 * module of their own, because the build keeps everything these pages load out of the signed-in frame's chunk
 * (vite.config.ts): a visitor downloads no signed-in code.
 */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  publicRow(PUBLIC_PAGES.login, () => import('./pages/login-page').then((m) => m.LoginPage)),
  publicRow(PUBLIC_PAGES.ondeComprar, () =>
    import('../features/onde-comprar/onde-comprar-page').then((m) => m.OndeComprarPage),
  ),
  publicRow(PUBLIC_PAGES.sejaParceiro, () =>
    import('../features/seja-parceiro/seja-parceiro-page').then((m) => m.SejaParceiroPage),
  ),
  publicRow(PUBLIC_PAGES.sejaParceiroStatus, () =>
    import('../features/seja-parceiro/status-page').then((m) => m.CandidaturaStatusPage),
  ),
  publicRow(PUBLIC_PAGES.seusDados, () =>
    import('../features/seus-dados/seus-dados-page').then((m) => m.SeusDadosPage),
  ),
  publicRow(PUBLIC_PAGES.seusDadosConfirmar, () =>
    import('../features/seus-dados/confirmar-page').then((m) => m.ConfirmarSolicitacaoPage),
  ),
  publicRow(PUBLIC_PAGES.erros, () => import('./pages/erros-page').then((m) => m.ErrosPage)),
];
