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
import { PublicApiError } from '../lib/public-api';
import { PublicErrorBox } from './public-error-box';
import type { Validation } from '../lib/validation';

/** A field's message under it, named by the field's `aria-describedby` (`${id}-erro`). */
function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-erro`} className="pp-erro-campo">
      {error}
    </p>
  ) : null;
}

/**
 * The fields of the public forms (the enquiry of /onde-comprar, the application of /seja-parceiro): plain HTML
 * styled by public-page.css, no MUI. Each field has its label, a '*' when required (the form says what it
 * means) and its message under it, which the input names in `aria-describedby` (the form does that: it knows
 * the input).
 */
export function FieldFrame({
  id,
  label,
  error,
  required = true,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  /** A hint under the label (its id is `${id}-dica`: the input names it in aria-describedby). */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="pp-campo">
      <label className="pp-rotulo" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-dica`} className="pp-dica">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/**
 * The hidden field of the public forms' bot protection (CAMPO_ARMADILHA): people never see nor reach it
 * (off-screen, hidden from screen readers, out of the tab order); a bot that fills it is answered as if it
 * had been heard, and nothing is kept.
 */
export function HoneypotField({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
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
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A form whose checks (fetched when sent) could not be fetched: offline, says so above it. */
const OFFLINE_CHECK_ERROR =
  'Não foi possível verificar os dados agora. Verifique sua conexão e tente novamente.';

/** 429's message, with the wait the server asked for (Retry-After) in minutes. */
export function tooManyRequestsMessage(seconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((seconds ?? 600) / 60));
  return `Muitos envios deste endereço em pouco tempo. Por favor, tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The first of `fields` (in the order they show) that has a message: the one the form focuses. */
export function firstWithError<C extends string>(
  fields: readonly C[],
  errors: Partial<Record<C, string>>,
): C | undefined {
  return fields.find((field) => errors[field]);
}

/** A field's accessible state: invalid while it has a message, described by it and by `extras` (hint, counter). */
export function fieldAria(id: string, error: string | undefined, ...extras: (string | undefined)[]) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? `${id}-erro` : null, ...extras].filter(Boolean).join(' ') || undefined,
  } as const;
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

/** What a text field takes from its form: its id, name, message, value and how it changes. */
export interface BoundField {
  id: string;
  name: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A bound field's own attributes on its textarea or select: id, name, value, change, accessible state. */
function boundAttributes({ id, name, error, value, onChange }: BoundField, ...describedBy: string[]) {
  return {
    id,
    name,
    value: value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...fieldAria(id, error, ...describedBy),
  };
}

/** A one-line text field (input.pp-entrada) in its FieldFrame; the other input attributes pass through. */
export function TextField({
  id,
  name,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  ...attributes
}: BoundField & { label: string; required?: boolean; hint?: string } & InputAttributes) {
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint}>
      <input
        id={id}
        name={name}
        className="pp-entrada"
        {...attributes}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, hint ? `${id}-dica` : undefined)}
      />
    </FieldFrame>
  );
}

type PresetFieldProps = BoundField & { label?: string; hint?: string } & InputAttributes;

/** A person's name ('Nome' unless `label` says otherwise), filled by the browser. */
export function NameField({ label = 'Nome', ...props }: PresetFieldProps) {
  return <TextField label={label} autoComplete="name" {...props} />;
}

/** An e-mail address ('E-mail' unless `label` says otherwise), filled by the browser. */
export function EmailField({ label = 'E-mail', ...props }: PresetFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />;
}

/** A phone number with its area code (`label` says which), the phone keypad on a phone. */
export function PhoneField(props: PresetFieldProps & { label: string }) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** A message field (textarea) with the count of its characters under it. */
export function TextAreaField({ label, limit, ...field }: BoundField & { label: string; limit: number }) {
  const counter = `${field.id}-contador`;
  return (
    <FieldFrame id={field.id} label={label} error={field.error}>
      <textarea
        className="pp-entrada pp-entrada--texto"
        rows={5}
        maxLength={limit}
        {...boundAttributes(field, counter)}
      />
      <p id={counter} className="pp-contador">
        {field.value.length} de {limit} caracteres
      </p>
    </FieldFrame>
  );
}

/** A list to choose from (select), its empty first option saying what to do. */
export function SelectField({
  label,
  emptyOption,
  options,
  autoComplete,
  ...field
}: BoundField & {
  label: string;
  emptyOption: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}) {
  return (
    <FieldFrame id={field.id} label={label} error={field.error}>
      <select className="pp-entrada" autoComplete={autoComplete} {...boundAttributes(field)}>
        <option value="">{emptyOption}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A required choice of one (radio buttons) in a fieldset, its message under them. */
export function RadioGroupField({
  id,
  name,
  error,
  value,
  onChange,
  legend,
  options,
}: BoundField & { legend: string; options: readonly { value: string; label: ReactNode }[] }) {
  return (
    <fieldset className="pp-grupo" aria-describedby={error ? `${id}-erro` : undefined}>
      <legend className="pp-rotulo">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="pp-opcoes">
        {options.map((option) => (
          <label key={option.value} className="pp-opcao-radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

/** The consent's checkbox, its text as the label, its message under it. */
export function ConsentimentoField({
  id,
  text,
  error,
  checked,
  onChange,
}: {
  id: string;
  text: string;
  error: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="pp-campo">
      <label className="pp-consentimento">
        <input
          type="checkbox"
          name="consentimento"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          {...fieldAria(id, error)}
        />
        <span>{text}</span>
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/**
 * A public form's frame: the line on the fields with '*' (after `description`, what the form is for, which
 * describes the form), the messages of a sending that did not go (`errorsTitle` above them), the fields, the
 * bot protection's hidden field, and the actions: `actions`, then the button that sends (`submitLabel`;
 * 'Enviando…' while the form goes).
 */
export function PublicForm({
  form,
  onSubmit,
  className,
  description,
  errorsTitle,
  submitLabel,
  actions,
  actionsClassName,
  children,
}: {
  form: {
    id: string;
    formRef: RefObject<HTMLFormElement | null>;
    formErrors: string[];
    honeypot: Parameters<typeof HoneypotField>[0];
    submission: PublicSubmission;
  };
  onSubmit: (event: FormEvent) => void;
  className: string;
  description?: string;
  errorsTitle?: string;
  submitLabel: string;
  actions?: ReactNode;
  actionsClassName?: string;
  children: ReactNode;
}) {
  const descriptionId = `${form.id}-sobre`;
  const sending = form.submission.state === 'sending';
  return (
    <form
      ref={form.formRef}
      className={className}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={description ? descriptionId : undefined}
    >
      <p id={description ? descriptionId : undefined} className="pp-texto-pequeno">
        {description ? `${description} ` : null}Campos com * são obrigatórios.
      </p>
      <PublicErrorBox errors={form.formErrors} title={errorsTitle} />
      {children}
      {/* Bot protection: people never see nor reach this field; a bot that fills it is refused. */}
      <HoneypotField {...form.honeypot} />
      <div className={actionsClassName ? `pp-formulario__acoes ${actionsClassName}` : 'pp-formulario__acoes'}>
        {actions}
        <button type="submit" className="public-button pp-botao" disabled={sending}>
          {sending ? 'Enviando…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * What a failed sending says above the form: 429's wait, else `statusMessage` (a status said in plain
 * words, e.g. 413) or the server's messages; a failure that is no answer, a generic line.
 */
export function failureMessages(
  error: unknown,
  statusMessage: (status: number) => string | null | undefined = () => undefined,
): string[] {
  if (error instanceof PublicApiError && error.status === 429)
    return [tooManyRequestsMessage(error.retryAfter)];
  if (error instanceof PublicApiError) {
    const message = statusMessage(error.status);
    return message ? [message] : error.errors;
  }
  return ['Não foi possível enviar agora. Tente novamente em instantes.'];
}

/** A ref whose element takes the focus when `shown` turns true (a confirmation, a result). */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/** Where a public form's sending is: being filled, on its way (the upload's share when known), sent. */
export type PublicSubmission =
  | { state: 'editing' }
  | { state: 'sending'; percent: number | null }
  | { state: 'sent'; confirmation: string };

/** What a form does when sent: check its values, send them, and how a refused sending is told. */
export interface SubmitSteps<D> {
  /** The values checked by the route's own schema (throws when the check could not be fetched: offline). */
  check: () => Validation<D> | Promise<Validation<D>>;
  /** Sends the checked values (telling the upload's share, 0–100, if it can); answers what the confirmation names. */
  send: (data: D, progress: (percent: number) => void) => Promise<string>;
  /** A refused sending's status in plain words (413, 415), else the server's messages (failureMessages). */
  statusMessage?: (status: number) => string | null | undefined;
}

/**
 * A public form's state and its sending: its values, the messages beside the fields (in `fields`' order, the
 * first wrong one focused) and above it, the bot protection (the hidden field and how long the form was open,
 * on the page's monotonic clock: a visitor's wrong system clock cannot make a slow form look fast), and the
 * one way every public form is sent (`handleSubmit`): checked by the route's own schema, then sent once at a
 * time, the confirmation focused when it shows.
 */
export function usePublicForm<V extends object, C extends string>(empty: V, fields: readonly C[]) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [openedAt] = useState(() => performance.now());
  const [values, setValues] = useState<V>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<C, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submission, setSubmission] = useState<PublicSubmission>({ state: 'editing' });
  const confirmationRef = useFocusWhenShown<HTMLHeadingElement>(submission.state === 'sent');

  const fieldId = (field: string) => `${id}-${field}`;
  const setValue = <K extends keyof V>(field: K, value: V[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setError = (field: C, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));
  /** The messages of `errors` beside the form's fields, the first wrong field focused; false when none is a field's. */
  const showErrors = (messages: Partial<Record<string, string>>) => {
    const found: Partial<Record<C, string>> = {};
    for (const field of fields) if (messages[field]) found[field] = messages[field];
    setErrors(found);
    const first = firstWithError(fields, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };
  const submit = async <D,>({ check, send, statusMessage }: SubmitSteps<D>) => {
    let checked: Validation<D>;
    try {
      checked = await check();
    } catch {
      setFormErrors([OFFLINE_CHECK_ERROR]);
      return;
    }
    if (!checked.ok) {
      // A message of no field of the form (the hidden field's): above it.
      const onFields = showErrors(checked.errors);
      setFormErrors(onFields ? [] : Object.values(checked.errors));
      return;
    }
    setErrors({});
    setFormErrors([]);
    setSubmission({ state: 'sending', percent: null });
    try {
      const confirmation = await send(checked.data, (percent) =>
        setSubmission({ state: 'sending', percent }),
      );
      setSubmission({ state: 'sent', confirmation });
    } catch (error) {
      setSubmission({ state: 'editing' });
      setFormErrors(failureMessages(error, statusMessage));
    }
  };
  return {
    id,
    formRef,
    values,
    setValue,
    errors,
    setError,
    formErrors,
    fieldId,
    submission,
    /** The confirmation's heading, focused when the form has been sent. */
    confirmationRef,
    /** A text field bound to its value (what is typed passed through `mask`, if any) and message. */
    field: <K extends C & TextKeys<V>>(name: K, mask?: (value: string) => string): BoundField => ({
      id: fieldId(name),
      name,
      error: errors[name],
      value: values[name] as string,
      onChange: (value) => setValue(name, (mask ? mask(value) : value) as V[K]),
    }),
    /** A checkbox (ConsentimentoField) bound to its value and message. */
    checkbox: <K extends C & BooleanKeys<V>>(name: K) => ({
      id: fieldId(name),
      error: errors[name],
      checked: values[name] as boolean,
      onChange: (checked: boolean) => setValue(name, checked as V[K]),
    }),
    /** The hidden field's props (HoneypotField). */
    honeypot: {
      id: fieldId('armadilha'),
      name: CAMPO_ARMADILHA,
      value: honeypot,
      onChange: setHoneypot,
    },
    /** What goes along with the values: the hidden field and the milliseconds the form was open. */
    protection: () => ({
      [CAMPO_ARMADILHA]: honeypot,
      tempo: Math.round(performance.now() - openedAt),
    }),
    /** The form's onSubmit: `steps` run, unless a sending is already on its way. */
    handleSubmit:
      <D,>(steps: SubmitSteps<D>) =>
      (event: FormEvent) => {
        event.preventDefault();
        if (submission.state !== 'sending') void submit(steps);
      },
  };
}
