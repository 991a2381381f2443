import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client.js';
import { cliente, perfil, permissao, usuario } from './schema.js';
import { isEmpty, seed } from '../seed/index.js';
import { createTestDatabase } from '../testing/database.js';

describe('migrations and seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the demo accounts SPEC §6 access needs', async () => {
    const users = await database.db.select({ id: usuario.id, externo: usuario.externo }).from(usuario);
    expect(users.length).toBeGreaterThanOrEqual(8);
    const [rev] = await database.db.select().from(cliente).where(eq(cliente.id, '100234'));
    expect(rev?.classeId).toBe('250');
    const [ota] = await database.db.select().from(cliente).where(eq(cliente.id, '200117'));
    expect(ota?.classeId).toBe('10');
    expect(await database.db.select().from(perfil)).toHaveLength(6);
    const [perms] = await database.db.select({ n: count() }).from(permissao);
    expect(perms?.n).toBeGreaterThanOrEqual(60);
  });

  it('is idempotent: seeding again adds nothing and fails on nothing', async () => {
    const before = await database.db.select({ n: count() }).from(usuario);
    await seed(database.db);
    expect(await database.db.select({ n: count() }).from(usuario)).toEqual(before);
    expect(await isEmpty(database.db)).toBe(false);
  });

  it('folds accents and case for search (pg_trgm + unaccent)', async () => {
    const [row] = await queryRows<{ folded: string; similar: boolean }>(
      database.db,
      sql`select f_unaccent(lower('São Paulo')) as folded, f_unaccent(lower('São Paulo')) % 'sao paulo' as similar`,
    );
    expect(row).toEqual({ folded: 'sao paulo', similar: true });
  });
});

describe.runIf(process.env.TEST_DB !== 'pg')('PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prix-data-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the data across a restart', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await seed(first.db);
    await first.db.update(usuario).set({ nome: 'Ana Persistida' }).where(eq(usuario.id, '10000001'));
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    expect(await isEmpty(second.db)).toBe(false);
    const [ana] = await second.db
      .select({ nome: usuario.nome })
      .from(usuario)
      .where(eq(usuario.id, '10000001'));
    expect(ana?.nome).toBe('Ana Persistida');
    await second.close();
  });
});
