import { Readable } from 'node:stream';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { ExportColumn, ExportRow } from './columns.js';
import { xlsxWriter } from './xlsx-writer.js';

/**
 * The two formats of an export, written as the rows arrive (decision 0026): one batch in memory at a time,
 * whatever the number of rows.
 */

/** BRL as Excel shows it (a pt-BR Excel writes the separators of its locale: R$ 1.234,56). */
export const BRL_FORMAT = '"R$" #,##0.00;-"R$" #,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

const YES = 'Sim';
const NO = 'Não';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A date as Excel keeps it: a day with no time zone (the writer writes a Date's UTC day). */
function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);

/** A cell's value in the XLSX: numbers and dates as such, booleans as 'Sim'/'Não', the rest as text. */
export function xlsxValue(column: ExportColumn, value: unknown): string | number | Date | null {
  switch (column.type) {
    case 'number':
    case 'money':
      return numberOf(value);
    case 'date':
      return dateOf(value);
    case 'boolean':
      return value === null || value === undefined ? null : value ? YES : NO;
    case 'inactive':
      return value === null || value === undefined ? null : value ? NO : YES;
    default:
      return value === null || value === undefined ? null : textOf(value);
  }
}

/**
 * Formula injection (OWASP 'CSV injection'): a spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return before them) as a formula. A CSV cell of text that starts so gets a leading apostrophe,
 * which Excel shows as text. XLSX cells are typed strings, never formulas, and need nothing.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const brazilianNumber = (n: number, decimals?: number) =>
  (decimals === undefined ? String(n) : n.toFixed(decimals)).replace('.', ',');

/** A CSV cell as a Brazilian Excel reads it: decimal comma, dd/mm/aaaa, 'Sim'/'Não'. */
export function csvValue(column: ExportColumn, value: unknown): string {
  switch (column.type) {
    case 'number': {
      const n = numberOf(value);
      return n === null ? '' : brazilianNumber(n);
    }
    case 'money': {
      const n = numberOf(value);
      return n === null ? '' : brazilianNumber(n, 2);
    }
    case 'date': {
      const d = dateOf(value);
      if (!d) return '';
      const [y, m, day] = d.toISOString().slice(0, 10).split('-');
      return `${day}/${m}/${y}`;
    }
    case 'boolean':
    case 'inactive':
      return textOf(xlsxValue(column, value));
    default:
      return neutralised(textOf(value));
  }
}

/** Excel refuses worksheet names over 31 characters or with : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Planilha';

const widthOf = (column: ExportColumn) =>
  column.type === 'date' ? 12 : column.type === 'money' ? 16 : Math.max(12, column.label.length + 4);

/**
 * An XLSX workbook of one sheet, zipped as the rows arrive (xlsx-writer.ts): each batch waits while the client
 * has not read what came before, so a slow download slows the reading of rows instead of filling memory.
 */
export function xlsxStream(
  title: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly ExportRow[]>,
): Readable {
  const writer = xlsxWriter(
    sheetName(title),
    columns.map((column) => ({
      label: column.label,
      width: widthOf(column),
      ...(column.type === 'money' ? { numFmt: BRL_FORMAT } : {}),
    })),
    DATE_FORMAT,
  );
  void (async () => {
    for await (const rows of batches) {
      if (writer.stream.destroyed) return;
      await writer.rows(rows.map((row) => columns.map((column) => xlsxValue(column, row[column.key]))));
    }
    writer.end();
  })().catch((error: unknown) => writer.fail(error as Error));
  return writer.stream;
}

/** ';' between cells (',' is the decimal separator), CRLF between lines. */
const CSV_OPTIONS = {
  delimiter: ';',
  record_delimiter: 'windows',
  // A line break inside a cell (a parameter's value) must be quoted too, or Excel starts a row there.
  quoted_match: /[\r\n]/,
} as const;
/** UTF-8's byte order mark: without it Excel reads the accents as Latin-1. */
const BOM = '\ufeff';

/**
 * A CSV as Brazilian Excel opens it: UTF-8 with a BOM (else accents break), the list's labels on the first
 * line. Each batch becomes one piece of text as soon as it is read, so its rows die young (kept until the
 * client had read them, a batch of row objects outlived V8's young generation and grew the process by up to
 * 100 MB; docs/performance.md); the next batch is read when the client has taken that text.
 */
export function csvStream(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly ExportRow[]>,
): Readable {
  async function* pieces(): AsyncGenerator<string> {
    yield BOM + stringifySync([columns.map((column) => neutralised(column.label))], CSV_OPTIONS);
    for await (const rows of batches) {
      yield stringifySync(
        rows.map((row) => columns.map((column) => csvValue(column, row[column.key]))),
        CSV_OPTIONS,
      );
    }
  }
  // One piece waiting at a time: an error of a batch destroys the answer (the download stops short) and is
  // logged by Fastify.
  return Readable.from(pieces(), { objectMode: false, highWaterMark: 1 });
}
