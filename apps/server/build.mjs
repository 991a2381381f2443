// Bundles the server, @prix/shared (which ships TypeScript) and the npm packages into dist/server.js, so a
// start does not resolve and read hundreds of package files (~1 s of a restart on a slow disk).
// Split: what the server imports on demand (pg-boss, the embedded provider, …) goes to chunks of its own, which
// a start neither reads nor parses. The chunks sit beside server.js, since modules find their files (the
// migrations) from their own directory.
// Kept external, loaded from node_modules: packages that find files of their own at run time (PGlite's
// WebAssembly and data, sharp's binary, pino's worker threads, @fastify/swagger's package.json), the
// optional ones (pino-pretty, pg-native) and those loaded only on demand (the AWS SDK for S3 storage,
// exceljs for the billing import). Migrations are copied beside it, and the embedded database's cluster is made
// once (dist/pglite-template, see src/ops/make-pglite-template.ts).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';

const external = [
  '@electric-sql/pglite',
  'sharp',
  'pino',
  'thread-stream',
  'pino-pretty',
  '@fastify/swagger',
  'pg-native',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'exceljs',
];
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};
await rm('dist', { recursive: true, force: true });
await build({
  ...options,
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/seed/seed-files', 'dist/seed-files', { recursive: true });

const maker = 'dist/make-pglite-template.mjs';
await build({
  ...options,
  stdin: {
    contents:
      "import { makePgliteTemplate } from './src/ops/make-pglite-template.ts';\nawait makePgliteTemplate(process.argv[2]);",
    resolveDir: '.',
    loader: 'ts',
  },
  outfile: maker,
});
execFileSync(process.execPath, [maker, 'dist/pglite-template'], { stdio: 'inherit' });
await rm(maker);
