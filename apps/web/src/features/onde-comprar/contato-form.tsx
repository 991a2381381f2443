import { useEffect, useRef, useState } from 'react';
import {
  CONSENTIMENTO_CONTATO,
  contatoSchema,
  formatCelular,
  formatTelefone,
  INTERESSES,
  INTERESSES_IDS,
  isValidCelular,
  LIMITES_ONDE_COMPRAR,
  LINHAS_PRODUTO,
  LINHAS_PRODUTO_IDS,
  type ParceiroPublico,
} from '@prix/shared/onde-comprar';
import { MunicipioCombobox, nomeMunicipio, type ChosenMunicipio } from '../../components/municipio-combobox';
import {
  ConsentimentoField,
  EmailField,
  SelectField,
  NameField,
  RadioGroupField,
  PhoneField,
  TextAreaField,
  PublicForm,
  usePublicForm,
} from '../../components/public-form';
import { postPublic } from '../../lib/public-api';
import { firstMessagePerField } from '../../lib/validation';

/** The form's fields in the order they show: the first wrong one takes the focus. */
const CAMPOS = [
  'nome',
  'email',
  'telefone',
  'municipio',
  'interesse',
  'linha',
  'mensagem',
  'consentimento',
] as const;

interface Valores {
  nome: string;
  email: string;
  telefone: string;
  interesse: string;
  linha: string;
  mensagem: string;
  consentimento: boolean;
}
const VAZIO: Valores = {
  nome: '',
  email: '',
  telefone: '',
  interesse: '',
  linha: '',
  mensagem: '',
  consentimento: false,
};
const OPCOES_INTERESSE = INTERESSES_IDS.map((value) => ({ value, label: INTERESSES[value].rotulo }));
const OPCOES_LINHA = LINHAS_PRODUTO_IDS.map((value) => ({ value, label: LINHAS_PRODUTO[value] }));

/** The phone as stored and shown: '+55 (11) 98765-4321' once it is a valid number (format/masks). */
const formatarTelefone = (valor: string) =>
  isValidCelular(valor) ? formatCelular(valor) : formatTelefone(valor);

interface Props {
  /** The partner whose result the visitor wrote from: asked first (`parceiro`). */
  parceiro: ParceiroPublico | null;
  /** The city of the visitor's search, if any. */
  cidadeInicial: ChosenMunicipio | null;
  onFechar: () => void;
}

/**
 * 'Fale com um parceiro': the enquiry form in a modal dialog (native <dialog>: the focus stays inside, Escape
 * closes). Checked with the route's own schema before it goes (messages beside the fields, the first wrong field
 * focused); POST /api/publico/contato; the server's messages, and 429's wait, shown above the form. A hidden
 * field people never fill and how long the form was open go along (bot protection, decision 0046).
 */
export function ContatoDialog({ parceiro, cidadeInicial, onFechar }: Props) {
  const form = usePublicForm(VAZIO, CAMPOS);
  const { id, values, setValue, errors, submission } = form;
  const dialogo = useRef<HTMLDialogElement>(null);
  const [cidade, setCidade] = useState<ChosenMunicipio | null>(cidadeInicial);

  useEffect(() => {
    const el = dialogo.current;
    if (!el) return;
    if (typeof el.showModal === 'function') {
      if (!el.open) el.showModal();
    } else {
      el.setAttribute('open', '');
    }
    el.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus();
  }, []);

  const onSubmit = form.handleSubmit({
    check: () => {
      const checado = contatoSchema.safeParse({
        nome: values.nome,
        email: values.email,
        telefone: values.telefone,
        municipio: cidade?.id,
        interesse: values.interesse || undefined,
        linha: values.linha || undefined,
        mensagem: values.mensagem,
        consentimento: values.consentimento,
        ...(parceiro ? { parceiro: parceiro.uuid } : {}),
        ...form.protection(),
      });
      return checado.success
        ? { ok: true, data: checado.data }
        : { ok: false, errors: firstMessagePerField(checado.error.issues) };
    },
    send: async (dados) => (await postPublic<{ mensagem: string }>('/api/publico/contato', dados)).mensagem,
  });

  const tituloId = `${id}-titulo`;
  return (
    <dialog
      ref={dialogo}
      className="oc-dialogo"
      aria-labelledby={tituloId}
      onCancel={(event) => {
        event.preventDefault();
        onFechar();
      }}
    >
      <div className="oc-dialogo__topo">
        <h2 id={tituloId} className="pp-subtitulo">
          Fale com um parceiro
        </h2>
        <button type="button" className="oc-fechar" onClick={onFechar} aria-label="Fechar o formulário">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {submission.state === 'sent' ? (
        <div className="pp-confirmacao">
          <h3 ref={form.confirmationRef} tabIndex={-1} className="pp-confirmacao__titulo">
            Pedido enviado
          </h3>
          <p>{submission.confirmation}</p>
          <button type="button" className="public-button pp-botao" onClick={onFechar}>
            Fechar
          </button>
        </div>
      ) : (
        <PublicForm
          form={form}
          onSubmit={onSubmit}
          className="pp-formulario"
          description={
            parceiro
              ? `Seu pedido vai primeiro para ${parceiro.nome}. Se este parceiro não puder atender, a Prix o encaminha a outro parceiro autorizado perto de você.`
              : 'A Prix encaminha seu pedido ao parceiro autorizado mais próximo, que entra em contato com você.'
          }
          submitLabel="Enviar pedido"
          actions={
            <button
              type="button"
              className="public-button public-button--outlined pp-botao"
              onClick={onFechar}
            >
              Cancelar
            </button>
          }
        >
          <NameField {...form.field('nome')} maxLength={LIMITES_ONDE_COMPRAR.nome} />
          <EmailField {...form.field('email')} maxLength={LIMITES_ONDE_COMPRAR.email} />
          <PhoneField
            {...form.field('telefone')}
            label="Telefone ou celular (com DDD)"
            placeholder="(11) 98765-4321"
            maxLength={LIMITES_ONDE_COMPRAR.telefone}
            onBlur={(e) => setValue('telefone', formatarTelefone(e.target.value))}
          />
          <MunicipioCombobox
            label="Cidade"
            name="municipio"
            required
            selected={cidade}
            error={errors.municipio}
            onSelect={(municipio) => setCidade({ id: municipio.id, label: nomeMunicipio(municipio) })}
            onType={(texto) => {
              if (cidade && texto !== cidade.label) setCidade(null);
            }}
          />
          <RadioGroupField {...form.field('interesse')} legend="Interesse" options={OPCOES_INTERESSE} />
          <SelectField
            {...form.field('linha')}
            label="Linha de produto"
            emptyOption="Escolha…"
            options={OPCOES_LINHA}
          />
          <TextAreaField {...form.field('mensagem')} label="Mensagem" limit={LIMITES_ONDE_COMPRAR.mensagem} />
          <ConsentimentoField {...form.checkbox('consentimento')} text={CONSENTIMENTO_CONTATO} />
        </PublicForm>
      )}
    </dialog>
  );
}
