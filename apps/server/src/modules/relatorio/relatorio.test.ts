import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPRESA_HEADER } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { seedContent } from '../../seed/content.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { compareGroups } from './clique-ranking.js';
import { splitPeriod } from './report-query.js';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.database.db, t.app.storage);
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001');
  who.leitura = await sessionCookieFor(t, '10000002');
  who.marcos = await sessionCookieFor(t, 'EXT0001');
  who.gabriela = await sessionCookieFor(t, 'EXT0004');
});
afterAll(() => t.close());
// Each test starts from no clicks at all (the seed's demo clicks included).
beforeEach(async () => {
  await t.database.db.execute(sql`truncate clique, clique_dia, clique_mes`);
});

type Report = {
  results: { tipo_relatorio: string; nome_tipo: string; nome_cliente: string; total_cliques: number }[];
  total: number;
  errors: string[];
  company_name: string | null;
};
const report = async (query = '', cookie = who.admin!) => {
  const answer = await call('GET', `/api/relatorio${query}`, cookie);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Report;
};
const rawClicks = () =>
  queryRows<{
    tipo_relatorio: string;
    nome_tipo: string;
    cliente_id: string | null;
    classe_id: string | null;
    usuario_id: string;
  }>(
    t.database.db,
    sql`select tipo_relatorio, nome_tipo, cliente_id, classe_id, usuario_id from clique order by id`,
  );

/** A click on a past day, written to both rollups as an insert of that day would have. */
async function clickOn(dia: string, nome: string, clienteId = '', total = 1) {
  await t.database.db.execute(
    sql`insert into clique_dia values (${dia}::date, 'banner', ${nome}, ${clienteId}, '', ${total})`,
  );
  await t.database.db.execute(sql`
    insert into clique_mes values (date_trunc('month', ${dia}::date)::date, 'banner', ${nome}, ${clienteId}, '', ${total})
      on conflict (tipo_relatorio, nome_tipo, cliente_id, classe_id, mes) do update set total = clique_mes.total + excluded.total`);
}

describe('POST /api/relatorio', () => {
  it('records a click with the user, company and class of the session, never those the client sends', async () => {
    const answer = await call('POST', '/api/relatorio', who.marcos!, {
      tipo_relatorio: 'banner',
      nome_tipo: 'Campanha de verão',
      nome_cliente: 'Outra empresa',
      id_user: '10000001',
    });
    expect(answer.status).toBe(204);
    expect(await rawClicks()).toEqual([
      {
        tipo_relatorio: 'banner',
        nome_tipo: 'Campanha de verão',
        cliente_id: '100234',
        classe_id: '250',
        usuario_id: 'EXT0001',
      },
    ]);
    // Internal users' clicks are 'interno'.
    expect(
      (await call('POST', '/api/relatorio', who.admin!, { tipo_relatorio: 'botao', nome_tipo: 'X' })).status,
    ).toBe(204);
    const { results } = await report();
    expect(results).toEqual(
      expect.arrayContaining([
        {
          tipo_relatorio: 'banner',
          nome_tipo: 'Campanha de verão',
          nome_cliente: 'Balanças Paulista Comércio Ltda',
          total_cliques: 1,
        },
        { tipo_relatorio: 'botao', nome_tipo: 'X', nome_cliente: 'interno', total_cliques: 1 },
      ]),
    );
  });

  it('takes the company chosen by the switcher header, or by ?empresa= for a beacon (text/plain, no headers)', async () => {
    const header = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio',
      headers: { cookie: who.gabriela!, origin: t.baseUrl, [EMPRESA_HEADER]: '1' },
      payload: { tipo_relatorio: 'botao', nome_tipo: 'Boleto' },
    });
    expect(header.statusCode).toBe(204);
    // What navigator.sendBeacon sends: a string body (text/plain), the Origin and the cookie only.
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio?empresa=0',
      headers: { cookie: who.gabriela!, origin: t.baseUrl, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify([{ tipo_relatorio: 'formulario', nome_tipo: 'Equipamentos' }]),
    });
    expect(beacon.statusCode).toBe(204);
    expect((await rawClicks()).map((c) => [c.nome_tipo, c.cliente_id, c.classe_id])).toEqual([
      ['Boleto', '200117', '10'],
      ['Equipamentos', '100234', '250'],
    ]);
    // Not JSON, or another site's page: refused.
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio',
      headers: { cookie: who.gabriela!, origin: t.baseUrl, 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(400);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio',
      headers: { cookie: who.gabriela!, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: JSON.stringify({ tipo_relatorio: 'botao', nome_tipo: 'x' }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await call('POST', '/api/relatorio', '', { tipo_relatorio: 'botao', nome_tipo: 'x' })).status,
    ).toBe(401);
  });

  it('inserts a batch whole, and refuses it whole naming each bad item', async () => {
    const batch = Array.from({ length: 250 }, (_, i) => ({
      tipo_relatorio: i % 2 ? 'banner' : 'botao',
      nome_tipo: `Item ${i % 5}`,
    }));
    expect((await call('POST', '/api/relatorio', who.marcos!, batch)).status).toBe(204);
    expect(await rawClicks()).toHaveLength(250);
    const [{ total }] = (await queryRows<{ total: string }>(
      t.database.db,
      sql`select sum(total) as total from clique_dia`,
    )) as [{ total: string }];
    expect(Number(total)).toBe(250);

    const bad = await call('POST', '/api/relatorio', who.marcos!, [
      { tipo_relatorio: 'banner', nome_tipo: 'Bom' },
      { tipo_relatorio: 'video', nome_tipo: 'Ruim' },
      { tipo_relatorio: 'botao', nome_tipo: '' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'Clique 2: Tipo deve ser banner, botao ou formulario',
      'Clique 3: Nome do tipo é obrigatório',
    ]);
    expect(await rawClicks()).toHaveLength(250);

    // Decision 0019: a batch of at most 500 clicks (the web app's tracker sends them 500 at a time).
    const clicks = (n: number) =>
      Array.from({ length: n }, () => ({ tipo_relatorio: 'botao', nome_tipo: 'x' }));
    expect((await call('POST', '/api/relatorio', who.marcos!, clicks(501))).body.errors).toEqual([
      'Envie no máximo 500 cliques por vez',
    ]);
    expect((await call('POST', '/api/relatorio', who.marcos!, [])).status).toBe(400);
    expect(
      (await call('POST', '/api/relatorio', who.marcos!, { tipo_relatorio: 'botao' })).body.errors,
    ).toEqual(['Nome do tipo é obrigatório']);
    expect(await rawClicks()).toHaveLength(250);
    expect((await call('POST', '/api/relatorio', who.marcos!, clicks(500))).status).toBe(204);
    expect(await rawClicks()).toHaveLength(750);
  });
});

describe('GET /api/relatorio', () => {
  it('is only for holders of relatorio.cliques', async () => {
    expect((await call('GET', '/api/relatorio', who.leitura!)).status).toBe(403);
    expect((await call('GET', '/api/relatorio', who.marcos!)).status).toBe(403);
    expect((await call('GET', '/api/relatorio/parceiro', who.marcos!)).status).toBe(403);
    expect((await call('GET', '/api/relatorio/downloads', who.leitura!)).status).toBe(403);
    expect((await call('GET', '/api/relatorio', '')).status).toBe(401);
  });

  it('totals by tipo, name and partner, most clicked first, 10 a page, with its filters', async () => {
    for (let i = 0; i < 12; i++) {
      await call(
        'POST',
        '/api/relatorio',
        who.admin!,
        Array.from({ length: i + 1 }, () => ({
          tipo_relatorio: 'banner',
          nome_tipo: `Banner ${String(i).padStart(2, '0')}`,
        })),
      );
    }
    await call('POST', '/api/relatorio', who.marcos!, [
      { tipo_relatorio: 'botao', nome_tipo: 'Boleto' },
      { tipo_relatorio: 'botao', nome_tipo: 'Boleto' },
    ]);
    const first = await report();
    expect(first.total).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toEqual({
      tipo_relatorio: 'banner',
      nome_tipo: 'Banner 11',
      nome_cliente: 'interno',
      total_cliques: 12,
    });
    const second = await report('?page=2');
    expect(second.results.map((r) => r.total_cliques)).toEqual([2, 2, 1]);
    expect((await report('?tipo_relatorio=botao')).results).toEqual([
      {
        tipo_relatorio: 'botao',
        nome_tipo: 'Boleto',
        nome_cliente: 'Balanças Paulista Comércio Ltda',
        total_cliques: 2,
      },
    ]);
    expect((await report('?nome_cliente=100234')).total).toBe(1);
    expect((await report('?nome_cliente=interno')).total).toBe(12);
    expect((await report('?nome_tipo=Banner%2003')).results[0]?.total_cliques).toBe(4);
    const one = await report('/100234');
    expect(one.company_name).toBe('Balanças Paulista Comércio Ltda');
    expect(one.total).toBe(1);
    expect((await call('GET', '/api/relatorio/999999', who.admin!)).status).toBe(404);
    expect(await report('?page=9')).toMatchObject({ results: [], total: 13 });

    // Option lists: what can be filtered on.
    expect((await call('GET', '/api/relatorio/tipo', who.admin!)).body).toEqual([
      { key: 'banner', value: 'Banner' },
      { key: 'botao', value: 'Botão' },
      { key: 'formulario', value: 'Formulário' },
    ]);
    expect((await call('GET', '/api/relatorio/nome?tipo_relatorio=botao', who.admin!)).body).toEqual([
      { key: 'Boleto', value: 'Boleto' },
    ]);
    expect((await call('GET', '/api/relatorio/parceiro', who.admin!)).body).toEqual([
      { key: 'interno', value: 'interno' },
      { key: '100234', value: 'Balanças Paulista Comércio Ltda' },
    ]);
  });

  it('counts the days of a period, from whole months and the days around them', async () => {
    await clickOn('2026-01-31', 'Antes');
    await clickOn('2026-02-01', 'Fevereiro', '', 2);
    await clickOn('2026-02-15', 'Fevereiro', '', 3);
    await clickOn('2026-03-10', 'Março');
    await clickOn('2026-04-30', 'Abril');
    const totals = async (query: string) =>
      Object.fromEntries((await report(query)).results.map((r) => [r.nome_tipo, r.total_cliques]));
    expect(await totals('?dtInit=01/02/2026&dtEnd=28/02/2026')).toEqual({ Fevereiro: 5 });
    expect(await totals('?dtInit=2026-02-02&dtEnd=2026-03-10')).toEqual({ Fevereiro: 3, Março: 1 });
    expect(await totals('?dtInit=31/01/2026&dtEnd=29/04/2026')).toEqual({ Antes: 1, Fevereiro: 5, Março: 1 });
    expect(await totals('?dtEnd=01/02/2026')).toEqual({ Antes: 1, Fevereiro: 2 });
    expect(await totals('?dtInit=30/04/2026')).toEqual({ Abril: 1 });
    expect(await totals('')).toEqual({ Antes: 1, Fevereiro: 5, Março: 1, Abril: 1 });
  });

  it('leaves out what was clicked only on the days subtracted from a whole month', async () => {
    await clickOn('2026-02-01', 'Fevereiro', '', 2);
    await clickOn('2026-02-01', 'Só em 1º de fevereiro');
    await clickOn('2026-02-15', 'Fevereiro', '', 3);
    await clickOn('2026-02-27', 'Fevereiro');
    await clickOn('2026-02-28', 'Só em 28 de fevereiro', '100234', 4);
    const totals = async (query: string) =>
      Object.fromEntries((await report(query)).results.map((r) => [r.nome_tipo, r.total_cliques]));
    // February less its 1st and 28th.
    const middle = await report('?dtInit=02/02/2026&dtEnd=27/02/2026');
    expect(middle.total).toBe(1);
    expect(await totals('?dtInit=02/02/2026&dtEnd=27/02/2026')).toEqual({ Fevereiro: 4 });
    expect(await totals('?dtInit=02/02/2026&dtEnd=28/02/2026')).toEqual({
      Fevereiro: 4,
      'Só em 28 de fevereiro': 4,
    });
    expect(await totals('?dtInit=01/02/2026&dtEnd=26/02/2026')).toEqual({
      Fevereiro: 5,
      'Só em 1º de fevereiro': 1,
    });
  });

  it('refuses a bad date or period in Portuguese', async () => {
    expect((await call('GET', '/api/relatorio?dtInit=31/02/2026', who.admin!)).body.errors).toEqual([
      'Data inicial inválida: use o formato dd/mm/aaaa',
    ]);
    expect((await call('GET', '/api/relatorio?dtEnd=amanhã', who.admin!)).body.errors).toEqual([
      'Data final inválida: use o formato dd/mm/aaaa',
    ]);
    const order = await call('GET', '/api/relatorio?dtInit=02/01/2026&dtEnd=01/01/2026', who.admin!);
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual(['A data inicial deve ser anterior ou igual à data final']);
    expect((await call('GET', '/api/relatorio?tipo_relatorio=video', who.admin!)).status).toBe(400);
  });
});

describe('the ranking of past days kept between pages (decision 0029)', () => {
  /** A day `n` days before today in São Paulo, ISO. */
  const daysAgo = (n: number) =>
    new Date(Date.now() - n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const totals = async (query = '') =>
    (await report(query)).results.map((r) => [r.nome_tipo, r.nome_cliente, r.total_cliques]);
  const banners = (cookie: string, ...names: string[]) =>
    call(
      'POST',
      '/api/relatorio',
      cookie,
      names.map((nome_tipo) => ({ tipo_relatorio: 'banner', nome_tipo })),
    );

  it('shows a write to a past day made after the report was read (a bulk load, a late batch)', async () => {
    await clickOn(daysAgo(5), 'Antigo', '', 2);
    expect(await totals()).toEqual([['Antigo', 'interno', 2]]);
    await clickOn(daysAgo(6), 'Antigo', '', 3);
    await clickOn(daysAgo(40), 'Mais antigo', '100234', 1);
    expect(await totals()).toEqual([
      ['Antigo', 'interno', 5],
      ['Mais antigo', 'Balanças Paulista Comércio Ltda', 1],
    ]);
    await t.database.db.execute(sql`delete from clique_dia where nome_tipo = 'Antigo'`);
    await t.database.db.execute(sql`delete from clique_mes where nome_tipo = 'Antigo'`);
    expect(await totals()).toEqual([['Mais antigo', 'Balanças Paulista Comércio Ltda', 1]]);
  });

  it("adds today's clicks to the past days' groups, in order, counting each group once", async () => {
    await clickOn(daysAgo(5), 'A', '', 3);
    await clickOn(daysAgo(5), 'B', '', 2);
    expect(await totals()).toEqual([
      ['A', 'interno', 3],
      ['B', 'interno', 2],
    ]);
    await banners(who.admin!, 'B', 'B');
    expect(await report()).toMatchObject({ total: 2 });
    expect(await totals()).toEqual([
      ['B', 'interno', 4],
      ['A', 'interno', 3],
    ]);
    await banners(who.admin!, 'A', 'C');
    expect(await report()).toMatchObject({ total: 3 });
    // A tie is broken by the name: A before B.
    expect(await totals()).toEqual([
      ['A', 'interno', 4],
      ['B', 'interno', 4],
      ['C', 'interno', 1],
    ]);
    // A period that ends before today, one that starts today, and one of a partner.
    expect(await totals(`?dtEnd=${daysAgo(1)}`)).toEqual([
      ['A', 'interno', 3],
      ['B', 'interno', 2],
    ]);
    expect(await totals(`?dtInit=${daysAgo(0)}`)).toEqual([
      ['B', 'interno', 2],
      ['A', 'interno', 1],
      ['C', 'interno', 1],
    ]);
    expect(await totals('?nome_cliente=100234')).toEqual([]);
  });

  it('pages through the same order the export gives, ties and accents included', async () => {
    const names = ['Zebra', 'abc', 'Ábaco', 'Ação', 'acao', 'Banner 😀', 'Banner \uE000', 'Banner z'];
    for (const [i, nome] of names.entries()) {
      await clickOn(daysAgo(3), nome, '', 1 + (i % 3));
      await clickOn(daysAgo(3), nome, '100234', 2);
      await clickOn(daysAgo(70), nome, '200117', 1 + (i % 2));
    }
    await banners(who.marcos!, 'abc', 'Ação', 'Novo');
    await banners(who.admin!, 'Zebra', 'Novo', 'Novo');
    const pages = [];
    for (let page = 1; ; page++) {
      const { results, total } = await report(`?page=${page}`);
      expect(total).toBe(names.length * 3 + 2);
      if (!results.length) break;
      pages.push(...results.map((r) => [r.nome_tipo, r.nome_cliente, r.total_cliques]));
    }
    expect(pages).toHaveLength(names.length * 3 + 2);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/relatorio/exportar?formato=csv',
      headers: { cookie: who.admin! },
    });
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(';'));
    expect(lines.map(([, nome, parceiro, total]) => [nome, parceiro, Number(total)])).toEqual(pages);
  });

  it("orders text as PostgreSQL's C collation does", async () => {
    const words = ['b', 'B', 'á', 'a', 'Á', 'ab', 'a b', '😀', '\uE000', '\uFFFD', 'z', 'ç', '1', ''];
    const [{ sorted }] = (await queryRows<{ sorted: string[] }>(
      t.database.db,
      sql`select array_agg(w order by w collate "C") as sorted from unnest(array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) w`,
    )) as [{ sorted: string[] }];
    const group = (nome_tipo: string) => ({ tipo_relatorio: 'banner', nome_tipo, cliente_id: '', total: 1 });
    expect(
      words
        .map(group)
        .sort(compareGroups)
        .map((g) => g.nome_tipo),
    ).toEqual(sorted);
  });
});

describe('splitPeriod', () => {
  it('reads whole months, and each partial month by its days or as the month less the days outside', () => {
    // Start: 14 days outside June 2025 against 16 inside: the month less 1–14 June. End: 14 days inside
    // June 2026 against 16 outside: those 14 days.
    expect(splitPeriod({ from: '2025-06-15', to: '2026-06-14' })).toEqual({
      months: { from: '2025-06-01', until: '2026-06-01' },
      days: [{ from: '2026-06-01', until: '2026-06-15' }],
      minusDays: [{ from: '2025-06-01', until: '2025-06-15' }],
    });
    // The usual last twelve months up to today: a week at the start, the empty rest of this month at the end.
    expect(splitPeriod({ from: '2025-11-24', to: '2026-11-23' })).toEqual({
      months: { from: '2025-12-01', until: '2026-12-01' },
      days: [{ from: '2025-11-24', until: '2025-12-01' }],
      minusDays: [{ from: '2026-11-24', until: '2026-12-01' }],
    });
    expect(splitPeriod({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-02-01', until: '2026-03-01' },
      days: [],
      minusDays: [],
    });
    expect(splitPeriod({ from: '2026-02-03', to: '2026-02-20' })).toEqual({
      months: { from: '2026-02-01', until: '2026-03-01' },
      days: [],
      minusDays: [
        { from: '2026-02-01', until: '2026-02-03' },
        { from: '2026-02-21', until: '2026-03-01' },
      ],
    });
    // A few days inside one month: by day.
    expect(splitPeriod({ from: '2026-02-20', to: '2026-02-22' })).toEqual({
      months: null,
      days: [{ from: '2026-02-20', until: '2026-02-23' }],
      minusDays: [],
    });
    expect(splitPeriod({})).toEqual({
      months: { from: undefined, until: undefined },
      days: [],
      minusDays: [],
    });
  });
});

describe('document views and the Downloads view', () => {
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie, ...headers } });
  const views = async () =>
    (
      await queryRows<{ nome_tipo: string; cliente_id: string; classe_id: string; total: string }>(
        t.database.db,
        sql`select nome_tipo, cliente_id, classe_id, total from clique_mes where tipo_relatorio = 'documento'`,
      )
    ).map((r) => ({ ...r, total: Number(r.total) }));

  it('counts a full answer once per partner and class; ranges, 304s and HEADs are not counted', async () => {
    const url = '/api/docs/lista-precos-rev-fisica/lista-precos-rev-fisica.pdf';
    const full = await get(url, who.marcos!);
    expect(full.statusCode).toBe(200);
    expect((await get(url, who.marcos!, { range: 'bytes=0-99' })).statusCode).toBe(206);
    expect((await get(url, who.marcos!, { 'if-none-match': full.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect((await t.app.inject({ method: 'HEAD', url, headers: { cookie: who.marcos! } })).statusCode).toBe(
      200,
    );
    expect((await get('/api/docs/lista-precos-pecas.pdf', who.marcos!)).statusCode).toBe(403);
    // onResponse records after the answer is sent: wait until it has (no fixed sleep: a loaded machine is slow).
    await vi.waitFor(
      async () =>
        expect(await views()).toEqual([
          {
            nome_tipo: 'lista-precos-rev-fisica/Lista de preços revenda física 2026',
            cliente_id: '100234',
            classe_id: '250',
            total: 1,
          },
        ]),
      { timeout: 10_000 },
    );
  });

  it('lists the most opened documents and the partners that never opened the newest price list', async () => {
    await t.database.db.execute(
      sql`update arquivo set dhcriacao = now() + interval '1 minute'
          where botao_id = (select id from botao where identificador = 'lista-precos-rev-fisica')`,
    );
    await get('/api/docs/lista-precos-rev-fisica.pdf', who.marcos!);
    await get('/api/docs/lista-precos-rev-fisica.pdf', who.admin!);
    await get('/api/docs/catalogo-geral.pdf', who.marcos!);
    // The views are recorded after each answer: wait until the three are in.
    await vi.waitFor(
      async () =>
        expect((await call('GET', '/api/relatorio/downloads', who.admin!)).body).toEqual({
          results: [
            {
              documento: 'lista-precos-rev-fisica/Lista de preços revenda física 2026',
              total_aberturas: 2,
              parceiros: 1,
            },
            { documento: 'catalogo-geral/Catálogo geral de produtos', total_aberturas: 1, parceiros: 1 },
          ],
          total: 2,
        }),
      { timeout: 10_000 },
    );
    const never = (await call('GET', '/api/relatorio/downloads/nao-abriram', who.admin!)).body;
    // Every other active company (the demo's partners across the country among them), not the one that opened it.
    const [others] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cliente where not inativo and id <> '100234'`,
    );
    expect(never).toMatchObject({
      documento: 'lista-precos-rev-fisica/Lista de preços revenda física 2026',
      total: others!.n,
    });
    const results = never.results as { id: string }[];
    expect(results).toContainEqual({
      id: '200117',
      nome: 'Pesagem Sul Assistência Técnica Ltda',
      classe: expect.any(String),
    });
    expect(results.map((r) => r.id)).not.toContain('100234');
    // The click report does not mix document views in.
    expect((await report()).total).toBe(0);
  });
});
