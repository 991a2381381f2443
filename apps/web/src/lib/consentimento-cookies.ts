/**
 * The cookie notice's acknowledgement as a consent record (decision 0048: which text, when, from where), for a
 * signed-in person: POST /api/privacidade/consentimentos. Fire and forget, after the notice has gone: nothing
 * waits on it, a visitor's 401 and any failure are no matter (the notice is remembered in the browser anyway).
 * A bare fetch: the notice is in every page's first download, which carries neither the API client nor zod.
 */

/** The version of the notice's text (components/cookie-notice.tsx): change it with the text. */
export const AVISO_COOKIES_VERSAO = '2026-12';

export const CONSENTIMENTOS_URL = '/api/privacidade/consentimentos';

export function registrarConsentimentoCookies(): void {
  setTimeout(() => {
    fetch(CONSENTIMENTOS_URL, {
      method: 'POST',
      // The app's own mark (APP_CLIENT_HEADER of '@prix/shared'), as every call of the app sends.
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'x-prix-cliente': '1' },
      body: JSON.stringify({ origem: 'cookies', versao: AVISO_COOKIES_VERSAO }),
      credentials: 'same-origin',
      // Sent even when the person leaves the page right after 'Entendi'.
      keepalive: true,
    })
      // Read to its end: an unread body keeps its connection busy.
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }, 0);
}
