import { access, cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import * as schema from './schema.js';

/**
 * One type for both drivers, and for a connection or a transaction: the code above this module never knows
 * which database it talks to, nor whether it runs inside a transaction. Both drivers' databases and the
 * transaction `db.transaction(async (tx) => …)` hands over are drizzle's PgDatabase, so a helper taking a Db
 * takes `tx` as it is (a `transaction` inside one is a savepoint).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (default: this build's) that the database lacks. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's figures (PostgreSQL); PGlite is one connection and has none. */
  pool?(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: runs `fn` while holding the start-up lock (a session advisory lock), so of several
   * processes starting together on one database one migrates and seeds while the others wait for it.
   */
  exclusive?<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dumpDataDir?(): Promise<Blob>;
  /** Committed changes of the tables, for the caches that must never serve a stale answer (decision 0031). */
  changes: ChangeFeed;
  /** The driver underneath, for the job queue (plugins/jobs.ts), which talks SQL text rather than drizzle. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * The embedded database's cluster as the build leaves it (ops/make-pglite-template.ts): initdb run, this build's
 * migrations applied, the job queue's schema installed. A new data directory starts as a copy of it instead of
 * running initdb, 3–5 s of WebAssembly on the bench machine (the first-start budget). Absent when the
 * server runs from its sources: a new directory is then created by initdb as before.
 */
export const PGLITE_TEMPLATE_DIR = path.resolve(import.meta.dirname, 'pglite-template');

/**
 * PGlite starts PostgreSQL with initdb's 128 MB of shared buffers, which the wasm heap allocates and zeroes on
 * every start (0.4 s of a 1 s restart on the bench machine) and keeps in the process's memory. The embedded
 * database's files already sit in the OS page cache, so a smaller pool costs its queries little.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The advisory lock key of `exclusive()`: any fixed 64-bit number no other program uses on the database. */
const START_LOCK = 7_042_016;

/**
 * `url` unset → embedded PGlite persisted in `dataDir/pg` (or in memory when dataDir is null, for tests);
 * set → native PostgreSQL through a pool.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  migrationsDir?: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir()`), e.g. one migrated and seeded. */
  loadDataDir?: Blob;
  /** PGlite only: the cluster a new `dataDir` is copied from, when it exists (default: the build's; null: none). */
  template?: string | null;
}): Promise<Database> {
  const migrationsFolder = opts.migrationsDir ?? MIGRATIONS_DIR;
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // While PostgreSQL is down or restarting a request waits at most this long for a connection, then
      // answers 503 (plugins/errors.ts) instead of hanging; the pool keeps no broken client, so the first
      // request after PostgreSQL returns opens a fresh connection.
      connectionTimeoutMillis: 5_000,
      // Half-open connections (a crashed host, a dropped network path) are noticed by the kernel.
      keepAlive: true,
    });
    // An idle client's network error (PostgreSQL restarted: 57P01) must not crash the process: pg-pool has
    // already removed that client, and the next query connects anew.
    pool.on('error', () => {});
    // The same for a client in use (between two queries of a transaction): pg emits the broken connection
    // on the client, where no listener would crash the process; the transaction's next query fails instead
    // and the pool drops the client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db: Db = drizzlePg({ client: pool, schema });
    const changes = postgresChangeFeed(opts.url);
    return {
      db,
      kind: 'postgres',
      migrate: (folder = migrationsFolder) => migratePg(db as never, { migrationsFolder: folder }),
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
      driver: { kind: 'postgres', pool },
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusive: async (fn) => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [START_LOCK]);
          return await fn();
        } finally {
          // Ending the holder's session releases the lock even when the unlock cannot be sent.
          await holder.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
          holder.release();
        }
      },
    };
  }
  let dataPath: string | undefined;
  if (opts.dataDir) {
    dataPath = path.join(opts.dataDir, 'pg');
    const template = opts.template === undefined ? PGLITE_TEMPLATE_DIR : opts.template;
    if (template && !opts.loadDataDir) await copyTemplateIfNew(template, dataPath);
    await mkdir(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, {
    extensions: { pg_trgm, unaccent },
    startParams: PGLITE_START_PARAMS,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db: Db = drizzlePglite({ client, schema });
  const changes = pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    driver: { kind: 'pglite', client },
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A cold copy of a cleanly closed cluster is a valid cluster: PostgreSQL starts on it as on its own. Only into
 * a directory that is missing or empty, and through a rename, so an interrupted copy leaves nothing half-made.
 */
async function copyTemplateIfNew(template: string, dataPath: string): Promise<void> {
  const present = await readdir(dataPath).catch(() => null);
  if (present?.length || !(await exists(path.join(template, 'PG_VERSION')))) return;
  const partial = `${dataPath}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rm(dataPath, { recursive: true, force: true });
  await rename(partial, dataPath);
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
