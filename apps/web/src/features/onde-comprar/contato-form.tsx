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
import { MunicipioCombobox, nomeMunicipio, type CidadeEscolhida } from '../../components/municipio-combobox';
import {
  CampoConsentimento,
  CampoEmail,
  CampoLista,
  CampoNome,
  CampoOpcoes,
  CampoTelefone,
  CampoTextoLongo,
  FormularioPublico,
  useFormularioPublico,
} from '../../components/public-form';
import { enviarPublico } from '../../lib/publico-api';
import { mensagensPorCampo } from '../../lib/validacao';

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
const OPCOES_INTERESSE = INTERESSES_IDS.map((valor) => ({ valor, rotulo: INTERESSES[valor].rotulo }));
const OPCOES_LINHA = LINHAS_PRODUTO_IDS.map((valor) => ({ valor, rotulo: LINHAS_PRODUTO[valor] }));

/** The phone as stored and shown: '+55 (11) 98765-4321' once it is a valid number (format/masks). */
const formatarTelefone = (valor: string) =>
  isValidCelular(valor) ? formatCelular(valor) : formatTelefone(valor);

interface Props {
  /** The partner whose result the visitor wrote from: asked first (`parceiro`). */
  parceiro: ParceiroPublico | null;
  /** The city of the visitor's search, if any. */
  cidadeInicial: CidadeEscolhida | null;
  onFechar: () => void;
}

/**
 * 'Fale com um parceiro': the enquiry form in a modal dialog (native <dialog>: the focus stays inside, Escape
 * closes). Checked with the route's own schema before it goes (messages beside the fields, the first wrong field
 * focused); POST /api/publico/contato; the server's messages, and 429's wait, shown above the form. A hidden
 * field people never fill and how long the form was open go along (bot protection, decision 0046).
 */
export function ContatoDialog({ parceiro, cidadeInicial, onFechar }: Props) {
  const form = useFormularioPublico(VAZIO, CAMPOS);
  const { id, valores, mudar, erros, envio } = form;
  const dialogo = useRef<HTMLDialogElement>(null);
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(cidadeInicial);

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

  const onSubmit = form.aoEnviar({
    checar: () => {
      const checado = contatoSchema.safeParse({
        nome: valores.nome,
        email: valores.email,
        telefone: valores.telefone,
        municipio: cidade?.id,
        interesse: valores.interesse || undefined,
        linha: valores.linha || undefined,
        mensagem: valores.mensagem,
        consentimento: valores.consentimento,
        ...(parceiro ? { parceiro: parceiro.uuid } : {}),
        ...form.protecao(),
      });
      return checado.success
        ? { ok: true, data: checado.data }
        : { ok: false, errors: mensagensPorCampo(checado.error.issues) };
    },
    enviar: async (dados) =>
      (await enviarPublico<{ mensagem: string }>('/api/publico/contato', dados)).mensagem,
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
      {envio.estado === 'enviado' ? (
        <div className="pp-confirmacao">
          <h3 ref={form.confirmacaoRef} tabIndex={-1} className="pp-confirmacao__titulo">
            Pedido enviado
          </h3>
          <p>{envio.confirmacao}</p>
          <button type="button" className="public-button pp-botao" onClick={onFechar}>
            Fechar
          </button>
        </div>
      ) : (
        <FormularioPublico
          form={form}
          onSubmit={onSubmit}
          className="pp-formulario"
          sobre={
            parceiro
              ? `Seu pedido vai primeiro para ${parceiro.nome}. Se este parceiro não puder atender, a Prix o encaminha a outro parceiro autorizado perto de você.`
              : 'A Prix encaminha seu pedido ao parceiro autorizado mais próximo, que entra em contato com você.'
          }
          enviar="Enviar pedido"
          acoes={
            <button
              type="button"
              className="public-button public-button--outlined pp-botao"
              onClick={onFechar}
            >
              Cancelar
            </button>
          }
        >
          <CampoNome {...form.campo('nome')} maxLength={LIMITES_ONDE_COMPRAR.nome} />
          <CampoEmail {...form.campo('email')} maxLength={LIMITES_ONDE_COMPRAR.email} />
          <CampoTelefone
            {...form.campo('telefone')}
            rotulo="Telefone ou celular (com DDD)"
            placeholder="(11) 98765-4321"
            maxLength={LIMITES_ONDE_COMPRAR.telefone}
            onBlur={(e) => mudar('telefone', formatarTelefone(e.target.value))}
          />
          <MunicipioCombobox
            label="Cidade"
            name="municipio"
            obrigatorio
            escolhida={cidade}
            erro={erros.municipio}
            onEscolher={(municipio) => setCidade({ id: municipio.id, rotulo: nomeMunicipio(municipio) })}
            onDigitar={(texto) => {
              if (cidade && texto !== cidade.rotulo) setCidade(null);
            }}
          />
          <CampoOpcoes {...form.campo('interesse')} legenda="Interesse" opcoes={OPCOES_INTERESSE} />
          <CampoLista
            {...form.campo('linha')}
            rotulo="Linha de produto"
            vazio="Escolha…"
            opcoes={OPCOES_LINHA}
          />
          <CampoTextoLongo
            {...form.campo('mensagem')}
            rotulo="Mensagem"
            limite={LIMITES_ONDE_COMPRAR.mensagem}
          />
          <CampoConsentimento {...form.caixa('consentimento')} texto={CONSENTIMENTO_CONTATO} />
        </FormularioPublico>
      )}
    </dialog>
  );
}
