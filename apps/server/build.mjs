// Bundles the server, @prix/shared (which ships TypeScript) and the npm packages into dist/server.js, so a
// start does not resolve and read hundreds of package files (issue 12: ~1 s of a restart on a slow disk).
// Kept external, loaded from node_modules: packages that find files of their own at run time (PGlite's
// WebAssembly and data, sharp's binary, pino's worker threads, @fastify/swagger's package.json), the
// optional ones (pino-pretty, pg-native) and those loaded only on demand (the AWS SDK for S3 storage,
// exceljs for the billing import). Migrations are copied beside it.
import { build } from 'esbuild';
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
await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  outfile: 'dist/server.js',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/db/seed-files', 'dist/seed-files', { recursive: true });
