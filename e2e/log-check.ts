// Playwright's global teardown: after a full browser run, each lane's server log (every request of every test, at
// level info) must hold no demo user's e-mail or CPF and no session cookie or token. The log is
// written by playwright.config.ts's webServer command to .e2e/{port}/server.log.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { usuarios } from '../apps/server/src/seed/data';
import { LANE_PORTS } from './lanes';

export default async function checkServerLogs(): Promise<void> {
  for (const port of LANE_PORTS) await checkServerLog(port);
}

async function checkServerLog(port: number): Promise<void> {
  const file = path.resolve('.e2e', String(port), 'server.log');
  const log = await readFile(file, 'utf8').catch(() => '');
  if (!log.includes('"reqId"'))
    throw new Error(`${file}: o log do servidor não tem requisições; nada foi verificado`);
  const secrets = [
    ...usuarios.map((u) => u.email),
    ...usuarios.flatMap((u) => (u.cpf ? [u.cpf, u.cpf.replace(/\D/g, '')] : [])),
  ];
  const found = log.split('\n').filter(
    (line) =>
      secrets.some((s) => line.includes(s)) ||
      // any e-mail address at all (the error page's address carries the one that failed to sign in)
      /[\w.%+-]+@[\w-]+\.[a-z.]{2,}/i.test(line) ||
      /prix_sessao=|"cookie"\s*:|"set-cookie"\s*:|"authorization"\s*:/i.test(line),
  );
  if (found.length) {
    throw new Error(
      `O log do servidor contém dados pessoais ou segredos em ${found.length} linha(s), por exemplo:\n${found.slice(0, 3).join('\n')}`,
    );
  }
}
