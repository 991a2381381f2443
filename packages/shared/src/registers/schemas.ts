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

const createSchemaOfDef = memoized((def: RegisterDef) => {
  const code = def.fields[def.codeField]!;
  const auto = code.kind === 'code' && code.auto !== undefined;
  return z.object(
    Object.fromEntries(
      Object.entries(def.fields).map(([name, f]) => [
        name,
        name === def.codeField && auto ? fieldSchema(f).optional() : fieldSchema(f),
      ]),
    ),
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
/** PUT's payload: the code is fixed, so it is left out. */
export const updateSchemaOf = <D extends RegisterDef>(def: D) =>
  updateSchemaOfDef(def) as unknown as UpdateSchema<D>;

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
