/**
 * Addresses the app links to from more than one place. A page's own address is its row in the route table
 * (app/routes.ts); it is named here only when other pages link to it, and its row uses the name.
 */

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/acesso/login';
export const ERROS_PATH = '/erros';
/** The public locator of authorised partners, which every public page's footer links to. */
export const ONDE_COMPRAR_PATH = '/onde-comprar';

/** Full navigations handled by the server (SPEC §7 'Navigations'). */
export const SIGNIN_URL = '/api/auth/signin';
export const SIGNOUT_URL = '/api/auth/signout';
/** The e-learning sign-in the training button opens (a navigation, not a call). */
export const TREINAMENTO_URL = '/api/acesso-sfsf/login';
export const OIDC_LOGIN_URL = '/api/acesso/oidc/login';

/** Support address, known before sign-in (SPEC §8). After sign-in the session's env.suporteEmail is used. */
export const SUPORTE_EMAIL = 'suporte@prix.com.br';
/** The programme and the application form, which the login page and every public page's footer link to. */
export const SEJA_PARCEIRO_PATH = '/seja-parceiro';
/** The applicant's private status address (`/seja-parceiro/{token}`, e-mailed once). */
export const SEJA_PARCEIRO_STATUS_ROUTE = '/seja-parceiro/:token';

/** A signed-in person's privacy page: their data, requests and sessions (decision 0048). */
export const PRIVACIDADE_PATH = '/privacidade';
/** The public privacy request form, for visitors and applicants without an account; the footer links to it. */
export const SEUS_DADOS_PATH = '/seus-dados';
/** Where the link e-mailed to a visitor's address confirms their privacy request. */
export const SEUS_DADOS_CONFIRMAR_ROUTE = '/seus-dados/confirmar/:token';

/** The error type the sign-in flow reports for an e-mail unknown to the portal (SPEC §2.1). */
export const USER_NOT_FOUND_ERROR = 'user-not-found-portal-parceiros';

/** The co-op fund ledger, which /home's tile links to. */
export const VERBA_PATH = '/verba-marketing-cooperado';
/** The billing report: a partner's own, or the company staff pick (`/{clientId}`). */
export const FATURAMENTO_PATH = '/relatorio/faturamento/lista';
/** The registration change form, which a partner's company screen offers. */
export const ALTERACAO_CADASTRAL_PATH = '/formulario-alteracao-cadastral';

/** 'Meus dados': every signed-in user's own record. */
export const MEU_PERFIL_ROUTE = '/meu-perfil/usuario/detalhe/:uuid';
export function meuPerfilPath(uuid: string): string {
  return `/meu-perfil/usuario/detalhe/${uuid}`;
}

/**
 * The document viewers of SPEC §2.2 (/docs/catalogo-pecas, /docs/lista-precos-pecas/{nome_arquivo}, …). React
 * Router cannot match `manual-do-programa-:programa`, so one pattern takes every identifier and the viewer checks
 * it against its list of documents (features/viewer/document-viewers.ts).
 */
export const DOCS_ROUTE = '/docs/:identificador/:nome?';

/** The viewer's address of a document: `/docs/{identificador}` or `/docs/{identificador}/{nome_arquivo}`. */
export function documentViewerPath(identificador: string, nome?: string | null): string {
  const base = `/docs/${encodeURIComponent(identificador)}`;
  return nome ? `${base}/${encodeURIComponent(nome)}` : base;
}

/** A register's list: /cadastro/{name}/lista. */
export function registerListPath(name: string): string {
  return `/cadastro/${name}/lista`;
}
