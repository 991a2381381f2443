import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APP_CLIENT_HEADER, MSG } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { startSmtpServer } from '../../testing/smtp.js';

/**
 * 'Reenviar e-mail de convite' is a GET that sends mail (SPEC §7). A link or image on another
 * site must not fire it with the user's cookie; only the portal's own pages may.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;
let url: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  admin = await sessionCookieFor(t, '10000001');
  const [row] = await queryRows<{ uuid: string }>(
    t.database.db,
    sql`select uuid from usuario where id = 'EXT0002'`,
  );
  url = `/api/usuario/reenvioemail/${row!.uuid}`;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const resend = async (headers: Record<string, string>) => {
  const before = smtp.received.length;
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin, ...headers } });
  return {
    status: response.statusCode,
    body: parseJson(response.body),
    mailed: smtp.received.length - before,
  };
};

describe('the invitation resend, a state-changing GET', () => {
  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
    [
      'another site, even carrying the app header',
      { 'sec-fetch-site': 'cross-site', [APP_CLIENT_HEADER]: '1' },
    ],
    ['a client with neither Fetch Metadata nor the app header', {}],
    ['an untrusted Origin', { origin: 'https://evil.example' }],
  ])('is refused from %s (403), and sends nothing', async (_, headers) => {
    const answer = await resend(headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [MSG.origemInvalida] });
    expect(answer.mailed).toBe(0);
  });

  it('is answered to a same-origin request (Sec-Fetch-Site), and mails the person', async () => {
    const answer = await resend({ 'sec-fetch-site': 'same-origin' });
    expect(answer).toEqual({ status: 200, body: { resendInviteOk: true }, mailed: 1 });
  });

  it("is answered to the app's client header when the browser sends no Fetch Metadata", async () => {
    const answer = await resend({ [APP_CLIENT_HEADER]: '1' });
    expect(answer).toEqual({ status: 200, body: { resendInviteOk: true }, mailed: 1 });
  });

  it('marks only the routes that need it: other GETs are answered to any client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/usuario/profile',
      headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
