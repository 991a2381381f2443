/**
 * `npm run bench`: measures, never asserts. Reports throughput and memory of the calls every page makes
 * (session info, the permission tree), on in-memory PGlite or, with BENCH_DATABASE_URL, on a throwaway
 * database created on that PostgreSQL server and dropped afterwards (never on DATABASE_URL's data).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from '../src/testing/database.js';
import { buildApp } from '../src/app.js';
import { queryRows } from '../src/db/client.js';
import { createSession } from '../src/auth/session-store.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);

async function measure(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await run(); // warm-up
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await run();
  const ms = performance.now() - start;
  const heap = process.memoryUsage().heapUsed / 1024 / 1024;
  process.stdout.write(
    `${name.padEnd(40)} ${(ROUNDS / (ms / 1000)).toFixed(0).padStart(7)} req/s  ${(ms / ROUNDS).toFixed(2)} ms/req  heap ${heap.toFixed(0)} MB\n`,
  );
}

if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DB = 'pg';
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
}
const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const database = await createTestDatabase();
const app = await buildApp({ config, database, logger: false });
await app.ready();

const cookieFor = async (id: string) =>
  `${app.sessionCookie.name}=${await createSession(database.db, { usuarioId: id, provedor: 'parceiro', idToken: null })}`;
const admin = await cookieFor('10000001');
const partner = await cookieFor('EXT0004');

process.stdout.write(`banco: ${database.kind}, ${ROUNDS} requisições por medida\n`);
await measure('POST /api/acesso/info (interno)', () =>
  app.inject({ method: 'POST', url: '/api/acesso/info', headers: { cookie: admin } }),
);
await measure('POST /api/acesso/info (parceiro, 2 empresas)', () =>
  app.inject({
    method: 'POST',
    url: '/api/acesso/info',
    headers: { cookie: partner, 'x-empresa-indice': '1' },
  }),
);
await measure('GET /api/usuario/profile', () =>
  app.inject({ method: 'GET', url: '/api/usuario/profile', headers: { cookie: partner } }),
);
// The company detail: record, team, class benefits, and the benefit balance (internal) or contacts (partner).
const [company] = await queryRows<{ uuid: string }>(
  database.db,
  sql`select uuid from cliente where id = '100234'`,
);
await measure('GET /api/cliente/{uuid} (interno, com saldo)', () =>
  app.inject({ method: 'GET', url: `/api/cliente/${company!.uuid}`, headers: { cookie: admin } }),
);
await measure('GET /api/cliente/{uuid} (parceiro, com contatos)', () =>
  app.inject({ method: 'GET', url: `/api/cliente/${company!.uuid}`, headers: { cookie: partner } }),
);
await measure('POST /api/acesso/info (sem sessão)', () =>
  app.inject({ method: 'POST', url: '/api/acesso/info' }),
);

// Register search on a large table: 50 000 parameters, found by accent-free words.
await database.db.execute(sql`insert into parametro (id, nome, valor)
  select 'BENCH_' || g, 'Parâmetro de São Paulo nº ' || g, 'valor ' || g from generate_series(1, 50000) g`);
await database.db.execute(sql`analyze parametro`);
await measure('GET /api/parametro?geral=sao paulo 4242 (50 mil)', () =>
  app.inject({ method: 'GET', url: '/api/parametro?geral=sao%20paulo%204242', headers: { cookie: admin } }),
);
await measure('GET /api/parametro?page=2500 (50 mil)', () =>
  app.inject({ method: 'GET', url: '/api/parametro?page=2500', headers: { cookie: admin } }),
);
await app.close();
await database.close();
