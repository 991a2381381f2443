import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { queryRows } from '../db/client.js';
import { sql } from 'drizzle-orm';
import { startTestApp, TEST_RATE_LIMITS, type TestApp } from '../testing/app.js';
import { startSmtpServer } from '../testing/smtp.js';

const QUEUE_ENV = { MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' };

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('tempo esgotado esperando a fila');
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
    const second = await buildApp({
      config: loadConfig({
        ...TEST_RATE_LIMITS,
        ...QUEUE_ENV,
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'silent',
      }),
      database: t.database,
      logger: false,
    });
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
