import './public-page.css';
import type { ReactNode } from 'react';

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
