import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/index.js';
import { installJobSchema } from '../plugins/jobs.js';

/**
 * The database every server test file starts from, migrated and seeded once per run by the vitest global setup
 * (testing/global-setup.ts): a dump of PGlite's data directory in a file, or a PostgreSQL template database.
 * Each file then gets a copy of it (testing/database.ts) instead of migrating and seeding its own.
 */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'pg'; name: string };

declare module 'vitest' {
  interface ProvidedContext {
    /** Null when the run has no global setup: each file then migrates and seeds its own database. */
    prixSeededDatabase: SeededTemplate | null;
  }
}

/** `TEST_DATABASE_URL` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs one statement on the PostgreSQL server of `adminUrl` (CREATE/DROP DATABASE need no pool). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds the template of this run; `drop` removes it when the run ends. */
export async function createSeededTemplate(
  kind: 'pglite' | 'pg',
): Promise<{ template: SeededTemplate; drop(): Promise<void> }> {
  if (kind === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg precisa de TEST_DATABASE_URL');
    const name = `prix_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    try {
      await database.migrate();
      await seed(database.db);
      await installJobSchema(database);
    } finally {
      await database.close();
    }
    return {
      template: { kind: 'pg', name },
      drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const database = await openDatabase({ dataDir: null });
  let dump: Blob;
  try {
    await database.migrate();
    await seed(database.db);
    await installJobSchema(database);
    dump = await database.dumpDataDir!();
  } finally {
    await database.close();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'prix-test-template-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { template: { kind: 'pglite', file }, drop: () => rm(dir, { recursive: true, force: true }) };
}
