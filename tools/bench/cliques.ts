/**
 * The click figures of the bench (decision 0019): on a throwaway PostgreSQL database, 5 million clicks
 * over the last year are loaded in bulk (raw table and both rollups, as `recordClicks` would have left them),
 * then, through the built server and HTTP:
 * - the one-year click report `GET /api/relatorio`, a few filter combinations in turn, one request at a time
 *   (a person at the report), p95 over ≥ 200 requests (budget ≤ 150 ms);
 * - ingestion through `POST /api/relatorio`: concurrent clients posting the tracker's batches (a JSON array of
 *   `{ tipo_relatorio, nome_tipo }`) as several partners and staff, clicks stored per second over ≥ 10 s
 *   (budget ≥ 5,000 clicks/s), counted by the server's table, not by the client.
 *
 * Part of `npm run bench` (skip it with BENCH_CLICKS=0); alone, after `npm run build -w apps/server`:
 *   scripts/node24.sh node --import tsx tools/bench/cliques.ts [--quick]
 * BENCH_DATABASE_URL as in run.ts.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../../apps/server/src/db/client.js';
import { rollUpClicks } from '../../apps/server/src/seed/cliques.js';
import { REPORT_TIME_ZONE } from '../../apps/server/src/lib/time-zone.js';
import { PARTNER_EMAIL, STAFF_EMAIL, prepareDatabase, signIn, startServer } from './lib.js';

export const CLICKS = 5_000_000;
/** Partners that click (bench companies BN0000001 …); ~10 % of clicks are staff's ('interno'). */
export const CLICKING_PARTNERS = 1_500;
export const REPORT_P95_BUDGET_MS = 150;
export const INGEST_BUDGET_PER_SECOND = 5_000;
/** Clicks per POST: a busy page's 5 s batch (the tracker sends up to CLIQUES_POR_LOTE). */
export const INGEST_BATCH = 20;
export const INGEST_CLIENTS = 16;

/**
 * What is clicked in a month: 4 banners (a new campaign each month, so 48 over the year), 15 buttons and
 * 6 forms (SPEC §3: the home's banners and buttons, the benefit forms).
 */
const BANNERS_A_MONTH = 4;
const BUTTONS = 15;
const FORMS = 6;
const NAMES_A_MONTH = BANNERS_A_MONTH + BUTTONS + FORMS;
/** The ingestion run's batches: the current month's names. */
const TARGETS: [tipo: string, nome: string][] = [
  ...Array.from({ length: BANNERS_A_MONTH }, (_, i): [string, string] => [
    'banner',
    `Campanha atual ${i + 1}`,
  ]),
  ...Array.from({ length: BUTTONS }, (_, i): [string, string] => ['botao', `Botão ${i + 1}`]),
  ...Array.from({ length: FORMS }, (_, i): [string, string] => ['formulario', `Formulário ${i + 1}`]),
];

/** The partners' users who post clicks in the ingestion run (demo users of two companies), and staff. */
const INGEST_USERS: [email: string, via: 'parceiro' | 'corporativo'][] = [
  [PARTNER_EMAIL, 'parceiro'],
  ['fernanda@balancaspaulista.com.br', 'parceiro'],
  ['otavio@pesagemsul.com.br', 'parceiro'],
  ['igor@balancaspaulista.com.br', 'parceiro'],
  [STAFF_EMAIL, 'corporativo'],
];

const YEAR_SECONDS = 365 * 86_400;
const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * `count` clicks in one statement, spread uniformly over the last 365 days in time order (as they arrive),
 * skewed towards the first partners and targets (a few partners and banners get most clicks, as in life);
 * then the rollups from them (`rollUpClicks`, the same grouping as `recordClicks`) and VACUUM ANALYZE, as
 * autovacuum would have left tables that grew over a year. Deterministic (setseed on one connection).
 */
export async function seedBenchClicks(url: string, count = CLICKS): Promise<void> {
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    // The demo's 3,000 clicks would make the rollups disagree with a bulk roll-up of the raw table.
    await db.execute(sql`truncate clique, clique_dia, clique_mes`);
    // One transaction, with the memory to group millions of rows without spilling to disk.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`
      with ajuste as (select setseed(0.42)),
      parceiro as (
        select (row_number() over (order by id) - 1)::int as i, id, classe_id
        from cliente where id like 'BN%' order by id limit ${CLICKING_PARTNERS}
      ), sorteio as (
        -- In time order as generated (no sort of millions of rows): the table's order, as clicks arrive.
        -- A few partners click most (the top 1 % a fifth of all clicks), and each partner mostly the same
        -- few names (its own order of preference: the rank drawn, turned by the partner's number).
        select now() - interval '365 days' + make_interval(secs => n * ${YEAR_SECONDS / count}::float8) as dh,
          floor(power(random(), 3) * ${CLICKING_PARTNERS})::int as p,
          floor(power(random(), 2.5) * ${NAMES_A_MONTH})::int as rank,
          random() < 0.1 as interno
        from ajuste, generate_series(1, ${count}) n
      ), clicado as (
        select s.*, (s.rank + s.p * 7) % ${NAMES_A_MONTH} as k from sorteio s
      )
      insert into clique (dh, tipo_relatorio, nome_tipo, cliente_id, classe_id, usuario_id)
      select c.dh,
        case when c.k < ${BANNERS_A_MONTH} then 'banner' when c.k < ${BANNERS_A_MONTH + BUTTONS} then 'botao'
          else 'formulario' end,
        case when c.k < ${BANNERS_A_MONTH}
            then 'Campanha ' || to_char(c.dh at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'MM/YYYY') || ' ' || (c.k + 1)
          when c.k < ${BANNERS_A_MONTH + BUTTONS} then 'Botão ' || (c.k - ${BANNERS_A_MONTH - 1})
          else 'Formulário ' || (c.k - ${BANNERS_A_MONTH + BUTTONS - 1}) end,
        case when c.interno then null else parceiro.id end,
        case when c.interno then null else parceiro.classe_id end,
        case when c.interno then '10000001' else 'EXT' || parceiro.i end
      from clicado c join parceiro on parceiro.i = c.p`);
      await rollUpClicks(tx);
    });
    for (const table of ['clique', 'clique_dia', 'clique_mes']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  } finally {
    await database.close();
  }
}

async function countClicks(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from clique`);
  return Number(row?.n ?? 0);
}

/** The report's dates of "the last year" as a person types them: a year ago tomorrow to today, São Paulo. */
function lastYear(): { dtInit: string; dtEnd: string } {
  const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: REPORT_TIME_ZONE });
  const today = day(new Date());
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  start.setUTCDate(start.getUTCDate() + 1);
  return { dtInit: day(start), dtEnd: today };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface ReportResult {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** p95 per filter combination. */
  byFilter: { name: string; p95: number; rows: number }[];
  /**
   * p95 of `POST /api/acesso/info` (the session, nothing else) timed in the same rounds: the floor any
   * signed-in call had on the machine meanwhile, to read the report's figures against.
   */
  referenceP95: number;
  bad: number;
}

/** Each filter combination in turn, one request at a time, `rounds` times, after one round of warm-up. */
export async function measureReport(baseUrl: string, cookie: string, rounds = 50): Promise<ReportResult> {
  const period = lastYear();
  const filters: { name: string; query: Record<string, string> }[] = [
    { name: 'sem filtro', query: {} },
    { name: 'Tipo botão', query: { tipo_relatorio: 'botao' } },
    { name: 'Tipo banner, página 3', query: { tipo_relatorio: 'banner', page: '3' } },
    { name: 'Tipo e Nome do Tipo', query: { tipo_relatorio: 'botao', nome_tipo: 'Botão 3' } },
    { name: 'Parceiro', query: { nome_cliente: 'BN0000002' } },
    {
      name: 'Parceiro interno, Tipo formulário',
      query: { nome_cliente: 'interno', tipo_relatorio: 'formulario' },
    },
  ];
  const times = filters.map(() => [] as number[]);
  const reference: number[] = [];
  const rows = filters.map(() => 0);
  let bad = 0;
  for (let round = -1; round < rounds; round++) {
    for (const [index, filter] of filters.entries()) {
      const query = new URLSearchParams({ ...period, ...filter.query });
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/relatorio?${query}`, { headers: { cookie } });
      // The API's answers start with the anti-JSON-hijacking prefix the web app's client strips.
      const text = (await response.text()).replace(/^\)\]\}',?/, '');
      const body = JSON.parse(text) as { results?: unknown[]; total?: number };
      const ms = performance.now() - started;
      if (round < 0) continue;
      times[index]!.push(ms);
      rows[index] = body.total ?? 0;
      if (response.status !== 200 || !body.results?.length) bad++;
    }
    const started = performance.now();
    const info = await fetch(`${baseUrl}/api/acesso/info`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
    });
    await info.arrayBuffer();
    if (round >= 0) reference.push(performance.now() - started);
  }
  const all = times.flat().sort((a, b) => a - b);
  return {
    requests: all.length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: all[all.length - 1]!,
    byFilter: filters.map((f, i) => ({
      name: f.name,
      p95: percentile(
        [...times[i]!].sort((a, b) => a - b),
        95,
      ),
      rows: rows[i]!,
    })),
    referenceP95: percentile(
      reference.sort((a, b) => a - b),
      95,
    ),
    bad,
  };
}

export interface IngestResult {
  clicksPerSecond: number;
  seconds: number;
  stored: number;
  requests: number;
  p50: number;
  p99: number;
  bad: number;
}

/**
 * `clients` loops, each posting batches of `batch` clicks (targets drawn at random) as one of the signed-in
 * users, back to back for `seconds` after `warmSeconds`; the rate is the rows the server stored meanwhile.
 */
export async function measureIngest(
  baseUrl: string,
  cookies: string[],
  db: Db,
  options: { seconds: number; warmSeconds: number; clients?: number; batch?: number },
): Promise<IngestResult> {
  const clients = options.clients ?? INGEST_CLIENTS;
  const batch = options.batch ?? INGEST_BATCH;
  let phase: 'warm' | 'measure' | 'stop' = 'warm';
  const times: number[] = [];
  let bad = 0;
  const body = () =>
    JSON.stringify(
      Array.from({ length: batch }, () => {
        const [tipo, nome] = TARGETS[Math.floor(Math.random() * TARGETS.length)]!;
        return { tipo_relatorio: tipo, nome_tipo: nome };
      }),
    );
  async function client(index: number) {
    const headers = {
      cookie: cookies[index % cookies.length]!,
      origin: baseUrl,
      'content-type': 'application/json',
    };
    while (phase !== 'stop') {
      const started = performance.now();
      const measuring = phase === 'measure';
      const response = await fetch(`${baseUrl}/api/relatorio`, { method: 'POST', headers, body: body() });
      await response.arrayBuffer();
      if (measuring && phase === 'measure') {
        times.push(performance.now() - started);
        if (response.status !== 204) bad++;
      }
    }
  }
  const running = Array.from({ length: clients }, (_, i) => client(i));
  await new Promise((r) => setTimeout(r, options.warmSeconds * 1000));
  const before = await countClicks(db);
  const started = performance.now();
  phase = 'measure';
  await new Promise((r) => setTimeout(r, options.seconds * 1000));
  const after = await countClicks(db);
  const seconds = (performance.now() - started) / 1000;
  phase = 'stop';
  await Promise.all(running);
  const sorted = times.sort((a, b) => a - b);
  return {
    clicksPerSecond: (after - before) / seconds,
    seconds,
    stored: after - before,
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    bad,
  };
}

export interface ClickBenchResult {
  seedSeconds: number;
  /** Rows of the daily and monthly rollups after the load. */
  dailyRows: number;
  monthlyRows: number;
  report: ReportResult;
  ingest: IngestResult;
}

/** The whole click part: its own database (prix_bench_…), seeded, measured and dropped. */
export async function measureClicks(
  adminUrl: string,
  options: { quick?: boolean } = {},
): Promise<ClickBenchResult> {
  log(`cliques: banco descartável com ${CLICKS.toLocaleString('pt-BR')} cliques…`);
  const seedStarted = performance.now();
  const database = await prepareDatabase('pg', adminUrl, CLICKING_PARTNERS);
  try {
    const url = database.env.DATABASE_URL!;
    await seedBenchClicks(url);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    log(`  semeado em ${seedSeconds.toFixed(0)} s`);
    const server = await startServer(database.env);
    const counter = await openDatabase({ url });
    try {
      const [sizes] = await queryRows<{ dia: string; mes: string }>(
        counter.db,
        sql`select (select count(*) from clique_dia) as dia, (select count(*) from clique_mes) as mes`,
      );
      const staff = await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo');
      log('  relatório de um ano…');
      const report = await measureReport(server.baseUrl, staff, options.quick ? 34 : 50);
      log('  ingestão…');
      const cookies = [];
      for (const [email, via] of INGEST_USERS) cookies.push(await signIn(server.baseUrl, email, via));
      const ingest = await measureIngest(server.baseUrl, cookies, counter.db, {
        seconds: options.quick ? 10 : 15,
        warmSeconds: 2,
      });
      return {
        seedSeconds,
        dailyRows: Number(sizes?.dia ?? 0),
        monthlyRows: Number(sizes?.mes ?? 0),
        report,
        ingest,
      };
    } finally {
      await counter.close();
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

// Alone: prints the figures as JSON; exit 1 on a missed budget.
if (import.meta.filename === process.argv[1]) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const result = await measureClicks(adminUrl, { quick: process.argv.includes('--quick') });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (
    result.report.p95 > REPORT_P95_BUDGET_MS ||
    result.report.bad > 0 ||
    result.ingest.clicksPerSecond < INGEST_BUDGET_PER_SECOND ||
    result.ingest.bad > 0
  ) {
    process.exitCode = 1;
  }
}
