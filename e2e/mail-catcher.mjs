// A real SMTP server for the browser tests: the portal sends its mail to it over TCP (SMTP_URL), and each
// message received is written, parsed, as one JSON file to MAIL_DIR, where the tests read it (e2e/mailbox.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** Starts the server on a free local port; resolves with the SMTP_URL to give the portal. */
export async function startMailCatcher(mailDir) {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          count += 1;
          const message = {
            to: mail.to ? [mail.to].flat().flatMap((a) => a.value.map((v) => v.address)) : [],
            from: mail.from?.value.map((v) => v.address) ?? [],
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          const name = `${String(count).padStart(4, '0')}.json`;
          await writeFile(path.join(mailDir, name), JSON.stringify(message, null, 2));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${server.server.address().port}`;
}
