/**
 * What the bench (run.ts) and the profiler (profile.ts) share: a throwaway database with 100,000 companies,
 * the real server as a child process, signing in through the embedded provider, and autocannon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seed } from '../../apps/server/src/seed/index.js';
import { adminQuery, databaseUrl } from '../../apps/server/src/testing/database-template.js';
import { freePort } from '../../apps/server/src/testing/free-port.js';
import { HttpAgent, signInThroughProvider } from '../../apps/server/src/testing/http-agent.js';
import { APP_CLIENT_HEADER, JSON_PREFIX } from '@prix/shared/core';
import { registerRecordPath } from '@prix/shared/pages';
import { seedCompanies } from './companies.js';
import { startNodeArgs } from './server-flags.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The Node flags `npm start` gives the server, given to it here too. */
const SERVER_NODE_ARGS = startNodeArgs(ROOT);
export const SERVER_JS = path.join(ROOT, 'apps/server/dist/server.js');
export const COMPANIES = 100_000;
/** The demo users the bench signs in as (the embedded provider's page takes any seeded e-mail). */
export const STAFF_EMAIL = 'admin@prix.com.br';
export const PARTNER_EMAIL = 'marcos@balancaspaulista.com.br';

export { freePort };

/** Where a bench server keeps its data: a throwaway PostgreSQL database or a fresh PGlite directory. */
export interface BenchDatabase {
  kind: 'pg' | 'pglite';
  /** The server's environment for it (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A new database, migrated, seeded with the demo data and `companies` more companies. PostgreSQL: created on
 * `adminUrl`'s server, dropped by `drop()`; PGlite: a temporary directory, filled before the server starts
 * (the directory belongs to one process at a time).
 */
export async function prepareDatabase(
  kind: 'pg' | 'pglite',
  adminUrl: string,
  companies = COMPANIES,
  options: { empty?: boolean } = {},
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prix-bench-'));
  const drop = () => rm(dataDir, { recursive: true, force: true });
  // Empty: what a first `npm start` finds; the server migrates and seeds it with the demo, as `npm start` does
  // (outside production: a production start writes no demo data).
  if (kind === 'pglite' && options.empty)
    return { kind, env: { DATA_DIR: dataDir, NODE_ENV: 'development' }, dataDir, drop };
  if (kind === 'pg') {
    const name = `prix_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = databaseUrl(adminUrl, name);
    const database = await openDatabase({ url });
    await database.migrate();
    await seed(database.db);
    if (companies) await seedCompanies(database.db, companies);
    await database.close();
    return {
      kind,
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      dataDir,
      drop: async () => {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop();
      },
    };
  }
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seed(database.db);
  if (companies) await seedCompanies(database.db, companies);
  await database.close();
  return { kind, env: { DATA_DIR: dataDir }, dataDir, drop };
}

export interface BenchServer {
  baseUrl: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 on /acesso/login. */
  startMs: number;
  /** The process's resident memory now, in MB (Linux /proc). */
  rssMb(): Promise<number>;
  /** The most resident memory the process has had since it started, in MB (VmHWM). */
  peakRssMb(): Promise<number>;
  /** The CPU time the process (all its threads) has used so far, in ms (Linux /proc). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

async function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** High limits: the bench signs in and calls from one address far more than a person (decision 0010). */
const RATE_LIMITS = {
  RATE_LIMIT_SIGN_IN: '100000/60',
  RATE_LIMIT_BAD_SESSION: '100000000/60',
  RATE_LIMIT_INVITE_RESEND: '100000/60',
  RATE_LIMIT_CONTATO: '100000/60',
  RATE_LIMIT_CANDIDATURA: '100000/60',
  RATE_LIMIT_PRIVACIDADE: '100000/60',
};

/**
 * The built server (`apps/server/dist/server.js`) as its own process, production mode, logging only warnings,
 * on a free port of 127.0.0.1; resolves once /acesso/login answers 200 (or fails after `timeoutMs`).
 */
export async function startServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; timeoutMs?: number; script?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const serverArgs = options.script ? [] : SERVER_NODE_ARGS;
  const child = spawn(
    process.execPath,
    [...serverArgs, ...(options.nodeArgs ?? []), options.script ?? SERVER_JS],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SESSION_SECRET: 'bench-bench-bench-bench-bench-bench-0123',
        EMBEDDED_IDP: 'true',
        ...RATE_LIMITS,
        // As `npm start` runs it: Node keeps the compiled modules there, so a restart does not compile them again.
        NODE_COMPILE_CACHE: path.join(ROOT, 'node_modules/.cache/prix-compile'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = started + (options.timeoutMs ?? 120_000);
  let startMs = -1;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`o servidor terminou ao iniciar (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/acesso/login`);
      await response.arrayBuffer();
      if (response.status === 200) {
        startMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  if (startMs < 0) {
    child.kill('SIGKILL');
    throw new Error(`o servidor não respondeu em ${options.timeoutMs ?? 120_000} ms:\n${output}`);
  }
  return {
    baseUrl,
    child,
    startMs,
    rssMb: () => statusMb(child.pid!, 'VmRSS'),
    peakRssMb: () => statusMb(child.pid!, 'VmHWM'),
    cpuMs: async () => {
      // Fields 14 and 15 of /proc/{pid}/stat (after the command's closing parenthesis): user and system time,
      // in clock ticks of 10 ms.
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A session cookie (`name=value`) of `email`, signed in through the embedded provider's page: partners by
 * 'Entrar como parceiro', staff by 'Acesso de colaboradores' (e2e/fixtures.ts does the same in a browser).
 */
export async function signIn(
  baseUrl: string,
  email: string,
  via: 'parceiro' | 'corporativo',
): Promise<string> {
  const agent = new HttpAgent(baseUrl);
  await signInThroughProvider(
    agent,
    via === 'parceiro' ? '/api/auth/signin' : '/api/acesso/oidc/login',
    email,
  );
  const name = ['prix_sessao', '__Host-prix_sessao'].find((n) => agent.cookie(n));
  if (!name) throw new Error(`sem sessão após entrar como ${email}`);
  return `${name}=${agent.cookie(name)}`;
}

/**
 * The staff's record form the Lighthouse figures open: Brazil's in the 'Países' register, by its record's
 * address (its uuid, which a seed gives anew each time), read from the register's list as the list's link does.
 */
export async function brasilFormPath(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/pais?page=1`, {
    headers: { cookie, [APP_CLIENT_HEADER]: '1' },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /api/pais: ${response.status} ${text.slice(0, 200)}`);
  const { results } = JSON.parse(text.slice(JSON_PREFIX.length)) as {
    results: { id: string; uuid: string }[];
  };
  const brasil = results.find((pais) => pais.id === 'BR');
  if (!brasil) throw new Error('o país BR não está na primeira página de /api/pais');
  return registerRecordPath('pais', brasil.uuid);
}

export interface Load {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The status every answer must have (anything else is counted as an error). */
  status: number;
}

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Answers with another status, errors and timeouts. */
  bad: number;
  /**
   * The server's CPU time per answer, in µs, when `runLoad` was given the server: steadier than requests/s on
   * a 2-core machine, where the load generator shares the cores and the machine's speed moves.
   */
  cpuUs?: number;
}

/** `connections` connections for `seconds` seconds, after a warm-up of `warmSeconds`. */
export async function runLoad(
  baseUrl: string,
  load: Load,
  options: { connections: number; seconds: number; warmSeconds: number },
  server?: Pick<BenchServer, 'cpuMs'>,
): Promise<LoadResult> {
  const common = {
    url: `${baseUrl}${load.path}`,
    method: load.method ?? 'GET',
    headers: load.headers,
    connections: options.connections,
    timeout: 10,
  } as const;
  if (options.warmSeconds > 0) await autocannon({ ...common, duration: options.warmSeconds });
  const cpuBefore = await server?.cpuMs();
  const result = await autocannon({ ...common, duration: options.seconds });
  const cpuAfter = await server?.cpuMs();
  const expected = result.statusCodeStats[String(load.status)]?.count ?? 0;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.requests.total - expected + result.errors + result.timeouts,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuUs: ((cpuAfter - cpuBefore) * 1000) / result.requests.total }
      : {}),
  };
}

/**
 * Runs `work` while the server's resident memory is read every 20 ms, after half a second of idle so the
 * baseline has settled: the memory figures of the upload and export benches.
 */
export async function whilePeakRss<T>(
  server: BenchServer,
  work: () => Promise<T>,
): Promise<{ result: T; baselineMb: number; peakMb: number; growthMb: number }> {
  await new Promise((r) => setTimeout(r, 500));
  const baselineMb = await server.rssMb();
  let peakMb = baselineMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakMb = Math.max(peakMb, await server.rssMb().catch(() => 0));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    return { result: await work(), baselineMb, peakMb, growthMb: peakMb - baselineMb };
  } finally {
    sampling = false;
    await sampler;
  }
}

/**
 * The server as a first `npm start` leaves it: a fresh PGlite directory that the server itself migrates and seeds
 * with the demo (banners with their images, buttons, billing, trainings), outside production as `npm start` runs
 * (prepareDatabase's `empty`). What the Lighthouse figures measure: the pages as a partner sees them, not the
 * API figures' database of generated companies. `stop()` also removes the directory.
 */
export async function startDemoServer(): Promise<BenchServer> {
  const database = await prepareDatabase('pglite', '', 0, { empty: true });
  try {
    const server = await startServer(database.env);
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
