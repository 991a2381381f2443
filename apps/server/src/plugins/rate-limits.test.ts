import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG } from '@prix/shared';
import { buildApp } from '../app.js';
import { queryRows } from '../db/client.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { startSmtpServer } from '../testing/smtp.js';

/**
 * ASVS 6.1.1 / 2.4: sign-in starts and callbacks, calls with a bad session cookie and invitation
 * resends are limited; the N+1-th gets 429 with Retry-After and the Portuguese message. The counters live
 * in the database (decision 0010), so a second server on the same database sees them.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let second: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    RATE_LIMIT_SIGN_IN: '3/60',
    RATE_LIMIT_BAD_SESSION: '3/60',
    RATE_LIMIT_INVITE_RESEND: '3/3600',
  });
  // Another server process of the same deployment: its own app, the same database.
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
  await smtp.close();
});

const get = async (url: string, options: InjectOptions = {}, app: FastifyInstance = t.app) => {
  const response = await app.inject({ ...options, method: 'GET', url });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.body,
  };
};

/** The 429 of the product: the message in `{ errors }` behind the JSON prefix, and when to retry. */
function expectTooMany(answer: Awaited<ReturnType<typeof get>>, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(parseJson(answer.body)).toEqual({ errors: [MSG.muitasRequisicoes] });
  const retryAfter = Number(answer.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const expire = (prefix: string) =>
  t.database.db.execute(
    sql`update limite_taxa set expira_em = now() - interval '1 second' where chave like ${`${prefix}%`}`,
  );

describe('sign-in', () => {
  const from = { remoteAddress: '203.0.113.10' };

  it('answers the 4th start or callback from one address, of either provider, with 429', async () => {
    expect((await get('/api/auth/signin', from)).status).toBe(302);
    expect((await get('/api/acesso/oidc/login', from)).status).toBe(302);
    expect((await get('/api/auth/callback', from)).status).toBe(302);
    expectTooMany(await get('/api/acesso/oidc/callback', from), 60);
    expectTooMany(await get('/api/auth/signin', from), 60);
    // Another address has its own count.
    expect((await get('/api/auth/signin', { remoteAddress: '203.0.113.11' })).status).toBe(302);
  });

  it('is counted once for every server on the database', async () => {
    const elsewhere = { remoteAddress: '203.0.113.20' };
    for (let i = 0; i < 3; i++) expect((await get('/api/auth/signin', elsewhere)).status).toBe(302);
    expectTooMany(await get('/api/auth/signin', elsewhere, second), 60);
    // And the second server's calls count on the first.
    const other = { remoteAddress: '203.0.113.21' };
    for (let i = 0; i < 3; i++) await get('/api/auth/callback', other, second);
    expectTooMany(await get('/api/auth/callback', other), 60);
  });

  it('lets the address in again once its window is over', async () => {
    expectTooMany(await get('/api/auth/signin', from), 60);
    await expire('entrada:203.0.113.10');
    expect((await get('/api/auth/signin', from)).status).toBe(302);
  });
});

describe('calls with a bad session cookie', () => {
  const from = { remoteAddress: '203.0.113.30' };
  const bogus = { ...from, headers: { cookie: 'prix_sessao=nao-existe' } };

  it('answer 401 three times, then 429 from that address, until the window is over', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/api/usuario/profile', bogus)).status).toBe(401);
    expectTooMany(await get('/api/usuario/profile', bogus), 60);
    expectTooMany(await get('/api/usuario/profile', bogus, second), 60);
    await expire('sessao:203.0.113.30');
    expect((await get('/api/usuario/profile', bogus)).status).toBe(401);
  });

  it('cost a good session nothing: it is neither counted nor refused', async () => {
    const cookie = await sessionCookieFor(t, '10000001');
    const rows = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from limite_taxa`))[0]!.n;
    const before = await rows();
    for (let i = 0; i < 5; i++) {
      expect((await get('/api/usuario/profile', { ...from, headers: { cookie } })).status).toBe(200);
    }
    expect(await rows()).toBe(before);
    // Without any cookie there is nothing to guess: 401, not counted.
    for (let i = 0; i < 5; i++) expect((await get('/api/usuario/profile', from)).status).toBe(401);
  });
});

describe('invitation resends', () => {
  let admin: string;
  const uuidOf = async (id: string) =>
    (await queryRows<{ uuid: string }>(t.database.db, sql`select uuid from usuario where id = ${id}`))[0]!
      .uuid;
  const resend = async (id: string, cookie: string, app = t.app) => {
    const before = smtp.received.length;
    const answer = await get(
      `/api/usuario/reenvioemail/${await uuidOf(id)}`,
      { headers: { cookie, 'sec-fetch-site': 'same-origin' } },
      app,
    );
    return { ...answer, mailed: smtp.received.length - before };
  };
  beforeAll(async () => {
    admin = await sessionCookieFor(t, '10000001');
  });

  it('mail one person three times an hour, then answer 429 and send nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await resend('EXT0002', admin);
      expect(answer.status).toBe(200);
      expect(answer.mailed).toBe(1);
    }
    const refused = await resend('EXT0002', admin);
    expectTooMany(refused, 3600);
    expect(refused.mailed).toBe(0);
    // Per person: another sender, or another server, meets the same count; another person does not.
    expectTooMany(await resend('EXT0002', await sessionCookieFor(t, '10000001'), second), 3600);
    expect((await resend('EXT0005', admin)).status).toBe(200);
  });

  it('mail the person again once the hour is over', async () => {
    await expire('reenvio:');
    expect(await resend('EXT0002', admin)).toMatchObject({ status: 200, mailed: 1 });
  });
});
