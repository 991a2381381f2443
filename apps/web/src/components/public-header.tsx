import './public-page.css';
import { LOGIN_PATH } from '../lib/paths';

/** The public pages' header: the brand and the way to the partners' sign-in. */
export function PublicHeader() {
  return (
    <header className="pp-cabecalho">
      <div className="pp-cabecalho__conteudo">
        <p className="pp-marca">
          <span className="pp-marca__nome">Prix</span>
          <span className="pp-marca__sub">Portal de Parceiros</span>
        </p>
        <nav aria-label="Portal">
          <a className="pp-cabecalho__link" href={LOGIN_PATH}>
            Área do parceiro
          </a>
        </nav>
      </div>
    </header>
  );
}
