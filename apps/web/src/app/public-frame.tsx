import { useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LOGIN_PATH, ONDE_COMPRAR_PATH, SEJA_PARCEIRO_PATH, SEUS_DADOS_PATH } from '../lib/paths';
import { useFocusOnNavigation } from '../lib/use-focus-on-navigation';

/**
 * The public pages' footer: where a visitor finds the authorised partners, how a company becomes one, the
 * partners' sign-in and how anyone asks about their personal data (LGPD).
 */
function PublicFooter() {
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path ? ('page' as const) : undefined);
  return (
    <footer className="public-footer">
      <nav className="public-footer__conteudo" aria-label="Páginas públicas">
        <Link
          className="public-footer__link"
          to={ONDE_COMPRAR_PATH}
          aria-current={current(ONDE_COMPRAR_PATH)}
        >
          Onde comprar
        </Link>
        <Link
          className="public-footer__link"
          to={SEJA_PARCEIRO_PATH}
          aria-current={current(SEJA_PARCEIRO_PATH)}
        >
          Seja um parceiro
        </Link>
        <Link className="public-footer__link" to={LOGIN_PATH} aria-current={current(LOGIN_PATH)}>
          Área do parceiro
        </Link>
        <Link className="public-footer__link" to={SEUS_DADOS_PATH} aria-current={current(SEUS_DADOS_PATH)}>
          Seus dados pessoais
        </Link>
        <span className="public-footer__marca">Prix</span>
      </nav>
    </footer>
  );
}

/**
 * The frame of the pages outside the shell (public-routes.ts): no box of its own (`display: contents`), it
 * stays mounted from one public page to the next, so a navigation between them (the error page's 'Voltar para
 * o login') moves the focus to the new page's heading, as inside the shell. Its footer links the public pages.
 */
export function PublicFrame() {
  const frame = useRef<HTMLDivElement>(null);
  useFocusOnNavigation(frame);
  return (
    <div ref={frame} className="public-frame">
      <Outlet />
      <PublicFooter />
    </div>
  );
}
