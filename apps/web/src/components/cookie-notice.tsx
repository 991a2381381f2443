import { useRef, useState } from 'react';
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

/**
 * The cookie notice (SPEC §9: consent outside development). The portal stores only what it needs to work, so
 * this informs and is acknowledged once; nothing waits on it. Plain elements styled by base.css: it shows on
 * the login page too, which loads no MUI (decision 0011). It sits at the end of the page and sticks to the
 * bottom of the screen while there is more below, so it never hides the page's last buttons on a phone; while
 * it shows, its height is reserved at the bottom (lib/use-screen-edge.ts), so the focus is never under it.
 */
export function CookieNotice() {
  const [open, setOpen] = useState(() => import.meta.env.MODE !== 'development' && !alreadySeen());
  if (!open) return null;
  const dismiss = () => {
    // The focus leaves the button before it goes away: to the page's start, not the document's body.
    if (document.activeElement?.closest('.cookie-notice')) focusPageStart();
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, new Date().toISOString());
    } catch {
      // no storage: the notice closes now and shows again on the next visit
    }
    setOpen(false);
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
        sua sessão (estritamente necessário), a empresa selecionada no armazenamento local e a lista de botões
        no armazenamento da sessão. Não usamos cookies de rastreamento nem de publicidade.
      </p>
      <button type="button" className="public-button cookie-notice__button" onClick={onDismiss}>
        Entendi
      </button>
    </section>
  );
}
