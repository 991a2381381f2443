import type { z } from 'zod';
import type { PermissionKey } from '../permissions.js';
import type { FileKind } from '../uploads.js';
import type { Field, Label } from './fields.js';

/** How a list column shows its value (SPEC §2.3). */
export type ColumnFormat =
  | 'text'
  /** check or cross from `inativo` */
  | 'active'
  /** only the first line, cut at 100 characters (parametro's value) */
  | 'firstLine100'
  | 'cnpj'
  /** cut at 40 characters with '...' (banner link, SPEC §2.3) */
  | 'cut40'
  /** a boolean as 'Sim' / 'Não' */
  | 'yesNo';

export interface ListColumn<F extends string = string> {
  /**
   * A field of the register, or the label of a reference field as `field.nome` (of a multi field: the labels
   * of every linked record, joined with commas).
   */
  readonly field: F | `${F}.nome`;
  readonly label: string;
  readonly format?: ColumnFormat;
  readonly width?: string;
  /** Only who holds this key sees the column; the server leaves it out of the rows of everyone else. */
  readonly permission?: PermissionKey;
}

/** The list columns this viewer sees (ListColumn.permission). */
export function visibleListColumns<C extends ListColumn>(
  columns: readonly C[],
  holds: (key: PermissionKey) => boolean,
): C[] {
  return columns.filter((column) => !column.permission || holds(column.permission));
}

/** A read-only list of related records shown in a tab when editing (partners of a class, users of a profile). */
export interface RelatedList {
  readonly label: Label;
  readonly table: string;
  readonly via:
    | { readonly fk: string }
    | { readonly join: { readonly table: string; readonly self: string; readonly other: string } };
  readonly columns: readonly {
    readonly field: string;
    readonly label: string;
    readonly format?: ColumnFormat;
  }[];
  readonly empty: Label;
  readonly orderBy?: string;
}

/** A sort by the first number in a column (RegisterConfig.orderBy). */
export interface RegisterOrder<F extends string = string> {
  readonly field: F;
  readonly by: 'number';
}

/** A definition's sort as a column and how to compare it, or undefined when it sets none. */
export function orderOf(def: {
  readonly orderBy?: string | RegisterOrder;
}): { readonly field: string; readonly by: 'text' | 'number' } | undefined {
  const order = def.orderBy;
  if (order === undefined) return undefined;
  return typeof order === 'string' ? { field: order, by: 'text' } : order;
}

/**
 * The one file of a file register (arquivo, banner, produto-imagem; decision 0015). Its POST and PUT take
 * multipart/form-data: the file in `fileInput` (required on insert, optional on update) and the record as
 * JSON in the part `json`. The table keeps the file in the FILE_COLUMNS; the user's file name is shown,
 * never used to name anything.
 */
export interface FileSpec {
  /** What the upload area accepts, checked by content on the server (uploads.ts). */
  readonly accept: readonly FileKind[];
  /** The upload area's label in the form. */
  readonly label: string;
  /**
   * The column that keeps the user's file name, when a list or search shows it under a name of its own
   * (produto-imagem: nome_imagem, listed in `readonlyColumns`); FILE_COLUMNS.name otherwise.
   */
  readonly nameColumn?: string;
}

/** The columns a file register's table has for its file (schema.ts `fileColumns()`). */
export const FILE_COLUMNS = {
  /** The storage's key (decision 0014), never shown. */
  key: 'arquivo_chave',
  size: 'arquivo_tamanho',
  sha256: 'arquivo_sha256',
  /** The type detected from the content (MIME). */
  type: 'arquivo_tipo',
  /** The user's file name. */
  name: 'arquivo_nome',
} as const;

/** The column of a file register that holds the user's file name. */
export const fileNameColumn = (file: FileSpec): string => file.nameColumn ?? FILE_COLUMNS.name;

/** What the detail of a file register says of its file (GET {path}/{uuid}: `arquivo`). */
export interface StoredFileInfo {
  readonly nome: string;
  readonly tamanho: number;
  readonly tipo: string;
}

export interface RegisterConfig<F extends Record<string, Field>, C extends string = never> {
  /** The name in addresses: /cadastro/{name}/lista. */
  readonly name: string;
  /** API base path under /api (SPEC §7). */
  readonly apiPath: string;
  readonly table: string;
  readonly permission: PermissionKey;
  /** List title (SPEC §2.3) and the singular for 'Adicionar X' / 'Editar X'. */
  readonly title: Label;
  readonly singular: Label;
  readonly fields: F;
  readonly list: readonly ListColumn<Extract<keyof F, string> | C>[];
  /** Columns the 'Busca...' box searches, accent- and case-insensitively. */
  readonly search: readonly (Extract<keyof F, string> | C)[];
  /** The text a selector shows for a record. */
  readonly labelField?: Extract<keyof F, string> | C;
  /**
   * How the list and the selectors sort the records: a column as text, or `{ field, by: 'number' }` by the
   * first number in it, then as text (classe: 'Prix 250' before 'Prix 1000', SPEC §4). The list defaults to
   * the code, the selectors to the label.
   */
  readonly orderBy?: Extract<keyof F, string> | C | RegisterOrder<Extract<keyof F, string> | C>;
  readonly related?: Readonly<Record<string, RelatedList>>;
  /** Registers whose records are only edited (classe-beneficio): no 'Novo', no 'Excluir'. */
  readonly editOnly?: boolean;
  /** Columns read but never written (computed by the database, e.g. usuario.nomecompleto). */
  readonly readonlyColumns?: readonly C[];
  /** A file register: one file per record, sent as multipart (FileSpec). */
  readonly file?: FileSpec;
  /**
   * Who may add and delete records ('Novo', 'Excluir'); holders of `permission` alone only edit (botao:
   * cadastro.exclusao.botoes, SPEC §6).
   */
  readonly manage?: PermissionKey;
  /** What lists and selectors show for a record without a label ('Botão sem nome'). */
  readonly emptyLabel?: string;
  /** The 'Modificação' card leaves out the last-edit date (SPEC §2.3: product image, file, button, banner). */
  readonly noEditDate?: boolean;
  /**
   * Fields whose rule the record's code decides: for a code, the fields that check these of its values
   * instead of the definition's own (parametro: the value of an address parameter is checked as
   * `field.address`). The create schema reads the code sent; an update's, the record's (`updateSchemaOf(def,
   * code)` in the form, `fieldsByCodeMessages` on the server, which knows the stored code).
   */
  readonly fieldsByCode?: (code: string) => Partial<Record<Extract<keyof F, string>, Field>>;
}

type WritableKeys<F> = { [K in keyof F]: F[K] extends { kind: 'code' } ? never : K }[keyof F];
/** The schema each field's recipe builds (fields.ts `buildSchema`). */
export type FieldSchemaOf<T extends Field> = ReturnType<T['buildSchema']>;
export type Shape<F extends Record<string, Field>> = { [K in keyof F]: FieldSchemaOf<F[K]> };

export interface RegisterDef<
  F extends Record<string, Field> = Record<string, Field>,
  C extends string = string,
> extends RegisterConfig<F, C> {
  readonly codeField: string;
}

/** Payload of POST: every field, the code too unless the server makes it (`createSchemaOf`). */
export type CreateSchema<D extends RegisterDef> = z.ZodObject<Shape<D['fields']>>;
/** Payload of PUT: the code is fixed, so it is not part of it (`updateSchemaOf`). */
export type UpdateSchema<D extends RegisterDef> = z.ZodObject<
  Pick<Shape<D['fields']>, WritableKeys<D['fields']>>
>;

function codeFieldOf(fields: Record<string, Field>): string {
  const entry = Object.entries(fields).find(([, f]) => f.kind === 'code');
  if (!entry) throw new Error('um cadastro precisa de um campo código');
  return entry[0];
}

/**
 * A register is data: fields, list, search, relations and its permission key. The same definition drives the
 * server's routes (apps/server/src/registers) and the web's screens (apps/web/src/registers). Its write
 * schemas are built from it by registers/schemas.ts (`createSchemaOf`, `updateSchemaOf`), which holds zod.
 */
export function defineRegister<const F extends Record<string, Field>, const C extends string = never>(
  config: RegisterConfig<F, C>,
): RegisterDef<F, C> {
  return { ...config, codeField: codeFieldOf(config.fields) };
}

export type RegisterCreateInput<D extends RegisterDef> = z.input<CreateSchema<D>>;
export type RegisterRecord<D extends RegisterDef> = z.output<CreateSchema<D>> & {
  uuid: string;
  dhcriacao: string | null;
  uscriacao: string | null;
  dhedicao: string | null;
  usedicao: string | null;
};

/** A selector's page of options: POST {path}/keys answers at most this many matches after `offset`. */
export const KEYS_PAGE_SIZE = 20;

/** SPEC §9: lists show 10 records a page. */
export const PAGE_SIZE = 10;
/** How far a list counts past its page's offset before saying 'mais de' (decision 0016). */
export const LIST_COUNT_LIMIT = 1000;
/** The formats a list exports to (GET {path}/exportar?formato=…, decision 0026). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
