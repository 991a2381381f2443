import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import {
  application,
  BOTH_DOCUMENTS,
  clearCandidaturas,
  lastCandidatura,
} from '../../testing/candidaturas.js';
import { sendMultipart } from '../../testing/multipart.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { until } from '../../testing/until.js';

/**
 * Decision 0047's "one company": two reviewers approving at once on two server instances of one database
 * create one company, one owner and one invitation; the second gets a 409. On PostgreSQL the two
 * transactions really overlap; the application's row lock serialises them.
 */
let t: TestApp;
let second: FastifyInstance;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, JOB_POLL_SECONDS: '0.5' });
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
  admin = await sessionCookieFor(t, '10000001');
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await clearCandidaturas(t.database.db);
});

const apply = async (cnpj: string, contatoEmail: string) => {
  const r = await sendMultipart(`${t.baseUrl}/api/publico/candidatura`, {
    headers: { origin: t.baseUrl },
    fields: { json: JSON.stringify(application({ cnpj, contatoEmail })) },
    files: BOTH_DOCUMENTS,
  });
  expect(r!.status).toBe(201);
  return lastCandidatura(t.database.db);
};
const approve = (app: FastifyInstance, uuid: string, clienteId: string) =>
  app
    .inject({
      method: 'POST',
      url: `/api/candidaturas/${uuid}/decisao`,
      headers: { cookie: admin, origin: t.baseUrl },
      payload: { status: 'aprovada', clienteId },
    })
    .then((r) => r.statusCode);
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;
/** The invitations delivered (a sent e-mail's job leaves the queue, so they are counted as received). */
const invitations = () => smtp.received.filter((m) => m.subject?.startsWith('Convite')).length;

describe('two instances on one database', () => {
  it('two reviewers approving one application at once: one company, one owner, one invitation', async () => {
    for (let round = 0; round < 3; round++) {
      await clearCandidaturas(t.database.db);
      const c = await apply('44.332.211/0001-05', 'helena@horizontebalancas.com.br');
      const before = invitations();
      const statuses = await Promise.all([
        approve(t.app, c.uuid, `T40${round}A`),
        approve(second, c.uuid, `T40${round}B`),
      ]);
      expect(statuses.sort()).toEqual([200, 409]);
      expect(await count(sql`select count(*)::int as n from cliente where id like ${`T40${round}%`}`)).toBe(
        1,
      );
      expect(
        await count(
          sql`select count(*)::int as n from usuario where lower(email) = 'helena@horizontebalancas.com.br'`,
        ),
      ).toBe(1);
      expect(
        await count(
          sql`select count(*)::int as n from candidatura_evento where candidatura_id = ${c.id} and tipo = 'aprovada'`,
        ),
      ).toBe(1);
      await until(() => invitations() > before);
      // A second one would have followed at once.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(invitations()).toBe(before + 1);
      expect((await lastCandidatura(t.database.db)).cliente_id).toMatch(/^T40\d[AB]$/);
    }
  });

  it('two applications approved at once with the same company code: one company, the other a 409', async () => {
    const a = await apply('44.332.211/0001-05', 'helena@horizontebalancas.com.br');
    const b = await apply('55.667.788/0001-86', 'vale@pesosdovale.com.br');
    const statuses = await Promise.all([approve(t.app, a.uuid, 'T500'), approve(second, b.uuid, 'T500')]);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await count(sql`select count(*)::int as n from cliente where id = 'T500'`)).toBe(1);
    const states = await queryRows<{ status: string; cliente_id: string | null }>(
      t.database.db,
      sql`select status, cliente_id from candidatura order by status`,
    );
    expect(states).toEqual([
      { status: 'aprovada', cliente_id: 'T500' },
      { status: 'recebida', cliente_id: null },
    ]);
    // The refused one wrote nothing: no owner of it.
    expect(
      await count(
        sql`select count(*)::int as n from usuario where lower(email) in ('helena@horizontebalancas.com.br', 'vale@pesosdovale.com.br')`,
      ),
    ).toBe(1);
  });
});
