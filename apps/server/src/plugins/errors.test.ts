import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@prix/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { parseJson } from '../testing/app.js';
import { isDatabaseUnavailable } from './errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database out of reach, however the driver and drizzle wrap it', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    // Node's connect to a name with two addresses: one error per address.
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([refused, refused]), {}))).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300'])
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('fatal', code)))).toBe(
        true,
      );
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message)))).toBe(true);
  });

  it('leaves every other error alone (a bug stays a 500, a conflict stays a conflict)', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select x', [], withCode('syntax', '42601')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

/**
 * The real app on node-postgres whose database is out of reach: a port nobody listens on (PostgreSQL
 * stopped), then one that accepts and hangs up at once (PostgreSQL shutting down). Requests that need the
 * database get the product's 503; the liveness check stays 200 and readiness says the database is missing.
 */
describe('a database out of reach answers 503', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let port: number;
  let hangUp: Server | null = null;

  beforeAll(async () => {
    const probe = createServer();
    port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    dataDir = await mkdtemp(path.join(tmpdir(), 'prix-errors-'));
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/nada` });
    // External identity providers (never called here): the embedded one would need the database to start.
    const idp = (name: string) => ({
      [`OIDC_${name}_ISSUER`]: 'https://idp.exemplo.com.br',
      [`OIDC_${name}_CLIENT_ID`]: 'portal',
      [`OIDC_${name}_CLIENT_SECRET`]: 'segredo',
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...idp('PARCEIRO'),
      ...idp('CORPORATIVO'),
    });
    app = await buildApp({ config, database, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => (hangUp ? hangUp.close(resolve) : resolve(undefined)));
    await rm(dataDir, { recursive: true, force: true });
  });

  const expectUnavailable = async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/pais',
      headers: { cookie: `${app.sessionCookie.name}=${'a'.repeat(43)}` },
    });
    expect(list.statusCode).toBe(503);
    expect(list.headers['retry-after']).toBe('5');
    expect(parseJson(list.body)).toEqual({ errors: [MSG.servicoIndisponivel] });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(parseJson<{ errors: string[] }>(ready.body).errors).toContain('Indisponível: banco de dados.');
  };

  it('when nothing listens (connection refused)', async () => {
    await expectUnavailable();
  });

  it('when the server hangs up on every connection', async () => {
    hangUp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp!.listen(port, '127.0.0.1', resolve));
    await expectUnavailable();
  });
});
