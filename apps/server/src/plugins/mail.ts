import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Readable | Buffer;
  contentType?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one e-mail sender (DESIGN §1). Rejects when the message could not be handed over. */
    mail: { send(message: MailMessage): Promise<void>; kind: 'smtp' | 'outbox' };
  }
}

/**
 * `SMTP_URL` set: real SMTP through nodemailer. Unset: each message is written as an `.eml` file to
 * `DATA_DIR/outbox`, which any mail client opens, so development needs no mail server.
 */
export default fp(
  async function mail(app: FastifyInstance) {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const outbox = path.join(dataDir, 'outbox');
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    async function deliver(message: MailMessage): Promise<void> {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      if (!smtpUrl) {
        await mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(info.messageId).replace(/[^\w.-]/g, '')}.eml`;
        await writeFile(path.join(outbox, name), info.message as Buffer);
      }
    }

    async function send(message: MailMessage): Promise<void> {
      try {
        await deliver(message);
        app.metrics.mail('enviado');
      } catch (error) {
        app.metrics.mail('falhou');
        throw error;
      }
    }

    app.decorate('mail', { send, kind: smtpUrl ? 'smtp' : 'outbox' });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['metrics'] },
);
