import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.js';
import { holderOf } from '../lib/data-dir-lock.js';

/** What a backup of the embedded default holds: the database files, uploaded files and the e-mail outbox. */
const PARTS = ['pg', 'files', 'outbox'] as const;

export class BackupError extends Error {}

async function refuseWhileRunning(dataDir: string): Promise<void> {
  const holder = await holderOf(dataDir);
  if (holder)
    throw new BackupError(
      `O portal está rodando sobre ${dataDir} (pid ${holder}): pare-o antes e tente de novo.`,
    );
}

/**
 * `npm run backup -- <file>`: the data directory of the embedded default (PGlite's files, uploaded files,
 * outbox) as one .tar.gz, taken with the portal stopped so the database files are consistent. With
 * PostgreSQL use pg_dump (docs/operations.md).
 */
export async function backup(dataDir: string, file: string): Promise<{ bytes: number }> {
  await refuseWhileRunning(dataDir);
  if (!existsSync(path.join(dataDir, 'pg'))) throw new BackupError(`Não há banco embutido em ${dataDir}/pg.`);
  const parts = PARTS.filter((part) => existsSync(path.join(dataDir, part)));
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await create(
    {
      gzip: true,
      file,
      cwd: dataDir,
      portable: true,
      // Half-written uploads are not data.
      filter: (entry) => !entry.startsWith('files/tmp/'),
    },
    [...parts],
  );
  return { bytes: (await stat(file)).size };
}

/**
 * `npm run restore -- <file>`: unpacks a backup into an empty data directory and checks that the database
 * opens and has its migrations; the portal then starts on it as on any data directory.
 */
export async function restore(dataDir: string, file: string): Promise<{ migrations: number }> {
  await refuseWhileRunning(dataDir);
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  await mkdir(dataDir, { recursive: true });
  const present = (await readdir(dataDir)).filter((name) => (PARTS as readonly string[]).includes(name));
  if (present.length)
    throw new BackupError(
      `${dataDir} já tem dados (${present.join(', ')}): restaure em uma pasta vazia ou mova estes dados antes.`,
    );
  const removeParts = () =>
    Promise.all(PARTS.map((part) => rm(path.join(dataDir, part), { recursive: true, force: true })));
  try {
    await extract({
      file,
      cwd: dataDir,
      strict: true,
      // Only the parts a backup holds, and nothing that climbs out of the directory.
      filter: (entry) => (PARTS as readonly string[]).includes(entry.split('/')[0]!) && !entry.includes('..'),
    });
  } catch (error) {
    await removeParts();
    throw new BackupError(`O arquivo não é um backup do portal: ${(error as Error).message}`);
  }
  try {
    // Never from the build's template: a backup without its database must be found out, not filled in.
    const database = await openDatabase({ dataDir, template: null });
    try {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      if (!row?.n) throw new Error('nenhuma migração aplicada');
      return { migrations: row.n };
    } finally {
      await database.close();
    }
  } catch (error) {
    await removeParts();
    throw new BackupError(`O backup não contém um banco válido: ${(error as Error).message}`);
  }
}
