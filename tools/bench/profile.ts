/**
 * Where the signed-in request path spends its CPU: the built server under `node --cpu-prof`, loaded by
 * autocannon (32 connections) on the calls every page makes, then the profile's top self-time items.
 * `node --import tsx tools/bench/profile.ts [--pglite] [--anonymous] [--seconds=10]` (builds nothing: run
 * `npm run build -w apps/server` first). BENCH_DATABASE_URL as in run.ts.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, STAFF_EMAIL, prepareDatabase, runLoad, signIn, startServer, type Load } from './lib.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 10);
const kind = process.argv.includes('--pglite') ? 'pglite' : 'pg';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const database = await prepareDatabase(kind, adminUrl, 10_000);
const profileDir = await mkdtemp(path.join(tmpdir(), 'prix-prof-'));
try {
  const server = await startServer(database.env, {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  try {
    const cookie = await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo');
    const headers = { cookie, origin: server.baseUrl };
    const signedIn: Load[] = [
      { name: 'acesso/info', path: '/api/acesso/info', method: 'POST', headers, status: 200 },
      { name: 'pais', path: '/api/pais?page=1', headers, status: 200 },
      { name: 'cliente bal', path: '/api/cliente?geral=bal', headers, status: 200 },
    ];
    // `--anonymous`: the calls without a session instead (the 401 and the page).
    const anonymous: Load[] = [
      {
        name: '401',
        path: '/api/acesso/info',
        method: 'POST',
        headers: { origin: server.baseUrl },
        status: 401,
      },
      { name: 'index.html', path: '/acesso/login', headers: { 'accept-encoding': 'br' }, status: 200 },
    ];
    for (const load of process.argv.includes('--anonymous') ? anonymous : signedIn) {
      const result = await runLoad(server.baseUrl, load, { connections: 32, seconds, warmSeconds: 2 });
      process.stdout.write(
        `${load.name.padEnd(14)} ${result.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  outros ${result.bad}\n`,
      );
    }
  } finally {
    await server.stop();
  }
  const [file] = (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('sem perfil');
  const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as { nodes: Node[] };
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const where = (n: Node) => {
    const url = n.callFrame.url.replace(`file://${ROOT}/`, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    return pkg ?? (url || '(native)');
  };
  const bySelf = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const parent = new Map<number, Node>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const label = (n: Node) =>
    `${n.callFrame.functionName || '(anonymous)'} ${where(n)}:${n.callFrame.lineNumber + 1}`;
  for (const n of profile.nodes) {
    // A native function is shown with the JavaScript that called it (writev ← the socket's writer …).
    let caller = parent.get(n.id);
    while (caller && !caller.callFrame.url) caller = parent.get(caller.id);
    const key = n.callFrame.url || !caller ? label(n) : `${label(n)} ← ${label(caller)}`;
    bySelf.set(key, (bySelf.get(key) ?? 0) + n.hitCount);
    byPackage.set(where(n), (byPackage.get(where(n)) ?? 0) + n.hitCount);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  process.stdout.write(`\nfunções (tempo próprio):\n${top(bySelf, 30)}\n\npacotes:\n${top(byPackage, 20)}\n`);
} finally {
  await rm(profileDir, { recursive: true, force: true });
  await database.drop();
}
