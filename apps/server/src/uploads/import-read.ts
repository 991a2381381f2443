import type { Readable } from 'node:stream';
import { parse, type Parser } from 'csv-parse';
import type { CellValue } from 'exceljs';
import { importMessages } from '@prix/shared/faturamento';
import { HttpError } from '../plugins/errors.js';
import { exceljs } from '../exports/exceljs.js';
import { NotTextError, decodeText } from './text-encoding.js';
import type { Cell, ImportKind, RawRow } from './file-import.js';

/**
 * The rows of an import file, streamed (decision 0025): csv-parse for CSV (UTF-8 with or without BOM, or
 * Windows-1252, told apart by content as the bytes flow: `text-encoding.ts`; the separator is the
 * header's: ';' as Brazilian Excel writes it, else ','), exceljs's streaming reader for the first sheet of an
 * XLSX. Nothing here knows the columns: each import's format checks them (`file-import.ts`).
 */
export function readRows(body: Readable, kind: ImportKind): AsyncGenerator<RawRow> {
  return kind === 'csv' ? csvRows(body) : xlsxRows(body);
}

/** The file's text; bytes that are not text in UTF-8 or Windows-1252 are a 400 saying what to save it as. */
async function* csvText(body: Readable): AsyncGenerator<string> {
  try {
    yield* decodeText(body);
  } catch (error) {
    if (!(error instanceof NotTextError)) throw error;
    throw new HttpError(
      400,
      error.line === null ? importMessages.notText : importMessages.mixedEncoding(error.line),
    );
  }
}

async function* csvRows(body: Readable): AsyncGenerator<RawRow> {
  const chunks = csvText(body);
  // The separator is chosen from the first line, so '1.234,56' needs no quotes in a ';' file.
  const head: string[] = [];
  let first = '';
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    head.push(next.value);
    first += next.value;
    if (/[\r\n]/.test(first) || first.length > 4096) break;
  }
  const headerLine = first.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = headerLine.includes(';') ? ';' : headerLine.includes('\t') ? '\t' : ',';
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    max_record_size: 10_000,
  });
  const feed = (async () => {
    try {
      for (const chunk of head) if (!(await feedOne(parser, chunk))) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        if (!(await feedOne(parser, next.value))) return;
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    } finally {
      // Stops reading the file when the reader stopped early.
      await chunks.return(undefined);
    }
  })();
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: record.info.lines, cells: record.record };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      const line = (error as { lines?: number }).lines;
      throw new HttpError(
        400,
        line ? `Linha ${line}: o CSV está malformado (aspas ou separadores).` : importMessages.unreadable,
      );
    }
    throw error;
  } finally {
    // Stop feeding if the reader stopped early (too many rows, an error).
    if (!parser.writableEnded) parser.destroy();
    await feed.catch(() => undefined);
  }
}

/** Writes one chunk, waiting while the parser is full; false once the parser is gone (the reader stopped). */
async function feedOne(parser: Parser, chunk: string): Promise<boolean> {
  if (parser.destroyed) return false;
  if (!parser.write(chunk)) {
    await new Promise((resolve) => {
      parser.once('drain', resolve);
      parser.once('close', resolve);
    });
  }
  return !parser.destroyed;
}

async function* xlsxRows(body: Readable): AsyncGenerator<RawRow> {
  // Styles are read so date cells come back as dates; only the first sheet is read.
  const workbook = new (exceljs().stream.xlsx.WorkbookReader)(body, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellValue(v as CellValue));
        if (cells.every((c) => c === null || c === '')) continue;
        yield { line: row.number, cells };
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, importMessages.unreadable);
  }
}

/** A cell's value as the import reads it: formulas by their result, rich text as its text. */
function cellValue(value: CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result as CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return null;
}
