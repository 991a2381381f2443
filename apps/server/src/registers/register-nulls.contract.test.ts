import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FILE_COLUMNS,
  REGISTER_DEFS,
  WRAPPED_REGISTER_DEFS,
  columnOf,
  fileNameColumn,
  fieldMessages,
  fieldSchema,
  type Field,
  type RegisterDef,
} from '@prix/shared';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { sendRecord } from '../testing/register-send.js';

/**
 * A definition's schema must agree with its table. Whatever a schema lets through as empty, the
 * table must take (a nullable column, or one with a default), and a null sent for any field of any register,
 * on insert or on update, is a 400 naming the field or the column's default, never a 500 or a half write.
 */

const ALL_DEFS = [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS].map((d) => d as unknown as RegisterDef);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

interface Column {
  nullable: boolean;
  default: string | null;
  generated: boolean;
}
async function columnsOf(table: string): Promise<Map<string, Column>> {
  const rows = await queryRows<{
    name: string;
    nullable: boolean;
    default: string | null;
    generated: boolean;
  }>(
    t.database.db,
    sql`select column_name as name, is_nullable = 'YES' as nullable, column_default as default,
        is_generated = 'ALWAYS' as generated
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
  );
  return new Map(
    rows.map((r) => [r.name, { nullable: r.nullable, default: r.default, generated: r.generated }]),
  );
}

let counter = 0;
/** The least valid payload of a definition: required fields only, with values no other record holds. */
function minimalPayload(def: RegisterDef): Record<string, unknown> {
  counter += 1;
  const payload: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
    if (f.kind === 'code' && !f.auto)
      payload[name] =
        f.max === 1 ? '0123456789ABCDEGHIJKLPQRSTUVWXYZ'[counter % 32] : `N${counter}`.slice(0, f.max);
    if (f.kind === 'text' && f.required)
      payload[name] = name === 'email' ? `nulo${counter}@teste.com.br` : `Nulo ${counter}`.slice(0, f.max);
  }
  return payload;
}

const countOf = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;

describe.each(ALL_DEFS.map((d) => [d.name, d] as const))('register %s: schema and table agree', (_n, def) => {
  const base = `/api${def.apiPath}`;

  it('every field a schema lets be empty has a nullable column or a default, the same as the definition’s', async () => {
    const columns = await columnsOf(def.table);
    for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
      if (f.kind === 'multi' || f.kind === 'active') continue;
      const column = columns.get(columnOf(name, f));
      expect(column, `${def.name}.${name}: coluna ${columnOf(name, f)}`).toBeDefined();
      const parsed = fieldSchema(f).safeParse(null);
      const empty = parsed.success && (parsed.data === null || parsed.data === '');
      if (empty) expect(column!.nullable || column!.default !== null, `${def.name}.${name}`).toBe(true);
      // A reference with a default (País → BR) has the same default in its column.
      const own = fieldSchema(f).safeParse(undefined);
      if (f.kind === 'ref' && own.success && own.data !== null && !column!.nullable)
        expect(column!.default, `${def.name}.${name}`).toContain(`'${String(own.data)}'`);
    }
  });

  it('every NOT NULL column without default is the code or a field whose schema requires it', async () => {
    const columns = await columnsOf(def.table);
    const byColumn = new Map(Object.entries(def.fields).map(([name, f]) => [columnOf(name, f), f] as const));
    // A file register's file columns are the server's to fill from the file sent (decision 0015).
    const fileColumns: string[] = def.file
      ? [
          FILE_COLUMNS.key,
          FILE_COLUMNS.size,
          FILE_COLUMNS.sha256,
          FILE_COLUMNS.type,
          fileNameColumn(def.file),
        ]
      : [];
    for (const [column, info] of columns) {
      if (info.nullable || info.default !== null || info.generated || column === 'uscriacao') continue;
      if (fileColumns.includes(column)) continue;
      const f = byColumn.get(column);
      expect(f, `${def.name}: coluna ${column} sem campo`).toBeDefined();
      if (f!.kind === 'code' && f!.auto) continue; // the server makes it
      expect(fieldSchema(f!).safeParse(undefined).success, `${def.name}.${column} pode faltar`).toBe(false);
    }
  });

  it('a null in any field on insert is refused naming it, or takes the column default; never a 5xx', async () => {
    const columns = await columnsOf(def.table);
    for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
      if (f.kind === 'code' && f.auto) continue;
      const before = await countOf(def.table);
      const sent = await sendRecord(t, def, 'POST', base, admin, { ...minimalPayload(def), [name]: null });
      expect(sent.status, `${def.name}.${name}: ${JSON.stringify(sent.body)}`).toBeLessThan(500);
      if (sent.status === 400) {
        expect(await countOf(def.table), `${def.name}.${name}: nada gravado`).toBe(before);
        const said = sent.body.errors!.join(' ');
        expect(said.includes(f.label) || said.includes(name), `${def.name}.${name}: ${said}`).toBe(true);
        continue;
      }
      expect(sent.status, `${def.name}.${name}: ${JSON.stringify(sent.body)}`).toBe(200);
      const detail = await call('GET', `${base}/${sent.body.uuid as string}`, admin);
      expect(detail.status, `${def.name}.${name}`).toBe(200);
      const column = columns.get(columnOf(name, f));
      if (f.kind === 'ref' && column && !column.nullable)
        expect(column.default, `${def.name}.${name}`).toContain(`'${String(detail.body[name])}'`);
      expect((await call('GET', base, admin)).status).toBe(200);
    }
  });

  it('a null in any field on update is refused naming it, or takes the column default; nothing half written', async () => {
    const payload = minimalPayload(def);
    const created = await sendRecord(t, def, 'POST', base, admin, payload);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const url = `${base}/${created.body.uuid as string}`;
    const { [def.codeField]: _code, ...editable } = payload;
    for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
      if (name === def.codeField) continue;
      const before = await call('GET', url, admin);
      const sent = await sendRecord(t, def, 'PUT', url, admin, { ...editable, [name]: null }, null);
      expect(sent.status, `${def.name}.${name}: ${JSON.stringify(sent.body)}`).toBeLessThan(500);
      const after = await call('GET', url, admin);
      expect(after.status).toBe(200);
      if (sent.status === 400) {
        expect(after.body, `${def.name}.${name}: nada gravado`).toEqual(before.body);
        const said = sent.body.errors!.join(' ');
        expect(said.includes(f.label) || said.includes(name), `${def.name}.${name}: ${said}`).toBe(true);
      } else {
        expect(sent.status, `${def.name}.${name}: ${JSON.stringify(sent.body)}`).toBe(200);
      }
    }
  });
});

describe('the company', () => {
  it('a new company saved with pais: null gets Brasil, the column’s and the definition’s default', async () => {
    const created = await call('POST', '/api/cliente', admin, { id: '900001', nome: 'Sem País', pais: null });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await call('GET', `/api/cliente/${created.body.uuid as string}`, admin);
    expect(detail.body.pais).toBe('BR');
    const edited = await call('PUT', `/api/cliente/${created.body.uuid as string}`, admin, {
      nome: 'Sem País',
      pais: null,
    });
    expect(edited.status).toBe(200);
    expect((await call('GET', `/api/cliente/${created.body.uuid as string}`, admin)).body.pais).toBe('BR');
  });

  it('a null for a NOT NULL column without default is a 400 naming the field', async () => {
    // usuario.nome is NOT NULL with no default; its schema already refuses null with the same message.
    const sent = await call('PUT', `/api/usuario/meu-perfil`, admin, { nome: null, sobrenome: 'X' });
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toContain(fieldMessages.required('Nome'));
  });
});
