/**
 * The head of each public page as the server sends it (apps/server/src/plugins/web-app.ts): its title and
 * description are in the first HTML, before any script runs, so search engines and link previews read them;
 * the web app's route table (apps/web/src/app/public-routes.ts) takes the same titles. No zod, no imports:
 * the public pages' first download may use it.
 */

export const SITE_NAME = 'Portal de Parceiros Prix';

export interface PublicPageHead {
  /** The page's own title; the tab shows `{title} | Portal de Parceiros Prix`. */
  title: string;
  /** The meta description (about 150 characters: what a search result shows under the title). */
  description: string;
}

/** One row per public page that search engines may list, by its exact path. */
export const PUBLIC_PAGE_HEADS = {
  '/acesso/login': {
    title: 'Entrar',
    description:
      'Entre no Portal de Parceiros Prix: categoria, benefícios, materiais e treinamentos para revendas e ' +
      'oficinas autorizadas.',
  },
  '/onde-comprar': {
    title: 'Onde comprar',
    description:
      'Encontre revendas e assistências técnicas autorizadas Prix perto de você: endereço, telefone, ' +
      'WhatsApp, horário de atendimento e como chegar.',
  },
  '/seja-parceiro': {
    title: 'Seja um parceiro Prix',
    description:
      'Revendas e assistências técnicas: candidate sua empresa ao programa de parceiros Prix. Categorias de ' +
      'Prix 10 a Prix 1000, benefícios, materiais e treinamentos.',
  },
  '/seus-dados': {
    title: 'Seus dados pessoais',
    description:
      'Peça à Prix acesso, correção, anonimização ou exclusão dos seus dados pessoais, ou revogue um ' +
      'consentimento (LGPD), sem precisar de conta no portal.',
  },
} as const satisfies Record<string, PublicPageHead>;
export type PublicPagePath = keyof typeof PUBLIC_PAGE_HEADS;

/** The text of the tab and of a search result's title. */
export const fullTitle = (title: string | undefined): string =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/** The head row of `pathname`, if it is a public page with one. */
export const publicPageHead = (pathname: string): PublicPageHead | undefined =>
  Object.hasOwn(PUBLIC_PAGE_HEADS, pathname) ? PUBLIC_PAGE_HEADS[pathname as PublicPagePath] : undefined;
