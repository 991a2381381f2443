import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { holdDataDir } from '../../lib/data-dir-lock.js';
import { runImportCommand, USO } from './import-command.js';

/**
 * `npm run import:treinamentos -- <arquivo.csv|arquivo.xlsx>`: the staff's import of the e-learning's
 * completions from a shell, on the configured database (import-command.ts). On the embedded database it
 * refuses while a server holds DATA_DIR: import through the screen then. Exit 0 with the counts; 2 with every
 * bad line on stderr and nothing imported.
 */
const file = process.argv[2];
if (!file || !/\.(csv|xlsx)$/i.test(file)) {
  process.stderr.write(`${USO}\n`);
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
    process.exitCode = await runImportCommand(database.db, resolved, process);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await release?.();
}
