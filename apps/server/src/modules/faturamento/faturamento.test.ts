import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  metaClasse,
  parseBrazilianNumber,
  type FaturamentoResponse,
  type ImportResult,
} from '@prix/shared/faturamento';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { sendMultipart } from '../../testing/multipart.js';
import { readCsv, readXlsx } from '../../testing/spreadsheets.js';
import { importBilling } from './import-faturamento.js';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001');
  who.leitura = await sessionCookieFor(t, '10000002');
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // 100234 only
  who.gabriela = await sessionCookieFor(t, 'EXT0004'); // 100234 and 200117
  // A branch of Balanças Paulista (same CNPJ root) and an unrelated company with no CNPJ.
  await t.database.db.execute(sql`
    insert into cliente (id, uuid, nome, cnpj) values
      ('100299', gen_random_uuid(), 'Balanças Paulista Filial Campinas', '61.234.567/0002-06'),
      ('300001', gen_random_uuid(), 'Sem CNPJ Ltda', null)`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from faturamento`);
});

const HEADER = 'Parceiro;Mês;Produtos;Serviços;Benefícios resgatados';
const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

const billing = () =>
  queryRows<{ cliente_id: string; periodo: string; produtos: string; servicos: string; beneficios: string }>(
    t.database.db,
    sql`select cliente_id, to_char(periodo, 'YYYY-MM') as periodo, produtos::text, servicos::text,
          beneficios_resgatados::text as beneficios
        from faturamento order by cliente_id, periodo`,
  );

const upload = async (content: Buffer, filename: string, cookie = who.admin!) => {
  const answer = await sendMultipart(`${t.baseUrl}/api/faturamento/importar`, {
    headers: { cookie, origin: t.baseUrl },
    files: [{ field: 'fileInput', filename, head: content, size: content.length }],
  });
  return { status: answer!.status, body: parseJson<ImportResult & { errors?: string[] }>(answer!.body) };
};

async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Faturamento');
  sheet.addRow(['Parceiro', 'Mês', 'Produtos', 'Serviços', 'Benefícios resgatados']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('billing import', () => {
  it('reads Brazilian numbers', () => {
    expect(parseBrazilianNumber('1.234,56')).toBe(1234.56);
    expect(parseBrazilianNumber('R$ 12.345.678,9')).toBe(12345678.9);
    expect(parseBrazilianNumber('1234,5')).toBe(1234.5);
    expect(parseBrazilianNumber('1.234')).toBe(1234);
    expect(parseBrazilianNumber('1234.56')).toBe(1234.56);
    expect(parseBrazilianNumber('0')).toBe(0);
    for (const bad of ['1,234.56', '12,345', 'abc', '1.23.4', '', '1.2345,00'])
      expect(parseBrazilianNumber(bad), bad).toBeNull();
  });

  it('imports a CSV by ERP code or CNPJ with Brazilian numbers, and a second import changes nothing', async () => {
    const file = csv(
      '100234;01/2025;33.500,00;2.400,10;0',
      '61.234.567/0001-17;02/2025;1234,5;0;1.150,00',
      '33445566000186;01/2025;R$ 3.100,00;6800;0',
    );
    const first = await upload(file, 'faturamento.csv');
    expect(first).toEqual({
      status: 200,
      body: { linhas: 3, inseridos: 3, atualizados: 0, inalterados: 0 },
    });
    const rows = await billing();
    expect(rows).toEqual([
      {
        cliente_id: '100234',
        periodo: '2025-01',
        produtos: '33500.00',
        servicos: '2400.10',
        beneficios: '0.00',
      },
      {
        cliente_id: '100234',
        periodo: '2025-02',
        produtos: '1234.50',
        servicos: '0.00',
        beneficios: '1150.00',
      },
      {
        cliente_id: '200117',
        periodo: '2025-01',
        produtos: '3100.00',
        servicos: '6800.00',
        beneficios: '0.00',
      },
    ]);
    const again = await upload(file, 'faturamento.csv');
    expect(again.body).toEqual({ linhas: 3, inseridos: 0, atualizados: 0, inalterados: 3 });
    expect(await billing()).toEqual(rows);
    // A corrected month updates that month only.
    const fixed = await upload(csv('100234;01/2025;33.600,00;2.400,10;0'), 'correcao.csv');
    expect(fixed.body).toEqual({ linhas: 1, inseridos: 0, atualizados: 1, inalterados: 0 });
  });

  it('refuses a file with bad rows whole, naming each line and reason', async () => {
    await upload(csv('100234;01/2025;100,00;0;0'), 'antes.csv');
    const before = await billing();
    const answer = await upload(
      csv(
        '100234;02/2025;200,00;0;0',
        '999999;02/2025;1,00;0;0',
        '100234;13/2025;1,00;0;0',
        '',
        '200117;03/2025;abc;-5;',
        '100234;02/2025;300,00;0;0',
        '100234;12/2099;1,00;0;0',
      ),
      'erros.csv',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'Nenhuma linha foi importada: 5 com erro.',
      "Linha 3: parceiro '999999' não encontrado.",
      "Linha 4: mês '13/2025' inválido (use mm/aaaa).",
      "Linha 6: produtos 'abc' não é um valor (use 1.234,56); serviços não pode ser negativo; benefícios resgatados não informado.",
      'Linha 7: repete o parceiro e o mês da linha 2.',
      'Linha 8: mês no futuro.',
    ]);
    expect(await billing()).toEqual(before);
  });

  it('imports an XLSX (numbers, text numbers and date cells) the same way', async () => {
    const file = await xlsx([
      ['100234', '03/2025', 1500.25, '2.000,00', 0],
      ['200117', new Date(Date.UTC(2025, 3, 1)), 10, 20, 30],
    ]);
    const answer = await upload(file, 'faturamento.xlsx');
    expect(answer).toEqual({
      status: 200,
      body: { linhas: 2, inseridos: 2, atualizados: 0, inalterados: 0 },
    });
    expect(await billing()).toEqual([
      {
        cliente_id: '100234',
        periodo: '2025-03',
        produtos: '1500.25',
        servicos: '2000.00',
        beneficios: '0.00',
      },
      { cliente_id: '200117', periodo: '2025-04', produtos: '10.00', servicos: '20.00', beneficios: '30.00' },
    ]);
    const bad = await upload(await xlsx([['100234', '2025', 1, 1, 1]]), 'ruim.xlsx');
    expect(bad.body.errors).toEqual([
      'Nenhuma linha foi importada: 1 com erro.',
      "Linha 2: mês '2025' inválido (use mm/aaaa).",
    ]);
  });

  it('refuses a wrong header, other file types, partners and read-only staff', async () => {
    const header = await upload(Buffer.from('a;b;c\n1;2;3\n'), 'x.csv');
    expect(header.status).toBe(400);
    expect(header.body.errors?.[0]).toMatch(/^Linha 1: o cabeçalho deve ser/);
    const pdf = await upload(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), 'x.pdf');
    expect(pdf.status).toBe(415);
    const file = csv('100234;01/2025;1,00;0;0');
    expect((await upload(file, 'f.csv', who.marcos!)).status).toBe(403);
    expect((await upload(file, 'f.csv', who.leitura!)).status).toBe(403);
    expect(await billing()).toEqual([]);
  });

  it('holds decision 0025’s limits on both sides: 50 000 data rows, 200 listed errors, 10 MB', async () => {
    const badRows = (n: number) => Array.from({ length: n }, () => '100234;13/2025;1,00;0;0');
    // 200 bad rows are all listed; from the 201st on, the count says how many more.
    const listed = await upload(csv(...badRows(200)), 'erros.csv');
    expect(listed.body.errors).toHaveLength(1 + 200);
    expect(listed.body.errors?.at(-1)).toBe("Linha 201: mês '13/2025' inválido (use mm/aaaa).");
    const more = await upload(csv(...badRows(201)), 'erros.csv');
    expect(more.body.errors).toHaveLength(1 + 200 + 1);
    expect(more.body.errors?.at(-1)).toBe('… e mais 1 linhas com erro.');
    // 50 000 data rows are read (and refused here for their months); one more is refused for its size.
    const most = await upload(csv(...badRows(50_000)), 'grande.csv');
    expect(most.status).toBe(400);
    expect(most.body.errors?.[0]).toBe('Nenhuma linha foi importada: 50000 com erro.');
    expect(most.body.errors?.at(-1)).toBe('… e mais 49800 linhas com erro.');
    const tooMany = await upload(csv(...badRows(50_001)), 'grande.csv');
    expect(tooMany).toEqual({
      status: 400,
      body: { errors: ['O arquivo tem mais de 50.000 linhas de dados: divida-o em partes.'] },
    });
    // 10 MB (10 485 760 bytes) reaches the reader; one byte more is refused while it streams.
    const tenMegabytes = (size: number) => {
      const file = csv(...badRows(60_000));
      return Buffer.concat([file, Buffer.alloc(size - file.length, '\n')]);
    };
    expect((await upload(tenMegabytes(10_485_760), 'grande.csv')).body.errors).toEqual([
      'O arquivo tem mais de 50.000 linhas de dados: divida-o em partes.',
    ]);
    expect(await upload(tenMegabytes(10_485_761), 'grande.csv')).toEqual({
      status: 413,
      body: { errors: ['Erro: Arquivo muito grande, máximo permitido: 10MB'] },
    });
    expect(await billing()).toEqual([]);
  });

  it('takes the current month and refuses the next one', async () => {
    const may15 = new Date(2025, 4, 15);
    const read = (line: string) => importBilling(t.database.db, Readable.from([csv(line)]), 'csv', may15);
    expect(await read('100234;05/2025;1,00;0;0')).toMatchObject({ linhas: 1, inseridos: 1 });
    await expect(read('100234;06/2025;1,00;0;0')).rejects.toMatchObject({
      statusCode: 400,
      messages: ['Nenhuma linha foi importada: 1 com erro.', 'Linha 2: mês no futuro.'],
    });
  });

  it('is the same import from the command line (a file on disk)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prix-import-'));
    try {
      const file = path.join(dir, 'faturamento.csv');
      await writeFile(file, csv('100234;05/2025;10,00;0;0'));
      const result = await importBilling(t.database.db, createReadStream(file), 'csv');
      expect(result).toEqual({ linhas: 1, inseridos: 1, atualizados: 0, inalterados: 0 });
      await expect(
        importBilling(t.database.db, Readable.from([Buffer.from('só texto')]), 'csv'),
      ).rejects.toMatchObject({ statusCode: 400 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/faturamento', () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`
      insert into faturamento (cliente_id, periodo, produtos, servicos, beneficios_resgatados) values
        ('100234', '2025-01-01', 1000, 100, 10), ('100234', '2025-02-01', 2000, 200, 0),
        ('100234', '2025-03-01', 3000, 300, 0), ('100299', '2025-02-01', 500, 50, 5),
        ('200117', '2025-02-01', 7, 7, 7)`);
  });
  const get = async (url: string, cookie = who.admin!) => {
    const answer = await call('GET', url, cookie);
    return {
      status: answer.status,
      body: answer.body as unknown as FaturamentoResponse & { errors: string[] },
    };
  };

  it('answers a company’s months in the period, oldest first', async () => {
    const { body } = await get('/api/faturamento/100234?dtInit=02/2025&dtEnd=03/2025');
    expect(body).toMatchObject({
      company_id: '100234',
      company_name: 'Balanças Paulista Comércio Ltda',
      grupo: false,
      total: 2,
      errors: [],
      results: [
        { periodo: '2025-02-01', produtos: 2000, servicos: 200, beneficios_resgatados: 0 },
        { periodo: '2025-03-01', produtos: 3000, servicos: 300, beneficios_resgatados: 0 },
      ],
    });
    expect((await get('/api/faturamento/100234?dtEnd=01/2025')).body.total).toBe(1);
    expect((await get('/api/faturamento/100234?dtInit=13/2025')).status).toBe(400);
    expect((await get('/api/faturamento/100234?dtInit=03/2025&dtEnd=01/2025')).status).toBe(400);
  });

  it('sums the group: companies sharing the CNPJ root', async () => {
    const { body } = await get('/api/faturamento/100234?grupo=1');
    expect(body.grupo).toBe(true);
    expect(body.empresas.map((e) => e.id)).toEqual(['100234', '100299']);
    expect(body.results[1]).toEqual({
      periodo: '2025-02-01',
      produtos: 2500,
      servicos: 250,
      beneficios_resgatados: 5,
    });
    // No CNPJ: a group of one.
    expect((await get('/api/faturamento/300001?grupo=1')).body.empresas).toEqual([
      { id: '300001', nome: 'Sem CNPJ Ltda' },
    ]);
  });

  it('shows a partner its own companies only: another company is 404, its group only what it may see', async () => {
    expect((await get('/api/faturamento/200117', who.marcos!)).status).toBe(404);
    expect((await get('/api/faturamento/100299', who.marcos!)).status).toBe(404);
    const own = await get('/api/faturamento', who.marcos!);
    expect(own.body).toMatchObject({ company_id: '100234', total: 3 });
    const group = await get('/api/faturamento/100234?grupo=1', who.marcos!);
    expect(group.body.empresas.map((e) => e.id)).toEqual(['100234']);
    expect((await get('/api/faturamento/200117', who.gabriela!)).body.total).toBe(1);
    // Without the key.
    expect((await get('/api/faturamento/100234', who.leitura!)).status).toBe(403);
  });

  describe('export', () => {
    const download = async (url: string, cookie = who.admin!) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      return { status: answer.statusCode, headers: answer.headers, data: answer.rawPayload };
    };

    it('holds the filtered months newest first, as the page lists them, money and months as values', async () => {
      const answer = await download('/api/faturamento/100234/exportar?formato=xlsx&dtInit=02/2025&grupo=1');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toContain(
        encodeURIComponent('Relatório de faturamento DO GRUPO Balanças Paulista Comércio Ltda'),
      );
      const sheet = await readXlsx(answer.data);
      expect(sheet.headers).toEqual(['Período', 'Produtos', 'Serviços', 'Benefícios resgatados']);
      expect(sheet.rows.map((r) => (r[0] as Date).toISOString().slice(0, 10))).toEqual([
        '2025-03-01',
        '2025-02-01',
      ]);
      expect(sheet.rows.map((r) => r.slice(1))).toEqual([
        [3000, 300, 0],
        [2500, 250, 5],
      ]);
      const csv = readCsv((await download('/api/faturamento/100234/exportar?formato=csv')).data);
      expect(csv.bom).toBe(true);
      expect(csv.lines.length).toBe(1 + 3);
    });

    it('keeps the report’s scope, key and filter rules', async () => {
      expect((await download('/api/faturamento/200117/exportar?formato=csv', who.marcos!)).status).toBe(404);
      expect((await download('/api/faturamento/100234/exportar?formato=csv', who.marcos!)).status).toBe(200);
      expect((await download('/api/faturamento/100234/exportar?formato=csv', who.leitura!)).status).toBe(403);
      expect((await download('/api/faturamento/100234/exportar?formato=csv&dtInit=13/2025')).status).toBe(
        400,
      );
      expect((await download('/api/faturamento/100234/exportar?formato=pdf')).status).toBe(400);
    });
  });

  it('measures the year to date against the next level (SPEC §9 bounds included)', () => {
    expect(metaClasse(2026, 0)).toEqual({
      ano: 2026,
      liquido: 0,
      nivel: 10,
      proximo: { nivel: 50, limite: 50_000, faltam: 50_000.01 },
    });
    expect(metaClasse(2026, 50_000).nivel).toBe(10);
    expect(metaClasse(2026, 50_000.01).nivel).toBe(50);
    expect(metaClasse(2026, 600_000).proximo).toEqual({ nivel: 1000, limite: 1_000_000, faltam: 400_000.01 });
    expect(metaClasse(2026, 1_000_000).nivel).toBe(500);
    expect(metaClasse(2026, 1_000_000.01)).toMatchObject({ nivel: 1000, proximo: null });
  });
});
