import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server on a free local port (or `port`: the same one again, after `close()`) that keeps what it
 * receives, parsed, for assertions; `onMessage` also hands each message on (the browser tests write them to
 * files, e2e/mail-catcher.ts).
 */
export async function startSmtpServer(
  onMessage?: (mail: ParsedMail) => Promise<void>,
  port = 0,
): Promise<{
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          await onMessage?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
