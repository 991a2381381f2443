import type { z } from 'zod';
import { addressMessage, isSafeAddress } from '../format/address.js';
import { dateMessages, isValidIsoDate } from '../format/dates.js';
import { MASKS, type TextMask } from '../format/masks.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import type { PermissionKey } from '../permissions.js';

/**
 * Field kinds of the generic register (SPEC §3). Each field carries the recipe of the zod schema that validates
 * it on write, with Portuguese messages that name the field, so the form and the route say the same thing.
 * The recipe takes zod as an argument: this module and the definitions built with it load no zod, so the web
 * app's shell (menu, guards) reads every definition without downloading it. `fieldSchema`
 * (registers/schemas.ts) runs a recipe, once per field.
 */

/**
 * The zod builders a field's recipe uses, handed to it by registers/schemas.ts: only these, not zod's whole
 * namespace, which as a value would keep every export of zod (its JSON-schema code, every locale) in the build.
 */
export type Zod = Pick<typeof z, 'string' | 'boolean' | 'array' | 'email'>;

/** A text shown differently to internal and external users (SPEC §1: 'Parceiros' / 'Empresa'). */
export type Label = string | { readonly interno: string; readonly externo: string };

export function labelFor(label: Label, externo: boolean): string {
  return typeof label === 'string' ? label : externo ? label.externo : label.interno;
}

/**
 * Messages written for a field already say which field they are about; the server's error handler asks
 * `namesItsField` so it prefixes only zod's generic messages with the field's path.
 */
const ownMessages = new Set<string>();
const own = (message: string) => (ownMessages.add(message), message);
export const namesItsField = (message: string) => ownMessages.has(message);
/** Marks a message written elsewhere (a report's filters) as naming its field. */
export const namingItsField = own;

export const fieldMessages = {
  required: (label: string) => own(`O campo ${label} é obrigatório`),
  max: (label: string, max: number) => own(`O campo ${label} aceita no máximo ${max} caracteres`),
  codeFormat: (label: string) => own(`O campo ${label} não pode conter espaços`),
  /** NUL or a lone surrogate: text the database cannot store as sent (format/storable.ts). */
  unstorable: (label: string) => own(unstorableMessage(`o campo ${label}`)),
  /** Not an address a link may follow (format/address.ts): `javascript:`, `data:`, `//host`… */
  address: (label: string) => own(addressMessage(label)),
  invalid: (message: string) => own(message),
};

interface Base<K extends string, S extends z.ZodType> {
  readonly kind: K;
  readonly label: string;
  /** Database column; the field's own name unless said otherwise. */
  readonly column?: string;
  /** Builds the field's schema with the zod it is given: call `fieldSchema(field)` instead, which builds it once. */
  readonly buildSchema: (zod: Zod) => S;
  /**
   * Only who holds this key sees the field and may set it (botao: identificador and permissao need
   * cadastro.exclusao.botoes, SPEC §6); the server refuses a change to it from anyone else.
   */
  readonly permission?: PermissionKey;
}

/** The record's code: the primary key, fixed after creation (SPEC §5). */
export interface CodeField extends Base<'code', z.ZodString> {
  readonly max: number;
  /** The server makes the code; the form shows it only when editing (cargo) or never. */
  readonly auto?: 'shown-on-edit' | 'hidden';
  /**
   * With `auto`, the code is `prefix` + the next number of this database sequence (people: EXT000123)
   * instead of one made from the name. The prefix holds a letter, so a code is never an 8-digit id (SPEC §1).
   */
  readonly sequence?: CodeSequence;
}
export interface CodeSequence {
  readonly name: string;
  readonly prefix: string;
  readonly digits: number;
}
export interface TextField extends Base<'text', z.ZodType<string, string | null | undefined>> {
  readonly max: number;
  readonly required: boolean;
  readonly multiline?: boolean;
  /** Input mask and validation of a Brazilian document, phone or CEP (SPEC §5). */
  readonly mask?: TextMask;
  /** Values the input suggests as it is typed (botao: SPEC §3's identifiers); any other is accepted. */
  readonly suggestions?: readonly string[];
  /** Digits only (banner position): typed on a numeric keyboard. */
  readonly numeric?: boolean;
  /** The message when longer than `max`, where SPEC words it (fieldMessages.max otherwise). */
  readonly maxMessage?: string;
  /**
   * Rich text: HTML written in an editor (bold, italic, lists, links, headings), sanitised to an allowlist on
   * save by the server and again on show by the web app (decision 0021). Every text rule (length, required,
   * storable) applies to it as sent.
   */
  readonly html?: boolean;
  /**
   * An address a link follows (`field.address`): only `https://`, `http://` or a path of this site (`/…`),
   * format/address.ts. The form offers a keyboard for addresses; the renderers follow only such addresses.
   */
  readonly address?: boolean;
  /**
   * A Brazilian municipality (`field.municipio`): its IBGE code (7 digits), chosen among the municipalities of
   * the state in the field `estado` (the form's selector searches GET /api/publico/municipios?busca=&uf=).
   */
  readonly municipio?: { readonly estado: string };
  /** A latitude (limit 90) or longitude (180) in decimal degrees (`field.coordinate`); empty for none. */
  readonly coordinate?: { readonly limit: 90 | 180 };
}
/** A calendar date: ISO 'yyyy-mm-dd' in the API, typed and shown as dd/mm/aaaa. */
export type DateField = Base<'date', z.ZodType<string | null, string | null | undefined>>;
/** 'Ativo' switch over the `inativo` column, shown only when editing (SPEC §4). */
export type ActiveField = Base<'active', z.ZodOptional<z.ZodBoolean>>;
export interface BooleanField extends Base<'boolean', z.ZodDefault<z.ZodBoolean>> {
  readonly help?: string;
  /** A new record's value (its schema's default too). */
  readonly default: boolean;
}
/** One record of another register, chosen with a selector. */
export interface RefField extends Base<'ref', z.ZodType<string | null, string | null | undefined>> {
  readonly target: string;
  readonly column: string;
  /** A new record's value (its schema's default too): cliente's and usuario's country BR. */
  readonly default: string | null;
}
/** Several records of another register, through a join table. */
export interface MultiField extends Base<'multi', z.ZodDefault<z.ZodArray<z.ZodString>>> {
  readonly target: string;
  readonly join: {
    readonly table: string;
    /** Column that points at this register. */
    readonly self: string;
    /** Column that points at the chosen records. */
    readonly other: string;
    /**
     * Whether this register owns the links: deleting the record deletes its links. When the other side owns
     * them, a record with links is in use and cannot be deleted.
     */
    readonly owner: boolean;
  };
  /** Shown (and saved) only while this boolean field is on (permissao: externa). */
  readonly visibleWhen?: string;
}

export type Field = CodeField | TextField | DateField | ActiveField | BooleanField | RefField | MultiField;

const trimmedText = (z: Zod, label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: fieldMessages.required(label) })
    .trim()
    .refine(isStorableText, fieldMessages.unstorable(label));
  const limited = base.max(max, fieldMessages.max(label, max));
  // An optional text left out of a payload, or sent back as the null the API reads out, is an empty one.
  return required
    ? limited.min(1, fieldMessages.required(label))
    : limited
        .nullable()
        .transform((v) => v ?? '')
        .default('');
};

/**
 * A field with the recipe of its schema: built when first asked for (`fieldSchema`), not when the definition
 * loads. The web app loads every register's definition with its menu; building ~150 zod schemas there cost a
 * phone ~40 ms of its first paint, and importing zod at all ~26 kB of its first download.
 */
const withSchema = <T extends object, S>(props: T, buildSchema: (z: Zod) => S) => ({ ...props, buildSchema });

/** What `field.text` takes besides the length and the label. */
interface TextOptions {
  required?: boolean;
  multiline?: boolean;
  mask?: TextMask;
  column?: string;
  permission?: PermissionKey;
  suggestions?: readonly string[];
}

/** field.text and field.html: the same text rules; `html` marks the rich-text editor. */
function textField(max: number, label: string, opts: TextOptions & { html?: boolean }): TextField {
  return withSchema(
    {
      kind: 'text' as const,
      label,
      max,
      required: opts.required ?? false,
      multiline: opts.multiline,
      mask: opts.mask,
      column: opts.column,
      permission: opts.permission,
      suggestions: opts.suggestions,
      ...(opts.html ? { html: true } : {}),
    },
    (z) => {
      const text = trimmedText(z, label, max, opts.required ?? false);
      return opts.mask
        ? text.refine(
            (v) => v === '' || MASKS[opts.mask!].isValid(v),
            fieldMessages.invalid(MASKS[opts.mask].message),
          )
        : text;
    },
  );
}

export const field = {
  code: (
    max: number,
    opts: { label?: string; auto?: CodeField['auto']; sequence?: CodeSequence } = {},
  ): CodeField => {
    const label = opts.label ?? 'Código';
    if (opts.sequence && (!/[^0-9]/.test(opts.sequence.prefix) || !opts.auto))
      throw new Error('um código de sequência é automático e tem um prefixo com letra');
    return withSchema({ kind: 'code' as const, label, max, auto: opts.auto, sequence: opts.sequence }, (z) =>
      z
        .string({ error: fieldMessages.required(label) })
        .trim()
        .min(1, fieldMessages.required(label))
        .max(max, fieldMessages.max(label, max))
        .regex(/^\S+$/, fieldMessages.codeFormat(label))
        .refine(isStorableText, fieldMessages.unstorable(label)),
    );
  },
  text: (max: number, label: string, opts: TextOptions = {}): TextField => textField(max, label, opts),
  /**
   * An optional number of at most `max` digits, kept as text (banner position: 'Maximo de 2 digitos
   * permitidos', SPEC §5).
   */
  digits: (max: number, label: string, maxMessage: string): TextField =>
    withSchema(
      { kind: 'text' as const, label, max, required: false, numeric: true, maxMessage: own(maxMessage) },
      (z) =>
        z
          .string({ error: fieldMessages.required(label) })
          .trim()
          .regex(/^[0-9]*$/, own(`O campo ${label} aceita apenas números`))
          .max(max, maxMessage)
          .nullable()
          .transform((v) => v ?? '')
          .default(''),
    ),
  /** Rich text (TextField.html): the form shows an editor, the server keeps only allowlisted HTML. */
  html: (max: number, label: string, opts: { required?: boolean } = {}): TextField =>
    textField(max, label, { required: opts.required, html: true }),
  /**
   * An address a person follows from the portal (banner link, the value of an address parameter): optional
   * unless `required`, at most `max` characters, and only `https://…`, `http://…` or a path of this site
   * (`/…`); anything else, `javascript:` and `data:` among them, is refused with `fieldMessages.address`.
   */
  address: (
    max: number,
    label: string,
    opts: { required?: boolean; column?: string } = {},
  ): TextField & { readonly address: true } =>
    withSchema(
      {
        kind: 'text' as const,
        label,
        max,
        required: opts.required ?? false,
        column: opts.column,
        address: true as const,
      },
      (z) =>
        trimmedText(z, label, max, opts.required ?? false).refine(
          (v) => v === '' || isSafeAddress(v),
          fieldMessages.address(label),
        ),
    ),
  /**
   * A Brazilian municipality by its IBGE code, chosen among those of the state in the field `estado`
   * (TextField.municipio); optional. The server checks that it exists and belongs to that state.
   */
  municipio: (
    label: string,
    opts: { column: string; estado: string },
  ): TextField & { readonly municipio: { readonly estado: string } } =>
    withSchema(
      {
        kind: 'text' as const,
        label,
        max: 7,
        required: false,
        numeric: true,
        column: opts.column,
        municipio: { estado: opts.estado },
      },
      (z) =>
        trimmedText(z, label, 7, false).refine(
          (v) => v === '' || /^[0-9]{7}$/.test(v),
          fieldMessages.invalid('Cidade inválida: escolha uma cidade da lista.'),
        ),
    ),
  /**
   * A latitude (`limit` 90) or longitude (180) in decimal degrees, a comma accepted for the point
   * (TextField.coordinate); optional, kept as a number.
   */
  coordinate: (
    label: string,
    limit: 90 | 180,
    opts: { column?: string; permission?: PermissionKey } = {},
  ): TextField & { readonly coordinate: { readonly limit: 90 | 180 } } =>
    withSchema(
      {
        kind: 'text' as const,
        label,
        max: 20,
        required: false,
        column: opts.column,
        permission: opts.permission,
        coordinate: { limit },
      },
      (z) =>
        trimmedText(z, label, 20, false)
          .transform((v) => v.replace(',', '.'))
          .refine(
            (v) => v === '' || (/^-?[0-9]+(\.[0-9]+)?$/.test(v) && Math.abs(Number(v)) <= limit),
            fieldMessages.invalid(`${label} fora do intervalo: entre -${limit} e ${limit}.`),
          ) as unknown as z.ZodType<string, string | null | undefined>,
    ),
  /** Required name of 50 characters, the commonest field of all. */
  nome: (max = 50, label = 'Nome'): TextField => field.text(max, label, { required: true }),
  date: (label: string, opts: { column?: string } = {}): DateField =>
    withSchema({ kind: 'date' as const, label, column: opts.column }, (z) =>
      z
        .string()
        .refine(isStorableText, fieldMessages.unstorable(label))
        .refine(isValidIsoDate, fieldMessages.invalid(dateMessages.invalid))
        .nullable()
        .default(null),
    ),
  active: (): ActiveField =>
    withSchema({ kind: 'active' as const, label: 'Ativo', column: 'inativo' }, (z) => z.boolean().optional()),
  boolean: (label: string, opts: { help?: string; default?: boolean } = {}): BooleanField => {
    const initial = opts.default ?? false;
    return withSchema({ kind: 'boolean' as const, label, help: opts.help, default: initial }, (z) =>
      z.boolean().default(initial),
    );
  },
  ref: (
    target: string,
    label: string,
    column: string,
    opts: { default?: string; permission?: PermissionKey } = {},
  ): RefField => {
    const initial = opts.default ?? null;
    return withSchema(
      { kind: 'ref' as const, label, target, column, permission: opts.permission, default: initial },
      (z) =>
        z
          .string()
          .trim()
          .max(100)
          .refine(isStorableText, fieldMessages.unstorable(label))
          .nullable()
          .default(initial),
    );
  },
  /** A required e-mail address (lower-cased, as sign-in compares it). */
  email: (max: number, label = 'E-mail'): TextField =>
    withSchema(
      { kind: 'text' as const, label, max, required: true },
      (z) =>
        trimmedText(z, label, max, true)
          .transform((v) => v.toLowerCase())
          .refine(
            (v) => z.email().safeParse(v).success,
            fieldMessages.invalid('E-mail inválido'),
          ) as unknown as z.ZodType<string, string | undefined>,
    ),
  multi: (
    target: string,
    label: string,
    join: MultiField['join'],
    opts: { visibleWhen?: string } = {},
  ): MultiField =>
    withSchema({ kind: 'multi' as const, label, target, join, visibleWhen: opts.visibleWhen }, (z) =>
      z
        .array(z.string().trim().min(1).max(100).refine(isStorableText, fieldMessages.unstorable(label)))
        .default([]),
    ),
};

export const columnOf = (name: string, f: Field): string => f.column ?? name;

/**
 * A new record's value of a field, as data: what its schema makes of a missing value where it has a default,
 * so a form starts from it without building the schema, and without zod in its first download.
 * registers/schemas.test.ts holds every field of every register to it. A code and 'Ativo' start unset.
 */
export function newRecordValue(f: Field): unknown {
  switch (f.kind) {
    case 'code':
    case 'active':
      return undefined;
    case 'text':
      return '';
    case 'date':
      return null;
    case 'boolean':
      return f.default;
    case 'ref':
      return f.default;
    case 'multi':
      return [];
  }
}
