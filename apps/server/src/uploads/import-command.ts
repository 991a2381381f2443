import { createReadStream } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { holdDataDir } from '../lib/data-dir-lock.js';
import { HttpError } from '../plugins/errors.js';
import type { ImportKind } from './file-import.js';

/** A module's file import as a command: how it is called, and what it does with the file and says of it. */
export interface ImportCommand {
  /** 'Uso: npm run import:x -- <arquivo.csv|arquivo.xlsx>'. */
  usage: string;
  /** Imports the file (all or nothing: `importRows`) and answers the line it prints: what was imported. */
  run(db: Db, body: Readable, kind: ImportKind): Promise<string>;
}

type Output = { write(text: string): unknown };
const IMPORT_FILE = /\.(csv|xlsx)$/i;

/**
 * What an import command does once the database is open: the screen's import of `file`, its counts on stdout
 * (exit code 0), or every bad line on stderr with nothing imported (exit code 2).
 */
export async function runImportCommand(
  db: Db,
  file: string,
  io: { stdout: Output; stderr: Output },
  command: ImportCommand,
): Promise<number> {
  if (!IMPORT_FILE.test(file)) {
    io.stderr.write(`${command.usage}\n`);
    return 2;
  }
  try {
    const said = await command.run(db, createReadStream(file), /\.csv$/i.test(file) ? 'csv' : 'xlsx');
    io.stdout.write(`${said}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    io.stderr.write(`${error.messages.join('\n')}\n`);
    return 2;
  }
}

/**
 * `npm run import:x -- <arquivo.csv|arquivo.xlsx>`: the staff's import from a shell (decision 0025), on the
 * configured database. On the embedded database it refuses while a server holds DATA_DIR: import through the
 * screen then. Exit 0 with the counts; 2 with the usage, or every bad line on stderr and nothing imported; 1
 * when the file or the database cannot be opened.
 */
export async function importCommandMain(command: ImportCommand): Promise<void> {
  const file = process.argv[2];
  if (!file || !IMPORT_FILE.test(file)) {
    process.stderr.write(`${command.usage}\n`);
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
      process.exitCode = await runImportCommand(database.db, resolved, process, command);
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await release?.();
  }
}
