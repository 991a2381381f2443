import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@prix/shared';
import type { Sessoes } from '@prix/shared/privacidade';
import { describeDevice, DISPOSITIVO_DESCONHECIDO } from '../../auth/device.js';
import { hashToken } from '../../auth/session-store.js';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { HttpAgent, signInThroughProvider } from '../../testing/http-agent.js';
import { sessionId } from './sessoes.routes.js';

/**
 * 'Sessões ativas' (decision 0048): where I am signed in, the device summarised at sign-in, and signing out of
 * one session or of all the others, refused on the very next request (the session cache drops it at once).
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const info = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/acesso/info', headers: { cookie, origin: t.baseUrl } });
const sessoes = async (cookie: string) =>
  (await call('GET', '/api/privacidade/sessoes', cookie)).body as unknown as Sessoes;

describe('the device of a session', () => {
  it('is the browser and system people name, summarised from the User-Agent', () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe('Chrome no Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari no iPhone');
    expect(describeDevice(FIREFOX_LINUX)).toBe('Firefox no Linux');
    expect(describeDevice(undefined)).toBeNull();
    expect(describeDevice('   ')).toBeNull();
    expect(describeDevice('x'.repeat(5000))!.length).toBeLessThanOrEqual(200);
  });

  it('is stored at sign-in, the summary only (never the User-Agent)', async () => {
    const agent = new HttpAgent(t.baseUrl, { 'user-agent': CHROME_WINDOWS });
    await signInThroughProvider(agent, '/api/auth/signin', 'otavio@pesagemsul.com.br');
    const token = agent.cookie(t.app.sessionCookie.name)!;
    const [row] = await queryRows<{ dispositivo: string }>(
      db(),
      sql`select dispositivo from sessao where token_hash = ${hashToken(token)}`,
    );
    expect(row!.dispositivo).toBe('Chrome no Windows');
  });
});

describe('Sessões ativas', () => {
  it('lists my sessions only, this one marked, with an opaque id (never the token’s hash)', async () => {
    const here = await sessionCookieFor(t, 'EXT0004');
    const there = await sessionCookieFor(t, 'EXT0004');
    await db().execute(
      sql`update sessao set dispositivo = 'Safari no iPhone' where token_hash = ${hashToken(tokenOf(there))}`,
    );
    await sessionCookieFor(t, 'EXT0001'); // someone else's
    const list = await sessoes(here);
    expect(list.sessoes).toHaveLength(2);
    const atual = list.sessoes.find((s) => s.atual)!;
    const outra = list.sessoes.find((s) => !s.atual)!;
    expect(atual).toMatchObject({
      id: sessionId(hashToken(tokenOf(here))),
      dispositivo: DISPOSITIVO_DESCONHECIDO,
    });
    expect(outra).toMatchObject({
      id: sessionId(hashToken(tokenOf(there))),
      dispositivo: 'Safari no iPhone',
    });
    for (const s of list.sessoes) {
      expect(s.id).toMatch(/^[0-9a-f]{16}$/);
      expect(hashToken(tokenOf(here)).startsWith(s.id)).toBe(false);
      expect(hashToken(tokenOf(there)).startsWith(s.id)).toBe(false);
      expect(Date.parse(s.ultimoUso)).toBeGreaterThan(0);
    }
  });

  it('signs another browser out: refused on its very next request', async () => {
    const here = await sessionCookieFor(t, 'EXT0003');
    const there = await sessionCookieFor(t, 'EXT0003');
    // The other browser is in use (its session read and kept by the session cache).
    expect((await info(there)).statusCode).toBe(200);
    expect((await info(there)).statusCode).toBe(200);
    const id = sessionId(hashToken(tokenOf(there)));
    const after = await call('DELETE', `/api/privacidade/sessoes/${id}`, here);
    expect(after.status).toBe(200);
    expect((after.body as unknown as Sessoes).sessoes.map((s) => s.id)).not.toContain(id);
    expect((await info(there)).statusCode).toBe(401);
    expect((await info(here)).statusCode).toBe(200);
    // Again, or an id that is not mine: 404.
    expect((await call('DELETE', `/api/privacidade/sessoes/${id}`, here)).status).toBe(404);
    const alheia = await sessionCookieFor(t, 'EXT0001');
    const alheiaId = sessionId(hashToken(tokenOf(alheia)));
    const refused = await call('DELETE', `/api/privacidade/sessoes/${alheiaId}`, here);
    expect(refused).toMatchObject({ status: 404, body: { errors: [MSG.naoEncontrado] } });
    expect((await info(alheia)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/privacidade/sessoes/nada', here)).status).toBe(404);
    expect((await call('DELETE', `/api/privacidade/sessoes/${'f'.repeat(65)}`, here)).status).toBe(400);
  });

  it('ends every other session, keeping this one', async () => {
    const here = await sessionCookieFor(t, 'EXT0002');
    const others = [await sessionCookieFor(t, 'EXT0002'), await sessionCookieFor(t, 'EXT0002')];
    for (const o of others) expect((await info(o)).statusCode).toBe(200);
    const after = await call('POST', '/api/privacidade/sessoes/encerrar-outras', here);
    expect(after.status).toBe(200);
    expect((after.body as unknown as Sessoes).sessoes).toEqual([expect.objectContaining({ atual: true })]);
    for (const o of others) expect((await info(o)).statusCode).toBe(401);
    expect((await info(here)).statusCode).toBe(200);
  });

  it('ending this very session signs this browser out', async () => {
    const here = await sessionCookieFor(t, '10000002');
    const answer = await t.app.inject({
      method: 'DELETE',
      url: `/api/privacidade/sessoes/${sessionId(hashToken(tokenOf(here)))}`,
      headers: { cookie: here, origin: t.baseUrl },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeDefined();
    expect((await info(here)).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/privacidade/sessoes', '')).status).toBe(401);
    expect((await call('POST', '/api/privacidade/sessoes/encerrar-outras', '')).status).toBe(401);
  });
});
