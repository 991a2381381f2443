import '../../components/public-page.css';
import './seja-parceiro.css';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useParams } from 'react-router';
import {
  PRAZO_ANALISE_DIAS_UTEIS,
  STATUS_CANDIDATURA,
  type StatusCandidatura,
} from '@prix/shared/core/candidatura';
import type { CandidaturaPublica } from '@prix/shared/candidatura';
import { PublicErrorBox } from '../../components/public-error-box';
import { PublicHeader } from '../../components/public-header';
import { failureMessages, useFocusWhenShown } from '../../components/public-form';
import { postPublicFiles } from '../../lib/public-api';
import { usePageTitle } from '../../lib/document-title';
import { SEJA_PARCEIRO_PATH } from '../../lib/paths';
import { usePublicRead } from '../../lib/use-public-read';
import { useNoIndex } from '../../lib/use-no-index';
import { mensagemDoEnvio, nomeDoTipo } from './arquivos';
import { DocumentoField } from './documento-field';

export const NAO_ENCONTRADO =
  'Endereço não encontrado ou expirado. Confira o link do e-mail que você recebeu ao enviar a candidatura: ele precisa estar completo.';

/** The steps an application goes through; the last is the decision. */
const ETAPAS = ['recebida', 'em_analise', 'pendencia', 'decisao'] as const;
const etapaDe = (status: StatusCandidatura) =>
  status === 'aprovada' || status === 'recusada' ? 3 : ETAPAS.indexOf(status);

const EXPLICACAO: Record<StatusCandidatura, string> = {
  recebida: `Recebemos sua candidatura. A equipe da Prix começa a análise em breve e decide em até ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis.`,
  em_analise: `A equipe da Prix está analisando sua candidatura. A decisão sai em até ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis do recebimento.`,
  pendencia:
    'A equipe da Prix precisa de mais informações ou documentos. Leia a mensagem abaixo e envie o que foi pedido.',
  aprovada:
    'Candidatura aprovada! A pessoa de contato recebe por e-mail o convite para entrar no Portal de Parceiros.',
  recusada: 'Sua candidatura foi recusada. Veja o motivo abaixo.',
};

const formatarData = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

function Etapas({ status }: { status: StatusCandidatura }) {
  const atual = etapaDe(status);
  const rotulo = (etapa: (typeof ETAPAS)[number]) =>
    etapa === 'decisao'
      ? status === 'aprovada' || status === 'recusada'
        ? STATUS_CANDIDATURA[status]
        : 'Aprovada ou recusada'
      : STATUS_CANDIDATURA[etapa];
  return (
    <ol className="sp-etapas" aria-label="Andamento da candidatura">
      {ETAPAS.map((etapa, indice) => {
        const estado = indice < atual ? 'feita' : indice === atual ? 'atual' : 'futura';
        const final = etapa === 'decisao' && indice === atual ? ` sp-etapa--${status}` : '';
        return (
          <li
            key={etapa}
            className={`sp-etapa sp-etapa--${estado}${final}`}
            aria-current={estado === 'atual' ? 'step' : undefined}
          >
            <span className="sp-etapa__marca" aria-hidden="true">
              {estado === 'feita' ? '✓' : indice + 1}
            </span>
            <span className="sp-etapa__rotulo">
              {rotulo(etapa)}
              <span className="pp-visualmente-oculto">
                {estado === 'feita' ? ' (concluída)' : estado === 'atual' ? ' (etapa atual)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** While staff wait for something: one or more documents, sent as parts `outro`. */
function EnvioDocumentos({
  token,
  onEnviado,
}: {
  token: string;
  onEnviado: (c: CandidaturaPublica) => void;
}) {
  const id = useId();
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [erro, setErro] = useState<string | undefined>();
  const [avisos, setAvisos] = useState<string[]>([]);
  const [porcento, setPorcento] = useState<number | null | false>(false);
  const formulario = useRef<HTMLFormElement>(null);
  const enviando = porcento !== false;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (enviando) return;
    if (arquivos.length === 0) {
      setErro('Escolha ao menos um documento (PDF ou imagem).');
      formulario.current?.querySelector<HTMLElement>('[name="outro"]')?.focus();
      return;
    }
    setAvisos([]);
    setPorcento(null);
    const corpo = new FormData();
    for (const arquivo of arquivos) corpo.append('outro', arquivo);
    try {
      const candidatura = await postPublicFiles<CandidaturaPublica>(
        `/api/publico/candidatura/${encodeURIComponent(token)}/documentos`,
        corpo,
        (p) => setPorcento(Math.min(100, Math.round((p.sent / p.total) * 100))),
      );
      setArquivos([]);
      onEnviado(candidatura);
    } catch (falha) {
      setAvisos(failureMessages(falha, mensagemDoEnvio));
    } finally {
      setPorcento(false);
    }
  };

  return (
    <section className="sp-bloco" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="pp-subtitulo">
        Enviar documentos
      </h2>
      <form ref={formulario} onSubmit={(e) => void onSubmit(e)} noValidate>
        <PublicErrorBox errors={avisos} title="Os documentos não foram enviados." />
        <DocumentoField
          id={`${id}-outro`}
          name="outro"
          label="Documentos pedidos"
          multiple
          files={arquivos}
          error={erro}
          onChange={(escolhidos) => {
            setArquivos(escolhidos);
            if (escolhidos.length) setErro(undefined);
          }}
          onProblem={setErro}
        />
        <div className="pp-formulario__acoes sp-acoes">
          {enviando ? (
            <div className="sp-progresso" role="status">
              <span>Enviando…{porcento !== null ? ` ${porcento}%` : ''}</span>
              <progress max={100} value={porcento ?? undefined} aria-label="Envio dos documentos" />
            </div>
          ) : null}
          <button type="submit" className="public-button pp-botao" disabled={enviando}>
            {enviando ? 'Enviando…' : 'Enviar documentos'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** An unknown or expired address: the same words for every case. */
const INVALIDOS = [404];

/**
 * /seja-parceiro/{token}: the applicant's private status address (e-mailed once). The status as steps,
 * staff's message, the documents sent and, while staff wait for something (`podeEnviarDocumentos`), a form
 * to send more. An unknown or expired address is a 404 with the same words for every case.
 */
export function CandidaturaStatusPage() {
  const { token = '' } = useParams();
  useNoIndex();
  // A generic title (its row's): the applicant's company name is not put in the tab nor in the history.
  const titulo = usePageTitle();
  const { read, retry, show } = usePublicRead<CandidaturaPublica>(
    `/api/publico/candidatura/${encodeURIComponent(token)}`,
    INVALIDOS,
    'Não foi possível mostrar a candidatura.',
  );
  // The application the documents sent brought: the page says they went while it shows.
  const [aposEnvio, setAposEnvio] = useState<CandidaturaPublica | null>(null);
  const enviado = read.state === 'ready' && read.data === aposEnvio;
  const confirmacaoRef = useFocusWhenShown<HTMLParagraphElement>(enviado);

  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        {read.state === 'loading' ? (
          <>
            <h1 className="pp-titulo">{titulo}</h1>
            <p role="status">Carregando a candidatura…</p>
          </>
        ) : read.state === 'invalid' ? (
          <>
            <h1 className="pp-titulo">{titulo}</h1>
            <div className="pp-aviso" role="alert">
              <p>{NAO_ENCONTRADO}</p>
            </div>
            <p className="sp-rodape-status">
              Ainda não se candidatou?{' '}
              <Link to={SEJA_PARCEIRO_PATH}>Conheça o programa e envie sua candidatura</Link>.
            </p>
          </>
        ) : read.state === 'error' ? (
          <>
            <h1 className="pp-titulo">{titulo}</h1>
            <PublicErrorBox
              title="Não foi possível mostrar a candidatura."
              errors={read.messages}
              onRetry={retry}
              takesFocus={false}
            />
          </>
        ) : (
          <Candidatura
            candidatura={read.data}
            enviado={enviado}
            confirmacaoRef={confirmacaoRef}
            token={token}
            onEnviado={(candidatura) => {
              setAposEnvio(candidatura);
              show(candidatura);
            }}
          />
        )}
      </main>
    </>
  );
}

function Candidatura({
  candidatura,
  enviado,
  confirmacaoRef,
  token,
  onEnviado,
}: {
  candidatura: CandidaturaPublica;
  enviado: boolean;
  confirmacaoRef: RefObject<HTMLParagraphElement | null>;
  token: string;
  onEnviado: (c: CandidaturaPublica) => void;
}) {
  const { status, mensagem } = candidatura;
  const tituloMensagem =
    status === 'pendencia'
      ? 'O que a equipe da Prix pediu'
      : status === 'recusada'
        ? 'Motivo'
        : 'Mensagem da equipe da Prix';
  return (
    <>
      <div className="pp-introducao">
        <h1 className="pp-titulo">Candidatura de {candidatura.razaoSocial}</h1>
        <p className="pp-texto-pequeno">Recebida em {formatarData(candidatura.recebidaEm)}.</p>
      </div>
      <section className="sp-bloco" aria-labelledby="sp-situacao-titulo">
        <h2 id="sp-situacao-titulo" className="pp-subtitulo">
          Situação: {STATUS_CANDIDATURA[status]}
        </h2>
        <Etapas status={status} />
        {enviado ? (
          <p ref={confirmacaoRef} tabIndex={-1} className="sp-sucesso" role="status">
            Documentos enviados. A equipe da Prix foi avisada e volta a analisar sua candidatura.
          </p>
        ) : null}
        <p className="pp-texto">{EXPLICACAO[status]}</p>
        {mensagem ? (
          <div
            className={
              status === 'recusada' || status === 'pendencia'
                ? 'sp-mensagem sp-mensagem--destaque'
                : 'sp-mensagem'
            }
          >
            <h3 className="sp-mensagem__titulo">{tituloMensagem}</h3>
            <p className="sp-mensagem__texto">{mensagem}</p>
          </div>
        ) : null}
      </section>
      {candidatura.podeEnviarDocumentos ? <EnvioDocumentos token={token} onEnviado={onEnviado} /> : null}
      <section className="sp-bloco" aria-labelledby="sp-documentos-titulo">
        <h2 id="sp-documentos-titulo" className="pp-subtitulo">
          Documentos enviados
        </h2>
        {candidatura.documentos.length ? (
          <ul className="sp-enviados">
            {candidatura.documentos.map((documento, indice) => (
              <li key={`${documento.nome}-${indice}`} className="sp-enviado">
                <span className="sp-enviado__tipo">{nomeDoTipo(documento.tipo)}</span>
                <span className="sp-enviado__nome">{documento.nome}</span>
                <span className="sp-enviado__data">enviado em {formatarData(documento.enviadoEm)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pp-texto">Nenhum documento.</p>
        )}
      </section>
    </>
  );
}
