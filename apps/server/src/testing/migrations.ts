import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/client.js';

/**
 * The migrations folder as a past release shipped it: its first `count` migrations, in a temporary folder
 * the caller removes. What an upgrade test migrates a database with before it takes the later ones.
 */
export async function migrationsUpTo(count: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prix-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const kept = journal.entries.slice(0, count);
  for (const name of await readdir(dir)) {
    if (name.endsWith('.sql') && !kept.some((e) => `${e.tag}.sql` === name)) await rm(path.join(dir, name));
  }
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: kept }));
  return dir;
}
