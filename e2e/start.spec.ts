import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// What `npm start` runs after building: the bundled server, here on its own port and data directory.
const PORT = 3190;
const BASE = `http://localhost:${PORT}`;

async function start(dataDir: string): Promise<{ child: ChildProcess; log: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await expect
    .poll(async () => (await fetch(`${BASE}/acesso/login`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
    })
    .toBe(200);
  return { child, log: () => output };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('the server starts on an empty data directory with demo data, and a second start reuses it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prix-start-'));
  try {
    const first = await start(dataDir);
    expect(first.log()).toContain('provedor de identidade embutido ativo');
    const html = await (await fetch(`${BASE}/acesso/login`)).text();
    expect(html).toContain('<div id="root">');
    await stop(first.child);

    // Change a seeded record while the server is down: the second start must show it, not a fresh seed.
    // The same extensions the server loads, or PGlite cannot open a database that uses them.
    const db = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm, unaccent } });
    await db.query(`update usuario set nome = 'Ana Persistida' where id = '10000001'`);
    await db.close();

    const second = await start(dataDir);
    await page.goto(`${BASE}/api/acesso/oidc/login`);
    await expect(page.getByRole('button', { name: /Ana Persistida Administradora/ })).toBeVisible();
    await stop(second.child);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
