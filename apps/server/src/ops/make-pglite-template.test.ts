import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, queryRows, type Database } from '../db/client.js';
import { makePgliteTemplate } from './make-pglite-template.js';
import { isEmpty } from '../seed/index.js';

// The build makes this cluster once (build.mjs); a first start copies it instead of running initdb.
describe.runIf(process.env.TEST_DB !== 'pg')('the embedded database made at build time', () => {
  let dir: string;
  let template: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prix-template-'));
    template = path.join(dir, 'template');
    await makePgliteTemplate(template);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const journal = async () =>
    (
      JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      }
    ).entries.length;
  const applied = async (database: Database) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
    )[0]?.n;

  it('gives a new data directory every migration and the job queue, without demo data', async () => {
    const database = await openDatabase({ dataDir: path.join(dir, 'new'), template });
    try {
      expect(await applied(database)).toBe(await journal());
      const [queue] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'`,
      );
      expect(queue?.n).toBe(1);
      // The demo's dates follow the day of the first start, so the seed is not in the template.
      expect(await isEmpty(database.db)).toBe(true);
      await database.migrate();
      expect(await applied(database)).toBe(await journal());
    } finally {
      await database.close();
    }
  });

  it('never replaces a data directory that already holds a database', async () => {
    const dataDir = path.join(dir, 'kept');
    const first = await openDatabase({ dataDir, template });
    await first.db.execute(sql`create table marca (x int)`);
    await first.close();
    const second = await openDatabase({ dataDir, template });
    try {
      const [table] = await queryRows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'marca'`,
      );
      expect(table?.n).toBe(1);
    } finally {
      await second.close();
    }
  });
});
