import { loadConfig } from '../config.js';
import { backup, BackupError, restore } from './backup.js';

/** `npm run backup -- <file>` / `npm run restore -- <file>` on the configured DATA_DIR (embedded default). */
const [command, file] = process.argv.slice(2);
const config = loadConfig();
try {
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL aponta para um PostgreSQL: use pg_dump e pg_restore (docs/operations.md) e copie o armazenamento de arquivos.',
    );
  if (!file || (command !== 'backup' && command !== 'restore'))
    throw new BackupError('Uso: npm run backup -- <arquivo.tar.gz> | npm run restore -- <arquivo.tar.gz>');
  if (command === 'backup') {
    const { bytes } = await backup(config.dataDir, file);
    process.stdout.write(
      `Backup de ${config.dataDir} gravado em ${file} (${(bytes / 1024).toFixed(0)} KB).\n`,
    );
  } else {
    const { migrations } = await restore(config.dataDir, file);
    process.stdout.write(`Backup restaurado em ${config.dataDir} (${migrations} migrações aplicadas).\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof BackupError ? error.message : String(error)}\n`);
  process.exit(error instanceof BackupError ? 2 : 1);
}
