import '../../components/public-page.css';
import './seus-dados.css';
import { Link } from 'react-router';
import {
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  TIPOS_SOLICITACAO_PRIVACIDADE,
  TIPOS_SOLICITACAO_PRIVACIDADE_IDS,
} from '@prix/shared/core/privacidade';
import { PublicHeader } from '../../components/public-header';
import {
  EmailField,
  NameField,
  RadioGroupField,
  TextAreaField,
  PublicForm,
  usePublicForm,
} from '../../components/public-form';
import { usePageTitle } from '../../lib/document-title';
import { LOGIN_PATH } from '../../lib/paths';
import { postPublic } from '../../lib/public-api';

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
const OPCOES_TIPO = TIPOS_SOLICITACAO_PRIVACIDADE_IDS.map((value) => ({
  value,
  label: (
    <span>
      {TIPOS_SOLICITACAO_PRIVACIDADE[value]}: {EXPLICACOES[value]}
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
  const titulo = usePageTitle();
  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        <div className="sd-coluna">
          <div className="pp-introducao">
            <h1 className="pp-titulo">{titulo}</h1>
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

function SolicitacaoForm() {
  const form = usePublicForm(VAZIO, CAMPOS);
  const { values, submission } = form;
  const onSubmit = form.handleSubmit({
    check: async () => {
      const entrada = {
        nome: values.nome,
        email: values.email,
        tipo: values.tipo || undefined,
        mensagem: values.mensagem,
        ...form.protection(),
      };
      return (await carregarValidacao()).validarSolicitacaoPublica(entrada);
    },
    send: async (dados) => {
      await postPublic<{ mensagem: string }>('/api/publico/privacidade', dados);
      return dados.email;
    },
  });

  if (submission.state === 'sent')
    return (
      <div className="sd-caixa">
        <h2 ref={form.confirmationRef} tabIndex={-1} className="pp-confirmacao__titulo">
          Confirme seu e-mail
        </h2>
        <p>
          Enviamos para <strong>{submission.confirmation}</strong> um link de confirmação. Abra-o em até 7
          dias: só depois de confirmada a solicitação segue para a Prix, e o prazo de{' '}
          {PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias para a resposta começa na confirmação.
        </p>
        <p>Não recebeu o e-mail? Confira a caixa de spam ou de promoções.</p>
      </div>
    );

  return (
    <PublicForm
      form={form}
      onSubmit={onSubmit}
      className="sd-formulario"
      errorsTitle="A solicitação não foi enviada."
      submitLabel="Enviar solicitação"
    >
      <NameField {...form.field('nome')} maxLength={LIMITES.nome} />
      <EmailField
        {...form.field('email')}
        hint="O e-mail que você usou com a Prix: é para ele que enviamos a confirmação e a resposta."
        maxLength={LIMITES.email}
      />
      <RadioGroupField {...form.field('tipo')} legend="O que você quer pedir" options={OPCOES_TIPO} />
      <TextAreaField {...form.field('mensagem')} label="Mensagem" limit={LIMITES.mensagem} />
    </PublicForm>
  );
}
