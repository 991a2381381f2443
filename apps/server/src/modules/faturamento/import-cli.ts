import { createReadStream } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { holdDataDir } from '../../lib/data-dir-lock.js';
import { HttpError } from '../../plugins/errors.js';
import { importBilling } from './import-billing.js';

/**
 * `npm run import:faturamento -- <arquivo.csv|arquivo.xlsx>`: the screen's import from a shell (decision 0025),
 * on the configured database. On the embedded database it refuses while a server holds DATA_DIR: import through
 * the screen then. Exit 0 with the counts; 2 with every bad row on stderr and nothing imported.
 */
const file = process.argv[2];
if (!file || !/\.(csv|xlsx)$/i.test(file)) {
  process.stderr.write('Uso: npm run import:faturamento -- <arquivo.csv|arquivo.xlsx>\n');
  process.exit(2);
}
// npm runs scripts from the project's root: a relative path is the caller's.
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = loadConfig();
let release: (() => Promise<void>) | null = null;
try {
  await access(resolved);
  if (!config.databaseUrl) {
    await mkdir(config.dataDir, { recursive: true });
    release = await holdDataDir(config.dataDir);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const kind = /\.csv$/i.test(resolved) ? 'csv' : 'xlsx';
    const result = await importBilling(database.db, createReadStream(resolved), kind);
    process.stdout.write(
      `${result.linhas} linhas lidas: ${result.inseridos} meses incluídos, ${result.atualizados} atualizados, ${result.inalterados} sem alteração.\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof HttpError) {
    process.stderr.write(`${error.messages.join('\n')}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
} finally {
  await release?.();
}
