/**
 * The contract between the API server and the web app's server build (apps/web/src/entry-server.tsx, built to
 * apps/web/dist/.ssr/entry-server.js): the server loads that file at run time and asks it for a signed-in
 * page's first view (decision 0049). Neither app imports the other; both import these types.
 */

/** What the app's API client sends with a call (the part of `fetch`'s options it uses). */
export interface FirstViewCallInit {
  readonly method?: string;
  /** `fetch`'s headers (a Headers, pairs or a record). */
  readonly headers?: unknown;
  readonly body?: unknown;
}

/** What the app's API client reads of an answer (the part of `fetch`'s Response it uses). */
export interface FirstViewAnswer {
  readonly status: number;
  text(): Promise<string>;
}

/** Answers one of the app's API calls in the server's process, as the page's request. */
export type FirstViewCall = (url: string, init: FirstViewCallInit) => Promise<FirstViewAnswer>;

export interface FirstViewRequest {
  /** The page's address, absolute. */
  readonly url: string;
  readonly call: FirstViewCall;
  /** The company switcher's index the page's request carries (its cookie), or null. */
  readonly empresa: string | null;
  /** Whether the page's request says the cookie notice was acknowledged (its cookie). */
  readonly avisoCookiesVisto: boolean;
  /** Whether the request comes from a phone (User-Agent Client Hints, else the User-Agent). */
  readonly celular: boolean;
}

export interface FirstView {
  /** The page's content, for the app's root element. */
  readonly root: string;
  /** The page's styles (emotion's, as `<style>` elements), for the head. */
  readonly head: string;
  /** The tab title the page asks for, whole ('Home | Portal de Parceiros Prix'). */
  readonly title: string;
  /** The state for the browser, as the text of `<script type="application/json" id={FIRST_VIEW_ELEMENT_ID}>`. */
  readonly state: string;
}

/** What the server build exports. */
export interface FirstViewModule {
  renderFirstView(request: FirstViewRequest): Promise<FirstView | null>;
}

/** The id of the element that carries the state into the page. */
export const FIRST_VIEW_ELEMENT_ID = 'prix-primeira-tela';

/**
 * The company switcher's index as a cookie, which a page's request carries: the server draws a signed-in page's
 * first view for the company the browser will ask for. Local storage stays what the API client reads.
 */
export const EMPRESA_COOKIE = 'prix_empresa';
/** The cookie notice acknowledged, as a cookie: the server's first view leaves the notice out. */
export const AVISO_COOKIES_COOKIE = 'prix_aviso_cookies';

/** Where the web app's server build is, inside the web app's build folder. */
export const FIRST_VIEW_MODULE_PATH = '.ssr/entry-server.js';
