import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { lanePort } from './lanes';

/** Where a lane's SMTP server (mail-catcher.ts) writes what it receives, one directory per port. */
export function mailDir(port: number = lanePort()): string {
  return path.resolve('.e2e', String(port), 'mail');
}

export interface ReceivedMail {
  to: string[];
  from: string[];
  subject: string;
  text: string;
  html: string;
}

async function receivedMail(): Promise<ReceivedMail[]> {
  const dir = mailDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ReceivedMail),
  );
}

/** The messages the SMTP server received for `address`, in order; waits until there are at least `count`. */
export async function mailTo(address: string, count = 1): Promise<[ReceivedMail, ...ReceivedMail[]]> {
  const mine = async () => (await receivedMail()).filter((mail) => mail.to.includes(address));
  await expect
    .poll(async () => (await mine()).length, { message: `e-mail para ${address}` })
    .toBeGreaterThanOrEqual(count);
  // The poll above guarantees at least one.
  return (await mine()) as [ReceivedMail, ...ReceivedMail[]];
}
