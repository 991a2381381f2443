// The browser tests' mail: the portal sends to a real SMTP server on localhost (the one the server tests
// use), and each message received is written, parsed, as one JSON file to `mailDir`, where the tests read it
// (e2e/mailbox.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { startSmtpServer } from '../apps/server/src/testing/smtp';
import type { ReceivedMail } from './mailbox';

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  [field ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''));

/** Starts the server on a free port; resolves with the SMTP_URL to give the portal. */
export async function startMailCatcher(mailDir: string): Promise<string> {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const smtp = await startSmtpServer(async (mail) => {
    count += 1;
    const message: ReceivedMail = {
      to: addresses(mail.to),
      from: addresses(mail.from),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    };
    await writeFile(path.join(mailDir, `${String(count).padStart(4, '0')}.json`), JSON.stringify(message));
  });
  return smtp.url;
}
