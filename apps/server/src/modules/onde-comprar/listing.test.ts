import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distanciaKm } from '@prix/shared/onde-comprar';
import { queryRows, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../testing/database.js';
import {
  caixaAoRedor,
  distanceKmSql,
  listedPartners,
  listingStatus,
  MOTIVOS_NAO_LISTADO,
} from './listing.js';

/**
 * The one definition of a listed partner: by class benefit (SITE) and by partnership type (OT), hidden,
 * suspended, inactive and placeless companies left out, the position from the company's own coordinates
 * else its municipality's.
 */
let database: Database;
const SP = '3550308';
const CAMPINAS = '3509502';

type Row = {
  id: string;
  revenda: boolean;
  assistencia: boolean;
  lat: number;
  lon: number;
  classe_nivel: number;
};
const listed = async (tipo?: 'revenda' | 'assistencia') =>
  queryRows<Row>(
    database.db,
    sql`select lp.id, lp.revenda, lp.assistencia, lp.lat, lp.lon, lp.classe_nivel
        from ${listedPartners(tipo)} lp where lp.id like 'L%' order by lp.id`,
  );

async function company(
  id: string,
  classe: string | null,
  tipos: string[],
  extra: Record<string, unknown> = {},
) {
  await database.db
    .execute(sql`insert into cliente (id, nome, classe_id, estado_id, municipio_id, latitude, longitude, inativo)
    values (${id}, ${`Parceiro ${id}`}, ${classe}, 'SP', ${'municipio' in extra ? (extra.municipio as string | null) : SP},
      ${(extra.latitude as number | undefined) ?? null}, ${(extra.longitude as number | undefined) ?? null},
      ${(extra.inativo as boolean | undefined) ?? false})`);
  for (const tipo of tipos)
    await database.db.execute(
      sql`insert into cliente_tipoparceria (cliente_id, tipoparceria_id) values (${id}, ${tipo})`,
    );
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from cliente where id like 'L%'`);
});

describe('listedPartners', () => {
  it('lists a class holding SITE as reseller, an OT company as workshop whatever its class, and not the others', async () => {
    await company('L1', '250', ['REV']);
    await company('L2', '100', ['REV']);
    await company('L3', '10', ['OTA']);
    await company('L4', '1000', ['OT']);
    await company('L5', null, ['REV']);
    expect(await listed()).toEqual([
      expect.objectContaining({ id: 'L1', revenda: true, assistencia: false, classe_nivel: 250 }),
      expect.objectContaining({ id: 'L3', revenda: false, assistencia: true, classe_nivel: 10 }),
      expect.objectContaining({ id: 'L4', revenda: true, assistencia: true, classe_nivel: 1000 }),
    ]);
    expect((await listed('revenda')).map((r) => r.id)).toEqual(['L1', 'L4']);
    expect((await listed('assistencia')).map((r) => r.id)).toEqual(['L3', 'L4']);
  });

  it('follows classe-beneficio: a class without SITE is not listed as reseller, an inactive benefit lists none', async () => {
    await company('L1', '250', ['REV']);
    await database.db.execute(
      sql`delete from classe_beneficio where classe_id = '250' and beneficio_id = 'SITE'`,
    );
    expect(await listed()).toEqual([]);
    await database.db.execute(
      sql`insert into classe_beneficio (classe_id, beneficio_id) values ('100', 'SITE'), ('250', 'SITE')`,
    );
    await company('L2', '100', ['REV']);
    expect((await listed()).map((r) => r.id)).toEqual(['L1', 'L2']);
    await database.db.execute(sql`update beneficio set inativo = true where id = 'SITE'`);
    expect(await listed()).toEqual([]);
    await database.db.execute(sql`update beneficio set inativo = false where id = 'SITE'`);
    await database.db.execute(
      sql`delete from classe_beneficio where classe_id = '100' and beneficio_id = 'SITE'`,
    );
  });

  it('leaves out hidden, suspended, inactive and placeless companies, and says why', async () => {
    await company('L1', '250', ['REV']);
    await company('L2', '250', ['REV']);
    await company('L3', '250', ['REV'], { inativo: true });
    await company('L4', '250', ['REV'], { municipio: null });
    await company('L5', '50', ['REV']);
    await database.db.execute(sql`insert into cliente_pagina (cliente_id, visivel) values ('L1', false)`);
    await database.db.execute(
      sql`insert into cliente_pagina (cliente_id, suspensa, motivo_suspensao) values ('L2', true, 'x')`,
    );
    expect(await listed()).toEqual([]);
    expect(await listingStatus(database.db, 'L1')).toEqual({
      listado: false,
      motivos: [MOTIVOS_NAO_LISTADO.oculta],
    });
    expect(await listingStatus(database.db, 'L2')).toEqual({
      listado: false,
      motivos: [MOTIVOS_NAO_LISTADO.suspensa],
    });
    expect(await listingStatus(database.db, 'L3')).toEqual({
      listado: false,
      motivos: [MOTIVOS_NAO_LISTADO.inativa],
    });
    expect(await listingStatus(database.db, 'L4')).toEqual({
      listado: false,
      motivos: [MOTIVOS_NAO_LISTADO.semPosicao],
    });
    expect(await listingStatus(database.db, 'L5')).toEqual({
      listado: false,
      motivos: [MOTIVOS_NAO_LISTADO.semBeneficio],
    });
    await database.db.execute(sql`update cliente_pagina set visivel = true where cliente_id = 'L1'`);
    expect(await listingStatus(database.db, 'L1')).toEqual({ listado: true, motivos: [] });
  });

  it("places a company at its own coordinates when staff set them, else at its municipality's seat", async () => {
    await company('L1', '250', ['REV']);
    await company('L2', '250', ['REV'], { municipio: null, latitude: -23.5, longitude: -46.6 });
    await company('L3', '250', ['REV'], { municipio: CAMPINAS, latitude: -22.9, longitude: -47.1 });
    const rows = await listed();
    expect(rows.map((r) => [r.id, r.lat, r.lon])).toEqual([
      ['L1', -23.5329, -46.6395],
      ['L2', -23.5, -46.6],
      ['L3', -22.9, -47.1],
    ]);
  });

  it('computes the same distance in SQL as distanciaKm, and a box keeps only what is inside it', async () => {
    await company('L1', '250', ['REV'], { municipio: CAMPINAS });
    await company('L2', '250', ['REV'], { municipio: '3304557' });
    const origem = { lat: -23.5329, lon: -46.6395 };
    const rows = await queryRows<{ id: string; km: number; lat: number; lon: number }>(
      database.db,
      sql`select lp.id, lp.lat, lp.lon, ${distanceKmSql(origem.lat, origem.lon)} as km
          from ${listedPartners()} lp where lp.id like 'L%' order by km`,
    );
    expect(rows.map((r) => r.id)).toEqual(['L1', 'L2']);
    for (const r of rows) expect(r.km).toBeCloseTo(distanciaKm(origem, r), 6);
    const caixa = caixaAoRedor(origem.lat, origem.lon, 150)!;
    const near = await queryRows<{ id: string }>(
      database.db,
      sql`select lp.id from ${listedPartners(undefined, { caixa })} lp where lp.id like 'L%'`,
    );
    expect(near.map((r) => r.id)).toEqual(['L1']);
  });
});
