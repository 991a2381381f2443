import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AVISO_COOKIES_COOKIE } from '@prix/shared/first-view';
import { FirstViewContext } from '../lib/first-view-context';
import { readBrowserCookie, writeBrowserCookie } from '../lib/browser-cookie';
import { registrarConsentimentoCookies } from '../lib/consentimento-cookies';
import { focusPageStart } from '../lib/use-focus-on-navigation';
import { useScreenEdge } from '../lib/use-screen-edge';

/** Where the choice is remembered (local storage): the notice shows once per browser. */
export const COOKIE_NOTICE_KEY = 'avisoCookies';

function alreadySeen(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/** What the notice reads does not change under it (another tab's acknowledgement shows on the next page). */
const noSubscription = () => () => undefined;

/**
 * The cookie notice (SPEC §9: consent outside development). The portal stores only what it needs to work, so
 * this informs and is acknowledged once; nothing waits on it. Plain elements styled by base.css: it shows on
 * the login page too, which loads no MUI (decision 0011). It sits at the end of the page and sticks to the
 * bottom of the screen while there is more below, so it never hides the page's last buttons on a phone; while
 * it shows, its height is reserved at the bottom (lib/use-screen-edge.ts), so the focus is never under it.
 */
export function CookieNotice() {
  // A page the server drew shows the notice as the server decided (its cookie), then as this browser knows it.
  const firstView = useContext(FirstViewContext);
  const seen = useSyncExternalStore(noSubscription, alreadySeen, () => firstView?.avisoCookiesVisto ?? true);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    // An acknowledgement kept only in local storage reaches the cookie, for the server's next first view.
    if (seen && readBrowserCookie(AVISO_COOKIES_COOKIE) === null)
      writeBrowserCookie(AVISO_COOKIES_COOKIE, '1');
  }, [seen]);
  if (import.meta.env.MODE === 'development' || seen || dismissed) return null;
  const dismiss = () => {
    // The focus leaves the button before it goes away: to the page's start, not the document's body.
    if (document.activeElement?.closest('.cookie-notice')) focusPageStart();
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, new Date().toISOString());
    } catch {
      // no storage: the notice closes now and shows again on the next visit
    }
    writeBrowserCookie(AVISO_COOKIES_COOKIE, '1');
    setDismissed(true);
    registrarConsentimentoCookies();
  };
  return <Notice onDismiss={dismiss} />;
}

/** The notice itself: while shown, its height is kept clear at the screen's bottom for the focus. */
function Notice({ onDismiss }: { onDismiss: () => void }) {
  const notice = useRef<HTMLElement>(null);
  useScreenEdge(notice, 'bottom');
  return (
    <section
      ref={notice}
      className="cookie-notice"
      aria-label="Aviso sobre cookies"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <p className="cookie-notice__text">
        <strong>Cookies e armazenamento.</strong> O portal guarda só o necessário para funcionar: o cookie da
        sua sessão (estritamente necessário), a empresa selecionada (no armazenamento local e em um cookie), a
        lista de botões no armazenamento da sessão e, em um cookie, que você já leu este aviso. Não usamos
        cookies de rastreamento nem de publicidade.
      </p>
      <button type="button" className="public-button cookie-notice__button" onClick={onDismiss}>
        Entendi
      </button>
    </section>
  );
}
