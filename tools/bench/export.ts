/**
 * The export figure of the bench (decision 0026): the company list (100,000 seeded companies plus the demo
 * ones) exported whole as XLSX and as CSV through `GET /api/cliente/exportar` of the built server, the
 * answer read as fast as the client can, while the server process's resident memory is read every 20 ms.
 * Reports the peak growth over the memory before the export (the rows are read in keyset batches and
 * written as they come: budget ≤ 64 MB, whatever the number of rows) and the duration.
 *
 * Part of `npm run bench` (skip it with BENCH_EXPORT=0); alone, on PostgreSQL at BENCH_DATABASE_URL:
 *   scripts/node24.sh node --import tsx tools/bench/export.ts
 */
import { STAFF_EMAIL, prepareDatabase, signIn, startServer, whilePeakRss, type BenchServer } from './lib.js';

export const EXPORT_MEMORY_BUDGET_MB = 64;

export interface ExportResult {
  formato: 'xlsx' | 'csv';
  status: number;
  bytes: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
}

export async function measureExport(server: BenchServer, formato: 'xlsx' | 'csv'): Promise<ExportResult> {
  const cookie = await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo');
  const download = async (search: string) => {
    const started = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/cliente/exportar?formato=${formato}${search}`, {
      headers: { cookie },
    });
    let bytes = 0;
    for await (const chunk of answer.body ?? []) bytes += (chunk as Uint8Array).byteLength;
    return { status: answer.status, bytes, seconds: (performance.now() - started) / 1000 };
  };
  // The server as it runs, not cold (as the upload): a first, smaller export (one company in 8) grows V8's
  // young generation to the size the traffic needs. An export that kept its rows would still show them.
  await download('&geral=bal');
  const measured = await whilePeakRss(server, () => download(''));
  const { result, ...memory } = measured;
  return { formato, ...result, ...memory };
}

if (import.meta.filename === process.argv[1]) {
  const database = await prepareDatabase(
    'pg',
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  const server = await startServer(database.env);
  try {
    for (const formato of ['csv', 'xlsx'] as const) {
      const result = await measureExport(server, formato);
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      if (result.status !== 200 || result.growthMb > EXPORT_MEMORY_BUDGET_MB) process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
