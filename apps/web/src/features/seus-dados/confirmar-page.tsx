import '../../components/public-page.css';
import './seus-dados.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PRAZO_RESPOSTA_PRIVACIDADE_DIAS } from '@prix/shared/core/privacidade';
import { PublicHeader } from '../../components/public-header';
import { useDocumentTitle } from '../../lib/document-title';
import { SEUS_DADOS_PATH } from '../../lib/paths';
import { buscarPublico, ErroPublico } from '../../lib/publico-api';

/** A generic title: nothing of the request goes into the tab nor the history. */
export const TITULO_CONFIRMACAO = 'Confirmação da solicitação';

export const LINK_INVALIDO =
  'Link de confirmação inválido ou expirado. Confira se o endereço do e-mail está completo; um link vale por 7 dias. Se passou o prazo, envie a solicitação de novo.';

/** What the confirmation answers: the server's words and, when it says, the answer's due date (ISO date). */
interface Confirmacao {
  mensagem?: string;
  prazo?: string | null;
}

type Estado =
  | { estado: 'confirmando' }
  | { estado: 'confirmada'; prazo: string | null }
  | { estado: 'invalido' }
  | { estado: 'erro'; mensagens: string[] };

/** '16/12/2026' of a calendar date ('2026-12-16'). */
const formatarDia = (dia: string) => {
  const [ano, mes, d] = dia.slice(0, 10).split('-');
  return `${d}/${mes}/${ano}`;
};

/** A private address must never be listed by search engines (the page's head says so while it shows). */
function useNaoIndexar() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /seus-dados/confirmar/{token} (public): the link e-mailed to a visitor who sent a privacy request. Opening it
 * confirms the request (GET /api/publico/privacidade/confirmar/{token}; a second click says the same); a forged
 * or expired link is a 404 with the same words for every case.
 */
export function ConfirmarSolicitacaoPage() {
  const { token = '' } = useParams();
  const [estado, setEstado] = useState<Estado>({ estado: 'confirmando' });
  const [tentativa, setTentativa] = useState(0);
  const resultado = useRef<HTMLDivElement>(null);
  useNaoIndexar();
  useDocumentTitle(TITULO_CONFIRMACAO);

  useEffect(() => {
    const controller = new AbortController();
    setEstado({ estado: 'confirmando' });
    buscarPublico<Confirmacao | undefined>(
      `/api/publico/privacidade/confirmar/${encodeURIComponent(token)}`,
      {},
      controller.signal,
    )
      .then((resposta) => setEstado({ estado: 'confirmada', prazo: resposta?.prazo ?? null }))
      .catch((erro: unknown) => {
        if (controller.signal.aborted) return;
        if (erro instanceof ErroPublico && (erro.status === 404 || erro.status === 400))
          setEstado({ estado: 'invalido' });
        else
          setEstado({
            estado: 'erro',
            mensagens:
              erro instanceof ErroPublico ? erro.errors : ['Não foi possível confirmar a solicitação agora.'],
          });
      });
    return () => controller.abort();
  }, [token, tentativa]);

  const pronto = estado.estado !== 'confirmando';
  useEffect(() => {
    if (pronto) resultado.current?.focus();
  }, [pronto]);

  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        <div className="sd-coluna">
          <h1 className="pp-titulo">{TITULO_CONFIRMACAO}</h1>
          {estado.estado === 'confirmando' ? (
            <p role="status">Confirmando a solicitação…</p>
          ) : estado.estado === 'confirmada' ? (
            <div ref={resultado} tabIndex={-1} className="sd-sucesso" role="status">
              <p className="pp-aviso__titulo">Solicitação confirmada.</p>
              <p>
                Recebemos sua solicitação sobre seus dados pessoais.{' '}
                {estado.prazo
                  ? `A Prix responde por e-mail até ${formatarDia(estado.prazo)}.`
                  : `A Prix responde por e-mail em até ${PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias.`}
              </p>
            </div>
          ) : estado.estado === 'invalido' ? (
            <>
              <div ref={resultado} tabIndex={-1} className="pp-aviso" role="alert">
                <p>{LINK_INVALIDO}</p>
              </div>
              <p className="pp-texto">
                <Link to={SEUS_DADOS_PATH}>Enviar uma nova solicitação</Link>
              </p>
            </>
          ) : (
            <div ref={resultado} tabIndex={-1} className="pp-aviso" role="alert">
              <p className="pp-aviso__titulo">Não foi possível confirmar a solicitação.</p>
              {estado.mensagens.map((mensagem) => (
                <p key={mensagem}>{mensagem}</p>
              ))}
              <button
                type="button"
                className="public-button pp-botao"
                onClick={() => setTentativa((n) => n + 1)}
              >
                Tentar novamente
              </button>
            </div>
          )}
        </div>
      </main>
    </>
  );
}
