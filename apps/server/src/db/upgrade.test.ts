import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, queryRows, type Database } from './client.js';
import { ALL_PERMISSION_KEYS } from '@prix/shared';
import { createTestDatabase } from '../testing/database.js';
import { migrationsUpTo } from '../testing/migrations.js';
import { syncReferenceData } from '../seed/reference-sync.js';
import { parametros } from '../seed/registers-data.js';

/**
 * Upgrades keep data: a database as a past release left it, full of that release's rows, takes
 * every migration written since and loses or breaks nothing. One fixture per release: the data of a seeded
 * database at that release's last migration (upgrade-fixtures/, pg_dump --data-only --column-inserts).
 */
const RELEASES = [{ fixture: '0006-2026-11-23.sql', migrations: 7 }];

const FIXTURES_DIR = path.join(import.meta.dirname, 'upgrade-fixtures');

/** Every table's row count, by name. */
async function census(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe.each(RELEASES)('upgrade from the release with $migrations migrations', ({ fixture, migrations }) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(cleanup.map((c) => c())));

  it('applies every later migration to its data without losing or breaking a row', async () => {
    const folder = await migrationsUpTo(migrations);
    cleanup.push(() => rm(folder, { recursive: true, force: true }));
    const database = await createTestDatabase({ seed: false, migrationsDir: folder });
    cleanup.push(() => database.close());

    // The release's rows, loaded as pg_dump wrote them (foreign keys checked at the end, not row by row:
    // cargo and usuario refer to themselves).
    const statements = (await readFile(path.join(FIXTURES_DIR, fixture), 'utf8'))
      .split(/;\n(?=INSERT|SELECT|$)/)
      .map((s) => s.replace(/^--.*$/gm, '').trim())
      .filter(Boolean);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set constraints all deferred`);
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    const before = await census(database);
    expect(before.usuario).toBeGreaterThan(0);

    await database.migrate(MIGRATIONS_DIR);

    const after = await census(database);
    for (const [table, count] of Object.entries(before))
      expect({ table, count: after[table] }).toEqual({ table, count });
    // The rows still read as the app reads them: every user with their companies and profiles.
    const users = await queryRows<{ id: string; email: string }>(
      database.db,
      sql`select u.id, u.email from usuario u left join usuario_cliente uc on uc.usuario_id = u.id order by u.id`,
    );
    expect(users.length).toBeGreaterThanOrEqual(before.usuario!);
    const [orphans] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from usuario_cliente uc where not exists (select 1 from cliente c where c.id = uc.cliente_id)`,
    );
    expect(orphans!.n).toBe(0);

    // What a start does next (seed/prepare.ts): the release's database gets every permission key and every
    // parameter the portal has now, with their defaults.
    await syncReferenceData(database.db);
    const keys = await queryRows<{ referencia: string }>(database.db, sql`select referencia from permissao`);
    expect(keys.map((k) => k.referencia).sort()).toEqual(
      expect.arrayContaining([...ALL_PERMISSION_KEYS].sort()),
    );
    const params = await queryRows<{ id: string }>(database.db, sql`select id from parametro`);
    expect(params.map((p) => p.id)).toEqual(expect.arrayContaining(parametros.map((p) => p.id)));
  });
});
