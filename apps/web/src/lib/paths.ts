/**
 * The addresses the app links to. Every page address comes from the one list of them, `PAGE` of
 * `@prix/shared/pages` (the server's e-mails take theirs from it too): a link is `pagePath(PAGE.x, { … })` or one
 * of the names below, never a typed address (tools/lint/page-addresses.test.ts fails on one).
 */
import { PAGE, pagePath, registerListPath, registerPath, registerRecordPath } from '@prix/shared/pages';

export { PAGE, pagePath, registerListPath, registerPath, registerRecordPath };

export const HOME_PATH = PAGE.home;
export const LOGIN_PATH = PAGE.login;
export const ERROS_PATH = PAGE.erros;
/** The public locator of authorised partners, which every public page's footer links to. */
export const ONDE_COMPRAR_PATH = PAGE.ondeComprar;

/** Full navigations handled by the server (SPEC §7 'Navigations'). */
export const SIGNIN_URL = '/api/auth/signin';
export const SIGNOUT_URL = '/api/auth/signout';
/** The e-learning sign-in the training button opens (a navigation, not a call). */
export const TREINAMENTO_URL = '/api/acesso-sfsf/login';
export const OIDC_LOGIN_URL = '/api/acesso/oidc/login';

/** Support address, known before sign-in (SPEC §8). After sign-in the session's env.suporteEmail is used. */
export const SUPORTE_EMAIL = 'suporte@prix.com.br';
/** The programme and the application form, which the login page and every public page's footer link to. */
export const SEJA_PARCEIRO_PATH = PAGE.sejaParceiro;

/** A signed-in person's privacy page: their data, requests and sessions (decision 0048). */
export const PRIVACIDADE_PATH = PAGE.privacidade;
/** The public privacy request form, for visitors and applicants without an account; the footer links to it. */
export const SEUS_DADOS_PATH = PAGE.seusDados;

/** The error type the sign-in flow reports for an e-mail unknown to the portal (SPEC §2.1). */
export const USER_NOT_FOUND_ERROR = 'user-not-found-portal-parceiros';

/** The co-op fund ledger, which /home's tile links to. */
export const VERBA_PATH = PAGE.verba;
/** The registration change form, which a partner's company screen offers. */
export const ALTERACAO_CADASTRAL_PATH = PAGE.alteracaoCadastral;
/** The benefit forms, and where a partner follows the requests filed with them. */
export const BENEFICIOS_PATH = PAGE.beneficios;
export const MINHAS_SOLICITACOES_PATH = pagePath(PAGE.minhasSolicitacoes);

/** 'Meus dados': every signed-in user's own record. */
export const meuPerfilPath = (uuid: string): string => pagePath(PAGE.meuPerfil, { uuid });

/**
 * The viewer's address of a document (features/viewer/document-viewers.ts lists them): `/docs/{identificador}`
 * or `/docs/{identificador}/{nome_arquivo}`.
 */
export const documentViewerPath = (identificador: string, nome?: string | null): string =>
  pagePath(PAGE.documento, { identificador, nome: nome ?? undefined });

/**
 * /contatos opens its list of companies whose city matched no municipality when the address says
 * `?sem-municipio=1` (the staff's /home links there).
 */
export const SEM_MUNICIPIO_PARAM = 'sem-municipio';

/** A company's record screen. */
export const clientePath = (uuid: string): string => registerRecordPath('cliente', uuid);
