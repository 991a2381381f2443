import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSON_PREFIX } from '@prix/shared';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createSession } from '../auth/session-store.js';
import { freePort } from './free-port.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Tests sign in, resend and present stale cookies many times from 127.0.0.1: limits far above what any
 * test does, so only the rate-limit tests (which pass their own) ever meet one. Production keeps config.ts's.
 */
export const TEST_RATE_LIMITS = {
  RATE_LIMIT_SIGN_IN: '100000/60',
  RATE_LIMIT_BAD_SESSION: '100000/60',
  RATE_LIMIT_INVITE_RESEND: '100000/60',
  RATE_LIMIT_CONTATO: '100000/60',
  RATE_LIMIT_CANDIDATURA: '100000/60',
  RATE_LIMIT_PRIVACIDADE: '100000/60',
  RATE_LIMIT_INTEGRACAO: '100000/60',
};

/** The real app on a real port (the OIDC round trips are HTTP), over a fresh seeded database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Its own data directory: the e-mail outbox and files of one test never meet another's.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prix-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...TEST_RATE_LIMITS,
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: process.env.TEST_LOG_LEVEL ? true : false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    baseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fastify's `/api/pais/:uuid` as OpenAPI writes it: `/api/pais/{uuid}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Parses a JSON body after checking and removing the anti-hijack prefix. */
export function parseJson<T = unknown>(body: string): T {
  if (!body.startsWith(JSON_PREFIX)) throw new Error(`resposta sem o prefixo JSON: ${body.slice(0, 80)}`);
  return JSON.parse(body.slice(JSON_PREFIX.length)) as T;
}

/** A session cookie for a user without the OIDC round trip, for tests about what comes after sign-in. */
export async function sessionCookieFor(t: TestApp, usuarioId: string): Promise<string> {
  const token = await createSession(t.database.db, { usuarioId, provedor: 'parceiro', idToken: null });
  return `${t.app.sessionCookie.name}=${token}`;
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { errors?: string[] };
}

/** Calls the API as a browser of the portal would (its Origin, a session cookie) and parses the answer. */
export function apiCaller(t: TestApp) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: unknown,
  ): Promise<ApiAnswer> => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie, origin: t.baseUrl },
      payload: payload as object,
    });
    return {
      status: response.statusCode,
      body: response.body ? parseJson<ApiAnswer['body']>(response.body) : {},
    };
  };
}
