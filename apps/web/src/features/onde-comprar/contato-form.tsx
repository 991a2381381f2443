import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CAMPO_ARMADILHA,
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
import { Campo, CampoArmadilha, mensagemMuitosEnvios } from '../../components/public-form';
import { enviarPublico, ErroPublico } from '../../lib/publico-api';

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
type Campo = (typeof CAMPOS)[number];
type Erros = Partial<Record<Campo, string>>;

interface Valores {
  nome: string;
  email: string;
  telefone: string;
  interesse: string;
  linha: string;
  mensagem: string;
  consentimento: boolean;
  armadilha: string;
}
const VAZIO: Valores = {
  nome: '',
  email: '',
  telefone: '',
  interesse: '',
  linha: '',
  mensagem: '',
  consentimento: false,
  armadilha: '',
};

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
  const id = useId();
  const dialogo = useRef<HTMLDialogElement>(null);
  const formulario = useRef<HTMLFormElement>(null);
  const avisoRef = useRef<HTMLDivElement>(null);
  const confirmacaoRef = useRef<HTMLHeadingElement>(null);
  // The page's monotonic clock: a visitor's wrong system clock cannot make a slow form look fast.
  const [abertoEm] = useState(() => performance.now());
  const [valores, setValores] = useState<Valores>(VAZIO);
  const [cidade, setCidade] = useState<CidadeEscolhida | null>(cidadeInicial);
  const [erros, setErros] = useState<Erros>({});
  const [avisos, setAvisos] = useState<string[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [confirmacao, setConfirmacao] = useState<string | null>(null);

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

  useEffect(() => {
    if (confirmacao) confirmacaoRef.current?.focus();
  }, [confirmacao]);
  useEffect(() => {
    if (avisos.length) avisoRef.current?.focus();
  }, [avisos]);

  const mudar = <K extends keyof Valores>(campo: K, valor: Valores[K]) => {
    setValores((atual) => ({ ...atual, [campo]: valor }));
  };
  const campoId = (campo: string) => `${id}-${campo}`;
  const aria = (campo: Campo, extra?: string) => ({
    'aria-invalid': erros[campo] ? true : undefined,
    'aria-describedby':
      [erros[campo] ? `${campoId(campo)}-erro` : null, extra].filter(Boolean).join(' ') || undefined,
  });

  const focarCampo = (campo: Campo) => {
    const alvo = formulario.current?.querySelector<HTMLElement>(`[name="${campo}"]`);
    alvo?.focus();
  };

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
      [CAMPO_ARMADILHA]: valores.armadilha,
      tempo: Math.round(performance.now() - abertoEm),
    };
    const checado = contatoSchema.safeParse(entrada);
    if (!checado.success) {
      const novos: Erros = {};
      for (const issue of checado.error.issues) {
        const campo = issue.path[0] as Campo;
        if (CAMPOS.includes(campo) && !novos[campo]) novos[campo] = issue.message;
      }
      setErros(novos);
      setAvisos([]);
      const primeiro = CAMPOS.find((campo) => novos[campo]);
      if (primeiro) focarCampo(primeiro);
      return;
    }
    setErros({});
    setAvisos([]);
    setEnviando(true);
    enviarPublico<{ mensagem: string }>('/api/publico/contato', checado.data)
      .then((resposta) => setConfirmacao(resposta.mensagem))
      .catch((erro: unknown) => {
        if (erro instanceof ErroPublico && erro.status === 429)
          setAvisos([mensagemMuitosEnvios(erro.retryAfter)]);
        else if (erro instanceof ErroPublico) setAvisos(erro.errors);
        else setAvisos(['Não foi possível enviar agora. Tente novamente em instantes.']);
      })
      .finally(() => setEnviando(false));
  };

  const contador = `${campoId('mensagem')}-contador`;
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
          ref={formulario}
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
          {avisos.length ? (
            <div ref={avisoRef} tabIndex={-1} className="pp-aviso" role="alert">
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
              maxLength={LIMITES_ONDE_COMPRAR.nome}
              value={valores.nome}
              onChange={(e) => mudar('nome', e.target.value)}
              {...aria('nome')}
            />
          </Campo>
          <Campo id={campoId('email')} rotulo="E-mail" erro={erros.email}>
            <input
              id={campoId('email')}
              name="email"
              type="email"
              className="pp-entrada"
              autoComplete="email"
              maxLength={LIMITES_ONDE_COMPRAR.email}
              value={valores.email}
              onChange={(e) => mudar('email', e.target.value)}
              {...aria('email')}
            />
          </Campo>
          <Campo id={campoId('telefone')} rotulo="Telefone ou celular (com DDD)" erro={erros.telefone}>
            <input
              id={campoId('telefone')}
              name="telefone"
              type="tel"
              inputMode="tel"
              className="pp-entrada"
              autoComplete="tel"
              placeholder="(11) 98765-4321"
              maxLength={LIMITES_ONDE_COMPRAR.telefone}
              value={valores.telefone}
              onChange={(e) => mudar('telefone', e.target.value)}
              onBlur={(e) => mudar('telefone', formatarTelefone(e.target.value))}
              {...aria('telefone')}
            />
          </Campo>
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
          <fieldset
            className="pp-grupo"
            aria-describedby={erros.interesse ? `${campoId('interesse')}-erro` : undefined}
          >
            <legend className="pp-rotulo">
              Interesse<span aria-hidden="true"> *</span>
            </legend>
            <div className="pp-opcoes">
              {INTERESSES_IDS.map((interesse) => (
                <label key={interesse} className="pp-opcao-radio">
                  <input
                    type="radio"
                    name="interesse"
                    value={interesse}
                    checked={valores.interesse === interesse}
                    onChange={() => mudar('interesse', interesse)}
                    aria-invalid={erros.interesse ? true : undefined}
                  />
                  {INTERESSES[interesse].rotulo}
                </label>
              ))}
            </div>
            {erros.interesse ? (
              <p id={`${campoId('interesse')}-erro`} className="pp-erro-campo">
                {erros.interesse}
              </p>
            ) : null}
          </fieldset>
          <Campo id={campoId('linha')} rotulo="Linha de produto" erro={erros.linha}>
            <select
              id={campoId('linha')}
              name="linha"
              className="pp-entrada"
              value={valores.linha}
              onChange={(e) => mudar('linha', e.target.value)}
              {...aria('linha')}
            >
              <option value="">Escolha…</option>
              {LINHAS_PRODUTO_IDS.map((linha) => (
                <option key={linha} value={linha}>
                  {LINHAS_PRODUTO[linha]}
                </option>
              ))}
            </select>
          </Campo>
          <Campo id={campoId('mensagem')} rotulo="Mensagem" erro={erros.mensagem}>
            <textarea
              id={campoId('mensagem')}
              name="mensagem"
              className="pp-entrada pp-entrada--texto"
              rows={5}
              maxLength={LIMITES_ONDE_COMPRAR.mensagem}
              value={valores.mensagem}
              onChange={(e) => mudar('mensagem', e.target.value)}
              {...aria('mensagem', contador)}
            />
            <p id={contador} className="pp-contador">
              {valores.mensagem.length} de {LIMITES_ONDE_COMPRAR.mensagem} caracteres
            </p>
          </Campo>
          <div className="pp-campo">
            <label className="pp-consentimento">
              <input
                type="checkbox"
                name="consentimento"
                checked={valores.consentimento}
                onChange={(e) => mudar('consentimento', e.target.checked)}
                {...aria('consentimento')}
              />
              <span>{CONSENTIMENTO_CONTATO}</span>
            </label>
            {erros.consentimento ? (
              <p id={`${campoId('consentimento')}-erro`} className="pp-erro-campo">
                {erros.consentimento}
              </p>
            ) : null}
          </div>
          {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
          <CampoArmadilha
            id={campoId('armadilha')}
            name={CAMPO_ARMADILHA}
            valor={valores.armadilha}
            onMudar={(valor) => mudar('armadilha', valor)}
          />
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
