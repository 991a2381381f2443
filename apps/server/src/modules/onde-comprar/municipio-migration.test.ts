import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semAcentos } from '@prix/shared/onde-comprar';
import { MIGRATIONS_DIR, queryRows, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../testing/database.js';
import { migrationsUpTo } from '../../testing/migrations.js';

/**
 * The migration that brings municipalities: its rows are the IBGE file's (apps/server/data), and it turns the
 * free-text city of the companies already there into a municipality, ignoring accents and case.
 */
const DATA = path.join(import.meta.dirname, '../../../data/municipios-brasileiros');
/** Migrations before the one that creates `municipio`. */
const BEFORE = 15;

async function csv(file: string): Promise<Record<string, string>[]> {
  const [header, ...lines] = (await readFile(path.join(DATA, file), 'utf8')).trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((c, i) => [names[i]!, c])));
}

/** Companies as an older release stored them: a city typed by hand and a state. */
const COMPANIES: [
  id: string,
  cidade: string | null,
  estado: string | null,
  pais: string,
  expected: string | null,
][] = [
  ['M1', 'Sao Paulo', 'SP', 'BR', '3550308'],
  ['M2', 'SÃO PAULO', 'SP', 'BR', '3550308'],
  ['M3', '  são   paulo ', 'sp', 'BR', '3550308'],
  ['M4', 'curitiba', 'PR', 'BR', '4106902'],
  ['M5', "Alta Floresta d'oeste", 'RO', 'BR', '1100015'],
  // The same name in another state is another municipality; a name in the wrong state matches nothing.
  ['M6', 'Bom Jesus', 'RS', 'BR', '4302303'],
  ['M7', 'Curitiba', 'SP', 'BR', null],
  ['M8', 'Cidade Inventada', 'SP', 'BR', null],
  ['M9', null, 'SP', 'BR', null],
  ['M10', 'São Paulo', null, 'BR', null],
];

let database: Database;
let folder: string;

beforeAll(async () => {
  folder = await migrationsUpTo(BEFORE);
  database = await createTestDatabase({ seed: false, migrationsDir: folder });
  for (const [id, cidade, estado, pais] of COMPANIES) {
    await database.db.execute(
      sql`insert into cliente (id, nome, cidade, estado_id, pais_id) values (${id}, ${`Empresa ${id}`}, ${cidade}, ${estado}, ${pais})`,
    );
  }
  await database.migrate(MIGRATIONS_DIR);
});
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the municipality migration', () => {
  it('holds every municipality of the IBGE file, with its state, coordinates and capital flag', async () => {
    const ufs = new Map((await csv('estados.csv')).map((e) => [e.codigo_uf, e.uf]));
    const expected = (await csv('municipios.csv'))
      .map((m) => ({
        id: m.codigo_ibge!,
        nome: m.nome!,
        nome_busca: semAcentos(m.nome!),
        uf: ufs.get(m.codigo_uf!)!,
        lat: Number(m.latitude),
        lon: Number(m.longitude),
        capital: m.capital === '1',
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const rows = await queryRows<(typeof expected)[number]>(
      database.db,
      sql`select id, nome, nome_busca, uf, lat, lon, capital from municipio order by id`,
    );
    expect(rows.length).toBe(5571);
    expect(rows).toEqual(expected);
    expect(rows.filter((r) => r.capital)).toHaveLength(27);
  });

  it('folds names in SQL exactly as semAcentos does (the search and the matching agree)', async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from municipio
          where nome_busca <> regexp_replace(btrim(lower(f_unaccent(nome))), '\\s+', ' ', 'g')`,
    );
    expect(row!.n).toBe(0);
  });

  it("matches each company's city and state to its municipality, ignoring accents, case and spaces", async () => {
    const rows = await queryRows<{ id: string; municipio_id: string | null }>(
      database.db,
      sql`select id, municipio_id from cliente order by id`,
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.municipio_id]));
    for (const [id, cidade, estado, , expected] of COMPANIES)
      expect({ id, cidade, estado, municipio: byId[id] }).toEqual({
        id,
        cidade,
        estado,
        municipio: expected,
      });
  });
});
