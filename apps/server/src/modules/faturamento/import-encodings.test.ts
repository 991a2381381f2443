import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { ELF_HEAD, PDF_HEAD, sendMultipart } from '../../testing/multipart.js';
import { randomBytes, windows1252 } from '../../testing/text-files.js';
import { importBilling } from './import-faturamento.js';
import { readRows } from '../../uploads/import-read.js';

/**
 * The billing import takes a CSV as ERPs and Excel write it (decision 0025): UTF-8 with or without BOM, or
 * Windows-1252 (Excel's 'CSV (separado por vírgulas)'), with CRLF line ends, through the screen's route
 * and the command's function alike; what is not text in either gets a message saying what to save it as.
 */

let t: TestApp;
let admin: string;
let dir: string;

/** An ERP code with accents: it only finds its company if every byte was decoded right. */
const ACCENTED = 'AÇÃO-77';
const HEADER = 'Parceiro;Mês;Produtos;Serviços;Benefícios resgatados';
const crlf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const TEXT = crlf(HEADER, `${ACCENTED};01/2025;1.234,56;100,00;0`, '100234;02/2025;10,00;0;5,50');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ENCODINGS: [string, Buffer][] = [
  ['UTF-8', Buffer.from(TEXT, 'utf8')],
  ['UTF-8 with BOM', Buffer.concat([BOM, Buffer.from(TEXT, 'utf8')])],
  ['Windows-1252', windows1252(TEXT)],
];
const IMPORTED = [
  { cliente_id: '100234', periodo: '2025-02', produtos: '10.00', servicos: '0.00', beneficios: '5.50' },
  { cliente_id: ACCENTED, periodo: '2025-01', produtos: '1234.56', servicos: '100.00', beneficios: '0.00' },
];

/** Decision 0025's message for a file that is neither an XLSX nor text in UTF-8 or Windows-1252. */
const NOT_TEXT =
  'O arquivo não parece ser um CSV em texto (UTF-8 ou Windows-1252) nem uma planilha XLSX. No Excel, salve como "CSV UTF-8 (delimitado por vírgulas)" ou como "Pasta de Trabalho do Excel (*.xlsx)".';

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  dir = await mkdtemp(path.join(tmpdir(), 'prix-import-'));
  await t.database.db.execute(sql`
    insert into cliente (id, uuid, nome) values (${ACCENTED}, gen_random_uuid(), 'Ação São João Balanças Ltda')
  `);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from faturamento`);
});

/** What the database holds, with the company's name read back through the code the file gave. */
const billing = () =>
  queryRows<{ cliente_id: string; periodo: string; produtos: string; servicos: string; beneficios: string }>(
    t.database.db,
    sql`select cliente_id, to_char(periodo, 'YYYY-MM') as periodo, produtos::text, servicos::text,
          beneficios_resgatados::text as beneficios
        from faturamento order by cliente_id, periodo`,
  );

const upload = async (content: Buffer, filename = 'faturamento.csv') => {
  const answer = await sendMultipart(`${t.baseUrl}/api/faturamento/importar`, {
    headers: { cookie: admin, origin: t.baseUrl },
    files: [{ field: 'fileInput', filename, head: content, size: content.length }],
  });
  return { status: answer!.status, body: parseJson<Record<string, unknown>>(answer!.body) };
};

/** The command's import of a file on disk, read in chunks of 5 bytes so accents fall across them. */
const importFile = async (name: string, content: Buffer) => {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return importBilling(t.database.db, createReadStream(file, { highWaterMark: 5 }), 'csv');
};

describe.each(ENCODINGS)('a billing CSV in %s with CRLF line ends', (encoding, content) => {
  it('reads the header and the accented codes intact, each row on its line', async () => {
    const rows = [];
    for await (const row of readRows(Readable.from([content]), 'csv')) rows.push(row);
    expect(rows).toEqual([
      { line: 1, cells: ['Parceiro', 'Mês', 'Produtos', 'Serviços', 'Benefícios resgatados'] },
      { line: 2, cells: [ACCENTED, '01/2025', '1.234,56', '100,00', '0'] },
      { line: 3, cells: ['100234', '02/2025', '10,00', '0', '5,50'] },
    ]);
  });

  it('is imported through the screen’s route', async () => {
    expect(await upload(content)).toEqual({
      status: 200,
      body: { linhas: 2, inseridos: 2, atualizados: 0, inalterados: 0 },
    });
    expect(await billing()).toEqual(IMPORTED);
    const [company] = await queryRows<{ nome: string }>(
      t.database.db,
      sql`select c.nome from faturamento f join cliente c on c.id = f.cliente_id
          where f.cliente_id = ${ACCENTED}`,
    );
    expect(company?.nome).toBe('Ação São João Balanças Ltda');
  });

  it('is imported by the command’s function, from a file on disk', async () => {
    const result = await importFile(`faturamento-${encoding}.csv`, content);
    expect(result).toEqual({ linhas: 2, inseridos: 2, atualizados: 0, inalterados: 0 });
    expect(await billing()).toEqual(IMPORTED);
  });
});

describe('the encoding of a billing CSV', () => {
  it('quotes a bad cell with its accents intact', async () => {
    const answer = await upload(windows1252(crlf(HEADER, `${ACCENTED};março/2025;1,00;0;0`)));
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: [
          'Nenhuma linha foi importada: 1 com erro.',
          "Linha 2: mês 'março/2025' inválido (use mm/aaaa).",
        ],
      },
    });
  });

  it('is chosen at the first accent, even thousands of bytes after a plain-ASCII header', async () => {
    // 200 months of one partner from 01/2000: 5 kB of plain ASCII, more than the pipeline's head.
    const months = Array.from(
      { length: 200 },
      (_, i) => `100234;${`${(i % 12) + 1}`.padStart(2, '0')}/${2000 + Math.floor(i / 12)};1,00;0;0`,
    );
    const ascii = crlf('Parceiro;Mes;Produtos;Servicos;Beneficios resgatados', ...months);
    expect(ascii.length).toBeGreaterThan(4100);
    const content = Buffer.concat([Buffer.from(ascii), windows1252(crlf(`${ACCENTED};01/2025;7,00;0;0`))]);
    const answer = await upload(content);
    expect(answer).toEqual({
      status: 200,
      body: { linhas: 201, inseridos: 201, atualizados: 0, inalterados: 0 },
    });
    expect((await billing()).filter((r) => r.cliente_id === ACCENTED)).toEqual([
      { cliente_id: ACCENTED, periodo: '2025-01', produtos: '7.00', servicos: '0.00', beneficios: '0.00' },
    ]);
  });

  it.each([
    ['UTF-16 without BOM', Buffer.from(TEXT, 'utf16le')],
    [
      'UTF-16 with BOM (Excel’s “Texto Unicode”)',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]),
    ],
    ['random bytes', randomBytes(20_000)],
    ['a PDF renamed .csv', Buffer.concat([PDF_HEAD, randomBytes(5000)])],
    ['a program renamed .csv', Buffer.concat([ELF_HEAD, randomBytes(5000)])],
  ])('refuses %s saying what to save it as, importing nothing', async (_kind, content) => {
    const answer = await upload(content);
    expect(answer).toEqual({ status: 415, body: { errors: [NOT_TEXT] } });
    expect(answer.body.errors).not.toContain('Tipo de arquivo não aceito');
    expect(await billing()).toEqual([]);
    await expect(importFile('ilegivel.csv', content)).rejects.toMatchObject({
      statusCode: 400,
      messages: [NOT_TEXT],
    });
    expect(await billing()).toEqual([]);
  });

  it('refuses binary hidden behind a text head, and a file that changes encoding mid-way', async () => {
    // 200 kB of UTF-8 text: more than the upload pipeline looks at before it takes a file for a CSV.
    const rows = Array.from({ length: 8000 }, () => '100234;01/2020;1,00;0;0');
    const head = Buffer.from(crlf(HEADER, ...rows), 'utf8');
    expect(await upload(Buffer.concat([head, randomBytes(5000)]))).toEqual({
      status: 400,
      body: { errors: [NOT_TEXT] },
    });
    // UTF-8 for 8 000 rows, then a row in Windows-1252 (line 8 002).
    const mixed = Buffer.concat([head, windows1252(crlf(`${ACCENTED};01/2025;7,00;0;0`))]);
    expect(await upload(mixed)).toEqual({
      status: 400,
      body: {
        errors: [
          'Linha 8002: o arquivo mistura codificações de texto (começa em UTF-8 e aqui não é). No Excel, salve como "CSV UTF-8 (delimitado por vírgulas)".',
        ],
      },
    });
    expect(await billing()).toEqual([]);
  });
});
