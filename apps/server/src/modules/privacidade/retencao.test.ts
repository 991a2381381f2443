import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { until } from '../../testing/until.js';
import { nextNightlyRun } from '../../plugins/nightly-job.js';
import { applyRetention, RETENCAO_JOB, RETENCAO_NOTURNA, retentionMonths } from './retencao.js';

const nextRetentionRun = (now?: Date) => nextNightlyRun(RETENCAO_NOTURNA, now);

/**
 * Retention of identity in usage data (decision 0048): clicks and document views forget who after
 * RETENCAO_IDENTIDADE_MESES while the roll-ups keep the counts, old sign-ins go, unconfirmed visitors'
 * requests go; nightly through the durable queue, once whatever the instances.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JOB_POLL_SECONDS: '0.5' });
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;
/** The test's clock: a day in the future, so the demo's own clicks are all in the past. */
const now = new Date(Date.now() + 3 * DAY);
const monthsAgo = (n: number, plusDays = 0) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - n);
  return new Date(d.getTime() + plusDays * DAY).toISOString();
};

async function click(dh: string, usuarioId: string, nome: string) {
  await db().execute(
    sql`insert into clique (dh, tipo_relatorio, nome_tipo, cliente_id, classe_id, usuario_id)
        values (${dh}::timestamptz, 'DOC', ${nome}, '100234', '100', ${usuarioId})`,
  );
}
const identified = (nome: string) =>
  queryRows<{ usuario_id: string | null; cliente_id: string | null }>(
    db(),
    sql`select usuario_id, cliente_id from clique where nome_tipo = ${nome} order by dh`,
  );
const rollups = async () =>
  queryRows<{ dia: number; mes: number }>(
    db(),
    sql`select (select coalesce(sum(total), 0)::int from clique_dia) as dia,
          (select coalesce(sum(total), 0)::int from clique_mes) as mes`,
  );

describe('the retention of identity in clicks, sessions and unconfirmed requests', () => {
  it('clears who clicked after 24 months (the default), keeps the counts and the company', async () => {
    expect(await retentionMonths(db())).toBe(24);
    await click(monthsAgo(24, -1), 'EXT0002', 'retencao-velho.pdf');
    await click(monthsAgo(24, 1), 'EXT0002', 'retencao-velho.pdf');
    const before = await rollups();
    const first = await applyRetention(t.app, now);
    expect(first.cliques).toBeGreaterThanOrEqual(1);
    expect(await identified('retencao-velho.pdf')).toEqual([
      { usuario_id: null, cliente_id: '100234' },
      { usuario_id: 'EXT0002', cliente_id: '100234' },
    ]);
    expect(await rollups()).toEqual(before);
    // Again, or two at once: nothing more.
    const again = await Promise.all([applyRetention(t.app, now), applyRetention(t.app, now)]);
    expect(again.map((r) => r.cliques)).toEqual([0, 0]);
  });

  it('follows the parameter RETENCAO_IDENTIDADE_MESES (a bad value falls back to 24)', async () => {
    await click(monthsAgo(3), 'EXT0001', 'retencao-param.pdf');
    await db().execute(sql`update parametro set valor = '2' where id = 'RETENCAO_IDENTIDADE_MESES'`);
    try {
      expect(await retentionMonths(db())).toBe(2);
      await applyRetention(t.app, now);
      expect(await identified('retencao-param.pdf')).toEqual([{ usuario_id: null, cliente_id: '100234' }]);
      await db().execute(sql`update parametro set valor = 'muitos' where id = 'RETENCAO_IDENTIDADE_MESES'`);
      expect(await retentionMonths(db())).toBe(24);
    } finally {
      await db().execute(sql`update parametro set valor = '24' where id = 'RETENCAO_IDENTIDADE_MESES'`);
    }
  });

  it('deletes sessions opened before then, and visitors’ requests unconfirmed after 7 days', async () => {
    const old = await sessionCookieFor(t, 'EXT0003');
    const recent = await sessionCookieFor(t, 'EXT0003');
    const hashOf = (cookie: string) =>
      sql`encode(sha256(convert_to(${cookie.slice(cookie.indexOf('=') + 1)}, 'UTF8')), 'hex')`;
    await db().execute(
      sql`update sessao set criado_em = ${monthsAgo(25)}::timestamptz where token_hash = ${hashOf(old)}`,
    );
    await db().execute(
      sql`insert into solicitacao_privacidade (tipo, status, nome, email, mensagem, recebida_em, token_hash) values
          ('acesso', 'aguardando_confirmacao', 'Velho', 'velho@x.com.br', 'x', ${new Date(now.getTime() - 8 * DAY).toISOString()}::timestamptz, 'a'),
          ('acesso', 'aguardando_confirmacao', 'Novo', 'novo@x.com.br', 'x', ${new Date(now.getTime() - 6 * DAY).toISOString()}::timestamptz, 'b')`,
    );
    const result = await applyRetention(t.app, now);
    expect(result.sessoes).toBe(1);
    expect(result.naoConfirmadas).toBeGreaterThanOrEqual(1);
    const sessions = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sessao where token_hash in (${hashOf(old)}, ${hashOf(recent)})`,
    );
    expect(sessions[0]!.n).toBe(1);
    const left = await queryRows<{ email: string }>(
      db(),
      sql`select email from solicitacao_privacidade where email in ('velho@x.com.br', 'novo@x.com.br')`,
    );
    expect(left).toEqual([{ email: 'novo@x.com.br' }]);
  });

  it('runs each night at 4 o’clock in Brasília, queued once whatever the instances', async () => {
    // 02:00 in Brasília: tonight's run is today at 04:00 (07:00 UTC); the mechanism: plugins/nightly-job.test.ts.
    expect(nextRetentionRun(new Date('2026-11-28T05:00:00Z')).at).toEqual(new Date('2026-11-28T07:00:00Z'));
    // The app queued the next run once it answered; a second instance on the same database adds none.
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const queued = () =>
      queryRows<{ singleton_key: string }>(
        db(),
        sql`select singleton_key from pgboss.job where name = ${RETENCAO_JOB} and state = 'created'`,
      );
    // (The queue's schema appears once the queue has started.)
    await until(async () => (await queued().catch(() => [])).length > 0);
    await t.app.jobs.schedule(
      RETENCAO_JOB,
      {},
      { startAfter: nextRetentionRun().at, singletonKey: nextRetentionRun().key },
    );
    expect(await queued()).toEqual([{ singleton_key: nextRetentionRun().key }]);
  });
});
