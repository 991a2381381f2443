import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import mail from './mail.js';
import metrics from './metrics.js';
import { startSmtpServer } from '../testing/smtp.js';

const TOKEN = 'token-de-metricas-de-teste';

async function appWith(env: Record<string, string>) {
  const app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: TOKEN, ...env }));
  await app.register(metrics);
  await app.register(mail);
  await app.ready();
  return app;
}

const message = {
  to: 'marcos@balancaspaulista.com.br',
  subject: 'Convite para o Portal de Parceiros Prix',
  text: 'Olá, Marcos',
  html: '<p>Olá, Marcos</p>',
};

describe('mail', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('writes each message as an .eml file in DATA_DIR/outbox by default', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prix-mail-'));
    dirs.push(dir);
    const app = await appWith({ DATA_DIR: dir });
    expect(app.mail.kind).toBe('outbox');
    await app.mail.send(message);
    await app.close();
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: marcos@balancaspaulista.com.br');
    expect(eml).toContain('Subject: Convite para o Portal de Parceiros Prix');
  });

  it('sends through a real SMTP server with SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    const app = await appWith({ SMTP_URL: smtp.url });
    expect(app.mail.kind).toBe('smtp');
    await app.mail.send(message);
    await app.close();
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBe('Convite para o Portal de Parceiros Prix');
    expect(smtp.received[0]!.from?.text).toContain('nao-responda@prix.com.br');
  });

  it('rejects when the SMTP server cannot be reached, and counts sent and failed e-mails', async () => {
    const smtp = await startSmtpServer();
    const app = await appWith({ SMTP_URL: smtp.url });
    await app.mail.send(message);
    await smtp.close();
    await expect(app.mail.send(message)).rejects.toThrow();
    const scrape = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.body).toContain('portal_emails_total{resultado="enviado"} 1');
    expect(scrape.body).toContain('portal_emails_total{resultado="falhou"} 1');
    await app.close();
  });
});
