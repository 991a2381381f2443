import { createReadStream } from 'node:fs';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { importTreinamentos } from './import-treinamentos.js';

export const USO = 'Uso: npm run import:treinamentos -- <arquivo.csv|arquivo.xlsx>';

/**
 * What `npm run import:treinamentos -- file` does once the database is open (import-cli.ts opens it): the
 * screen's import of the file, its counts on stdout (exit code 0), or every bad line on stderr with nothing
 * imported (exit code 2).
 */
export async function runImportCommand(
  db: Db,
  file: string,
  io: { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } },
): Promise<number> {
  if (!/\.(csv|xlsx)$/i.test(file)) {
    io.stderr.write(`${USO}\n`);
    return 2;
  }
  try {
    const result = await importTreinamentos(
      db,
      createReadStream(file),
      /\.csv$/i.test(file) ? 'csv' : 'xlsx',
      { origem: 'comando', autor: null },
    );
    io.stdout.write(
      `Conclusões de treinamentos: ${result.importadas} incluídas, ${result.atualizadas} atualizadas.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    io.stderr.write(`${error.messages.join('\n')}\n`);
    return 2;
  }
}
