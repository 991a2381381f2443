/**
 * The pages anyone may open without signing in, one row each: address, title and the web app's module; beside
 * the rows, the description of each page search engines may list. Everything else about a public page is
 * derived from them: the web app's route (apps/web/src/app/public-routes.ts adds the component), the head the
 * server sends in the first HTML (apps/server/src/plugins/web-app.ts: title and description, before any script
 * runs, for search engines and link previews), the modules the first HTML names (PAGE_PRELOADS of
 * ./vite-manifest.ts), the bundle budget's rows (tools/bundle-budget) and robots.txt (apps/web/public, checked
 * against them by apps/web/src/app/public-routes.test.ts). No zod: the public pages' first download may use it.
 */
import { PAGE } from './pages.js';

export const SITE_NAME = 'Portal de Parceiros Prix';

export interface PublicPage {
  /** The router's pattern, from the one list of page addresses (./pages.ts). */
  readonly path: string;
  /** The page's own title; the tab shows `{title} | Portal de Parceiros Prix`. */
  readonly title: string;
  /** The page's module in the web app, as the build's manifest names it (`src/…`). */
  readonly module: string;
}

export const PUBLIC_PAGES = {
  login: { path: PAGE.login, title: 'Entrar', module: 'src/app/pages/login-page.tsx' },
  ondeComprar: {
    path: PAGE.ondeComprar,
    title: 'Onde comprar',
    module: 'src/features/onde-comprar/onde-comprar-page.tsx',
  },
  sejaParceiro: {
    path: PAGE.sejaParceiro,
    title: 'Seja um parceiro Prix',
    module: 'src/features/seja-parceiro/seja-parceiro-page.tsx',
  },
  // The applicant's private status address: a generic title, never listed (the page says noindex).
  sejaParceiroStatus: {
    path: PAGE.sejaParceiroStatus,
    title: 'Acompanhe sua candidatura',
    module: 'src/features/seja-parceiro/status-page.tsx',
  },
  // A privacy request of someone without an account (LGPD).
  seusDados: {
    path: PAGE.seusDados,
    title: 'Seus dados pessoais',
    module: 'src/features/seus-dados/seus-dados-page.tsx',
  },
  // The link e-mailed to confirm that request: a generic title, never listed (the page says noindex).
  seusDadosConfirmar: {
    path: PAGE.seusDadosConfirmar,
    title: 'Confirmação da solicitação',
    module: 'src/features/seus-dados/confirmar-page.tsx',
  },
  erros: { path: PAGE.erros, title: 'Erro', module: 'src/app/pages/erros-page.tsx' },
} as const satisfies Record<string, PublicPage>;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;

/**
 * The pages search engines may list, by their row's key: each one's meta description (about 150 characters:
 * what a search result shows under the title). Such a page is where many visits start: its module comes with
 * the first HTML. Beside the rows rather than in them: only the server sends a description, and the web app's
 * first download, which carries the rows, does without them.
 */
export const PUBLIC_PAGE_DESCRIPTIONS: Partial<Record<PublicPageKey, string>> = {
  login:
    'Entre no Portal de Parceiros Prix: categoria, benefícios, materiais e treinamentos para revendas e ' +
    'oficinas autorizadas.',
  ondeComprar:
    'Encontre revendas e assistências técnicas autorizadas Prix perto de você: endereço, telefone, ' +
    'WhatsApp, horário de atendimento e como chegar.',
  sejaParceiro:
    'Revendas e assistências técnicas: candidate sua empresa ao programa de parceiros Prix. Categorias de ' +
    'Prix 10 a Prix 1000, benefícios, materiais e treinamentos.',
  seusDados:
    'Peça à Prix acesso, correção, anonimização ou exclusão dos seus dados pessoais, ou revogue um ' +
    'consentimento (LGPD), sem precisar de conta no portal.',
};

/** A public page search engines may list. */
export type ListedPublicPage = PublicPage & { readonly description: string };

/** The listed pages, in the table's order. */
function listedPages(): readonly ListedPublicPage[] {
  return Object.entries(PUBLIC_PAGES).flatMap(([key, page]) => {
    const description = PUBLIC_PAGE_DESCRIPTIONS[key as PublicPageKey];
    return description ? [{ ...page, description }] : [];
  });
}

/** The public pages search engines may list, with their descriptions, in the table's order. */
export const LISTED_PUBLIC_PAGES: readonly ListedPublicPage[] = /* @__PURE__ */ listedPages();

/** The head the server sends in the first HTML of a listed page. */
export type PublicPageHead = Pick<ListedPublicPage, 'title' | 'description'>;

/** The text of the tab and of a search result's title. */
export const fullTitle = (title: string | undefined): string =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;
