import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClienteDetailExtras } from '@prix/shared';
import {
  nivelPorFaturamento,
  type ReclassificacaoPreview,
  type ReclassificacaoResult,
} from '@prix/shared/reclassificacao';
import { queryRows } from '../../db/client.js';
import { positionPage } from '../desempenho/posicao.js';
import { HttpError } from '../../plugins/errors.js';
import { classesByLevel } from './reclassificacao.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { until } from '../../testing/until.js';

const YEAR = 2020;
/** Each bound of SPEC §9 exactly, and one cent above it. */
const BOUNDS: [number, string][] = [
  [0, '10'],
  [50_000, '10'],
  [50_000.01, '50'],
  [100_000, '50'],
  [100_000.01, '100'],
  [250_000, '100'],
  [250_000.01, '250'],
  [500_000, '250'],
  [500_000.01, '500'],
  [1_000_000, '500'],
  [1_000_000.01, '1000'],
];

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001');
  who.leitura = await sessionCookieFor(t, '10000002');
  who.marcos = await sessionCookieFor(t, 'EXT0001');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Partners R00…R10, each at Prix 100, with YEAR's billing at one bound (in two months: the sum decides). */
beforeEach(async () => {
  const db = t.database.db;
  await db.execute(sql`delete from classe_historico`);
  await db.execute(sql`update cliente set classe_id = case id when '100234' then '250' else '10' end
    where id in ('100234', '200117')`);
  await db.execute(sql`delete from faturamento where cliente_id like 'R%'`);
  await db.execute(sql`delete from cliente where id like 'R%'`);
  for (const [i, [value]] of BOUNDS.entries()) {
    const id = `R${String(i).padStart(2, '0')}`;
    await db.execute(sql`insert into cliente (id, nome, classe_id, emailprop)
      values (${id}, ${`Limite ${id}`}, '100', ${`dono.${id.toLowerCase()}@exemplo.com.br`})`);
    const half = Math.floor((value * 100) / 2) / 100;
    await db.execute(sql`insert into faturamento (cliente_id, periodo, produtos, servicos) values
      (${id}, ${`${YEAR}-01-01`}, ${half.toFixed(2)}, 9999),
      (${id}, ${`${YEAR}-12-01`}, ${(value - half).toFixed(2)}, 0),
      (${id}, ${`${YEAR + 1}-01-01`}, 999999, 0),
      (${id}, ${`${YEAR - 1}-12-01`}, 999999, 0)`);
  }
});

const preview = (ano: number | string = YEAR, cookie = who.admin!) =>
  call('GET', `/api/reclassificacao?ano=${ano}`, cookie) as Promise<{
    status: number;
    body: ReclassificacaoPreview & { errors?: string[] };
  }>;
const apply = (ano: unknown = YEAR, cookie = who.admin!) =>
  call('POST', '/api/reclassificacao', cookie, { ano }) as Promise<{
    status: number;
    body: ReclassificacaoResult & { errors?: string[] };
  }>;
const classes = async () =>
  Object.fromEntries(
    (
      await queryRows<{ id: string; classe_id: string }>(
        t.database.db,
        sql`select id, classe_id from cliente where id like 'R%' order by id`,
      )
    ).map((r) => [r.id, r.classe_id]),
  );

describe('reclassification (SPEC §9)', () => {
  it('classifies each bound exactly: up to the bound stays, one cent more moves up', () => {
    for (const [value, classe] of BOUNDS)
      expect(nivelPorFaturamento(value), String(value)).toBe(Number(classe));
  });

  it('previews every active partner with its class, the year’s products and the new class', async () => {
    await t.database.db.execute(sql`update cliente set inativo = true where id = 'R00'`);
    const { status, body } = await preview();
    expect(status).toBe(200);
    expect(body.ano).toBe(YEAR);
    const byId = new Map(body.linhas.map((l) => [l.id, l]));
    expect(byId.has('R00')).toBe(false);
    for (const [i, [value, classe]] of BOUNDS.entries()) {
      if (i === 0) continue;
      const linha = byId.get(`R${String(i).padStart(2, '0')}`)!;
      expect(linha.faturamento, String(value)).toBe(value);
      expect(linha.classeNova.id, String(value)).toBe(classe);
      expect(linha.classeAtual).toEqual({ id: '100', nome: 'Prix 100' });
      expect(linha.muda).toBe(classe !== '100');
    }
    // The demo partners are there too; one without billing that year goes to Prix 10.
    expect(byId.get('200117')).toMatchObject({ faturamento: 0, classeNova: { id: '10', nome: 'Prix 10' } });
    expect(body.mudancas).toBe(body.linhas.filter((l) => l.muda).length);
    // Nothing changed by looking.
    expect(Object.values(await classes()).every((c) => c === '100')).toBe(true);
  });

  it('moves a partner up or down by the partners’ report’s rule, at each bound', async () => {
    const db = t.database.db;
    // Without a class, and in a class the register does not rank: both enter the ladder.
    await db.execute(sql`update cliente set classe_id = null where id = 'R01'`);
    await db.execute(
      sql`insert into classe (id, nome) values ('ZZ', 'Especial') on conflict (id) do nothing`,
    );
    await db.execute(sql`update cliente set classe_id = 'ZZ' where id = 'R02'`);
    const { body } = await preview();
    const { rows } = await positionPage(
      db,
      { ano: YEAR, mes: 12 },
      await classesByLevel(db),
      {},
      { limit: 1000, offset: 0 },
    );
    const tendencia = new Map(rows.map((r) => [r.id, r.tendencia]));
    for (const [i, [value, classe]] of BOUNDS.entries()) {
      const id = `R${String(i).padStart(2, '0')}`;
      const linha = body.linhas.find((l) => l.id === id)!;
      if (i === 1 || i === 2) {
        expect([linha.direcao, tendencia.get(id)], id).toEqual(['sobe', null]);
        continue;
      }
      const esperada = Number(classe) > 100 ? 'sobe' : Number(classe) < 100 ? 'desce' : null;
      expect(linha.direcao, String(value)).toBe(esperada);
      expect(linha.muda, String(value)).toBe(esperada !== null);
      // The report's projection of the same year is the same rule ('mantem' where the preview keeps the class).
      expect(tendencia.get(id), String(value)).toBe(esperada ?? 'mantem');
    }
  });

  it('defaults to the previous calendar year and refuses a bad year with 400', async () => {
    const { body } = await call('GET', '/api/reclassificacao', who.admin!);
    // SPEC §9: each January, from the purchases of January to December of the year before.
    expect(body.ano).toBe(new Date().getFullYear() - 1);
    // A year from 2000 to 2099, as the message says.
    for (const year of [2000, 2099]) expect((await preview(year)).status, String(year)).toBe(200);
    for (const bad of ['abc', '1999', '2100', '20201', '-1']) {
      const answer = await preview(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errors?.join()).toContain('Ano inválido');
    }
    expect((await apply('x')).status).toBe(400);
    expect((await call('POST', '/api/reclassificacao', who.admin!, {})).status).toBe(400);
  });

  it('applies in one transaction with a history row per change and an e-mail to each changed partner', async () => {
    const before = smtp.received.length;
    const { status, body } = await apply();
    expect(status).toBe(200);
    const expected = Object.fromEntries(BOUNDS.map(([, c], i) => [`R${String(i).padStart(2, '0')}`, c]));
    expect(await classes()).toEqual(expected);
    const changed = BOUNDS.filter(([, c]) => c !== '100').length;
    const demo = (await preview()).body; // after applying, nothing is left to change
    expect(demo.mudancas).toBe(0);

    const history = await queryRows<{
      cliente_id: string;
      origem: string;
      ano: number;
      classe_de: string;
      classe_para: string;
      faturamento: string;
      usuario_id: string;
    }>(
      t.database.db,
      sql`select cliente_id, origem, ano, classe_de, classe_para, faturamento::text, usuario_id
          from classe_historico where cliente_id like 'R%' order by cliente_id`,
    );
    expect(history).toHaveLength(changed);
    expect(history.find((h) => h.cliente_id === 'R02')).toEqual({
      cliente_id: 'R02',
      origem: 'reclassificacao',
      ano: YEAR,
      classe_de: '100',
      classe_para: '50',
      faturamento: '50000.01',
      usuario_id: '10000001',
    });
    expect(body.alterados).toBeGreaterThanOrEqual(changed);

    await until(() => smtp.received.length - before >= body.emails);
    const mail = smtp.received.find((m) => m.text?.includes('Limite R06'))!;
    expect(mail.subject).toBe('Sua empresa agora é Prix 250 — Programa de Parceiros Prix');
    expect(JSON.stringify(mail.to)).toContain('dono.r06@exemplo.com.br');
    expect(mail.text).toContain('de Prix 100 para Prix 250');
    expect(mail.text).toMatch(/R\$\s250\.000,01/);
    expect(smtp.received.some((m) => m.text?.includes('Limite R05'))).toBe(false); // stayed at Prix 100

    // The company screen lists the change.
    const [r06] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from cliente where id = 'R06'`,
    );
    const detail = await call('GET', `/api/cliente/${r06!.uuid}`, who.admin!);
    const extras = detail.body as unknown as ClienteDetailExtras;
    expect(extras.historicoClasse).toEqual([
      expect.objectContaining({
        origem: 'reclassificacao',
        ano: YEAR,
        classeDe: 'Prix 100',
        classePara: 'Prix 250',
        faturamento: 250_000.01,
      }),
    ]);
  });

  it('applying twice changes nothing the second time', async () => {
    const first = await apply();
    const mailedBefore = smtp.received.length;
    await until(() => smtp.received.length - mailedBefore >= first.body.emails);
    const count = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from classe_historico`)
      )[0]!.n;
    const history = await count();
    const mailed = smtp.received.length;
    const again = await apply();
    expect(again.body).toEqual({ ano: YEAR, alterados: 0, emails: 0 });
    expect(await count()).toBe(history);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.length).toBe(mailed);
  });

  it('rolls everything back when one step fails (no class changed, no history, no mail)', async () => {
    const original = t.app.jobs.enqueueMail;
    let calls = 0;
    t.app.jobs.enqueueMail = async (message, tx) => {
      if (++calls === 3) throw new HttpError(409, 'falha simulada');
      return original.call(t.app.jobs, message, tx);
    };
    try {
      expect((await apply()).status).toBe(409);
    } finally {
      t.app.jobs.enqueueMail = original;
    }
    expect(Object.values(await classes()).every((c) => c === '100')).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from classe_historico`,
    );
    expect(row!.n).toBe(0);
  });

  it('is refused without classe.reclassificar, and to partners', async () => {
    expect((await preview(YEAR, who.leitura)).status).toBe(403);
    expect((await apply(YEAR, who.leitura)).status).toBe(403);
    expect((await preview(YEAR, who.marcos)).status).toBe(403);
    expect((await apply(YEAR, who.marcos)).status).toBe(403);
    expect(Object.values(await classes()).every((c) => c === '100')).toBe(true);
  });
});
