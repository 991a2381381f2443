/** Addresses the app navigates to, in one place. */

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/acesso/login';

/** Full navigations handled by the server (SPEC §7 'Navigations'). */
export const SIGNIN_URL = '/api/auth/signin';
export const SIGNOUT_URL = '/api/auth/signout';
/** The e-learning sign-in the training button opens (a navigation, not a call). */
export const TREINAMENTO_URL = '/api/acesso-sfsf/login';
export const OIDC_LOGIN_URL = '/api/acesso/oidc/login';

/** Support address, known before sign-in (SPEC §8). After sign-in the session's env.suporteEmail is used. */
export const SUPORTE_EMAIL = 'suporte@prix.com.br';
export const SEJA_PARCEIRO_URL = 'https://www.prix.com.br/seja-um-parceiro';

/** The error type the sign-in flow reports for an e-mail unknown to the portal (SPEC §2.1). */
export const USER_NOT_FOUND_ERROR = 'user-not-found-portal-parceiros';

/**
 * The partner pages' addresses (SPEC §2.2): `path` is where the menu links to, `routePath` the router's pattern
 * when it takes parameters. Here, not in access.ts, so the router names every address without loading the
 * permission rules (and @prix/shared) into the first download; access.ts adds titles and rules.
 */
export const PAGE_PATHS = {
  categorias: { path: '/categorias' },
  recursos: { path: '/recursos' },
  faq: { path: '/faq' },
  imagensProdutos: { path: '/listar-imagens-produtos' },
  beneficios: { path: '/beneficios' },
  alteracaoCadastral: { path: '/formulario-alteracao-cadastral' },
  faturamento: { path: '/relatorio/faturamento/lista', routePath: '/relatorio/faturamento/lista/:clientId?' },
  minhasSolicitacoes: { path: '/minhas-solicitacoes', routePath: '/minhas-solicitacoes/:uuid?' },
  filaSolicitacoes: { path: '/solicitacoes', routePath: '/solicitacoes/:uuid?' },
  verbaMarketingCooperado: { path: '/verba-marketing-cooperado' },
  reclassificacao: { path: '/relatorio/reclassificacao' },
} as const satisfies Record<string, { path: string; routePath?: string }>;

export type PageId = keyof typeof PAGE_PATHS;

/**
 * The document viewers of SPEC §2.2 (/docs/catalogo-pecas, /docs/lista-precos-pecas/{nome_arquivo}, …). React
 * Router cannot match `manual-do-programa-:programa`, so one pattern takes every identifier and the viewer checks
 * it against the list of viewers (access.ts `documentViewer`).
 */
export const DOCS_ROUTE = '/docs/:identificador/:nome?';
/** The video page (SPEC §2.2): the default video, or the one an opaque token names (`?url=`). */
export const VIDEO_PATH = '/video';

/** The viewer's address of a document: `/docs/{identificador}` or `/docs/{identificador}/{nome_arquivo}`. */
export function documentViewerPath(identificador: string, nome?: string | null): string {
  const base = `/docs/${encodeURIComponent(identificador)}`;
  return nome ? `${base}/${encodeURIComponent(nome)}` : base;
}
