import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createSession } from '../auth/session-store.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/index.js';
import { LocalStorage } from '../storage/local-storage.js';
import { parseJson } from '../testing/app.js';
import { backup, BackupError, restore } from './backup.js';

describe('backup and restore of the embedded default', () => {
  let work: string;
  let source: string;
  let archive: string;
  let fileKey: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'prix-backup-'));
    source = path.join(work, 'origem');
    archive = path.join(work, 'copias', 'portal.tar.gz');
    const database = await openDatabase({ dataDir: source });
    await database.migrate();
    await seed(database.db);
    await database.db.execute(
      sql`insert into pais (id, nome, gentilico, uscriacao) values ('ZZ', 'Zululândia', 'zululandês', 'teste')`,
    );
    await database.close();
    const storage = new LocalStorage(path.join(source, 'files'));
    await storage.init();
    const pending = await storage.write(Readable.from([Buffer.from('%PDF-1.7 tabela de preços')]), {
      maxBytes: 1000,
    });
    await pending.keep();
    fileKey = pending.key;
    await storage.write(Readable.from([Buffer.from('meio envio')]), { maxBytes: 1000 }); // never kept
  }, 60_000);
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('refuses to back up a directory a running portal holds', async () => {
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(path.join(source, 'portal.pid'), `${live.pid}\n`);
      await expect(backup(source, archive)).rejects.toThrow(/pare-o antes/);
    } finally {
      live.kill();
      await rm(path.join(source, 'portal.pid'), { force: true });
    }
  });

  it('backs up, restores into a fresh directory, and the portal started on it reads the same data', async () => {
    const { bytes } = await backup(source, archive);
    expect(bytes).toBeGreaterThan(0);

    const target = path.join(work, 'destino');
    const { migrations } = await restore(target, archive);
    expect(migrations).toBeGreaterThan(0);
    // The half-written upload was not part of the backup.
    expect(await readdir(path.join(target, 'files', 'tmp')).catch(() => [])).toEqual([]);

    const config = loadConfig({ DATA_DIR: target, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const database = await openDatabase({ dataDir: target });
    const app = await buildApp({ config, database, logger: false });
    try {
      const token = await createSession(database.db, {
        usuarioId: '10000001',
        provedor: 'corporativo',
        idToken: null,
      });
      const answer = await app.inject({
        url: '/api/pais?geral=Zululândia',
        headers: { cookie: `${app.sessionCookie.name}=${token}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(parseJson<{ results: { nome: string }[] }>(answer.body).results.map((r) => r.nome)).toEqual([
        'Zululândia',
      ]);
      expect((await app.storage.stat(fileKey))?.size).toBe(Buffer.byteLength('%PDF-1.7 tabela de preços'));
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('restores only into an empty directory, and refuses a file that is not a backup, leaving nothing', async () => {
    await expect(restore(source, archive)).rejects.toThrow(/já tem dados/);
    const garbage = path.join(work, 'nao-e-backup.tar.gz');
    await writeFile(garbage, 'isto não é um backup');
    const target = path.join(work, 'destino-2');
    await expect(restore(target, garbage)).rejects.toBeInstanceOf(BackupError);
    expect(await readdir(target)).toEqual([]);
  });
});
