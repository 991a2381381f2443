/**
 * The upload figure of the bench: one file of exactly 200 MB (209,715,200 bytes, the limit) sent as
 * a browser does, multipart through the real endpoint (`POST /api/arquivo`, a file register) to the built
 * server, while the server process's resident memory is read every 20 ms. Reports the peak growth over the
 * memory before the upload (budget ≤ 64 MB: the body streams to storage, never whole in memory) and the
 * throughput, end to end on localhost (client, parser, hash, disk, database row).
 *
 * Part of `npm run bench` (skip it with BENCH_UPLOAD=0); alone, on a fresh PGlite directory:
 *   scripts/node24.sh node --import tsx tools/bench/upload.ts
 */
import { FILE_FIELD, JSON_FIELD, MAX_UPLOAD_BYTES } from '@prix/shared';
import { PDF_HEAD, sendMultipart } from '../../apps/server/src/testing/multipart.js';
import { STAFF_EMAIL, prepareDatabase, signIn, startServer, whilePeakRss, type BenchServer } from './lib.js';

export const UPLOAD_MEMORY_BUDGET_MB = 64;

export interface UploadResult {
  status: number;
  seconds: number;
  mbPerSecond: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
}

/** The warm-up upload's size: enough to bring V8's young generation to its working size. */
const WARM_UP_BYTES = 32 * 1024 * 1024;

export async function measureUpload(server: BenchServer): Promise<UploadResult> {
  const cookie = await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo');
  const send = (size: number, name: string) =>
    sendMultipart(`${server.baseUrl}/api/arquivo`, {
      headers: { cookie, origin: server.baseUrl },
      fields: { [JSON_FIELD]: JSON.stringify({ nome_arquivo: name }) },
      files: [{ field: FILE_FIELD, filename: 'bench.pdf', head: PDF_HEAD, size }],
    });
  // The server as it runs, not cold: a first, smaller upload grows V8's young generation to the size the
  // traffic needs (a lean idle heap otherwise reads that growth as the upload's). A pipeline that kept the
  // file would still show ~200 MB over the baseline.
  await send(WARM_UP_BYTES, 'Bench aquecimento');
  const { result, ...memory } = await whilePeakRss(server, async () => {
    const started = performance.now();
    const answer = await send(MAX_UPLOAD_BYTES, 'Bench 200 MB');
    return { status: answer?.status ?? 0, seconds: (performance.now() - started) / 1000 };
  });
  return { ...result, mbPerSecond: MAX_UPLOAD_BYTES / 1024 / 1024 / result.seconds, ...memory };
}

// Alone: a fresh PGlite directory (migrated and seeded by the server on start), the built server, one upload.
if (import.meta.filename === process.argv[1]) {
  const database = await prepareDatabase('pglite', '', 0, { empty: true });
  const server = await startServer(database.env);
  try {
    const result = await measureUpload(server);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (result.status !== 200 || result.growthMb > UPLOAD_MEMORY_BUDGET_MB) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}
