import '../../components/public-page.css';
import './seus-dados.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CAMPO_ARMADILHA } from '@prix/shared/core/public-form';
import {
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  TIPOS_SOLICITACAO_PRIVACIDADE,
  TIPOS_SOLICITACAO_PRIVACIDADE_IDS,
} from '@prix/shared/core/privacidade';
import { PUBLIC_PAGE_HEADS } from '@prix/shared/public-pages';
import { PublicHeader } from '../../components/public-header';
import { Campo, CampoArmadilha, mensagemMuitosEnvios } from '../../components/public-form';
import { useDocumentTitle } from '../../lib/document-title';
import { LOGIN_PATH, SEUS_DADOS_PATH } from '../../lib/paths';
import { enviarPublico, ErroPublico } from '../../lib/publico-api';

/** The schema and zod: fetched when the form is sent, never with the page. */
const carregarValidacao = () => import('./seus-dados-validation');
const ERRO_OFFLINE = 'Não foi possível verificar os dados agora. Verifique sua conexão e tente novamente.';

/** The limits of the shared schema (solicitacaoPrivacidadePublicaSchema), for the fields' maxlength. */
const LIMITES = { nome: 100, email: 100, mensagem: 2000 } as const;

/** The form's fields in the order they show: the first wrong one takes the focus. */
const CAMPOS = ['nome', 'email', 'tipo', 'mensagem'] as const;
type NomeCampo = (typeof CAMPOS)[number];
type Erros = Partial<Record<NomeCampo, string>>;

interface Valores {
  nome: string;
  email: string;
  tipo: string;
  mensagem: string;
  armadilha: string;
}
const VAZIO: Valores = { nome: '', email: '', tipo: '', mensagem: '', armadilha: '' };

/** What each kind of request asks the Prix for, beside its name. */
const EXPLICACOES: Record<keyof typeof TIPOS_SOLICITACAO_PRIVACIDADE, string> = {
  acesso: 'saber se a Prix tem dados seus e receber uma cópia deles',
  correcao: 'corrigir dados incompletos, inexatos ou desatualizados',
  anonimizacao: 'apagar ou anonimizar seus dados pessoais',
  revogacao: 'retirar uma autorização que você deu, como a de um formulário do site',
};

/**
 * /seus-dados (public): a visitor's or applicant's privacy request (LGPD Art. 18) for people without an account
 * in the portal. Checked with the route's own schema (fetched when sent), messages beside the fields and the
 * first wrong one focused; POST /api/publico/privacidade with the public forms' bot protection; the answer says
 * to confirm through the link e-mailed to the address given (the legal clock starts then). Plain HTML and CSS.
 */
export function SeusDadosPage() {
  useDocumentTitle(PUBLIC_PAGE_HEADS[SEUS_DADOS_PATH].title);
  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        <div className="sd-coluna">
          <div className="pp-introducao">
            <h1 className="pp-titulo">Seus dados pessoais</h1>
            <p className="pp-texto">
              Pela Lei Geral de Proteção de Dados (LGPD), você pode pedir à Prix acesso aos seus dados, a
              correção, a anonimização ou a exclusão deles, ou revogar um consentimento. Use este formulário
              se você pediu contato a um parceiro pelo site, candidatou sua empresa ou falou com a Prix de
              outra forma.
            </p>
            <p className="pp-texto">
              Tem acesso ao Portal de Parceiros? <Link to={LOGIN_PATH}>Entre</Link> e use a página
              Privacidade: lá você baixa seus dados na hora.
            </p>
          </div>
          <SolicitacaoForm />
        </div>
      </main>
    </>
  );
}

type Envio = { estado: 'editando' } | { estado: 'enviando' } | { estado: 'enviado'; email: string };

function SolicitacaoForm() {
  const id = useId();
  const formulario = useRef<HTMLFormElement>(null);
  const avisoRef = useRef<HTMLDivElement>(null);
  const confirmacaoRef = useRef<HTMLHeadingElement>(null);
  // The page's monotonic clock: a visitor's wrong system clock cannot make a slow form look fast.
  const [abertoEm] = useState(() => performance.now());
  const [valores, setValores] = useState<Valores>(VAZIO);
  const [erros, setErros] = useState<Erros>({});
  const [avisos, setAvisos] = useState<string[]>([]);
  const [envio, setEnvio] = useState<Envio>({ estado: 'editando' });

  useEffect(() => {
    if (envio.estado === 'enviado') confirmacaoRef.current?.focus();
  }, [envio.estado]);
  useEffect(() => {
    if (avisos.length) avisoRef.current?.focus();
  }, [avisos]);

  const mudar = <K extends keyof Valores>(campo: K, valor: Valores[K]) =>
    setValores((atual) => ({ ...atual, [campo]: valor }));
  const campoId = (campo: string) => `${id}-${campo}`;
  const aria = (campo: NomeCampo, extra?: string) => ({
    'aria-invalid': erros[campo] ? true : undefined,
    'aria-describedby':
      [erros[campo] ? `${campoId(campo)}-erro` : null, extra].filter(Boolean).join(' ') || undefined,
  });
  const focarCampo = (campo: NomeCampo) =>
    formulario.current?.querySelector<HTMLElement>(`[name="${campo}"]`)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (envio.estado === 'enviando') return;
    const entrada = {
      nome: valores.nome,
      email: valores.email,
      tipo: valores.tipo || undefined,
      mensagem: valores.mensagem,
      [CAMPO_ARMADILHA]: valores.armadilha,
      tempo: Math.round(performance.now() - abertoEm),
    };
    let validacao: Awaited<ReturnType<typeof carregarValidacao>>;
    try {
      validacao = await carregarValidacao();
    } catch {
      setAvisos([ERRO_OFFLINE]);
      return;
    }
    const checado = validacao.validarSolicitacaoPublica(entrada);
    if (!checado.ok) {
      const novos: Erros = {};
      for (const campo of CAMPOS) if (checado.errors[campo]) novos[campo] = checado.errors[campo];
      const primeiro = CAMPOS.find((campo) => novos[campo]);
      setErros(novos);
      // A message of no field of the form (the hidden field's): above it.
      setAvisos(primeiro ? [] : Object.values(checado.errors));
      if (primeiro) focarCampo(primeiro);
      return;
    }
    setErros({});
    setAvisos([]);
    setEnvio({ estado: 'enviando' });
    try {
      await enviarPublico<{ mensagem: string }>('/api/publico/privacidade', checado.data);
      setEnvio({ estado: 'enviado', email: checado.data.email });
    } catch (erro) {
      setEnvio({ estado: 'editando' });
      if (erro instanceof ErroPublico && erro.status === 429)
        setAvisos([mensagemMuitosEnvios(erro.retryAfter)]);
      else if (erro instanceof ErroPublico) setAvisos(erro.errors);
      else setAvisos(['Não foi possível enviar agora. Tente novamente em instantes.']);
    }
  };

  if (envio.estado === 'enviado')
    return (
      <div className="sd-caixa">
        <h2 ref={confirmacaoRef} tabIndex={-1} className="pp-confirmacao__titulo">
          Confirme seu e-mail
        </h2>
        <p>
          Enviamos para <strong>{envio.email}</strong> um link de confirmação. Abra-o em até 7 dias: só depois
          de confirmada a solicitação segue para a Prix, e o prazo de {PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias
          para a resposta começa na confirmação.
        </p>
        <p>Não recebeu o e-mail? Confira a caixa de spam ou de promoções.</p>
      </div>
    );

  const enviando = envio.estado === 'enviando';
  const contador = `${campoId('mensagem')}-contador`;
  return (
    <form ref={formulario} className="sd-formulario" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="pp-texto-pequeno">Campos com * são obrigatórios.</p>
      {avisos.length ? (
        <div ref={avisoRef} tabIndex={-1} className="pp-aviso" role="alert">
          <p className="pp-aviso__titulo">A solicitação não foi enviada.</p>
          {avisos.map((aviso) => (
            <p key={aviso}>{aviso}</p>
          ))}
        </div>
      ) : null}
      <Campo id={campoId('nome')} rotulo="Nome" erro={erros.nome}>
        <input
          id={campoId('nome')}
          name="nome"
          className="pp-entrada"
          autoComplete="name"
          maxLength={LIMITES.nome}
          value={valores.nome}
          onChange={(e) => mudar('nome', e.target.value)}
          {...aria('nome')}
        />
      </Campo>
      <Campo
        id={campoId('email')}
        rotulo="E-mail"
        erro={erros.email}
        dica="O e-mail que você usou com a Prix: é para ele que enviamos a confirmação e a resposta."
      >
        <input
          id={campoId('email')}
          name="email"
          type="email"
          className="pp-entrada"
          autoComplete="email"
          maxLength={LIMITES.email}
          value={valores.email}
          onChange={(e) => mudar('email', e.target.value)}
          {...aria('email', `${campoId('email')}-dica`)}
        />
      </Campo>
      <fieldset className="pp-grupo" aria-describedby={erros.tipo ? `${campoId('tipo')}-erro` : undefined}>
        <legend className="pp-rotulo">
          O que você quer pedir<span aria-hidden="true"> *</span>
        </legend>
        <div className="pp-opcoes">
          {TIPOS_SOLICITACAO_PRIVACIDADE_IDS.map((tipo) => (
            <label key={tipo} className="pp-opcao-radio">
              <input
                type="radio"
                name="tipo"
                value={tipo}
                checked={valores.tipo === tipo}
                onChange={() => mudar('tipo', tipo)}
                aria-invalid={erros.tipo ? true : undefined}
              />
              <span>
                {TIPOS_SOLICITACAO_PRIVACIDADE[tipo]}: {EXPLICACOES[tipo]}
              </span>
            </label>
          ))}
        </div>
        {erros.tipo ? (
          <p id={`${campoId('tipo')}-erro`} className="pp-erro-campo">
            {erros.tipo}
          </p>
        ) : null}
      </fieldset>
      <Campo id={campoId('mensagem')} rotulo="Mensagem" erro={erros.mensagem}>
        <textarea
          id={campoId('mensagem')}
          name="mensagem"
          className="pp-entrada pp-entrada--texto"
          rows={5}
          maxLength={LIMITES.mensagem}
          value={valores.mensagem}
          onChange={(e) => mudar('mensagem', e.target.value)}
          {...aria('mensagem', contador)}
        />
        <p id={contador} className="pp-contador">
          {valores.mensagem.length} de {LIMITES.mensagem} caracteres
        </p>
      </Campo>
      {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
      <CampoArmadilha
        id={campoId('armadilha')}
        name={CAMPO_ARMADILHA}
        valor={valores.armadilha}
        onMudar={(valor) => mudar('armadilha', valor)}
      />
      <div className="pp-formulario__acoes">
        <button type="submit" className="public-button pp-botao" disabled={enviando}>
          {enviando ? 'Enviando…' : 'Enviar solicitação'}
        </button>
      </div>
    </form>
  );
}
