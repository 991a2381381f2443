import ExcelJS from 'exceljs';

/** Reading exports back in tests (server and Playwright): the XLSX through exceljs's reader, the CSV by hand. */

export interface ReadSheet {
  headers: string[];
  /** Each row's cell values (text, numbers, Dates), by column. */
  rows: unknown[][];
  /** The number format of each cell of the first data row. */
  formats: string[];
}

export async function readXlsx(data: Buffer | Uint8Array): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) => {
    const row = sheet.getRow(n);
    return Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null);
  };
  const rows: unknown[][] = [];
  for (let n = 2; n <= sheet.rowCount; n += 1) rows.push(values(n));
  const first = sheet.getRow(2);
  return {
    headers: values(1).map(String),
    rows,
    formats: Array.from({ length: sheet.columnCount }, (_, i) => first.getCell(i + 1).numFmt ?? ''),
  };
}

/** RFC 4180 with ';' (quotes doubled inside quoted cells, which may hold line breaks); the BOM must be there. */
export function readCsv(data: Buffer | Uint8Array): { bom: boolean; lines: string[][]; crlf: boolean } {
  const text = Buffer.from(data).toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const lines: string[][] = [];
  let cell = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      line.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      lines.push([...line, cell]);
      line = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || line.length) lines.push([...line, cell]);
  return { bom, lines, crlf: /\r\n/.test(body) && !/[^\r]\n/.test(body.replace(/"[^"]*"/g, '')) };
}
