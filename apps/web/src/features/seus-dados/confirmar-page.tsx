import '../../components/public-page.css';
import './seus-dados.css';
import { Link, useParams } from 'react-router';
import { PRAZO_RESPOSTA_PRIVACIDADE_DIAS } from '@prix/shared/core/privacidade';
import { PublicErrorBox } from '../../components/public-error-box';
import { PublicHeader } from '../../components/public-header';
import { useFocusWhenShown } from '../../components/public-form';
import { usePageTitle } from '../../lib/document-title';
import { SEUS_DADOS_PATH } from '../../lib/paths';
import { usePublicRead } from '../../lib/use-public-read';
import { useNoIndex } from '../../lib/use-no-index';

export const LINK_INVALIDO =
  'Link de confirmação inválido ou expirado. Confira se o endereço do e-mail está completo; um link vale por 7 dias. Se passou o prazo, envie a solicitação de novo.';

/** What the confirmation answers: the server's words and, when it says, the answer's due date (ISO date). */
interface Confirmacao {
  mensagem?: string;
  prazo?: string | null;
}

/** A forged or expired link: the same words for every case. */
const INVALIDOS = [404, 400];

/** '16/12/2026' of a calendar date ('2026-12-16'). */
const formatarDia = (dia: string) => {
  const [ano, mes, d] = dia.slice(0, 10).split('-');
  return `${d}/${mes}/${ano}`;
};

/**
 * /seus-dados/confirmar/{token} (public): the link e-mailed to a visitor who sent a privacy request. Opening it
 * confirms the request (GET /api/publico/privacidade/confirmar/{token}; a second click says the same); a forged
 * or expired link is a 404 with the same words for every case.
 */
export function ConfirmarSolicitacaoPage() {
  const { token = '' } = useParams();
  useNoIndex();
  // A generic title (its row's): nothing of the request goes into the tab nor the history.
  const titulo = usePageTitle();
  const { read, retry } = usePublicRead<Confirmacao | undefined>(
    `/api/publico/privacidade/confirmar/${encodeURIComponent(token)}`,
    INVALIDOS,
    'Não foi possível confirmar a solicitação agora.',
  );
  const resultado = useFocusWhenShown<HTMLDivElement>(read.state !== 'loading');

  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        <div className="sd-coluna">
          <h1 className="pp-titulo">{titulo}</h1>
          {read.state === 'loading' ? (
            <p role="status">Confirmando a solicitação…</p>
          ) : read.state === 'ready' ? (
            <div ref={resultado} tabIndex={-1} className="sd-sucesso" role="status">
              <p className="pp-aviso__titulo">Solicitação confirmada.</p>
              <p>
                Recebemos sua solicitação sobre seus dados pessoais.{' '}
                {read.data?.prazo
                  ? `A Prix responde por e-mail até ${formatarDia(read.data.prazo)}.`
                  : `A Prix responde por e-mail em até ${PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias.`}
              </p>
            </div>
          ) : read.state === 'invalid' ? (
            <>
              <div ref={resultado} tabIndex={-1} className="pp-aviso" role="alert">
                <p>{LINK_INVALIDO}</p>
              </div>
              <p className="pp-texto">
                <Link to={SEUS_DADOS_PATH}>Enviar uma nova solicitação</Link>
              </p>
            </>
          ) : (
            <PublicErrorBox
              title="Não foi possível confirmar a solicitação."
              errors={read.messages}
              onRetry={retry}
            />
          )}
        </div>
      </main>
    </>
  );
}
