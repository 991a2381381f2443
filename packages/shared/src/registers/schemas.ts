import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { memoized } from '../once.js';
import { classeBeneficio } from './classe-beneficio.js';
import type { CreateSchema, FieldSchemaOf, RegisterDef, Shape, UpdateSchema } from './define.js';
import { EXPORT_FORMATS } from './define.js';
import { MEU_PERFIL_FIELDS, usuario } from './defs/usuario.js';
import { fieldMessages, type Field, type Zod } from './fields.js';

/**
 * The registers' zod schemas, built from their definitions (define.ts, fields.ts), which hold only the recipes:
 * whoever validates imports this module, and with it zod; the web app's shell reads the definitions without it.
 * Each schema is built on first use and kept.
 */

/** What the recipes build with (fields.ts `Zod`). */
const builders: Zod = { string: z.string, boolean: z.boolean, array: z.array, email: z.email };
const schemaOfField = memoized((field: Field) => field.buildSchema(builders));
/** A field's schema (its recipe, run once). */
export const fieldSchema = <T extends Field>(field: T) => schemaOfField(field) as FieldSchemaOf<T>;

/** The fields the record's code decides (RegisterConfig.fieldsByCode) that refuse these values, with why. */
function byCodeIssues(
  def: RegisterDef,
  code: unknown,
  values: Record<string, unknown>,
): { field: string; message: string }[] {
  if (!def.fieldsByCode || typeof code !== 'string') return [];
  return Object.entries(def.fieldsByCode(code)).flatMap(([name, f]) => {
    const parsed = fieldSchema(f as Field).safeParse(values[name]);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: name, message: issue.message }));
  });
}

/**
 * The messages of a record's fields that its code decides (RegisterConfig.fieldsByCode), for values already
 * checked by the update schema: what the server asks once it has read the stored record's code.
 */
export const fieldsByCodeMessages = (def: RegisterDef, code: string, values: Record<string, unknown>) =>
  byCodeIssues(def, code, values).map((issue) => issue.message);

/** `schema` with the rules of the fields the code decides, the code read by `codeOf` from the values. */
function withFieldsByCode<S extends z.ZodObject>(
  def: RegisterDef,
  schema: S,
  codeOf: (values: Record<string, unknown>) => unknown,
): S {
  if (!def.fieldsByCode) return schema;
  return schema.superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    for (const issue of byCodeIssues(def, codeOf(record), record))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}

const createSchemaOfDef = memoized((def: RegisterDef) => {
  const code = def.fields[def.codeField]!;
  const auto = code.kind === 'code' && code.auto !== undefined;
  return withFieldsByCode(
    def,
    z.object(
      Object.fromEntries(
        Object.entries(def.fields).map(([name, f]) => [
          name,
          name === def.codeField && auto ? fieldSchema(f).optional() : fieldSchema(f),
        ]),
      ),
    ),
    (values) => values[def.codeField],
  );
});
/** POST's payload: every field, the code optional when the server makes it. */
export const createSchemaOf = <D extends RegisterDef>(def: D) =>
  createSchemaOfDef(def) as unknown as CreateSchema<D>;

const updateSchemaOfDef = memoized((def: RegisterDef) =>
  z.object(
    Object.fromEntries(
      Object.entries(def.fields)
        .filter(([name]) => name !== def.codeField)
        .map(([name, f]) => [name, fieldSchema(f)]),
    ),
  ),
);
const updateSchemasByCode = memoized((def: RegisterDef) => {
  const byCode = new Map<string, z.ZodObject>();
  return (code: string) => {
    let schema = byCode.get(code);
    if (!schema) {
      schema = withFieldsByCode(def, updateSchemaOfDef(def), () => code);
      byCode.set(code, schema);
    }
    return schema;
  };
});
/**
 * PUT's payload: the code is fixed, so it is left out. Given the record's code, the schema also holds the
 * rules of the fields that code decides (the form knows the code; the server checks those rules with
 * `fieldsByCodeMessages` once it has read the stored record).
 */
export const updateSchemaOf = <D extends RegisterDef>(def: D, code?: string) =>
  (code === undefined || !def.fieldsByCode
    ? updateSchemaOfDef(def)
    : updateSchemasByCode(def)(code)) as unknown as UpdateSchema<D>;

/** Some of a register's fields as an object schema ('Meus dados'). */
export function pickFields<F extends Record<string, Field>, K extends keyof F & string>(
  fields: F,
  keys: readonly K[],
): z.ZodObject<Pick<Shape<F>, K>> {
  return z.object(
    Object.fromEntries(keys.map((key) => [key, fieldSchema(fields[key]!)])),
  ) as unknown as z.ZodObject<Pick<Shape<F>, K>>;
}

/** PUT /api/usuario/meu-perfil: what a person may change about themselves (MEU_PERFIL_FIELDS). */
export const meuPerfilSchema = pickFields(usuario.fields, MEU_PERFIL_FIELDS);

/** PUT /api/classe-beneficio/{classeId}/{beneficioId}: only the value is edited. */
export const classeBeneficioUpdateSchema = z.object({
  valor_beneficio: fieldSchema(classeBeneficio.fields.valor_beneficio),
});

/**
 * GET {path}?geral=&page= . Lists count at most LIST_COUNT_LIMIT records past the page's first one (decision
 * 0016): beyond that, `total` is that many and `totalIsMinimum` says there are more ('mais de 1000').
 */
export const listResponseSchema = z.object({
  results: z.array(z.record(z.string(), z.unknown())),
  total: z.number(),
  totalIsMinimum: z.boolean().optional(),
});
export type ListResponse = z.infer<typeof listResponseSchema>;

/** A search or a code sent by a list or a selector: only what PostgreSQL can store (format/storable.ts). */
const searchText = (what: string) =>
  z
    .string()
    .max(100)
    .refine(isStorableText, fieldMessages.invalid(unstorableMessage(what)));

/**
 * POST {path}/keys: the active records matching `search`, a page of KEYS_PAGE_SIZE from `offset` (the next
 * page when the list is scrolled to its end), and, with the first page, the `selected` ones (their labels).
 */
export const keysRequestSchema = z.object({
  search: searchText('a busca').default(''),
  selected: z.array(searchText('o valor selecionado')).max(500).default([]),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export const keyValueSchema = z.object({ key: z.string(), value: z.string() });
export const keysResponseSchema = z.array(keyValueSchema);
export type KeyValue = z.infer<typeof keyValueSchema>;

export const insertResponseSchema = z.object({ inserted: z.boolean(), uuid: z.string() });
export type InsertResponse = z.infer<typeof insertResponseSchema>;
export const updateResponseSchema = z.object({ updated: z.boolean() });
export type UpdateResponse = z.infer<typeof updateResponseSchema>;

/**
 * GET {path}/{uuid}: every field (read per definition), the audit fields and the related lists. The web app reads
 * it unchecked (SERVER_CHECKED_ANSWERS 'tested': apps/server/src/app.test.ts parses every register's).
 */
export const registerRecordSchema = z.looseObject({
  uuid: z.string().optional(),
  dhcriacao: z.string().nullish(),
  uscriacao: z.string().nullish(),
  dhedicao: z.string().nullish(),
  usedicao: z.string().nullish(),
  related: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
});
export type RegisterRecord = z.infer<typeof registerRecordSchema>;

/** PUT /api/usuario/meu-perfil: saved; `aguardandoAtivacao` when completing the record ended the session. */
export const meuPerfilAnswerSchema = z.object({
  updated: z.boolean(),
  aguardandoAtivacao: z.boolean().optional(),
});
export type MeuPerfilAnswer = z.infer<typeof meuPerfilAnswerSchema>;

/** GET /api/usuario/reenvioemail/{uuid}: whether the invitation went out again. */
export const resendInviteAnswerSchema = z.object({ resendInviteOk: z.boolean() });
export type ResendInviteAnswer = z.infer<typeof resendInviteAnswerSchema>;
export const deleteResponseSchema = z.object({ deleted: z.boolean(), errors: z.array(z.string()) });
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

export const listQuerySchema = z.object({
  geral: searchText('a busca').trim().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const exportFormatSchema = z.object({
  formato: z.enum(EXPORT_FORMATS, { error: 'Formato de exportação inválido: use xlsx ou csv' }),
});
/** GET {path}/exportar: the list's filters (every page of them) and the format. */
export const exportQuerySchema = listQuerySchema.omit({ page: true }).extend(exportFormatSchema.shape);
