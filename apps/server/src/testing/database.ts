import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { seed } from '../db/seed/index.js';

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite, or (TEST_DB=pg) a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(
  options: { seed?: boolean; migrationsDir?: string } = {},
): Promise<Database> {
  let database: Database;
  if (process.env.TEST_DB === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg precisa de TEST_DATABASE_URL');
    const name = `prix_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ url: url.href, migrationsDir: options.migrationsDir });
    database = {
      ...inner,
      close: async () => {
        await inner.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } else {
    database = await openDatabase({ dataDir: null, migrationsDir: options.migrationsDir });
  }
  await database.migrate();
  if (options.seed !== false) await seed(database.db);
  return database;
}
