import './public-page.css';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { CAMPO_ARMADILHA } from '@prix/shared/core/public-form';
import { ErroPublico } from '../lib/publico-api';

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
      {erro ? (
        <p id={`${id}-erro`} className="pp-erro-campo">
          {erro}
        </p>
      ) : null}
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
export const ERRO_VALIDACAO_OFFLINE =
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

/** A message field (textarea) with the count of its characters under it. */
export function CampoTextoLongo({
  id,
  name,
  rotulo,
  erro,
  valor,
  onMudar,
  limite,
}: CampoLigado & { rotulo: string; limite: number }) {
  const contador = `${id}-contador`;
  return (
    <Campo id={id} rotulo={rotulo} erro={erro}>
      <textarea
        id={id}
        name={name}
        className="pp-entrada pp-entrada--texto"
        rows={5}
        maxLength={limite}
        value={valor}
        onChange={(e) => onMudar(e.target.value)}
        {...ariaDoCampo(id, erro, contador)}
      />
      <p id={contador} className="pp-contador">
        {valor.length} de {limite} caracteres
      </p>
    </Campo>
  );
}

/** A list to choose from (select), its empty first option saying what to do. */
export function CampoLista({
  id,
  name,
  rotulo,
  erro,
  valor,
  onMudar,
  vazio,
  opcoes,
  autoComplete,
}: CampoLigado & {
  rotulo: string;
  vazio: string;
  opcoes: readonly { valor: string; rotulo: string }[];
  autoComplete?: string;
}) {
  return (
    <Campo id={id} rotulo={rotulo} erro={erro}>
      <select
        id={id}
        name={name}
        className="pp-entrada"
        autoComplete={autoComplete}
        value={valor}
        onChange={(e) => onMudar(e.target.value)}
        {...ariaDoCampo(id, erro)}
      >
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
      {erro ? (
        <p id={`${id}-erro`} className="pp-erro-campo">
          {erro}
        </p>
      ) : null}
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
      {erro ? (
        <p id={`${id}-erro`} className="pp-erro-campo">
          {erro}
        </p>
      ) : null}
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

/**
 * The state a public form keeps: its values, the messages beside the fields (in `campos`' order, the first
 * wrong one focused) and above it, and the bot protection (the hidden field and how long the form was open,
 * on the page's monotonic clock: a visitor's wrong system clock cannot make a slow form look fast).
 */
export function useFormularioPublico<V extends object, C extends string>(vazio: V, campos: readonly C[]) {
  const id = useId();
  const formulario = useRef<HTMLFormElement>(null);
  const [abertoEm] = useState(() => performance.now());
  const [valores, setValores] = useState<V>(vazio);
  const [armadilha, setArmadilha] = useState('');
  const [erros, setErros] = useState<Partial<Record<C, string>>>({});
  const [avisos, setAvisos] = useState<string[]>([]);

  const campoId = (campo: string) => `${id}-${campo}`;
  const mudar = <K extends keyof V>(campo: K, valor: V[K]) =>
    setValores((atual) => ({ ...atual, [campo]: valor }));
  const marcarErro = (campo: C, mensagem: string | undefined) =>
    setErros((atual) => ({ ...atual, [campo]: mensagem }));
  return {
    id,
    formulario,
    valores,
    mudar,
    erros,
    marcarErro,
    avisos,
    setAvisos,
    campoId,
    /** A text field bound to its value and message. */
    campo: <K extends C & ChavesTexto<V>>(nome: K): CampoLigado => ({
      id: campoId(nome),
      name: nome,
      erro: erros[nome],
      valor: valores[nome] as string,
      onMudar: (valor) => mudar(nome, valor as V[K]),
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
    /** The messages beside the fields (none above), the first wrong field focused; false when there are none. */
    mostrarErros: (novos: Partial<Record<C, string>>) => {
      setErros(novos);
      const primeiro = primeiroComErro(campos, novos);
      if (primeiro) formulario.current?.querySelector<HTMLElement>(`[name="${primeiro}"]`)?.focus();
      return primeiro !== undefined;
    },
    /** The messages of `errors` of the form's fields, in their order. */
    errosDosCampos: (errors: Partial<Record<string, string>>) => {
      const novos: Partial<Record<C, string>> = {};
      for (const campo of campos) if (errors[campo]) novos[campo] = errors[campo];
      return novos;
    },
    limparMensagens: () => {
      setErros({});
      setAvisos([]);
    },
  };
}
