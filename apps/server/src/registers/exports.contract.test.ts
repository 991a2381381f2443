import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REGISTER_DEFS, WRAPPED_REGISTER_DEFS, labelFor, type RegisterDef } from '@prix/shared';
import { queryRows } from '../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { readCsv, readXlsx } from '../testing/spreadsheets.js';
import { registerExportColumns } from './register-export.js';
import { csvValue, xlsxValue } from '../exports/spreadsheet.js';

/**
 * One contract for the export of every register list (decision 0026): the generic registers from their
 * definitions alone, and the wrapped ones (users, companies) with their scope. Each is checked in both
 * formats against its own list.
 */

let t: TestApp;
let admin: string;
let partner: string;
let nobody: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  partner = await sessionCookieFor(t, 'EXT0001');
  // A colleague with no profile: signed in, and no register key at all.
  await t.database.db.execute(
    sql`insert into usuario (id, nome, sobrenome, email, externo) values ('10000098', 'Nina', 'Semchave', 'nina@prix.com.br', false)`,
  );
  nobody = await sessionCookieFor(t, '10000098');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

async function download(url: string, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie, origin: t.baseUrl } });
  return { status: response.statusCode, headers: response.headers, data: response.rawPayload };
}

/** Every page of a list, as the screen would walk it. */
async function wholeList(base: string, cookie: string, geral = '') {
  const rows: Record<string, unknown>[] = [];
  const search = geral ? `&geral=${encodeURIComponent(geral)}` : '';
  for (let page = 1; ; page += 1) {
    const answer = await call('GET', `${base}?page=${page}${search}`, cookie);
    expect(answer.status).toBe(200);
    const results = answer.body.results as Record<string, unknown>[];
    rows.push(...results);
    if (rows.length >= (answer.body.total as number) || !results.length) return rows;
  }
}

const ALL = [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS].map(
  (d) => [d.name, d as unknown as RegisterDef] as const,
);

describe.each(ALL)('export of %s', (name, def) => {
  const base = `/api${def.apiPath}`;
  const columns = registerExportColumns(def, def.list);
  const labels = columns.map((c) => c.label);
  let list: Record<string, unknown>[] = [];

  beforeAll(async () => {
    list = await wholeList(base, admin);
  });

  it('XLSX: every row of the list, under its labels, with its values; days as real dates', async () => {
    const answer = await download(`${base}/exportar?formato=xlsx`, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const title = labelFor(def.title, false);
    // RFC 6266: the UTF-8 name beside an ASCII fallback when the title has accents.
    expect(answer.headers['content-disposition']).toContain(
      /^[ -~]*$/.test(title) ? `filename="${title} ` : `filename*=UTF-8''${encodeURIComponent(title)}%20`,
    );
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[ -~]+\.xlsx"/);
    const sheet = await readXlsx(answer.data);
    expect(sheet.headers).toEqual(labels);
    expect(sheet.rows.length).toBe(list.length);
    for (const [index, row] of list.slice(0, 3).entries()) {
      const expected = columns
        .filter((c) => c.key !== 'dhcriacao' && c.key !== 'dhedicao')
        .map((c) => xlsxValue(c, row[c.key]));
      expect(sheet.rows[index]!.slice(0, expected.length)).toEqual(expected);
    }
    if (list.length) {
      const created = labels.indexOf('Criado em');
      expect(sheet.rows[0]![created]).toBeInstanceOf(Date);
      expect(sheet.formats[created]).toBe('dd/mm/yyyy');
    }
  });

  it("CSV: UTF-8 with a BOM, ';' and CRLF, accents intact, the same rows", async () => {
    const answer = await download(`${base}/exportar?formato=csv`, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...answer.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = readCsv(answer.data);
    expect(csv.crlf).toBe(true);
    expect(csv.lines[0]).toEqual(labels);
    expect(csv.lines.length).toBe(list.length + 1);
    if (list.length) {
      const first = columns
        .filter((c) => c.key !== 'dhcriacao' && c.key !== 'dhedicao')
        .map((c) => csvValue(c, list[0]![c.key]));
      expect(csv.lines[1]!.slice(0, first.length)).toEqual(first);
      expect(csv.lines[1]![labels.indexOf('Criado em')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });

  it('applies the list search', async () => {
    // A word of the first record's label: the list and the export must agree on what it finds.
    const label = String(list[0]?.[def.search.find((s) => typeof list[0]?.[s] === 'string') ?? ''] ?? '');
    const term = label.split(/\s+/)[0] || 'nenhum-registro-assim';
    const filtered = await wholeList(base, admin, term);
    const answer = await download(`${base}/exportar?formato=csv&geral=${encodeURIComponent(term)}`, admin);
    expect(readCsv(answer.data).lines.length - 1).toBe(filtered.length);
    const none = await download(`${base}/exportar?formato=xlsx&geral=zzqqxxnada`, admin);
    expect((await readXlsx(none.data)).rows).toEqual([]);
  });

  it("is refused without the register's read key, and for a format it does not know", async () => {
    const refused = await download(`${base}/exportar?formato=xlsx`, nobody);
    expect(refused.status).toBe(403);
    const bad = await download(`${base}/exportar?formato=pdf`, admin);
    expect(bad.status).toBe(400);
    expect(parseJson<{ errors: string[] }>(bad.data.toString()).errors.join()).toContain('xlsx ou csv');
  });
});

describe('exports of an external user', () => {
  it('hold only their companies and their people, like their lists', async () => {
    const own = await queryRows<{ id: string }>(
      t.database.db,
      sql`select cliente_id as id from usuario_cliente where usuario_id = 'EXT0001'`,
    );
    const companies = await readXlsx((await download('/api/cliente/exportar?formato=xlsx', partner)).data);
    expect(companies.rows.map((r) => r[0]).sort()).toEqual(own.map((o) => o.id).sort());
    expect(companies.rows.length).toBeLessThan(
      (await readXlsx((await download('/api/cliente/exportar?formato=xlsx', admin)).data)).rows.length,
    );
    const people = await readXlsx((await download('/api/usuario/exportar?formato=xlsx', partner)).data);
    const listed = await wholeList('/api/usuario', partner);
    expect(people.rows.map((r) => r[0])).toEqual(listed.map((r) => r.id));
  });

  it('leave out the columns the viewer may not see', async () => {
    const answer = await download('/api/cliente/exportar?formato=csv', partner);
    const headers = readCsv(answer.data).lines[0]!;
    const complementary = 'Parceria complementar';
    const holds = (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from usuario_perfil up join perfil_permissao pp on pp.perfil_id = up.perfil_id
        join permissao p on p.id = pp.permissao_id
        where up.usuario_id = 'EXT0001' and p.referencia = 'visualizar.parceria.complementar'`,
      )
    )[0]!.n;
    expect(headers.includes(complementary)).toBe(holds > 0);
  });
});
