/**
 * The locator's figure of the bench (decision 0046): on a throwaway PostgreSQL database, 10,000 listed partners
 * spread over Brazil's municipalities (a tenth with coordinates of their own; the quarter in class Prix 10 are workshops, the rest resellers of classes holding SITE), then,
 * through the built server and HTTP, the public `GET /api/publico/parceiros?municipio=…` for municipalities
 * drawn at random, one request at a time (a visitor's search; no ETag sent, so every answer is computed):
 * p95 of the first page, the 10 nearest (budget ≤ 50 ms).
 *
 * Part of `npm run bench` (skip it with BENCH_ONDE_COMPRAR=0); alone, after `npm run build -w apps/server`:
 *   scripts/node24.sh node --import tsx tools/bench/onde-comprar.ts [--quick]
 * BENCH_DATABASE_URL as in run.ts.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { prepareDatabase, startServer } from './lib.js';

export const PARTNERS = 10_000;
export const NEAREST_P95_BUDGET_MS = 50;

const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `count` listed partners (codes OC000001 …) in one statement, over every municipality in turn, then ANALYZE. */
export async function seedListedPartners(url: string, count = PARTNERS): Promise<void> {
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    await db.execute(sql`
      with m as (select id, uf, lat, lon, (row_number() over (order by id) - 1)::int as i from municipio),
      n as (select count(*)::int as c from municipio)
      insert into cliente (id, nome, pais_id, estado_id, municipio_id, cidade, classe_id, latitude, longitude)
      select 'OC' || lpad(g::text, 6, '0'), 'Parceiro Onde Comprar ' || g, 'BR', m.uf, m.id, null,
        (array['250', '500', '1000', '10'])[1 + g % 4],
        case when g % 10 = 0 then m.lat + 0.01 end, case when g % 10 = 0 then m.lon - 0.01 end
      from generate_series(1, ${count}) g join n on true join m on m.i = (g * 7919) % n.c`);
    await db.execute(sql`
      insert into cliente_tipoparceria (cliente_id, tipoparceria_id)
      select id, 'REV' from cliente where id like 'OC%'
      union all select id, 'OT' from cliente where id like 'OC%' and substr(id, 3)::int % 4 = 3`);
    await db.execute(sql`
      insert into cliente_pagina (cliente_id, nome_publico, telefone, email, horario)
      select id, nome, '+55 (11) 3251-4400', 'contato@exemplo.com.br', 'Segunda a sexta, 8h às 18h'
      from cliente where id like 'OC%'`);
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

export interface NearestResult {
  partners: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers other than 200 with a full first page. */
  bad: number;
}

/** The whole part: its own database (prix_bench_…), seeded, measured and dropped. */
export async function measureOndeComprar(
  adminUrl: string,
  options: { quick?: boolean } = {},
): Promise<NearestResult> {
  log(`onde comprar: banco descartável com ${PARTNERS.toLocaleString('pt-BR')} parceiros listados…`);
  const database = await prepareDatabase('pg', adminUrl, 0);
  try {
    const url = database.env.DATABASE_URL!;
    await seedListedPartners(url);
    const reader = await openDatabase({ url });
    const [listed] = await queryRows<{ n: number }>(
      reader.db,
      sql`select count(*)::int as n from cliente where id like 'OC%'`,
    );
    // Municipalities in a fixed random order (the same every run).
    await reader.db.execute(sql`select setseed(0.37)`);
    const places = (
      await queryRows<{ id: string }>(reader.db, sql`select id from municipio order by random()`)
    ).map((r) => r.id);
    await reader.close();
    const server = await startServer(database.env);
    try {
      const rounds = options.quick ? 150 : 400;
      const times: number[] = [];
      let bad = 0;
      for (let i = -20; i < rounds; i++) {
        const municipio = places[(i + 20) % places.length]!;
        const tipo = i % 4 === 3 ? '&tipo=assistencia' : '';
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/publico/parceiros?municipio=${municipio}${tipo}`);
        const text = (await response.text()).replace(/^\)\]\}',?/, '');
        const ms = performance.now() - started;
        if (i < 0) continue;
        times.push(ms);
        const body = JSON.parse(text) as { parceiros?: unknown[] };
        if (response.status !== 200 || body.parceiros?.length !== 10) bad++;
      }
      const sorted = times.sort((a, b) => a - b);
      return {
        partners: listed?.n ?? 0,
        requests: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted[sorted.length - 1]!,
        bad,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

// Alone: prints the figures as JSON; exit 1 on a missed budget.
if (import.meta.filename === process.argv[1]) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const result = await measureOndeComprar(adminUrl, { quick: process.argv.includes('--quick') });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (result.p95 > NEAREST_P95_BUDGET_MS || result.bad > 0) process.exitCode = 1;
}
