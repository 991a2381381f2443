import { useEffect } from 'react';
import { usePageTitle } from '../../lib/document-title';
import { isSignedIn } from '../../lib/session-probe';
import { PublicCard, PublicIcon } from '../../components/public-card';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH, OIDC_LOGIN_URL, SEJA_PARCEIRO_PATH, SIGNIN_URL, SUPORTE_EMAIL } from '../../lib/paths';

/** MUI's Login icon, drawn without MUI. */
const LOGIN_ICON =
  'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z';

/**
 * The login card. Plain HTML styled by base.css, like MUI's components it stands for: the login page is the
 * first download of most visits and stays within its budget without MUI (decision 0011).
 */
function LoginCard() {
  usePageTitle();
  return (
    <PublicCard>
      <h1 className="public-title">Bem-vindo ao Portal de Parceiros Prix</h1>
      <p className="public-text public-secondary">
        Consulte sua categoria, solicite benefícios e acesse materiais e treinamentos do programa.
      </p>

      <a className="public-button" href={SIGNIN_URL}>
        <PublicIcon path={LOGIN_ICON} />
        Entrar como parceiro
      </a>

      <div className="public-links">
        <a className="public-link" href={`mailto:${SUPORTE_EMAIL}`}>
          Precisa de ajuda com o acesso?
        </a>
        <Link className="public-link" to={SEJA_PARCEIRO_PATH}>
          Quero ser um parceiro
        </Link>
      </div>

      <hr className="public-divider" />

      <p className="public-small public-secondary public-center">
        É colaborador Prix?{' '}
        <a className="public-link public-link--strong" href={OIDC_LOGIN_URL}>
          Acesso de colaboradores
        </a>
      </p>
    </PublicCard>
  );
}

/**
 * /acesso/login (SPEC §2.1): shows at once, without waiting for the API; a signed-in user is sent on to /home
 * as soon as the check answers.
 */
export function LoginPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    void isSignedIn(controller.signal).then((signedIn) => {
      if (signedIn && !controller.signal.aborted) void navigate(HOME_PATH, { replace: true });
    });
    return () => controller.abort();
  }, [navigate]);
  return <LoginCard />;
}
