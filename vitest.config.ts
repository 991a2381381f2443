import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Vitest keeps transformed files between runs (fsModuleCache), keyed by each file's own content: an import of
 * '@prix/shared/x' is resolved into the cached file, so when a workspace package's `exports` map points 'x'
 * elsewhere, a file that did not change kept importing the old target (a schema read as undefined at start-up).
 * The workspace's package.json files join every cached file's key.
 */
function workspaceManifestsInCacheKey(): Plugin {
  const manifests = globSync(
    '{package.json,apps/*/package.json,packages/*/package.json,tools/package.json}',
  ).sort();
  const key = createHash('sha256')
    .update(manifests.map((file) => readFileSync(file, 'utf8')).join('\0'))
    .digest('hex');
  return {
    name: 'prix:workspace-manifests-in-cache-key',
    configureVitest({ defineCacheKeyGenerator }) {
      defineCacheKeyGenerator(() => key);
    },
  };
}
const CACHE_KEY = workspaceManifestsInCacheKey();

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL is set (as CI does), once more
// on native PostgreSQL: the same files, told apart by TEST_DB.
const serverProject = (db: 'pglite' | 'pg') => ({
  extends: true as const,
  plugins: [CACHE_KEY],
  test: {
    name: `server-${db}`,
    include: ['apps/server/src/**/*.test.ts'],
    // `*.embedded.test.ts` are about the embedded default itself (its process, its files): PGlite run only.
    exclude: [...configDefaults.exclude, ...(db === 'pg' ? ['apps/server/src/**/*.embedded.test.ts'] : [])],
    environment: 'node',
    env: { TEST_DB: db },
    // A test that writes to console.error fails (testing/setup.ts).
    setupFiles: ['apps/server/src/testing/setup.ts'],
    // Migrates and seeds one database per run, which each test file copies (testing/database.ts).
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share nothing at module level (each builds its app over its own database copy), so a worker
    // keeps the imported server between files: importing it again per file was a quarter of the run.
    isolate: false,
  },
});

/**
 * The web test files that replace modules (`vi.mock`, `vi.doMock`): with workers kept between files (isolate: false) a
 * replaced module would leak into the next file, so these run apart, one fresh worker per file. Found by
 * reading the files, so a new mocking test lands in the right project by itself.
 */
const WEB_ROOT = 'apps/web';
const mockingWebTests = globSync('src/**/*.test.{ts,tsx}', { cwd: WEB_ROOT }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(WEB_ROOT, file), 'utf8')),
);

/**
 * Vitest's default, one worker per core less one, is a single worker on a 2-core machine: the files then run one
 * after another while most of them wait on PostgreSQL, the file system or a timer. Two workers there took the run
 * from 415 s to 252 s (CI's two server projects and the web ones). The web projects extend Vite's config, not
 * this one, so they name it too: Vitest refuses projects of one group with different worker counts.
 */
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

const webProject = (name: string, mocking: boolean) => ({
  extends: './apps/web/vite.config.ts',
  plugins: [CACHE_KEY],
  test: {
    name,
    root: `./${WEB_ROOT}`,
    include: mocking ? mockingWebTests : ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...(mocking ? [] : mockingWebTests)],
    environment: 'jsdom',
    maxWorkers: MAX_WORKERS,
    setupFiles: ['./src/test/setup.ts'],
    // The others keep jsdom and the imported app between files (setup.ts cleans the DOM, storage and globals).
    isolate: mocking,
    // A screen test renders the whole app in jsdom; its first render takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        plugins: [CACHE_KEY],
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The tools' own checks: the bundle budget on a fixture build, the project's lint rules on snippets.
        plugins: [CACHE_KEY],
        test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('pg')] : []),
      webProject('web', false),
      webProject('web-mocks', true),
    ],
  },
});
