import { configDefaults, defineConfig } from 'vitest/config';

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL is set (as CI does), once more
// on native PostgreSQL: the same files, told apart by TEST_DB.
const serverProject = (db: 'pglite' | 'pg') => ({
  extends: true as const,
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
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('pg')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          // scripts/: the build checks (bundle-budget.ts); Node's own modules work under jsdom too.
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A screen test renders the whole app in jsdom; its first render takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
