import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { readCsv, readXlsx } from '../testing/spreadsheets.js';

/**
 * Exports past one batch (decision 0026): every row once, in the list's order, across the keyset's
 * boundaries, on an indexed NOT NULL sort (companies by name) and on a sort that may hold nulls (users by
 * full name, compared as `(e is null, coalesce(e, ''))`). Memory and time are measured by the bench.
 */

let t: TestApp;
let admin: string;
const COMPANIES = 20_000;
const USERS = 2_500;

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  // Names that repeat (every 7th the same), so the uuid decides between equals at batch boundaries.
  await t.database.db.execute(sql`insert into cliente (id, nome, cnpj)
    select 'G' || n, 'Empresa ' || (array['Alfa', 'Bravo', 'Charlie', 'Delta', 'Eco', 'Foxtrot', 'Golf'])[n % 7 + 1], null from generate_series(1, ${COMPANIES}) n`);
  await t.database.db.execute(sql`insert into usuario (id, nome, sobrenome, email, externo)
    select 'GU' || n, 'Pessoa', case when n % 3 = 0 then null else 'Número ' || (n % 5) end,
      'gu' || n || '@exemplo.com.br', true from generate_series(1, ${USERS}) n`);
});
afterAll(() => t.close());

async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('a large export', () => {
  it(`holds all ${COMPANIES} generated companies once, in name-then-uuid order (CSV)`, async () => {
    const expected = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from cliente order by nome, uuid`,
    );
    const csv = readCsv(await download('/api/cliente/exportar?formato=csv'));
    expect(csv.lines.length - 1).toBe(expected.length);
    expect(csv.lines.slice(1).map((l) => l[0])).toEqual(expected.map((e) => e.id));
  }, 120_000);

  it('walks a sort with repeated values the same way (XLSX, users by full name)', async () => {
    const expected = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from usuario order by nomecompleto, uuid`,
    );
    const sheet = await readXlsx(await download('/api/usuario/exportar?formato=xlsx'));
    expect(sheet.rows.map((r) => r[0])).toEqual(expected.map((e) => e.id));
  }, 120_000);

  it('filters across batches as the list does', async () => {
    const csv = readCsv(await download('/api/cliente/exportar?formato=csv&geral=empresa%20charlie'));
    // n % 7 = 2 for n in 1…COMPANIES; no seeded company is a 'Charlie'.
    expect(csv.lines.length - 1).toBe(Math.floor((COMPANIES - 2) / 7) + 1);
  }, 120_000);
});
