import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { readCsv, readXlsx } from '../testing/spreadsheets.js';

/** The exports with lists of their own (decision 0026): benefits per class and the click report. */

let t: TestApp;
let admin: string;
let partner: string;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  admin = await sessionCookieFor(t, '10000001');
  partner = await sessionCookieFor(t, 'EXT0001');
  await t.database.db.execute(sql`truncate clique, clique_dia, clique_mes`);
  // Clicks of one day, as the rollups keep them: 12 groups, so the export's order and filters show.
  for (let n = 1; n <= 12; n += 1) {
    const tipo = n % 2 ? 'banner' : 'botao';
    await t.database.db.execute(
      sql`insert into clique_dia values ('2026-03-10'::date, ${tipo}, ${`Peça ${n}`}, '', '', ${n})`,
    );
    await t.database.db.execute(
      sql`insert into clique_mes values ('2026-03-01'::date, ${tipo}, ${`Peça ${n}`}, '', '', ${n})`,
    );
  }
});
afterAll(() => t.close());

async function download(url: string, cookie = admin) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: response.statusCode, data: response.rawPayload };
}

describe('click report export', () => {
  it('holds every group of the report in its order, totals as numbers', async () => {
    const sheet = await readXlsx((await download('/api/relatorio/exportar?formato=xlsx')).data);
    expect(sheet.headers).toEqual(['Tipo', 'Nome do Tipo', 'Nome do Parceiro', 'Total de cliques']);
    expect(sheet.rows.length).toBe(12);
    expect(sheet.rows[0]).toEqual(['Botão', 'Peça 12', 'interno', 12]);
    const page = await call('GET', '/api/relatorio', admin);
    const first = (page.body.results as { nome_tipo: string }[]).map((r) => r.nome_tipo);
    expect(sheet.rows.slice(0, 10).map((r) => r[1])).toEqual(first);
  });

  it('applies the report filters', async () => {
    const csv = readCsv(
      (
        await download(
          '/api/relatorio/exportar?formato=csv&tipo_relatorio=banner&dtInit=01/03/2026&dtEnd=31/03/2026',
        )
      ).data,
    );
    expect(csv.bom).toBe(true);
    expect(csv.lines.slice(1).map((l) => l[0])).toEqual(Array(6).fill('Banner'));
    const none = readCsv((await download('/api/relatorio/exportar?formato=csv&dtInit=01/04/2026')).data);
    expect(none.lines.length).toBe(1);
  });

  it('is refused without relatorio.cliques, and a bad filter is a 400', async () => {
    expect((await download('/api/relatorio/exportar?formato=xlsx', partner)).status).toBe(403);
    expect((await download('/api/relatorio/exportar?formato=xlsx&dtInit=31/02/2026')).status).toBe(400);
  });
});

describe('benefits per class export', () => {
  it('holds every pair the search finds, under the list labels', async () => {
    const list = await call('GET', '/api/classe-beneficio?geral=prix%20250', admin);
    const sheet = await readXlsx(
      (await download('/api/classe-beneficio/exportar?formato=xlsx&geral=prix%20250')).data,
    );
    expect(sheet.headers).toEqual(['Código', 'Nome', 'Benefício', 'Valor', 'Criado em', 'Alterado em']);
    expect(sheet.rows.length).toBe(list.body.total);
    const firstListed = (list.body.results as Record<string, unknown>[])[0]!;
    expect(sheet.rows[0]!.slice(0, 4)).toEqual([
      firstListed.classe_id,
      firstListed.classe_nome,
      firstListed.beneficio_nome,
      firstListed.valor_beneficio ?? null,
    ]);
    expect(sheet.rows[0]![4]).toBeInstanceOf(Date);
    expect((await download('/api/classe-beneficio/exportar?formato=csv', partner)).status).toBe(403);
  });
});
