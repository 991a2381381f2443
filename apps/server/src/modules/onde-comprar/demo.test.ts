import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCelular, isValidTelefone } from '@prix/shared';
import { paginaPublicaSchema, type ParceirosResponse } from '@prix/shared/onde-comprar';
import { queryRows } from '../../db/client.js';
import { parseJson, startTestApp, type TestApp } from '../../testing/app.js';
import { paginasDemo } from '../../seed/onde-comprar-data.js';

/** The demo's locator: partners across the country, listings a partner could have written, nearest first. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const parceiros = async (query: string) => {
  const r = await t.app.inject({ method: 'GET', url: `/api/publico/parceiros?${query}` });
  expect(r.statusCode).toBe(200);
  return parseJson<ParceirosResponse>(r.body);
};

describe('the demo', () => {
  it('lists classes 250 and up by the benefit SITE', async () => {
    const rows = await queryRows<{ classe_id: string }>(
      t.database.db,
      sql`select classe_id from classe_beneficio where beneficio_id = 'SITE' order by classe_id::int`,
    );
    expect(rows.map((r) => r.classe_id)).toEqual(['250', '500', '1000']);
  });

  it('places the demo companies in their municipalities, and lists them with the others from São Paulo, nearest first', async () => {
    const r = await parceiros('municipio=3550308');
    expect(r.total).toBe(11);
    expect(r.parceiros.slice(0, 3).map((p) => p.nome)).toEqual([
      'Balanças Paulista',
      'Santos Assistência em Pesagem',
      'Campinas Balanças',
    ]);
    // Its own coordinates (Avenida Paulista), not the city's seat: a few km from the centre.
    expect(r.parceiros[0]).toMatchObject({ distanciaKm: 3.6, classe: 'Prix 250', tipos: ['revenda'] });
    const curitiba = r.parceiros.find((p) => p.nome === 'Pesagem Sul Assistência Técnica');
    expect(curitiba).toMatchObject({ tipos: ['assistencia'], municipio: 'Curitiba', uf: 'PR' });
    const porto = await parceiros('municipio=4314902&tipo=revenda');
    expect(porto.parceiros[0]!.nome).toBe('Balanças Gaúcha');
  });

  it("holds listings the partner's form accepts as they are", () => {
    for (const p of paginasDemo) {
      const { clienteId: _id, ...pagina } = p;
      expect(paginaPublicaSchema.safeParse({ visivel: true, ...pagina }).error, p.clienteId).toBeUndefined();
      expect(isValidTelefone(p.telefone) || isValidCelular(p.telefone)).toBe(true);
    }
  });
});
