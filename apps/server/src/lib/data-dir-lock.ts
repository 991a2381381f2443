import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database is one process's files: a server writes `DATA_DIR/portal.pid` while it runs on
 * them, and backup and restore refuse to touch a directory a live process holds.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'portal.pid');

export async function holderOf(dataDir: string): Promise<number | null> {
  const pid = Number((await readFile(pidFile(dataDir), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale file left by a crash
  }
}

export async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  const holder = await holderOf(dataDir);
  if (holder) throw new Error(`Outro processo do portal (pid ${holder}) já usa ${dataDir}.`);
  await writeFile(pidFile(dataDir), `${process.pid}\n`);
  return () => rm(pidFile(dataDir), { force: true });
}
