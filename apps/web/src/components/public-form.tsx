import './public-page.css';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { CAMPO_ARMADILHA } from '@prix/shared/core/public-form';
import { ErroPublico } from '../lib/publico-api';
import type { Validacao } from '../lib/validacao';

/** A field's message under it, named by the field's `aria-describedby` (`${id}-erro`). */
function MensagemDoCampo({ id, erro }: { id: string; erro: string | undefined }) {
  return erro ? (
    <p id={`${id}-erro`} className="pp-erro-campo">
      {erro}
    </p>
  ) : null;
}

/**
 * The fields of the public forms (the enquiry of /onde-comprar, the application of /seja-parceiro): plain HTML
 * styled by public-page.css, no MUI. Each field has its label, a '*' when required (the form says what it
 * means) and its message under it, which the input names in `aria-describedby` (the form does that: it knows
 * the input).
 */
export function Campo({
  id,
  rotulo,
  erro,
  obrigatorio = true,
  dica,
  children,
}: {
  id: string;
  rotulo: string;
  erro: string | undefined;
  obrigatorio?: boolean;
  /** A hint under the label (its id is `${id}-dica`: the input names it in aria-describedby). */
  dica?: string;
  children: ReactNode;
}) {
  return (
    <div className="pp-campo">
      <label className="pp-rotulo" htmlFor={id}>
        {rotulo}
        {obrigatorio ? <span aria-hidden="true"> *</span> : null}
      </label>
      {dica ? (
        <p id={`${id}-dica`} className="pp-dica">
          {dica}
        </p>
      ) : null}
      {children}
      <MensagemDoCampo id={id} erro={erro} />
    </div>
  );
}

/**
 * The hidden field of the public forms' bot protection (CAMPO_ARMADILHA): people never see nor reach it
 * (off-screen, hidden from screen readers, out of the tab order); a bot that fills it is answered as if it
 * had been heard, and nothing is kept.
 */
export function CampoArmadilha({
  id,
  name,
  valor,
  onMudar,
}: {
  id: string;
  name: string;
  valor: string;
  onMudar: (valor: string) => void;
}) {
  return (
    <div className="pp-armadilha" aria-hidden="true">
      <label htmlFor={id}>Não preencha este campo</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={valor}
        onChange={(e) => onMudar(e.target.value)}
      />
    </div>
  );
}

/** A form whose checks (fetched when sent) could not be fetched: offline, says so above it. */
const ERRO_VALIDACAO_OFFLINE =
  'Não foi possível verificar os dados agora. Verifique sua conexão e tente novamente.';

/** 429's message, with the wait the server asked for (Retry-After) in minutes. */
export function mensagemMuitosEnvios(segundos: number | null): string {
  const minutos = Math.max(1, Math.ceil((segundos ?? 600) / 60));
  return `Muitos envios deste endereço em pouco tempo. Por favor, tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
}

/** The first of `campos` (in the order they show) that has a message: the one the form focuses. */
export function primeiroComErro<C extends string>(
  campos: readonly C[],
  erros: Partial<Record<C, string>>,
): C | undefined {
  return campos.find((campo) => erros[campo]);
}

/** A field's accessible state: invalid while it has a message, described by it and by `extras` (hint, counter). */
export function ariaDoCampo(id: string, erro: string | undefined, ...extras: (string | undefined)[]) {
  return {
    'aria-invalid': erro ? true : undefined,
    'aria-describedby': [erro ? `${id}-erro` : null, ...extras].filter(Boolean).join(' ') || undefined,
  } as const;
}

type AtributosEntrada = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

/** What a text field takes from its form: its id, name, message, value and how it changes. */
export interface CampoLigado {
  id: string;
  name: string;
  erro: string | undefined;
  valor: string;
  onMudar: (valor: string) => void;
}

/** A bound field's own attributes on its textarea or select: id, name, value, change, accessible state. */
function atributosLigados({ id, name, erro, valor, onMudar }: CampoLigado, ...descricoes: string[]) {
  return {
    id,
    name,
    value: valor,
    onChange: (e: { target: { value: string } }) => onMudar(e.target.value),
    ...ariaDoCampo(id, erro, ...descricoes),
  };
}

/** A one-line text field (input.pp-entrada) in its Campo; the other input attributes pass through. */
export function CampoTexto({
  id,
  name,
  rotulo,
  erro,
  obrigatorio,
  dica,
  valor,
  onMudar,
  ...atributos
}: CampoLigado & { rotulo: string; obrigatorio?: boolean; dica?: string } & AtributosEntrada) {
  return (
    <Campo id={id} rotulo={rotulo} erro={erro} obrigatorio={obrigatorio} dica={dica}>
      <input
        id={id}
        name={name}
        className="pp-entrada"
        {...atributos}
        value={valor}
        onChange={(e) => onMudar(e.target.value)}
        {...ariaDoCampo(id, erro, dica ? `${id}-dica` : undefined)}
      />
    </Campo>
  );
}

type CampoDeContato = CampoLigado & { rotulo?: string; dica?: string } & AtributosEntrada;

/** A person's name ('Nome' unless `rotulo` says otherwise), filled by the browser. */
export function CampoNome({ rotulo = 'Nome', ...props }: CampoDeContato) {
  return <CampoTexto rotulo={rotulo} autoComplete="name" {...props} />;
}

/** An e-mail address ('E-mail' unless `rotulo` says otherwise), filled by the browser. */
export function CampoEmail({ rotulo = 'E-mail', ...props }: CampoDeContato) {
  return <CampoTexto rotulo={rotulo} type="email" autoComplete="email" {...props} />;
}

/** A phone number with its area code (`rotulo` says which), the phone keypad on a phone. */
export function CampoTelefone(props: CampoDeContato & { rotulo: string }) {
  return <CampoTexto type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** A message field (textarea) with the count of its characters under it. */
export function CampoTextoLongo({
  rotulo,
  limite,
  ...campo
}: CampoLigado & { rotulo: string; limite: number }) {
  const contador = `${campo.id}-contador`;
  return (
    <Campo id={campo.id} rotulo={rotulo} erro={campo.erro}>
      <textarea
        className="pp-entrada pp-entrada--texto"
        rows={5}
        maxLength={limite}
        {...atributosLigados(campo, contador)}
      />
      <p id={contador} className="pp-contador">
        {campo.valor.length} de {limite} caracteres
      </p>
    </Campo>
  );
}

/** A list to choose from (select), its empty first option saying what to do. */
export function CampoLista({
  rotulo,
  vazio,
  opcoes,
  autoComplete,
  ...campo
}: CampoLigado & {
  rotulo: string;
  vazio: string;
  opcoes: readonly { valor: string; rotulo: string }[];
  autoComplete?: string;
}) {
  return (
    <Campo id={campo.id} rotulo={rotulo} erro={campo.erro}>
      <select className="pp-entrada" autoComplete={autoComplete} {...atributosLigados(campo)}>
        <option value="">{vazio}</option>
        {opcoes.map((opcao) => (
          <option key={opcao.valor} value={opcao.valor}>
            {opcao.rotulo}
          </option>
        ))}
      </select>
    </Campo>
  );
}

/** A required choice of one (radio buttons) in a fieldset, its message under them. */
export function CampoOpcoes({
  id,
  name,
  erro,
  valor,
  onMudar,
  legenda,
  opcoes,
}: CampoLigado & { legenda: string; opcoes: readonly { valor: string; rotulo: ReactNode }[] }) {
  return (
    <fieldset className="pp-grupo" aria-describedby={erro ? `${id}-erro` : undefined}>
      <legend className="pp-rotulo">
        {legenda}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="pp-opcoes">
        {opcoes.map((opcao) => (
          <label key={opcao.valor} className="pp-opcao-radio">
            <input
              type="radio"
              name={name}
              value={opcao.valor}
              checked={valor === opcao.valor}
              onChange={() => onMudar(opcao.valor)}
              aria-invalid={erro ? true : undefined}
            />
            {opcao.rotulo}
          </label>
        ))}
      </div>
      <MensagemDoCampo id={id} erro={erro} />
    </fieldset>
  );
}

/** The consent's checkbox, its text as the label, its message under it. */
export function CampoConsentimento({
  id,
  texto,
  erro,
  marcado,
  onMudar,
}: {
  id: string;
  texto: string;
  erro: string | undefined;
  marcado: boolean;
  onMudar: (marcado: boolean) => void;
}) {
  return (
    <div className="pp-campo">
      <label className="pp-consentimento">
        <input
          type="checkbox"
          name="consentimento"
          checked={marcado}
          onChange={(e) => onMudar(e.target.checked)}
          {...ariaDoCampo(id, erro)}
        />
        <span>{texto}</span>
      </label>
      <MensagemDoCampo id={id} erro={erro} />
    </div>
  );
}

/** The messages of a form that did not go, above it: an alert that takes the focus each time they change. */
export function AvisosDoEnvio({ avisos, titulo }: { avisos: string[]; titulo?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (avisos.length) ref.current?.focus();
  }, [avisos]);
  if (!avisos.length) return null;
  return (
    <div ref={ref} tabIndex={-1} className="pp-aviso" role="alert">
      {titulo ? <p className="pp-aviso__titulo">{titulo}</p> : null}
      {avisos.map((aviso) => (
        <p key={aviso}>{aviso}</p>
      ))}
    </div>
  );
}

/**
 * A public form's frame: the line on the fields with '*' (after `sobre`, what the form is for, which describes
 * the form), the messages of a sending that did not go (`tituloDosAvisos` above them), the fields, the bot
 * protection's hidden field, and the actions: `acoes`, then the button that sends (`enviar`; 'Enviando…' while
 * the form goes).
 */
export function FormularioPublico({
  form,
  onSubmit,
  className,
  sobre,
  tituloDosAvisos,
  enviar,
  acoes,
  classeDasAcoes,
  children,
}: {
  form: {
    id: string;
    formulario: RefObject<HTMLFormElement | null>;
    avisos: string[];
    armadilha: Parameters<typeof CampoArmadilha>[0];
    envio: EnvioPublico;
  };
  onSubmit: (event: FormEvent) => void;
  className: string;
  sobre?: string;
  tituloDosAvisos?: string;
  enviar: string;
  acoes?: ReactNode;
  classeDasAcoes?: string;
  children: ReactNode;
}) {
  const sobreId = `${form.id}-sobre`;
  const enviando = form.envio.estado === 'enviando';
  return (
    <form
      ref={form.formulario}
      className={className}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={sobre ? sobreId : undefined}
    >
      <p id={sobre ? sobreId : undefined} className="pp-texto-pequeno">
        {sobre ? `${sobre} ` : null}Campos com * são obrigatórios.
      </p>
      <AvisosDoEnvio avisos={form.avisos} titulo={tituloDosAvisos} />
      {children}
      {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
      <CampoArmadilha {...form.armadilha} />
      <div className={classeDasAcoes ? `pp-formulario__acoes ${classeDasAcoes}` : 'pp-formulario__acoes'}>
        {acoes}
        <button type="submit" className="public-button pp-botao" disabled={enviando}>
          {enviando ? 'Enviando…' : enviar}
        </button>
      </div>
    </form>
  );
}

/**
 * What a failed sending says above the form: 429's wait, else `mensagemDoStatus` (a status said in plain
 * words, e.g. 413) or the server's messages; a failure that is no answer, a generic line.
 */
export function mensagensDaFalha(
  erro: unknown,
  mensagemDoStatus: (status: number) => string | null | undefined = () => undefined,
): string[] {
  if (erro instanceof ErroPublico && erro.status === 429) return [mensagemMuitosEnvios(erro.retryAfter)];
  if (erro instanceof ErroPublico) {
    const mensagem = mensagemDoStatus(erro.status);
    return mensagem ? [mensagem] : erro.errors;
  }
  return ['Não foi possível enviar agora. Tente novamente em instantes.'];
}

/** A ref whose element takes the focus when `mostrar` turns true (a confirmation, a result). */
export function useFocoAoMostrar<T extends HTMLElement>(mostrar: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (mostrar) ref.current?.focus();
  }, [mostrar]);
  return ref;
}

type ChavesTexto<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type ChavesMarcar<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/** Where a public form's sending is: being filled, on its way (the upload's share when known), sent. */
export type EnvioPublico =
  | { estado: 'editando' }
  | { estado: 'enviando'; porcento: number | null }
  | { estado: 'enviado'; confirmacao: string };

/** What a form does when sent: check its values, send them, and how a refused sending is told. */
export interface PassosDoEnvio<D> {
  /** The values checked by the route's own schema (throws when the check could not be fetched: offline). */
  checar: () => Validacao<D> | Promise<Validacao<D>>;
  /** Sends the checked values (telling the upload's share, 0–100, if it can); answers what the confirmation names. */
  enviar: (dados: D, progresso: (porcento: number) => void) => Promise<string>;
  /** A refused sending's status said in plain words (413, 415), else the server's messages (mensagensDaFalha). */
  mensagemDoStatus?: (status: number) => string | null | undefined;
}

/**
 * A public form's state and its sending: its values, the messages beside the fields (in `campos`' order, the
 * first wrong one focused) and above it, the bot protection (the hidden field and how long the form was open,
 * on the page's monotonic clock: a visitor's wrong system clock cannot make a slow form look fast), and the
 * one way every public form is sent (`aoEnviar`): checked by the route's own schema, then sent once at a time,
 * the confirmation focused when it shows.
 */
export function useFormularioPublico<V extends object, C extends string>(vazio: V, campos: readonly C[]) {
  const id = useId();
  const formulario = useRef<HTMLFormElement>(null);
  const [abertoEm] = useState(() => performance.now());
  const [valores, setValores] = useState<V>(vazio);
  const [armadilha, setArmadilha] = useState('');
  const [erros, setErros] = useState<Partial<Record<C, string>>>({});
  const [avisos, setAvisos] = useState<string[]>([]);
  const [envio, setEnvio] = useState<EnvioPublico>({ estado: 'editando' });
  const confirmacaoRef = useFocoAoMostrar<HTMLHeadingElement>(envio.estado === 'enviado');

  const campoId = (campo: string) => `${id}-${campo}`;
  const mudar = <K extends keyof V>(campo: K, valor: V[K]) =>
    setValores((atual) => ({ ...atual, [campo]: valor }));
  const marcarErro = (campo: C, mensagem: string | undefined) =>
    setErros((atual) => ({ ...atual, [campo]: mensagem }));
  /** The messages of `errors` beside the form's fields, the first wrong field focused; false when none is a field's. */
  const mostrarErros = (errors: Partial<Record<string, string>>) => {
    const novos: Partial<Record<C, string>> = {};
    for (const campo of campos) if (errors[campo]) novos[campo] = errors[campo];
    setErros(novos);
    const primeiro = primeiroComErro(campos, novos);
    if (primeiro) formulario.current?.querySelector<HTMLElement>(`[name="${primeiro}"]`)?.focus();
    return primeiro !== undefined;
  };
  const enviar = async <D,>({ checar, enviar: mandar, mensagemDoStatus }: PassosDoEnvio<D>) => {
    let checado: Validacao<D>;
    try {
      checado = await checar();
    } catch {
      setAvisos([ERRO_VALIDACAO_OFFLINE]);
      return;
    }
    if (!checado.ok) {
      // A message of no field of the form (the hidden field's): above it.
      const deCampo = mostrarErros(checado.errors);
      setAvisos(deCampo ? [] : Object.values(checado.errors));
      return;
    }
    setErros({});
    setAvisos([]);
    setEnvio({ estado: 'enviando', porcento: null });
    try {
      const confirmacao = await mandar(checado.data, (porcento) =>
        setEnvio({ estado: 'enviando', porcento }),
      );
      setEnvio({ estado: 'enviado', confirmacao });
    } catch (erro) {
      setEnvio({ estado: 'editando' });
      setAvisos(mensagensDaFalha(erro, mensagemDoStatus));
    }
  };
  return {
    id,
    formulario,
    valores,
    mudar,
    erros,
    marcarErro,
    avisos,
    campoId,
    envio,
    /** The confirmation's heading, focused when the form has been sent. */
    confirmacaoRef,
    /** A text field bound to its value (what is typed passed through `mascara`, if any) and message. */
    campo: <K extends C & ChavesTexto<V>>(nome: K, mascara?: (valor: string) => string): CampoLigado => ({
      id: campoId(nome),
      name: nome,
      erro: erros[nome],
      valor: valores[nome] as string,
      onMudar: (valor) => mudar(nome, (mascara ? mascara(valor) : valor) as V[K]),
    }),
    /** A checkbox (CampoConsentimento) bound to its value and message. */
    caixa: <K extends C & ChavesMarcar<V>>(nome: K) => ({
      id: campoId(nome),
      erro: erros[nome],
      marcado: valores[nome] as boolean,
      onMudar: (marcado: boolean) => mudar(nome, marcado as V[K]),
    }),
    /** The hidden field's props (CampoArmadilha). */
    armadilha: {
      id: campoId('armadilha'),
      name: CAMPO_ARMADILHA,
      valor: armadilha,
      onMudar: setArmadilha,
    },
    /** What goes along with the values: the hidden field and the milliseconds the form was open. */
    protecao: () => ({
      [CAMPO_ARMADILHA]: armadilha,
      tempo: Math.round(performance.now() - abertoEm),
    }),
    /** The form's onSubmit: `passos` run, unless a sending is already on its way. */
    aoEnviar:
      <D,>(passos: PassosDoEnvio<D>) =>
      (event: FormEvent) => {
        event.preventDefault();
        if (envio.estado !== 'enviando') void enviar(passos);
      },
  };
}
