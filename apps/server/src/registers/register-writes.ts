import { sql, type SQL } from 'drizzle-orm';
import { MASKS, columnOf, fieldMessages, labelFor, type Field, type RegisterDef } from '@prix/shared';
import { queryRows, type Db } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import { codeFromName, codeFromSequence } from './auto-code.js';
import { sanitizeRichText } from '@prix/shared/rich-text-sanitize';
import { targetDefOf, textArray } from './register-sql.js';

type Payload = Record<string, unknown>;

const id = (name: string) => sql.identifier(name);

/**
 * Optional texts are stored as NULL when blank, so "empty" has one meaning in the database; documents
 * are stored with their mask, however they were typed; rich text only as sanitised HTML (decision 0021).
 */
function scalar(f: Field, value: unknown): unknown {
  if (f.kind !== 'text' || typeof value !== 'string') return value;
  const text = f.html ? sanitizeRichText(value) : value;
  if (text === '') return null;
  return f.mask ? MASKS[f.mask].format(text) : text;
}

/** A multi field hidden by its switch (permissao: externa off) saves no links. */
function multiValue(
  def: RegisterDef,
  payload: Payload,
  name: string,
  f: Field & { kind: 'multi' },
): string[] {
  if (f.visibleWhen && payload[f.visibleWhen] !== true) return [];
  return [...new Set((payload[name] as string[] | undefined) ?? [])];
}

/** Refuses references to records that do not exist, naming the field and the codes (400, nothing written). */
async function checkReferences(tx: Db, def: RegisterDef, payload: Payload): Promise<void> {
  const problems: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind !== 'ref' && f.kind !== 'multi') continue;
    const wanted =
      f.kind === 'ref'
        ? [payload[name]].filter((v): v is string => typeof v === 'string' && v !== '')
        : multiValue(def, payload, name, f);
    if (!wanted.length) continue;
    const target = targetDefOf(f);
    const found = await queryRows<{ code: string }>(
      tx,
      sql`select ${id(target.codeField)} as code from ${id(target.table)} where ${id(target.codeField)} = any(${textArray(wanted)})`,
    );
    const missing = wanted.filter((w) => !found.some((r) => r.code === w));
    if (missing.length)
      problems.push(`${f.label}: ${missing.map((m) => `'${m}'`).join(', ')} não encontrado(s)`);
  }
  if (problems.length) throw new HttpError(400, problems);
}

function scalarAssignments(
  def: RegisterDef,
  payload: Payload,
  mode: 'insert' | 'update',
): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'multi' || name === def.codeField) continue;
    if (f.kind === 'active') {
      if (mode === 'update' && typeof payload[name] === 'boolean')
        out.push([columnOf(name, f), payload[name]]);
      continue;
    }
    if (name in payload) out.push([columnOf(name, f), scalar(f, payload[name])]);
  }
  return out;
}

/** Brings a join table in line with the chosen codes, keeping links that stay (and their extra columns). */
async function syncLinks(
  tx: Db,
  f: Field & { kind: 'multi' },
  ownerCode: string,
  wanted: string[],
): Promise<void> {
  const { table, self, other } = f.join;
  const keep = sql`and not (${id(other)} = any(${textArray(wanted)}))`;
  await tx.execute(sql`delete from ${id(table)} where ${id(self)} = ${ownerCode} ${keep}`);
  for (const code of wanted) {
    await tx.execute(
      sql`insert into ${id(table)} (${id(self)}, ${id(other)}) values (${ownerCode}, ${code}) on conflict do nothing`,
    );
  }
}

/** Multi fields the payload carries are brought in line; ones it leaves out (a partial form) stay. */
async function syncAllLinks(tx: Db, def: RegisterDef, payload: Payload, code: string): Promise<void> {
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'multi' && name in payload)
      await syncLinks(tx, f, code, multiValue(def, payload, name, f));
  }
}

interface ColumnInfo {
  nullable: boolean;
  hasDefault: boolean;
}
/** NOT NULL and DEFAULT of a register's columns, read once per table from the catalogue. */
const tableColumns = new Map<string, Map<string, ColumnInfo>>();

async function columnsOf(tx: Db, table: string): Promise<Map<string, ColumnInfo>> {
  let columns = tableColumns.get(table);
  if (!columns) {
    const rows = await queryRows<{ column: string; nullable: boolean; has_default: boolean }>(
      tx,
      sql`select column_name as column, is_nullable = 'YES' as nullable, column_default is not null as has_default
        from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
    );
    columns = new Map(rows.map((r) => [r.column, { nullable: r.nullable, hasDefault: r.has_default }]));
    tableColumns.set(table, columns);
  }
  return columns;
}

const DEFAULT = sql.raw('default');

/**
 * The table has the last word on what may be empty, whatever a definition's schema let through:
 * a null for a NOT NULL column takes the column's default when it has one (País → BR) and is otherwise a
 * 400 naming the field, as is, on insert, a NOT NULL column without default the payload leaves out. Never
 * the database's 500.
 */
async function assignmentsFor(
  tx: Db,
  def: RegisterDef,
  payload: Payload,
  mode: 'insert' | 'update',
): Promise<[string, unknown][]> {
  const columns = await columnsOf(tx, def.table);
  const labelOf = (column: string) =>
    Object.entries(def.fields).find(([name, f]) => columnOf(name, f) === column)?.[1].label ?? column;
  const problems: string[] = [];
  const out: [string, unknown][] = [];
  for (const [column, value] of scalarAssignments(def, payload, mode)) {
    const info = columns.get(column);
    if (value !== null && value !== undefined) out.push([column, value]);
    else if (!info || info.nullable) out.push([column, null]);
    else if (info.hasDefault) out.push([column, DEFAULT]);
    else problems.push(fieldMessages.required(labelOf(column)));
  }
  if (mode === 'insert') {
    for (const [name, f] of Object.entries(def.fields)) {
      const column = columnOf(name, f);
      const info = columns.get(column);
      if (f.kind === 'multi' || name === def.codeField || !info || info.nullable || info.hasDefault) continue;
      if (!out.some(([c]) => c === column) && !problems.includes(fieldMessages.required(f.label)))
        problems.push(fieldMessages.required(f.label));
    }
  }
  if (problems.length) throw new HttpError(400, problems);
  return out;
}

async function exists(tx: Db, def: RegisterDef, code: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from ${id(def.table)} where ${id(def.codeField)} = ${code}`);
  return rows.length > 0;
}

/** Inserts a record with its links; answers its code and uuid. */
export async function insertRecord(
  tx: Db,
  def: RegisterDef,
  payload: Payload,
  userId: string,
  /** Columns the server itself sets (a file register's file, fileAssignments). */
  extra: readonly [string, unknown][] = [],
): Promise<{ code: string; uuid: string }> {
  await checkReferences(tx, def, payload);
  const codeField = def.fields[def.codeField]!;
  let code = payload[def.codeField] as string | undefined;
  if (codeField.kind === 'code' && codeField.auto) {
    const taken = (c: string) => exists(tx, def, c);
    code = codeField.sequence
      ? await codeFromSequence(tx, codeField.sequence, codeField.max, taken)
      : await codeFromName(String(payload.nome ?? ''), codeField.max, taken);
  } else if (code && (await exists(tx, def, code))) {
    throw new HttpError(409, `Já existe um registro com o código ${code}.`);
  }
  const columns: [string, unknown][] = [
    [def.codeField, code],
    ...(await assignmentsFor(tx, def, payload, 'insert')),
    ...extra,
    ['uscriacao', userId],
  ];
  const [row] = await queryRows<{ uuid: string }>(
    tx,
    sql`insert into ${id(def.table)} (${sql.join(
      columns.map(([c]) => id(c)),
      sql`, `,
    )})
        values (${sql.join(
          columns.map(([, v]) => sql`${v}`),
          sql`, `,
        )}) returning uuid`,
  );
  await syncAllLinks(tx, def, payload, code!);
  return { code: code!, uuid: row!.uuid };
}

export async function updateRecord(
  tx: Db,
  def: RegisterDef,
  code: string,
  payload: Payload,
  userId: string,
  extra: readonly [string, unknown][] = [],
): Promise<void> {
  await checkReferences(tx, def, payload);
  const sets: SQL[] = [...(await assignmentsFor(tx, def, payload, 'update')), ...extra].map(
    ([c, v]) => sql`${id(c)} = ${v}`,
  );
  sets.push(sql`dhedicao = now()`, sql`usedicao = ${userId}`);
  await tx.execute(
    sql`update ${id(def.table)} set ${sql.join(sets, sql`, `)} where ${id(def.codeField)} = ${code}`,
  );
  await syncAllLinks(tx, def, payload, code);
}

/**
 * Links the record's own form edits go with it; anything else that still points at it (a user with this
 * profile, a partner of this class) makes it "in use", and the foreign key refuses the delete.
 */
export async function deleteRecord(tx: Db, def: RegisterDef, code: string): Promise<void> {
  for (const f of Object.values(def.fields)) {
    if (f.kind === 'multi') await syncLinks(tx, f, code, []);
  }
  await tx.execute(sql`delete from ${id(def.table)} where ${id(def.codeField)} = ${code}`);
}

export const singularOf = (def: RegisterDef) => labelFor(def.singular, false);
