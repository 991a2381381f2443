import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { seed } from '../seed/index.js';
import { adminQuery, databaseUrl, type SeededTemplate } from './database-template.js';

/** This run's migrated and seeded database (testing/global-setup.ts), or null without the global setup. */
function seededTemplate(): SeededTemplate | null {
  try {
    return inject('prixSeededDatabase') ?? null;
  } catch {
    return null;
  }
}

/** The PGlite dump, read once per test file. */
let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite, or (TEST_DB=pg) a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. The seeded one is a copy of the run's
 * template (a loaded dump of PGlite's data directory, or `CREATE DATABASE … TEMPLATE`), migrated and seeded
 * once by the global setup; `seed: false` or other migrations migrate a database of their own.
 */
export async function createTestDatabase(
  options: { seed?: boolean; migrationsDir?: string } = {},
): Promise<Database> {
  const template = options.seed !== false && !options.migrationsDir ? seededTemplate() : null;
  let database: Database;
  if (process.env.TEST_DB === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg precisa de TEST_DATABASE_URL');
    const name = `prix_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      adminUrl,
      template?.kind === 'pg'
        ? `CREATE DATABASE ${name} TEMPLATE ${template.name}`
        : `CREATE DATABASE ${name}`,
    );
    const inner = await openDatabase({
      url: databaseUrl(adminUrl, name),
      migrationsDir: options.migrationsDir,
    });
    database = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
    if (template?.kind === 'pg') return database;
  } else if (template?.kind === 'pglite') {
    pgliteDump ??= readFile(template.file).then((bytes) => new Blob([bytes]));
    return openDatabase({ dataDir: null, loadDataDir: await pgliteDump });
  } else {
    database = await openDatabase({ dataDir: null, migrationsDir: options.migrationsDir });
  }
  await database.migrate();
  if (options.seed !== false) await seed(database.db);
  return database;
}
