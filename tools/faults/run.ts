/**
 * `npm run test:faults`: two server processes on one PostgreSQL behind a round-robin proxy, all on
 * 127.0.0.1, and the faults an operator meets:
 *
 * 1. a sign-in through the embedded OIDC provider bounces between the two instances and its session works
 *    on both;
 * 2. a permission removed through one instance is refused by the other at its next request;
 * 3. PostgreSQL stops: requests that need it answer the product's 503, /api/health stays 200, /api/ready is
 *    503; it starts again: both instances answer within 5 s, without being restarted;
 * 4. under a write load (cargos with their profile links, several in flight), one instance is killed with
 *    SIGKILL: every acknowledged write is in the database, none is partial, the other instance answers;
 * 5. that instance started again, an integration creates companies with a class, each a `cliente.classe`
 *    webhook for a local HTTPS receiver that answers slowly; one instance is killed with SIGKILL while
 *    deliveries wait and tries are in flight: every delivery ends delivered (none failed, none missing) and
 *    the receiver saw every one at least once (at-least-once: the duplicates are counted), a try lost with
 *    the killed instance coming back after its job's short expiry.
 *
 * PostgreSQL is a cluster of the test's own (initdb in a temporary directory, another port): the machine's
 * cluster is never touched. Every wait is bounded; the whole run is killed after HARD_LIMIT_MS; processes,
 * the cluster and temporary directories are removed on success, failure, Ctrl-C or time-out.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { JSON_PREFIX, MSG, PERM } from '@prix/shared';
import { WEBHOOK_HEADERS } from '@prix/shared/core/webhook';
import { openDatabase } from '../../apps/server/src/db/client.js';
import {
  WEBHOOK_JOB_EXPIRE_SECONDS,
  WEBHOOK_JOB_RETRY_SECONDS,
} from '../../apps/server/src/modules/integracao/webhook-delivery.js';
import { SUPERVISE_SECONDS } from '../../apps/server/src/plugins/jobs.js';
import { seed } from '../../apps/server/src/seed/index.js';
import { freePort } from '../../apps/server/src/testing/free-port.js';
import { HttpAgent, signInThroughProvider } from '../../apps/server/src/testing/http-agent.js';
import { PostgresCluster } from './postgres-cluster.js';
import { INSTANCE_HEADER, PIN_HEADER, RoundRobinProxy } from './proxy.js';

const SERVER = path.resolve(import.meta.dirname, '../../apps/server/src/server.ts');
const HARD_LIMIT_MS = 6 * 60_000;
const START_LIMIT_MS = 180_000;
const RECOVERY_BOUND_MS = 5_000;
const LOAD_MS = 20_000;
const KILL_AFTER_MS = 8_000;
const IN_FLIGHT = 6;
const MAX_WRITES = 50_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Step 5: the events fired, the receiver's delay before its 204, when the instance is killed. */
const WEBHOOK_EVENTS_FIRED = 40;
const RECEIVER_DELAY_MS = 1_000;
const WEBHOOK_KILL_AFTER_DELIVERED = 4;
/**
 * Until every delivery is delivered: the lost try's job expiry, the supervisor's pass and the retry's
 * delay (at most twice the first), and every delivery sent one after another by the survivor, with margin.
 */
const WEBHOOK_WAIT_MS =
  (WEBHOOK_JOB_EXPIRE_SECONDS + SUPERVISE_SECONDS + 2 * WEBHOOK_JOB_RETRY_SECONDS) * 1000 +
  WEBHOOK_EVENTS_FIRED * (RECEIVER_DELAY_MS + 500) +
  30_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------------------
// Cleanup: everything started registers how to undo it, undone last-in first-out, exactly once.

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
  })();
  return cleaning;
}

// ---------------------------------------------------------------------------------------------------------
// One portal process, run from source as `npm start` runs the build, its log in a file.

class Instance {
  child: ChildProcess | null = null;
  exited: Promise<NodeJS.Signals | number | null> = Promise.resolve(null);
  constructor(
    readonly name: string,
    readonly port: number,
    readonly dir: string,
    private readonly env: Record<string, string>,
  ) {}

  get logFile() {
    return path.join(this.dir, `instancia-${this.name}.log`);
  }

  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(this.dir, `data-${this.name}`),
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    cleanups.push(() => this.kill());
    const deadline = performance.now() + START_LIMIT_MS;
    while (performance.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`a instância ${this.name} saiu ao iniciar:\n${await this.tail()}`);
      const ready = await fetch(`http://127.0.0.1:${this.port}/api/ready`).catch(() => null);
      if (ready?.status === 200) return;
      await sleep(250);
    }
    throw new Error(`a instância ${this.name} não ficou pronta em ${START_LIMIT_MS / 1000} s`);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await Promise.race([this.exited, sleep(5_000)]);
    }
  }

  async tail(lines = 30): Promise<string> {
    const text = await readFile(this.logFile, 'utf8').catch(() => '');
    return text.split('\n').slice(-lines).join('\n');
  }
}

// ---------------------------------------------------------------------------------------------------------
// HTTP through the proxy.

interface Answer {
  status: number;
  instance: string;
  body: string;
  json: { errors?: string[] } & Record<string, unknown>;
}

const statuses: number[] = [];
/** For the logs printed when the run fails. */
const startedInstances: Instance[] = [];

async function api(
  base: string,
  method: string,
  url: string,
  opts: { cookie?: string; pin?: string; body?: unknown; bearer?: string } = {},
): Promise<Answer> {
  const response = await fetch(new URL(url, base), {
    method,
    headers: {
      ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.pin ? { [PIN_HEADER]: opts.pin } : {}),
      ...(method !== 'GET' ? { origin: new URL(base).origin } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await response.text();
  statuses.push(response.status);
  let json = {};
  if (body.startsWith(JSON_PREFIX)) json = JSON.parse(body.slice(JSON_PREFIX.length)) as object;
  return { status: response.status, instance: response.headers.get(INSTANCE_HEADER) ?? '?', body, json };
}

// ---------------------------------------------------------------------------------------------------------
// Step 5's receiver: HTTPS (production refuses http:// webhooks) with a certificate made for the run, which
// the instances trust through NODE_EXTRA_CA_CERTS.

const execFileAsync = promisify(execFile);

/** A self-signed certificate for 127.0.0.1, its key and certificate files in `dir`. */
async function localCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const key = path.join(dir, 'recebedor.key');
  const cert = path.join(dir, 'recebedor.crt');
  await execFileAsync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  return { key, cert };
}

/** Records the delivery id of every POST as it arrives (and when), and answers 204 after `delayMs`. */
class WebhookReceiver {
  readonly seen: string[] = [];
  readonly arrivals: { id: string; at: number }[] = [];
  inFlight = 0;
  private server: HttpsServer | null = null;

  constructor(private readonly delayMs: number) {}

  async listen(files: { key: string; cert: string }): Promise<string> {
    const server = createHttpsServer(
      { key: await readFile(files.key), cert: await readFile(files.cert) },
      (req, res) => {
        this.inFlight++;
        const id = req.headers[WEBHOOK_HEADERS.entrega.toLowerCase()];
        if (typeof id === 'string') {
          this.seen.push(id);
          this.arrivals.push({ id, at: performance.now() });
        }
        req.resume();
        req.on('error', () => undefined);
        res.on('error', () => undefined);
        // The sender may die meanwhile: the answer then goes nowhere, which is the point.
        setTimeout(() => {
          this.inFlight--;
          res.writeHead(204).end();
        }, this.delayMs);
      },
    );
    server.on('clientError', (_error, socket) => socket.destroy());
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/prix`;
  }

  close(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}

// ---------------------------------------------------------------------------------------------------------

interface Figures {
  signInHops: Record<string, number>;
  permissionRefusedAfterMs: number;
  recoveryMs: Record<string, number>;
  load: {
    sent: number;
    acknowledged: number;
    acknowledgedFound: number;
    partial: number;
    committedWithoutAnswer: number;
    failed: Record<string, number>;
    inFlightOnKilledInstance: number;
    answeredBySurvivorAfterKill: number;
    msUntilRoutedAround: number;
    sentAfterThat: number;
  };
  webhooks: {
    events: number;
    deliveries: number;
    delivered: number;
    failed: number;
    receivedIds: number;
    duplicates: number;
    claimedWhenKilled: number;
    inFlightAtReceiverWhenKilled: number;
    deliveredBeforeKill: number;
    msFromKillToAllDelivered: number;
    msFromFirstEventToAllDelivered: number;
    /** For each delivery sent again after the kill (a try lost with B): when it came back. */
    msFromKillToRepeat: number[];
  };
}

async function main() {
  const started = performance.now();
  const figures: Partial<Figures> = {};
  const work = await mkdtemp(path.join(tmpdir(), 'prix-faults-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));

  // PostgreSQL of our own.
  const cluster = await PostgresCluster.create(await freePort());
  cleanups.push(() => cluster.destroy());
  await cluster.start();
  const setup = new pg.Client({ connectionString: cluster.url });
  await setup.connect();
  await setup.query('create database prix_faults');
  await setup.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/prix_faults');
  say(`PostgreSQL próprio em 127.0.0.1:${cluster.port} (${cluster.dir})`);

  // The proxy first: its address is the portal's PUBLIC_URL.
  const [portA, portB] = [await freePort(), await freePort()];
  const proxy = new RoundRobinProxy([
    { name: 'A', port: portA, downUntil: 0 },
    { name: 'B', port: portB, downUntil: 0 },
  ]);
  const base = `http://127.0.0.1:${await proxy.listen()}`;
  cleanups.push(() => proxy.close());
  const certificate = await localCertificate(work);
  const env = {
    NODE_ENV: 'production',
    // A production start on an empty database writes the reference data and this administrator only; the
    // demo people the checks below sign in as are written on purpose once both instances are up.
    ADMIN_EMAIL: 'ti.portal@prix.com.br',
    EMBEDDED_IDP: 'true',
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    // Step 5: the local receiver, trusted, and a worker that looks at the queue every second.
    WEBHOOK_HOSTS_PERMITIDOS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: certificate.cert,
    JOB_POLL_SECONDS: '1',
  };
  const instances = [new Instance('A', portA, work, env), new Instance('B', portB, work, env)] as const;
  const [, B] = instances;
  startedInstances.push(...instances);
  // Both at once on the empty database, as a deployment of N replicas starts: one migrates and seeds (the
  // reference data and the administrator) under the start-up lock, the other waits for it and finds nothing
  // left to do.
  await Promise.all(instances.map((instance) => instance.start()));
  say(`duas instâncias (A :${portA}, B :${portB}) atrás do proxy ${base} (${seconds(started)} s)`);

  // The demo, as `npm run seed -- --demo` writes it: the people and partners the checks sign in as.
  const seeding = await openDatabase({ url: databaseUrl });
  await seed(seeding.db);
  await seeding.close();

  // The test's own look at the database: a pool, which (like the portal's) outlives the restart below.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);
  cleanups.push(() => db.end());

  // 1. Sign-in across instances.
  const servedBefore = new Map(proxy.served);
  const admin = new HttpAgent(base);
  const signedIn = await signInThroughProvider(admin, '/api/acesso/oidc/login', 'admin@prix.com.br');
  check(signedIn.location.pathname === '/home', `entrada terminou em ${signedIn.location.href}`);
  figures.signInHops = Object.fromEntries(
    [...proxy.served].map(([name, n]) => [name, n - (servedBefore.get(name) ?? 0)]),
  );
  check(
    Object.values(figures.signInHops).every((n) => n > 0),
    `a entrada não passou pelas duas instâncias: ${JSON.stringify(figures.signInHops)}`,
  );
  const adminCookie = `prix_sessao=${admin.cookie('prix_sessao')}`;
  const partner = new HttpAgent(base);
  await signInThroughProvider(partner, '/api/auth/signin', 'marcos@balancaspaulista.com.br');
  const partnerCookie = `prix_sessao=${partner.cookie('prix_sessao')}`;
  for (const { name } of instances) {
    const asAdmin = await api(base, 'POST', '/api/acesso/info', { cookie: adminCookie, pin: name });
    check(
      asAdmin.status === 200,
      `sessão do administrador recusada pela instância ${name}: ${asAdmin.status}`,
    );
    const asPartner = await api(base, 'POST', '/api/acesso/info', { cookie: partnerCookie, pin: name });
    check(
      asPartner.status === 200,
      `sessão do parceiro recusada pela instância ${name}: ${asPartner.status}`,
    );
  }
  say(
    `✓ entrada pelo provedor embutido passou pelas duas instâncias ${JSON.stringify(figures.signInHops)}; a sessão vale em A e em B`,
  );

  // 2. A permission removed through A is refused by B at the next request.
  const reader = new HttpAgent(base);
  await signInThroughProvider(reader, '/api/acesso/oidc/login', 'rita.revisora@prix.com.br');
  const readerCookie = `prix_sessao=${reader.cookie('prix_sessao')}`;
  for (const { name } of instances) {
    const list = await api(base, 'GET', '/api/pais', { cookie: readerCookie, pin: name });
    check(list.status === 200, `leitura de países antes da mudança na instância ${name}: ${list.status}`);
  }
  const {
    rows: [paisKey],
  } = await db.query<{ id: string }>('select id from permissao where referencia = $1', [PERM.cadastro.pais]);
  const found = await api(base, 'GET', '/api/perfil?geral=CONSULTA', { cookie: adminCookie, pin: 'A' });
  const consulta = (found.json.results as { id: string; uuid: string }[]).find((p) => p.id === 'CONSULTA');
  check(consulta, 'perfil CONSULTA não encontrado');
  const detail = await api(base, 'GET', `/api/perfil/${consulta.uuid}`, { cookie: adminCookie, pin: 'A' });
  const keys = (detail.json.permissoes as (string | { id: string })[]).map((p) =>
    typeof p === 'string' ? p : p.id,
  );
  check(keys.includes(paisKey!.id), 'o perfil CONSULTA deveria ter a permissão de países');
  const update = await api(base, 'PUT', `/api/perfil/${consulta.uuid}`, {
    cookie: adminCookie,
    pin: 'A',
    body: {
      nome: detail.json.nome,
      inativo: detail.json.inativo,
      permissoes: keys.filter((k) => k !== paisKey!.id),
    },
  });
  check(update.status === 200, `atualização do perfil pela instância A: ${update.status} ${update.body}`);
  const updatedAt = performance.now();
  const refused = await api(base, 'GET', '/api/pais', { cookie: readerCookie, pin: 'B' });
  figures.permissionRefusedAfterMs = Math.round(performance.now() - updatedAt);
  check(refused.status === 403, `a instância B ainda deixou ler países: ${refused.status}`);
  check(
    (await api(base, 'GET', '/api/pais', { cookie: readerCookie, pin: 'A' })).status === 403,
    'A ainda deixou ler',
  );
  say('✓ permissão retirada pela instância A: a instância B recusou (403) já na requisição seguinte');

  // 3. PostgreSQL restart without restarting the portal.
  for (const { name } of instances) {
    const list = await api(base, 'GET', '/api/pais', { cookie: adminCookie, pin: name });
    check(list.status === 200, `lista antes de parar o PostgreSQL na instância ${name}: ${list.status}`);
  }
  // The embedded provider's authorisation address, as a sign-in start sends the browser to it.
  const authorize = (
    await fetch(new URL('/api/acesso/oidc/login', base), { redirect: 'manual' })
  ).headers.get('location');
  check(authorize?.includes('/oidc/auth'), `início da entrada: ${authorize}`);
  await cluster.stop('fast');
  say('PostgreSQL parado (pg_ctl stop -m fast)');
  for (const { name } of instances) {
    const requests = [
      await api(base, 'GET', '/api/pais', { cookie: adminCookie, pin: name }),
      await api(base, 'POST', '/api/cargo', {
        cookie: adminCookie,
        pin: name,
        body: { nome: 'Sem banco', perfis: [] },
      }),
      await api(base, 'POST', '/api/acesso/info', { cookie: adminCookie, pin: name }),
      // A sign-in start: its rate-limit counters are in the database too.
      await api(base, 'GET', '/api/auth/signin', { pin: name }),
    ];
    for (const answer of requests) {
      check(
        answer.status === 503,
        `com o banco parado a instância ${name} respondeu ${answer.status}: ${answer.body}`,
      );
      check(
        answer.body === `${JSON_PREFIX}${JSON.stringify({ errors: [MSG.servicoIndisponivel] })}`,
        `503 fora do formato do produto: ${answer.body}`,
      );
    }
    // The provider's own page says the same, with the same status.
    const provider = await api(base, 'GET', authorize!, { pin: name });
    check(
      provider.status === 503 && provider.body.includes(MSG.servicoIndisponivel),
      `o provedor embutido com o banco parado respondeu ${provider.status}: ${provider.body.slice(0, 300)}`,
    );
    const health = await api(base, 'GET', '/api/health', { pin: name });
    check(health.status === 200, `/api/health com o banco parado: ${health.status}`);
    const ready = await api(base, 'GET', '/api/ready', { pin: name });
    check(ready.status === 503, `/api/ready com o banco parado: ${ready.status}`);
    check(ready.json.errors?.includes('Indisponível: banco de dados.'), `/api/ready: ${ready.body}`);
  }
  say('✓ banco parado: 503 no formato do produto nas duas instâncias, /api/health 200, /api/ready 503');
  await cluster.start();
  const back = performance.now();
  figures.recoveryMs = {};
  for (const { name } of instances) {
    for (;;) {
      const list = await api(base, 'GET', '/api/pais', { cookie: adminCookie, pin: name }).catch(() => null);
      if (list?.status === 200) break;
      check(
        performance.now() - back < RECOVERY_BOUND_MS * 3,
        `a instância ${name} não voltou em ${RECOVERY_BOUND_MS * 3} ms`,
      );
      await sleep(150);
    }
    figures.recoveryMs[name] = Math.round(performance.now() - back);
  }
  for (const { name } of instances) {
    check(
      figures.recoveryMs[name]! <= RECOVERY_BOUND_MS,
      `instância ${name} voltou em ${figures.recoveryMs[name]} ms (> 5 s)`,
    );
    check(
      (await api(base, 'GET', '/api/ready', { pin: name })).status === 200,
      `/api/ready de ${name} após a volta`,
    );
  }
  say(
    `✓ PostgreSQL de volta: respostas 200 após ${JSON.stringify(figures.recoveryMs)} ms, sem reiniciar o portal`,
  );

  // 4. Write load, SIGKILL of B in the middle.
  const run = randomBytes(2).toString('hex');
  const PERFIS = ['LEITURA', 'PARC_FUNC'];
  interface Write {
    nome: string;
    start: number;
    end: number;
    status: number;
    instance: string;
    uuid?: string;
  }
  const writes: Write[] = [];
  const loadStart = performance.now();
  let killAt = Infinity;
  let inFlightOnB = 0;
  let counter = 0;
  const killer = (async () => {
    await sleep(KILL_AFTER_MS);
    killAt = performance.now();
    B.child!.kill('SIGKILL');
  })();
  const worker = async () => {
    while (performance.now() - loadStart < LOAD_MS && counter < MAX_WRITES) {
      const n = ++counter;
      const write: Write = {
        nome: `Carga ${run} ${n}`,
        start: performance.now(),
        end: 0,
        status: 0,
        instance: '?',
      };
      try {
        const answer = await api(base, 'POST', '/api/cargo', {
          cookie: adminCookie,
          body: { nome: write.nome, perfis: PERFIS },
        });
        write.status = answer.status;
        write.instance = answer.instance;
        write.uuid = answer.json.uuid as string | undefined;
      } catch {
        write.status = -1; // no answer at all (time-out, connection to the proxy lost)
      }
      write.end = performance.now();
      writes.push(write);
    }
  };
  await Promise.all([killer, ...Array.from({ length: IN_FLIGHT }, worker)]);
  const killedWith = await Promise.race([B.exited, sleep(5_000).then(() => 'still running')]);
  check(killedWith === 'SIGKILL', `a instância B deveria ter morrido por SIGKILL: ${String(killedWith)}`);

  const { rows } = await db.query<{ uuid: string; nome: string; perfis: string[] }>(
    `select c.uuid::text as uuid, c.nome, coalesce(array_agg(cp.perfil_id order by cp.perfil_id)
       filter (where cp.perfil_id is not null), '{}') as perfis
     from cargo c left join cargo_perfil cp on cp.cargo_id = c.id
     where c.nome like $1 group by c.uuid, c.nome`,
    [`Carga ${run} %`],
  );
  const inDb = new Map(rows.map((r) => [r.uuid, r]));
  const ok = writes.filter((w) => w.status >= 200 && w.status < 300);
  const missing = ok.filter((w) => inDb.get(w.uuid ?? '')?.nome !== w.nome);
  const partial = rows.filter((r) => r.perfis.join(',') !== PERFIS.join(','));
  const failed = writes.filter((w) => !(w.status >= 200 && w.status < 300));
  const acknowledgedUuids = new Set(ok.map((w) => w.uuid));
  const committedWithoutAnswer = rows.filter((r) => !acknowledgedUuids.has(r.uuid));
  // SIGKILL is not instant: until the kernel closes B's listening socket, a connection to it is still
  // accepted and then reset (the proxy answers 502, it cannot know whether a write happened). After the last
  // such reset every connection to B is refused and the proxy sends the request to A.
  const goneAt = Math.max(killAt, ...proxy.broken.filter((b) => b.backend === 'B').map((b) => b.at));
  inFlightOnB = writes.filter((w) => w.start < killAt && w.end >= killAt && w.instance === 'B').length;
  const afterGone = writes.filter((w) => w.start > goneAt);
  figures.load = {
    sent: writes.length,
    acknowledged: ok.length,
    acknowledgedFound: ok.length - missing.length,
    partial: partial.length,
    committedWithoutAnswer: committedWithoutAnswer.length,
    failed: Object.fromEntries(
      [...new Set(failed.map((w) => w.status))].map((s) => [
        String(s),
        failed.filter((w) => w.status === s).length,
      ]),
    ),
    inFlightOnKilledInstance: inFlightOnB,
    msUntilRoutedAround: Math.round(goneAt - killAt),
    sentAfterThat: afterGone.length,
    answeredBySurvivorAfterKill: writes.filter((w) => w.end > killAt && w.instance === 'A' && w.status < 300)
      .length,
  };
  say(`carga: ${JSON.stringify(figures.load)}`);
  check(
    missing.length === 0,
    `${missing.length} gravações confirmadas (2xx) não estão no banco: ${missing.map((w) => w.nome).join(', ')}`,
  );
  check(
    partial.length === 0,
    `${partial.length} cargos sem todos os seus perfis: ${JSON.stringify(partial.slice(0, 5))}`,
  );
  // The only failures allowed: the proxy's 502 for a request B had (or was taking) when it died.
  const unexplained = failed.filter((w) => !(w.status === 502 && w.instance === 'B' && w.end >= killAt));
  check(
    unexplained.length === 0,
    `falhas que não vêm da queda da instância B (SIGKILL em ${killAt.toFixed(0)}): ` +
      `${JSON.stringify(unexplained.slice(0, 5))}; conexões quebradas no proxy: ${JSON.stringify(proxy.broken)}`,
  );
  check(afterGone.length > 0, 'nenhuma requisição foi enviada depois da queda da instância B');
  check(
    afterGone.every((w) => w.status >= 200 && w.status < 300 && w.instance === 'A'),
    'depois da queda toda requisição deveria ser atendida pela instância A',
  );
  const after = await api(base, 'GET', '/api/ready');
  check(
    after.status === 200 && after.instance === 'A',
    `/api/ready pelo proxy depois da queda: ${after.status}`,
  );
  check(!statuses.includes(500), 'alguma resposta foi 500');
  say(
    `✓ SIGKILL na instância B com ${inFlightOnB} gravações em andamento: ${ok.length - missing.length}/${ok.length} confirmadas estão no banco, nenhuma parcial, ` +
      `${figures.load.answeredBySurvivorAfterKill} respostas da instância A depois da queda`,
  );

  // 5. Webhooks queued and in flight when an instance dies.
  await B.start();
  say(`instância B iniciada de novo (${seconds(started)} s)`);
  const receiver = new WebhookReceiver(RECEIVER_DELAY_MS);
  const receiverUrl = await receiver.listen(certificate);
  cleanups.push(() => receiver.close());
  const registered = await api(base, 'POST', '/api/integracoes', {
    cookie: adminCookie,
    body: {
      nome: `ERP falhas ${run}`,
      chaves: [PERM.cadastro.cliente, PERM.classe.reclassificar],
      expiraEm: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  check(registered.status === 200, `cadastro da integração: ${registered.status} ${registered.body}`);
  const bearer = registered.json.token as string;
  const integracaoId = (registered.json.integracao as { id: string }).id;
  const hook = await api(base, 'POST', `/api/integracoes/${integracaoId}/webhooks`, {
    cookie: adminCookie,
    body: { url: receiverUrl, eventos: ['cliente.classe'] },
  });
  check(hook.status === 200, `cadastro do webhook: ${hook.status} ${hook.body}`);
  const endpointId = (hook.json.endpoint as { id: string }).id;
  const firstEventAt = performance.now();
  const codes = Array.from({ length: WEBHOOK_EVENTS_FIRED }, (_, i) => `WH${run}${i}`.toUpperCase());
  const company = {
    nome: 'Balanças do Vale Ltda.',
    cnpj: '11444777000161',
    endereco: { rua: 'Rua A', numero: '10', cep: '01310100', bairro: 'Centro', municipio: '3550308' },
    tiposParceria: ['REV'],
    ativo: true,
    classe: '250',
  };
  // A few at a time through the proxy, as another system's sync would send them.
  for (let i = 0; i < codes.length; i += 4) {
    const answers = await Promise.all(
      codes
        .slice(i, i + 4)
        .map((codigo) => api(base, 'PUT', `/api/integracao/clientes/${codigo}`, { bearer, body: company })),
    );
    for (const answer of answers)
      check(answer.status === 201, `empresa pela integração: ${answer.status} ${answer.body}`);
  }
  const deliveryRows = async () =>
    (
      await db.query<{ id: string; situacao: string; tentativas: number; tentando: boolean }>(
        `select id::text as id, situacao, tentativas, tentando_desde is not null as tentando
         from webhook_entrega where endpoint_id = $1`,
        [endpointId],
      )
    ).rows;
  // The kill: once a few were delivered, both instances each with a try in hand.
  const killDeadline = performance.now() + 60_000;
  for (;;) {
    const delivered = (await deliveryRows()).filter((r) => r.situacao === 'entregue').length;
    if (delivered >= WEBHOOK_KILL_AFTER_DELIVERED && receiver.inFlight >= 2) break;
    check(
      performance.now() < killDeadline,
      `as entregas não começaram: ${delivered} entregues, ${receiver.inFlight} em andamento`,
    );
    await sleep(50);
  }
  const inFlightAtReceiver = receiver.inFlight;
  const webhookKillAt = performance.now();
  B.child!.kill('SIGKILL');
  const killedAgain = await Promise.race([B.exited, sleep(5_000).then(() => 'still running')]);
  check(killedAgain === 'SIGKILL', `a instância B deveria ter morrido por SIGKILL: ${String(killedAgain)}`);
  const atKill = await deliveryRows();
  check(
    atKill.some((r) => r.situacao === 'pendente' && !r.tentando),
    'nenhuma entrega esperava na fila quando a instância B morreu',
  );
  let rowsNow = atKill;
  const waitUntil = performance.now() + WEBHOOK_WAIT_MS;
  for (;;) {
    rowsNow = await deliveryRows();
    const seenIds = new Set(receiver.seen);
    const done =
      rowsNow.length === WEBHOOK_EVENTS_FIRED &&
      rowsNow.every((r) => r.situacao === 'entregue' && seenIds.has(r.id));
    if (done || rowsNow.some((r) => r.situacao === 'falhou')) break;
    check(
      performance.now() < waitUntil,
      `entregas não concluídas em ${WEBHOOK_WAIT_MS / 1000} s: ` +
        JSON.stringify(rowsNow.filter((r) => r.situacao !== 'entregue' || !seenIds.has(r.id))),
    );
    await sleep(250);
  }
  const allDeliveredAt = performance.now();
  const seenIds = new Set(receiver.seen);
  figures.webhooks = {
    events: WEBHOOK_EVENTS_FIRED,
    deliveries: rowsNow.length,
    delivered: rowsNow.filter((r) => r.situacao === 'entregue').length,
    failed: rowsNow.filter((r) => r.situacao === 'falhou').length,
    receivedIds: seenIds.size,
    duplicates: receiver.seen.length - seenIds.size,
    claimedWhenKilled: atKill.filter((r) => r.situacao === 'pendente' && r.tentando).length,
    inFlightAtReceiverWhenKilled: inFlightAtReceiver,
    deliveredBeforeKill: atKill.filter((r) => r.situacao === 'entregue').length,
    msFromKillToAllDelivered: Math.round(allDeliveredAt - webhookKillAt),
    msFromFirstEventToAllDelivered: Math.round(allDeliveredAt - firstEventAt),
    msFromKillToRepeat: receiver.arrivals
      .filter((a, i) => a.at > webhookKillAt && receiver.arrivals.slice(0, i).some((b) => b.id === a.id))
      .map((a) => Math.round(a.at - webhookKillAt)),
  };
  say(`webhooks: ${JSON.stringify(figures.webhooks)}`);
  check(figures.webhooks.failed === 0, `${figures.webhooks.failed} entregas falharam`);
  check(
    rowsNow.length === WEBHOOK_EVENTS_FIRED,
    `${rowsNow.length} entregas para ${WEBHOOK_EVENTS_FIRED} eventos`,
  );
  const unseen = rowsNow.filter((r) => !seenIds.has(r.id));
  check(unseen.length === 0, `${unseen.length} entregas nunca chegaram ao recebedor`);
  check(
    receiver.seen.every((id) => rowsNow.some((r) => r.id === id)),
    'o recebedor recebeu uma entrega que não está no banco',
  );
  check(!statuses.includes(500), 'alguma resposta foi 500');
  say(
    `✓ SIGKILL na instância B com ${figures.webhooks.claimedWhenKilled} tentativas em andamento e ` +
      `${atKill.filter((r) => r.situacao === 'pendente' && !r.tentando).length} entregas na fila: ` +
      `${figures.webhooks.delivered}/${WEBHOOK_EVENTS_FIRED} entregues, nenhuma perdida, ` +
      `${figures.webhooks.duplicates} repetidas (pelo menos uma vez), todas em ` +
      `${(figures.webhooks.msFromKillToAllDelivered / 1000).toFixed(1)} s após a queda`,
  );
  say(`FIGURAS ${JSON.stringify(figures)}`);
  say(`testes de falha: tudo certo em ${seconds(started)} s`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const hardLimit = setTimeout(() => {
  console.error(`testes de falha: passou de ${HARD_LIMIT_MS / 60_000} min, encerrando tudo`);
  void cleanup().then(() => process.exit(1));
}, HARD_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().then(() => process.exit(130)));
// Whatever breaks, the processes, the cluster and the directories go.
for (const event of ['uncaughtException', 'unhandledRejection'] as const)
  process.on(event, (error) => {
    console.error(
      `testes de falha: erro não tratado: ${error instanceof Error ? error.stack : String(error)}`,
    );
    void cleanup().then(() => process.exit(1));
  });

try {
  await main();
  clearTimeout(hardLimit);
  await cleanup();
  process.exit(0);
} catch (error) {
  clearTimeout(hardLimit);
  console.error(
    `testes de falha: FALHOU\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  for (const instance of startedInstances)
    console.error(`--- log da instância ${instance.name}:\n${await instance.tail()}`);
  await cleanup();
  process.exit(1);
}
