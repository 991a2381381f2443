import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARCEIROS_POR_PAGINA,
  distanciaKm,
  type Municipio,
  type ParceirosResponse,
} from '@prix/shared/onde-comprar';
import { parseJson, startTestApp, type TestApp } from '../../testing/app.js';
import { MUNICIPIO_NAO_ENCONTRADO } from './locator.js';

/**
 * The public locator's API: nearest first on known coordinates, kind and state filters, pages of 10, the
 * cacheable answers (public, ETag, 304) and bad input as `{ errors }` 400, never a 500.
 */
let t: TestApp;

const SP = '3550308';
const CAMPINAS = '3509502';
const SANTOS = '3548500';
const RIO = '3304557';
const CURITIBA = '4106902';
const RECIFE = '2611606';

/** What the tests read of an answer: loosely typed, each test knows its shape. */
type Answer = Record<string, unknown> & {
  errors: string[];
  municipios: Municipio[];
  parceiros: ParceirosResponse['parceiros'];
};
const get = async (url: string, headers: Record<string, string> = {}) => {
  const r = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: r.statusCode,
    headers: r.headers,
    raw: r.body,
    body: (r.body ? parseJson(r.body) : {}) as Answer,
  };
};
const parceiros = async (query: string) => {
  const r = await get(`/api/publico/parceiros?${query}`);
  expect(r.status, r.raw).toBe(200);
  return r.body as unknown as ParceirosResponse;
};

async function parceiro(id: string, nome: string, municipio: string, classe: string, tipos: string[]) {
  const db = t.database.db;
  await db.execute(sql`insert into cliente (id, nome, classe_id, estado_id, municipio_id, rua, numero, bairro, cep)
    select ${id}, ${nome}, ${classe}, uf, id, 'Rua das Balanças', '10', 'Centro', '01000-000'
    from municipio where id = ${municipio}`);
  for (const tipo of tipos)
    await db.execute(
      sql`insert into cliente_tipoparceria (cliente_id, tipoparceria_id) values (${id}, ${tipo})`,
    );
}

beforeAll(async () => {
  t = await startTestApp();
  // Only this test's partners: the demo's are hidden.
  await t.database.db.execute(sql`update cliente set inativo = true`);
  await parceiro('P01', 'Campinas Balanças', CAMPINAS, '250', ['REV']);
  await parceiro('P02', 'Rio Pesagem', RIO, '500', ['REV']);
  await parceiro('P03', 'Santos Assistência', SANTOS, '10', ['OTA']);
  await parceiro('P04', 'Curitiba Balanças', CURITIBA, '1000', ['REV', 'OT']);
  await parceiro('P05', 'Recife Balanças', RECIFE, '250', ['REV']);
  // Not listed: a class without SITE and not a workshop.
  await parceiro('P06', 'Paulistana Pequena', SP, '50', ['REV']);
  await t.database.db
    .execute(sql`insert into cliente_pagina (cliente_id, nome_publico, telefone, whatsapp, site)
    values ('P01', 'Balanças Campinas', '+55 (19) 3232-4000', '+55 (19) 99876-5432', 'https://www.exemplo.com.br')`);
  // Many far-away partners in one state, for the pages and the widening box.
  for (let i = 0; i < 23; i++)
    await parceiro(`PE${String(i).padStart(2, '0')}`, `Recife ${i}`, RECIFE, '250', ['REV']);
});
afterAll(() => t?.close());

describe('GET /api/publico/parceiros', () => {
  it('orders by distance from a municipality: from São Paulo, Santos, then Campinas, before Curitiba (340 km) and Rio (360 km)', async () => {
    const r = await parceiros(`municipio=${SP}`);
    expect(r.origem).toEqual({ nome: 'São Paulo – SP', lat: -23.5329, lon: -46.6395 });
    expect(r.total).toBe(28);
    expect(r.parceiros.slice(0, 4).map((p) => p.nome)).toEqual([
      'Santos Assistência',
      'Balanças Campinas',
      'Curitiba Balanças',
      'Rio Pesagem',
    ]);
    const kms = r.parceiros.map((p) => p.distanciaKm!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(kms[0]).toBeCloseTo(distanciaKm(r.origem!, r.parceiros[0]!), 1);
    expect(r.parceiros).toHaveLength(PARCEIROS_POR_PAGINA);
    expect(r.parceiros.map((p) => p.nome)).not.toContain('Paulistana Pequena');
  });

  it("shows each result's listing: public name, contacts, class, kinds, address and the map link", async () => {
    const r = await parceiros(`municipio=${CAMPINAS}`);
    expect(r.parceiros[0]).toMatchObject({
      nome: 'Balanças Campinas',
      classe: 'Prix 250',
      tipos: ['revenda'],
      endereco: 'Rua das Balanças, 10 – Centro',
      municipio: 'Campinas',
      uf: 'SP',
      cep: '01000-000',
      telefone: '+55 (19) 3232-4000',
      whatsapp: '+55 (19) 99876-5432',
      site: 'https://www.exemplo.com.br',
      distanciaKm: 0,
    });
    expect(r.parceiros[0]!.comoChegar).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Rua/,
    );
    expect(r.parceiros.find((p) => p.nome === 'Curitiba Balanças')!.tipos).toEqual([
      'revenda',
      'assistencia',
    ]);
  });

  it('finds far-away partners too (the box widens), page after page, and the last page is short', async () => {
    const first = await parceiros(`lat=-23.5&lon=-46.6`);
    expect(first.origem?.nome).toBe('sua localização');
    const pages = [
      first,
      await parceiros(`lat=-23.5&lon=-46.6&page=2`),
      await parceiros(`lat=-23.5&lon=-46.6&page=3`),
    ];
    expect(pages.map((p) => p.parceiros.length)).toEqual([10, 10, 8]);
    const all = pages.flatMap((p) => p.parceiros);
    expect(new Set(all.map((p) => p.uuid)).size).toBe(28);
    const kms = all.map((p) => p.distanciaKm!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect((await parceiros(`lat=-23.5&lon=-46.6&page=4`)).parceiros).toEqual([]);
  });

  it('filters by kind and by state', async () => {
    const oficinas = await parceiros(`municipio=${SP}&tipo=assistencia`);
    expect(oficinas.parceiros.map((p) => p.nome)).toEqual(['Santos Assistência', 'Curitiba Balanças']);
    expect(oficinas.total).toBe(2);
    const revendas = await parceiros(`municipio=${SP}&tipo=revenda&uf=sp`);
    expect(revendas.parceiros.map((p) => p.nome)).toEqual(['Balanças Campinas']);
  });

  it('without a place, lists partners by state and name, without distance', async () => {
    const r = await parceiros(`tipo=revenda`);
    expect(r.origem).toBeNull();
    expect(r.parceiros.slice(0, 3).map((p) => [p.uf, p.nome])).toEqual([
      ['PE', 'Recife 0'],
      ['PE', 'Recife 1'],
      ['PE', 'Recife 10'],
    ]);
    expect(r.parceiros.every((p) => p.distanciaKm === null)).toBe(true);
    const last = await parceiros(`tipo=revenda&page=3`);
    expect(last.parceiros.slice(-4).map((p) => [p.uf, p.nome])).toEqual([
      ['PE', 'Recife Balanças'],
      ['PR', 'Curitiba Balanças'],
      ['RJ', 'Rio Pesagem'],
      ['SP', 'Balanças Campinas'],
    ]);
  });

  it('answers bad input as a 400 with its Portuguese message, never a 500', async () => {
    const cases: [string, string][] = [
      ['municipio=9999999', MUNICIPIO_NAO_ENCONTRADO],
      ['municipio=abc', 'Cidade inválida: escolha uma cidade da lista.'],
      ['lat=91&lon=10', 'Latitude fora do intervalo: entre -90 e 90.'],
      ['lat=10&lon=-181', 'Longitude fora do intervalo: entre -180 e 180.'],
      ['lat=10', 'Informe latitude e longitude juntas.'],
      ['page=0', 'Página inválida.'],
      ['page=abc', 'Página inválida.'],
      ['tipo=loja', 'Tipo inválido: use revenda ou assistencia.'],
      ['uf=Sao', 'Estado inválido: use a sigla, como SP.'],
      [`municipio=${SP}&uf=ZZ`, 'Estado inválido: use a sigla, como SP.'],
    ];
    for (const [query, message] of cases) {
      const r = await get(`/api/publico/parceiros?${query}`);
      expect({ query, status: r.status, errors: r.body.errors }).toEqual({
        query,
        status: 400,
        errors: [expect.stringContaining(message)],
      });
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /api/publico/municipios', () => {
  it("finds a city without accents or case, the name's start first, capitals first", async () => {
    const r = await get('/api/publico/municipios?busca=sao%20paulo');
    expect(r.status).toBe(200);
    const municipios = r.body.municipios;
    expect(municipios[0]).toEqual({ id: SP, nome: 'São Paulo', uf: 'SP', lat: -23.5329, lon: -46.6395 });
    expect(municipios.length).toBeLessThanOrEqual(10);
    expect(municipios.every((m) => m.nome.toLowerCase().includes('paulo'))).toBe(true);
    const rs = await get('/api/publico/municipios?busca=BOM%20JESUS&uf=rs');
    expect(rs.body.municipios).toEqual([expect.objectContaining({ id: '4302303', uf: 'RS' })]);
    const literal = await get('/api/publico/municipios?busca=%25%25');
    expect(literal.body.municipios).toEqual([]);
  });

  it('refuses a state that does not exist', async () => {
    const r = await get('/api/publico/municipios?busca=sao&uf=ZZ');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([expect.stringContaining('Estado inválido: use a sigla, como SP.')]);
  });

  it('refuses one letter and an oversized search', async () => {
    const one = await get('/api/publico/municipios?busca=s');
    expect(one.status).toBe(400);
    expect(one.body.errors).toEqual([expect.stringContaining('Digite ao menos 2 letras da cidade.')]);
    const big = await get(`/api/publico/municipios?busca=${'a'.repeat(61)}`);
    expect(big.status).toBe(400);
    expect(big.body.errors[0]!).toMatch(/no máximo 60 caracteres/);
    expect((await get('/api/publico/municipios')).status).toBe(400);
  });
});

describe('cacheable answers', () => {
  it('are public for 5 minutes with an ETag, and a request with that ETag gets a 304 without a body', async () => {
    for (const url of ['/api/publico/municipios?busca=curitiba', `/api/publico/parceiros?municipio=${SP}`]) {
      const first = await get(url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.raw).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"outro"' })).status).toBe(200);
    }
  });

  it('change their ETag when the data changes', async () => {
    const url = `/api/publico/parceiros?municipio=${CAMPINAS}`;
    const before = (await get(url)).headers.etag;
    await t.database.db.execute(
      sql`update cliente_pagina set horario = 'Seg a sex, 8h às 18h' where cliente_id = 'P01'`,
    );
    const after = await get(url, { 'if-none-match': before as string });
    expect(after.status).toBe(200);
    expect(after.body.parceiros[0]!.horario).toBe('Seg a sex, 8h às 18h');
  });

  it('count anew as soon as a listing changes (the total is kept in memory until then)', async () => {
    const before = (await parceiros(`municipio=${SP}`)).total;
    await t.database.db.execute(sql`insert into cliente_pagina (cliente_id, visivel) values ('P02', false)`);
    expect((await parceiros(`municipio=${SP}`)).total).toBe(before - 1);
    await t.database.db.execute(sql`delete from cliente_pagina where cliente_id = 'P02'`);
    expect((await parceiros(`municipio=${SP}`)).total).toBe(before);
  });

  it('other API answers stay no-store', async () => {
    const r = await get('/api/health');
    expect(r.headers['cache-control']).toBe('no-store');
  });
});
