import { text } from 'node:stream/consumers';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '../testing/spreadsheets.js';
import type { ExportColumn, ExportRow } from './columns.js';
import { BRL_FORMAT, DATE_FORMAT, csvStream, xlsxStream } from './spreadsheet.js';
import { exportFileName } from './send-export.js';

const columns: ExportColumn[] = [
  { key: 'nome', label: 'Razão social', type: 'text' },
  { key: 'valor', label: 'Valor faturado', type: 'money' },
  { key: 'dia', label: 'Data de emissão', type: 'date' },
  { key: 'qtd', label: 'Quantidade', type: 'number' },
  { key: 'vimeo', label: 'Vimeo', type: 'boolean' },
  { key: 'inativo', label: 'Ativo', type: 'inactive' },
];
const rows: ExportRow[] = [
  { nome: 'Ótica São João', valor: '1234.5', dia: '2026-03-31', qtd: 7, vimeo: true, inativo: false },
  { nome: '=HYPERLINK("http://x")', valor: -12, dia: null, qtd: null, vimeo: false, inativo: true },
  {
    nome: 'linha 1\nlinha 2; "aspas"',
    valor: null,
    dia: '2026-12-01',
    qtd: 1.5,
    vimeo: null,
    inativo: false,
  },
];
async function* batches(): AsyncGenerator<readonly ExportRow[]> {
  yield rows.slice(0, 2);
  yield rows.slice(2);
}

describe('XLSX', () => {
  it('writes money as numbers in BRL, days as dates, yes/no as Sim/Não, text as text', async () => {
    const sheet = await readXlsx(await buffer(xlsxStream('Faturamento', columns, batches())));
    expect(sheet.headers).toEqual(columns.map((c) => c.label));
    expect(sheet.rows[0]).toEqual([
      'Ótica São João',
      1234.5,
      new Date(Date.UTC(2026, 2, 31)),
      7,
      'Sim',
      'Sim',
    ]);
    expect(sheet.formats[1]).toBe(BRL_FORMAT);
    expect(sheet.formats[2]).toBe(DATE_FORMAT);
    // A typed string cell is never a formula: it stays as it was written.
    expect(sheet.rows[1]).toEqual(['=HYPERLINK("http://x")', -12, null, null, 'Não', 'Não']);
    expect(sheet.rows[2]![0]).toBe('linha 1\nlinha 2; "aspas"');
    expect(sheet.rows.length).toBe(3);
  });
});

describe('XLSX as it is written', () => {
  it('sends the file while the rows still come: a batch not yet read has not held back the ones before', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const many = Array.from({ length: 5_000 }, (_, i) => ({ ...rows[0]!, nome: `Empresa ${i} <&> "x"` }));
    async function* slow(): AsyncGenerator<readonly ExportRow[]> {
      yield many;
      await held;
      yield rows;
    }
    const stream = xlsxStream('Empresas', columns, slow());
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    // A writer that builds the file whole (exceljs's Workbook.writeBuffer, say) gives nothing until the end.
    await expect
      .poll(() => chunks.reduce((n, c) => n + c.length, 0), { timeout: 5_000 })
      .toBeGreaterThan(10_000);
    release();
    await ended;
    const sheet = await readXlsx(Buffer.concat(chunks));
    expect(sheet.rows.length).toBe(5_003);
    expect(sheet.rows[4_999]![0]).toBe('Empresa 4999 <&> "x"');
    expect(sheet.rows[5_000]![0]).toBe('Ótica São João');
  });

  it('drops the control characters XML cannot hold, and keeps the rest of the text', async () => {
    async function* one(): AsyncGenerator<readonly ExportRow[]> {
      yield [{ ...rows[0]!, nome: 'a\u0001b\u000bc\td' }];
    }
    const sheet = await readXlsx(await buffer(xlsxStream('X', columns, one())));
    expect(sheet.rows[0]![0]).toBe('abc\td');
  });
});

describe('CSV', () => {
  it("is UTF-8 with a BOM, ';' and CRLF, decimal commas and dd/mm/aaaa, a line break kept in its cell", async () => {
    const data = await buffer(csvStream(columns, batches()));
    const csv = readCsv(data);
    expect(csv.bom).toBe(true);
    expect(csv.crlf).toBe(true);
    expect(csv.lines).toEqual([
      columns.map((c) => c.label),
      ['Ótica São João', '1234,50', '31/03/2026', '7', 'Sim', 'Sim'],
      // Formula injection: text that starts with = + - @ gets an apostrophe; numbers stay numbers.
      [`'=HYPERLINK("http://x")`, '-12,00', '', '', 'Não', 'Não'],
      ['linha 1\nlinha 2; "aspas"', '', '01/12/2026', '1,5', '', 'Sim'],
    ]);
    expect(await text(csvStream(columns, batches()))).toContain('"linha 1\nlinha 2; ""aspas"""');
  });

  it.each(['+1', '-cmd', '@SUM(A1)', '\t=1'])('neutralises %j', async (value) => {
    async function* one(): AsyncGenerator<readonly ExportRow[]> {
      yield [{ nome: value }];
    }
    const csv = readCsv(await buffer(csvStream([columns[0]!], one())));
    expect(csv.lines[1]).toEqual([`'${value}`]);
  });
});

describe('file names', () => {
  it('are the title and the day, without what file systems refuse', () => {
    expect(exportFileName('Países', 'xlsx')).toMatch(/^Países \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(exportFileName('a/b:c*"d"\u0000', 'csv')).toMatch(/^a b c d \d{4}-\d{2}-\d{2}\.csv$/);
  });
});
