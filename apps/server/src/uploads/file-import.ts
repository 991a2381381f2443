import { IMPORT_MAX_ERRORS, IMPORT_MAX_ROWS, importMessages } from '@prix/shared/faturamento';
import type { Db } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';

/** The kinds of file an import reads. */
export type ImportKind = 'csv' | 'xlsx';
/** A cell as the import's readers give it: text, a spreadsheet's number or date, or nothing. */
export type Cell = string | number | Date | null;

/** One row of the file as read, with the line (CSV) or row number (XLSX) people see in their editor. */
export interface RawRow {
  readonly line: number;
  readonly cells: readonly Cell[];
}

/** A header cell as the import compares it: without case, accents, digits or punctuation. */
export const headerText = (cell: Cell | undefined) =>
  String(cell ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** What an import knows of its file: the columns, what a line says, what it names, and how it is written. */
export interface ImportFormat<Line extends { readonly line: number }, Row, Result> {
  /** Whether the first row names the columns. */
  header(cells: readonly Cell[]): boolean;
  /** The 400's message for a wrong header, and for a file with no data lines. */
  messages: { header: string; empty: string };
  /** What one line says, or each of its problems ('mês não informado'). */
  parse(line: number, cells: readonly Cell[]): Line | string[];
  /**
   * Looks up, once every line is read, what the lines name (companies, people); then answers for each line the
   * row to write and the key no other line may repeat, or the line's problems.
   */
  resolve(db: Db, lines: readonly Line[]): Promise<(line: Line) => { row: Row; key: string } | string[]>;
  /** What a line that repeats the key of line `earlier` says. */
  repeats(earlier: number): string;
  /** Writes the rows, all in one transaction. */
  apply(db: Db, rows: readonly Row[]): Promise<Result>;
}

const lineOf = (message: string) => Number(/^Linha (\d+)/.exec(message)?.[1] ?? 0);

/**
 * Imports a file all or nothing (decision 0025): every line checked, and the file refused whole (a 400 listing
 * each bad line by its number, at most IMPORT_MAX_ERRORS of them) when any is bad; otherwise the rows are
 * written by `format.apply`. A wrong header, a file with no data lines or with more than IMPORT_MAX_ROWS is a
 * 400 at once.
 */
export async function importRows<Line extends { readonly line: number }, Row, Result>(
  db: Db,
  rows: AsyncIterable<RawRow>,
  format: ImportFormat<Line, Row, Result>,
): Promise<Result> {
  const errors: string[] = [];
  let badRows = 0;
  const fail = (line: number, problems: readonly string[]) => {
    badRows += 1;
    if (errors.length < IMPORT_MAX_ERRORS) errors.push(`Linha ${line}: ${problems.join('; ')}.`);
  };
  const parsed: Line[] = [];
  let header = true;
  for await (const { line, cells } of rows) {
    if (header) {
      header = false;
      if (!format.header(cells)) throw new HttpError(400, format.messages.header);
      continue;
    }
    if (parsed.length + badRows >= IMPORT_MAX_ROWS) throw new HttpError(400, importMessages.tooManyRows);
    const said = format.parse(line, cells);
    if (Array.isArray(said)) fail(line, said);
    else parsed.push(said);
  }
  if (header || (parsed.length === 0 && badRows === 0)) throw new HttpError(400, format.messages.empty);

  const check = await format.resolve(db, parsed);
  const seen = new Map<string, number>();
  const valid: Row[] = [];
  for (const line of parsed) {
    const found = check(line);
    if (Array.isArray(found)) {
      fail(line.line, found);
      continue;
    }
    const earlier = seen.get(found.key);
    if (earlier !== undefined) {
      fail(line.line, [format.repeats(earlier)]);
      continue;
    }
    seen.set(found.key, line.line);
    valid.push(found.row);
  }
  if (badRows) {
    errors.sort((a, b) => lineOf(a) - lineOf(b));
    if (badRows > errors.length) errors.push(`… e mais ${badRows - errors.length} linhas com erro.`);
    throw new HttpError(400, [`Nenhuma linha foi importada: ${badRows} com erro.`, ...errors]);
  }
  return format.apply(db, valid);
}
