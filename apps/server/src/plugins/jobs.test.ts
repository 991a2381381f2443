import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { queryRows } from '../db/client.js';
import { sql } from 'drizzle-orm';
import { startTestApp, TEST_RATE_LIMITS, type TestApp } from '../testing/app.js';
import { createTestDatabase } from '../testing/database.js';
import { startSmtpServer } from '../testing/smtp.js';
import { until } from '../testing/until.js';

const QUEUE_ENV = { MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' };

const message = (n: number) => ({
  to: 'backoffice@prix.com.br',
  subject: `Mensagem ${n}`,
  text: `Mensagem ${n}`,
  html: `<p>Mensagem ${n}</p>`,
});

describe('e-mail queue (decision 0022)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, ...QUEUE_ENV });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  /** Another instance of the portal on `database`, with the same queue settings, not listening. */
  const anotherApp = (database: TestApp['database']) =>
    buildApp({
      config: loadConfig({
        ...TEST_RATE_LIMITS,
        ...QUEUE_ENV,
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'silent',
      }),
      database,
      logger: false,
    });

  it('sends a queued message with its attachment read from the file storage', async () => {
    const pending = await t.app.storage.write(Readable.from([Buffer.from('%PDF-1.4 planta')]), {
      maxBytes: 1000,
    });
    await pending.keep();
    await t.app.jobs.enqueueMail({
      ...message(1),
      attachments: [{ filename: 'planta.pdf', storageKey: pending.key, contentType: 'application/pdf' }],
    });
    await until(() => smtp.received.some((m) => m.subject === 'Mensagem 1'));
    const mail = smtp.received.find((m) => m.subject === 'Mensagem 1')!;
    expect(mail.attachments.map((a) => a.filename)).toEqual(['planta.pdf']);
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.4 planta');
  });

  it("keeps no sent message's job: its recipient and text leave the queue once it is sent", async () => {
    const jobsOf = (subject: string) =>
      queryRows<{ state: string }>(
        t.database.db,
        sql`select state from pgboss.job where name = 'email' and data->>'subject' = ${subject}`,
      );
    await t.app.jobs.enqueueMail(message(5));
    await until(() => smtp.received.some((m) => m.subject === 'Mensagem 5'));
    await until(async () => (await jobsOf('Mensagem 5')).length === 0);
    expect(smtp.received.filter((m) => m.subject === 'Mensagem 5')).toHaveLength(1);
  });

  it('a job written in a transaction that rolls back is never sent', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await t.app.jobs.enqueueMail(message(2), tx);
        throw new Error('desfeito');
      })
      .catch(() => undefined);
    await t.app.jobs.enqueueMail(message(3));
    await until(() => smtp.received.some((m) => m.subject === 'Mensagem 3'));
    expect(smtp.received.some((m) => m.subject === 'Mensagem 2')).toBe(false);
  });

  it('starts after the app, and a first write waits for it: an e-mail queued in a transaction never waits on itself', async () => {
    // On PGlite a statement outside a transaction waits for the transaction to end: a queue started from
    // inside a business transaction would wait forever. The queue starts once the app is ready, without
    // delaying it; the first request that may write waits for it.
    const database = await createTestDatabase();
    const fresh = await anotherApp(database);
    let outcome = 'travado';
    try {
      // A transaction holds the queue's table while the app gets ready: the queue's start waits for it.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const holding = database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table pgboss.queue in access exclusive mode`);
        await gate;
      });
      await fresh.ready();
      let answered = false;
      const post = fresh.inject({ method: 'POST', url: '/api/acesso/info' }).then((answer) => {
        answered = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      release();
      await holding;
      expect((await post).statusCode).toBe(401);
      // Answered once the queue ran: an e-mail queued in a transaction now goes into it at once.
      const queued = database.db.transaction((tx) => fresh.jobs.enqueueMail(message(9), tx));
      outcome = await Promise.race([
        queued.then(() => 'na fila'),
        new Promise<string>((resolve) => setTimeout(() => resolve('travado'), 10_000)),
      ]);
      expect(outcome).toBe('na fila');
    } finally {
      // A deadlocked PGlite cannot be closed: leave it to the worker's end rather than hang the run.
      if (outcome !== 'travado') {
        await fresh.close();
        await database.close();
      }
    }
  });

  it('keeps a message while the SMTP server is down and sends it when it is back', async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    await t.app.jobs.enqueueMail(message(4));
    // The first attempts fail (connection refused) and the job waits for its retry.
    await until(() => false, 2_500).catch(() => undefined);
    const [job] = await queryRows<{ state: string; retry_count: number }>(
      t.database.db,
      sql`select state, retry_count from pgboss.job where data->>'subject' = 'Mensagem 4'`,
    );
    expect(job?.state).toBe('retry');
    expect(job!.retry_count).toBeGreaterThanOrEqual(1);
    smtp = await startSmtpServer(undefined, port);
    await until(() => smtp.received.some((m) => m.subject === 'Mensagem 4'), 30_000);
    expect(smtp.received.filter((m) => m.subject === 'Mensagem 4')).toHaveLength(1);
  });

  it('two instances on one database send each message once', async () => {
    const second = await anotherApp(t.database);
    await second.ready();
    try {
      const subjects = Array.from({ length: 8 }, (_, i) => `Lote ${i}`);
      await Promise.all(
        subjects.map((s, i) => (i % 2 ? second : t.app).jobs.enqueueMail({ ...message(0), subject: s })),
      );
      await until(() => subjects.every((s) => smtp.received.some((m) => m.subject === s)));
      await new Promise((r) => setTimeout(r, 1500));
      for (const s of subjects) expect(smtp.received.filter((m) => m.subject === s)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('a backlog', () => {
  it('goes as fast as its handler: a worker that found a job asks again at once, not after its polling interval', async () => {
    const smtp = await startSmtpServer();
    // An interval far beyond the wait below: only a worker that asks again at once gets the five through.
    const t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '60' });
    try {
      // The queue running first (as a request's write would wait for it), then five jobs at once.
      await t.app.jobs.enqueueMail({ ...message(0), subject: 'Primeira' });
      await until(() => smtp.received.some((m) => m.subject === 'Primeira'));
      const subjects = Array.from({ length: 5 }, (_, i) => `Fila ${i}`);
      await t.database.db.transaction(async (tx) => {
        for (const subject of subjects) await t.app.jobs.enqueueMail({ ...message(0), subject }, tx);
      });
      t.app.jobs.wake();
      await until(() => subjects.every((s) => smtp.received.some((m) => m.subject === s)));
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
