import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  AvisosDoEnvio,
  CampoArmadilha,
  CampoConsentimento,
  CampoLista,
  CampoOpcoes,
  CampoTexto,
  CampoTextoLongo,
  mensagensDaFalha,
  useFocoAoMostrar,
  useFormularioPublico,
} from '../../components/public-form';
import { enviarPublico } from '../../lib/publico-api';

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
type NomeCampo = (typeof CAMPOS)[number];
type Erros = Partial<Record<NomeCampo, string>>;

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
  const { id, valores, mudar, erros, campoId } = form;
  const dialogo = useRef<HTMLDialogElement>(null);
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(cidadeInicial);
  const [enviando, setEnviando] = useState(false);
  const [confirmacao, setConfirmacao] = useState<string | null>(null);
  const confirmacaoRef = useFocoAoMostrar<HTMLHeadingElement>(Boolean(confirmacao));

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (enviando) return;
    const entrada = {
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
    };
    const checado = contatoSchema.safeParse(entrada);
    if (!checado.success) {
      const novos: Erros = {};
      for (const issue of checado.error.issues) {
        const campo = issue.path[0] as NomeCampo;
        if (CAMPOS.includes(campo) && !novos[campo]) novos[campo] = issue.message;
      }
      form.setAvisos([]);
      form.mostrarErros(novos);
      return;
    }
    form.limparMensagens();
    setEnviando(true);
    enviarPublico<{ mensagem: string }>('/api/publico/contato', checado.data)
      .then((resposta) => setConfirmacao(resposta.mensagem))
      .catch((erro: unknown) => form.setAvisos(mensagensDaFalha(erro)))
      .finally(() => setEnviando(false));
  };

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
      {confirmacao ? (
        <div className="pp-confirmacao">
          <h3 ref={confirmacaoRef} tabIndex={-1} className="pp-confirmacao__titulo">
            Pedido enviado
          </h3>
          <p>{confirmacao}</p>
          <button type="button" className="public-button pp-botao" onClick={onFechar}>
            Fechar
          </button>
        </div>
      ) : (
        <form
          ref={form.formulario}
          className="pp-formulario"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={`${id}-sobre`}
        >
          <p id={`${id}-sobre`} className="pp-texto-pequeno">
            {parceiro
              ? `Seu pedido vai primeiro para ${parceiro.nome}. Se este parceiro não puder atender, a Prix o encaminha a outro parceiro autorizado perto de você.`
              : 'A Prix encaminha seu pedido ao parceiro autorizado mais próximo, que entra em contato com você.'}{' '}
            Campos com * são obrigatórios.
          </p>
          <AvisosDoEnvio avisos={form.avisos} />
          <CampoTexto
            {...form.campo('nome')}
            rotulo="Nome"
            autoComplete="name"
            maxLength={LIMITES_ONDE_COMPRAR.nome}
          />
          <CampoTexto
            {...form.campo('email')}
            rotulo="E-mail"
            type="email"
            autoComplete="email"
            maxLength={LIMITES_ONDE_COMPRAR.email}
          />
          <CampoTexto
            {...form.campo('telefone')}
            rotulo="Telefone ou celular (com DDD)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
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
          <CampoConsentimento
            id={campoId('consentimento')}
            texto={CONSENTIMENTO_CONTATO}
            erro={erros.consentimento}
            marcado={valores.consentimento}
            onMudar={(marcado) => mudar('consentimento', marcado)}
          />
          {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
          <CampoArmadilha {...form.armadilha} />
          <div className="pp-formulario__acoes">
            <button
              type="button"
              className="public-button public-button--outlined pp-botao"
              onClick={onFechar}
            >
              Cancelar
            </button>
            <button type="submit" className="public-button pp-botao" disabled={enviando}>
              {enviando ? 'Enviando…' : 'Enviar pedido'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
