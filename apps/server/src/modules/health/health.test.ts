import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { loggingOptions } from '../../plugins/logging.js';
import { createTestDatabase } from '../../testing/database.js';
import { parseJson, startTestApp, type TestApp } from '../../testing/app.js';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers without a session, cheaply, with nothing personal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(parseJson(response.body)).toEqual({ status: 'ok' });
  });

  it('GET /api/ready is 200 when the database, its migrations and the storage are all there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
  });

  it('GET /api/ready is 503 naming a missing migration, then the unwritable storage', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(parseJson<{ errors: string[] }>(response.body).errors).toEqual(['Indisponível: migrações.']);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash as string}, ${last!.created_at as string})`,
      );
    }
    // The storage's temporary folder replaced by a file: nothing can be written there.
    const tmp = path.join(t.config.dataDir, 'files', 'tmp');
    await rm(tmp, { recursive: true, force: true });
    await writeFile(tmp, 'não é uma pasta');
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(parseJson<{ errors: string[] }>(response.body).errors).toEqual([
      'Indisponível: armazenamento de arquivos.',
    ]);
  });
});

describe('request ids and logs', () => {
  it('names every answer and log line with a request id, and logs no query string, cookie or e-mail', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'prix-log-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const database = await createTestDatabase({ seed: false });
    const app = await buildApp({
      config,
      database,
      logger: { ...(loggingOptions(config).logger as object), stream },
    });
    try {
      const given = await app.inject({
        method: 'GET',
        url: '/erros?type=user-not-found&email=marcos%40balancaspaulista.com.br',
        headers: { 'x-request-id': 'lb-1234.abc', cookie: 'prix_sessao=segredo-de-sessao' },
      });
      expect(given.headers['x-request-id']).toBe('lb-1234.abc');
      const forged = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'x"\n{"level":60}' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const log = lines.join('\n');
      expect(log).toContain('"reqId":"lb-1234.abc"');
      expect(log).toContain('"path":"/erros"');
      expect(log).not.toMatch(/balancaspaulista|marcos|segredo-de-sessao|email=/);
      for (const line of lines.filter((l) => l.includes('"req"'))) expect(line).toContain('"reqId"');
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
