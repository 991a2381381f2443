import '../../components/public-page.css';
import './seus-dados.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  TIPOS_SOLICITACAO_PRIVACIDADE,
  TIPOS_SOLICITACAO_PRIVACIDADE_IDS,
} from '@prix/shared/core/privacidade';
import { PUBLIC_PAGE_HEADS } from '@prix/shared/public-pages';
import { PublicHeader } from '../../components/public-header';
import {
  AvisosDoEnvio,
  ERRO_VALIDACAO_OFFLINE,
  CampoArmadilha,
  CampoOpcoes,
  CampoTexto,
  CampoTextoLongo,
  mensagensDaFalha,
  useFocoAoMostrar,
  useFormularioPublico,
} from '../../components/public-form';
import { useDocumentTitle } from '../../lib/document-title';
import { LOGIN_PATH, SEUS_DADOS_PATH } from '../../lib/paths';
import { enviarPublico } from '../../lib/publico-api';

/** The schema and zod: fetched when the form is sent, never with the page. */
const carregarValidacao = () => import('./seus-dados-validation');

/** The limits of the shared schema (solicitacaoPrivacidadePublicaSchema), for the fields' maxlength. */
const LIMITES = { nome: 100, email: 100, mensagem: 2000 } as const;

/** The form's fields in the order they show: the first wrong one takes the focus. */
const CAMPOS = ['nome', 'email', 'tipo', 'mensagem'] as const;

interface Valores {
  nome: string;
  email: string;
  tipo: string;
  mensagem: string;
}
const VAZIO: Valores = { nome: '', email: '', tipo: '', mensagem: '' };

/** What each kind of request asks the Prix for, beside its name. */
const EXPLICACOES: Record<keyof typeof TIPOS_SOLICITACAO_PRIVACIDADE, string> = {
  acesso: 'saber se a Prix tem dados seus e receber uma cópia deles',
  correcao: 'corrigir dados incompletos, inexatos ou desatualizados',
  anonimizacao: 'apagar ou anonimizar seus dados pessoais',
  revogacao: 'retirar uma autorização que você deu, como a de um formulário do site',
};
const OPCOES_TIPO = TIPOS_SOLICITACAO_PRIVACIDADE_IDS.map((valor) => ({
  valor,
  rotulo: (
    <span>
      {TIPOS_SOLICITACAO_PRIVACIDADE[valor]}: {EXPLICACOES[valor]}
    </span>
  ),
}));

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
  const form = useFormularioPublico(VAZIO, CAMPOS);
  const { valores } = form;
  const [envio, setEnvio] = useState<Envio>({ estado: 'editando' });
  const confirmacaoRef = useFocoAoMostrar<HTMLHeadingElement>(envio.estado === 'enviado');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (envio.estado === 'enviando') return;
    const entrada = {
      nome: valores.nome,
      email: valores.email,
      tipo: valores.tipo || undefined,
      mensagem: valores.mensagem,
      ...form.protecao(),
    };
    let validacao: Awaited<ReturnType<typeof carregarValidacao>>;
    try {
      validacao = await carregarValidacao();
    } catch {
      form.setAvisos([ERRO_VALIDACAO_OFFLINE]);
      return;
    }
    const checado = validacao.validarSolicitacaoPublica(entrada);
    if (!checado.ok) {
      // A message of no field of the form (the hidden field's): above it.
      const deCampo = form.mostrarErros(form.errosDosCampos(checado.errors));
      form.setAvisos(deCampo ? [] : Object.values(checado.errors));
      return;
    }
    form.limparMensagens();
    setEnvio({ estado: 'enviando' });
    try {
      await enviarPublico<{ mensagem: string }>('/api/publico/privacidade', checado.data);
      setEnvio({ estado: 'enviado', email: checado.data.email });
    } catch (erro) {
      setEnvio({ estado: 'editando' });
      form.setAvisos(mensagensDaFalha(erro));
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
  return (
    <form ref={form.formulario} className="sd-formulario" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="pp-texto-pequeno">Campos com * são obrigatórios.</p>
      <AvisosDoEnvio avisos={form.avisos} titulo="A solicitação não foi enviada." />
      <CampoTexto {...form.campo('nome')} rotulo="Nome" autoComplete="name" maxLength={LIMITES.nome} />
      <CampoTexto
        {...form.campo('email')}
        rotulo="E-mail"
        dica="O e-mail que você usou com a Prix: é para ele que enviamos a confirmação e a resposta."
        type="email"
        autoComplete="email"
        maxLength={LIMITES.email}
      />
      <CampoOpcoes {...form.campo('tipo')} legenda="O que você quer pedir" opcoes={OPCOES_TIPO} />
      <CampoTextoLongo {...form.campo('mensagem')} rotulo="Mensagem" limite={LIMITES.mensagem} />
      {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
      <CampoArmadilha {...form.armadilha} />
      <div className="pp-formulario__acoes">
        <button type="submit" className="public-button pp-botao" disabled={enviando}>
          {enviando ? 'Enviando…' : 'Enviar solicitação'}
        </button>
      </div>
    </form>
  );
}
