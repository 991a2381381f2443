import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { sendMultipart } from '../../testing/multipart.js';
import { windows1252 } from '../../testing/text-files.js';
import { hojeEmBrasilia } from './compliance.js';
import { runImportCommand } from '../../uploads/import-command.js';
import { importTreinamentosCommand } from './import-command.js';

/**
 * The e-learning's completions file (decision 0047), imported as the billing import is (decision 0025): CSV
 * with ';' or ',', UTF-8 or Windows-1252, or XLSX; refused whole with every bad line, nothing written; the same
 * file twice changes nothing; staff only; and the same from `npm run import:treinamentos`.
 */

let t: TestApp;
let dir: string;
const who: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  who.admin = await sessionCookieFor(t, '10000001');
  who.marcos = await sessionCookieFor(t, 'EXT0001');
  dir = await mkdtemp(path.join(tmpdir(), 'prix-treinamentos-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from treinamento_conclusao`);
});

const crlf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** What the database holds: person, type, date, validity, where it came from. */
const stored = () =>
  queryRows<{ usuario_id: string; tipo: string; em: string; ate: string | null; origem: string }>(
    t.database.db,
    sql`select usuario_id, tipotreinamento_id as tipo, concluido_em::text as em, valido_ate::text as ate, origem
        from treinamento_conclusao order by usuario_id, tipotreinamento_id, concluido_em`,
  );

const upload = async (content: Buffer, filename = 'conclusoes.csv', cookie = who.admin!) => {
  const answer = await sendMultipart(`${t.baseUrl}/api/treinamentos/importar`, {
    headers: { cookie, origin: t.baseUrl },
    files: [{ field: 'fileInput', filename, head: content, size: content.length }],
  });
  return { status: answer!.status, body: parseJson<Record<string, unknown>>(answer!.body) };
};

async function xlsx(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Conclusões');
  sheet.addRow(['Pessoa', 'Tipo', 'Data de conclusão', 'Validade (meses)']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Marcos by his masked CPF, Fernanda by her e-mail in capitals, Otávio with a lower-case type code. */
const GOOD = [
  ['529.982.247-25', 'OPER', '10/03/2025', ''],
  ['FERNANDA@balancaspaulista.com.br', 'VEND', '2025-06-01', '24'],
  ['otavio@pesagemsul.com.br', 'calb', '15/01/2026', '12'],
];
const IMPORTED = [
  { usuario_id: 'EXT0001', tipo: 'OPER', em: '2025-03-10', ate: null, origem: 'arquivo' },
  { usuario_id: 'EXT0002', tipo: 'VEND', em: '2025-06-01', ate: '2027-06-01', origem: 'arquivo' },
  { usuario_id: 'EXT0003', tipo: 'CALB', em: '2026-01-15', ate: '2027-01-15', origem: 'arquivo' },
];

describe('POST /api/treinamentos/importar', () => {
  it.each([
    [
      'a CSV with ; in UTF-8',
      Buffer.from(crlf('Pessoa;Tipo;Data;Validade (meses)', ...GOOD.map((l) => l.join(';')))),
    ],
    [
      'a CSV with , in Windows-1252 (accented header)',
      windows1252(
        crlf('Pessoa,Tipo de treinamento,Data de conclusão,Validade', ...GOOD.map((l) => l.join(','))),
      ),
    ],
  ])('imports %s, and the same file again changes nothing', async (_kind, content) => {
    expect(await upload(content)).toEqual({ status: 200, body: { importadas: 3, atualizadas: 0 } });
    expect(await stored()).toEqual(IMPORTED);
    expect(await upload(content)).toEqual({ status: 200, body: { importadas: 0, atualizadas: 0 } });
    expect(await stored()).toEqual(IMPORTED);
  });

  it('imports an XLSX: a CPF as a number, a date cell, a validity as a number', async () => {
    const file = await xlsx([
      [52998224725, 'OPER', new Date(Date.UTC(2025, 2, 10)), null],
      ['fernanda@balancaspaulista.com.br', 'VEND', '01/06/2025', 24],
      ['otavio@pesagemsul.com.br', 'CALB', '2026-01-15', '12'],
    ]);
    expect(await upload(file, 'conclusoes.xlsx')).toEqual({
      status: 200,
      body: { importadas: 3, atualizadas: 0 },
    });
    expect(await stored()).toEqual(IMPORTED);
  });

  it('a new validity for a completion already there updates it', async () => {
    const line = (meses: string) =>
      Buffer.from(crlf('Pessoa;Tipo;Data;Validade', `otavio@pesagemsul.com.br;CALB;15/01/2026;${meses}`));
    expect((await upload(line('12'))).body).toEqual({ importadas: 1, atualizadas: 0 });
    expect((await upload(line('24'))).body).toEqual({ importadas: 0, atualizadas: 1 });
    expect((await stored()).map((r) => r.ate)).toEqual(['2028-01-15']);
  });

  it('refuses the whole file listing every bad line: unknown person or type, bad date, bad CPF', async () => {
    const future = `${Number(hojeEmBrasilia().slice(0, 4)) + 1}-01-01`;
    const content = Buffer.from(
      crlf(
        'Pessoa;Tipo;Data;Validade (meses)',
        ...GOOD.map((l) => l.join(';')),
        'ninguem@exemplo.com.br;OPER;10/03/2025;',
        '529.982.247-25;XXXX;10/03/2025;',
        '529.982.247-25;VEND;31/02/2025;',
        '111.111.111-12;VEND;10/03/2025;',
        '987.654.321-00;VEND;10/03/2025;',
        `529.982.247-25;VEND;${future};`,
        '529.982.247-25;VEND;10/03/2025;doze',
        ';;;',
        '529.982.247-25;OPER;2025-03-10;',
      ),
    );
    const answer = await upload(content);
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: [
          'Nenhuma linha foi importada: 9 com erro.',
          'Linha 5: pessoa não encontrada: nenhum usuário com o e-mail ninguem@exemplo.com.br.',
          "Linha 6: tipo de treinamento 'XXXX' não encontrado (use o código do cadastro).",
          "Linha 7: data '31/02/2025' inválida (use dd/mm/aaaa ou aaaa-mm-dd).",
          'Linha 8: pessoa inválida: informe um CPF válido ou um e-mail.',
          'Linha 9: pessoa não encontrada: nenhum usuário com o CPF 987.654.321-00.',
          'Linha 10: data de conclusão no futuro.',
          "Linha 11: validade 'doze' deve ser um número de meses, de 1 a 120.",
          'Linha 12: informe o CPF ou e-mail da pessoa; informe o código do tipo de treinamento; informe a data de conclusão.',
          'Linha 13: repete a pessoa, o tipo e a data da linha 2.',
        ],
      },
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a file without the header, or without lines', async () => {
    const header = await upload(Buffer.from(crlf('CPF;Mês;Produtos', '529.982.247-25;OPER;10/03/2025')));
    expect(header.status).toBe(400);
    expect(header.body.errors).toEqual([expect.stringMatching(/^Linha 1: o cabeçalho deve ser Pessoa/)]);
    const empty = await upload(Buffer.from(crlf('Pessoa;Tipo;Data;Validade')));
    expect(empty).toEqual({
      status: 400,
      body: { errors: ['O arquivo não tem linhas de conclusões de treinamentos.'] },
    });
    expect(await stored()).toEqual([]);
  });

  it('is the staff’s: a partner gets 403, and nothing is written', async () => {
    const content = Buffer.from(crlf('Pessoa;Tipo;Data', '529.982.247-25;OPER;10/03/2025'));
    expect((await upload(content, 'conclusoes.csv', who.marcos!)).status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

describe('npm run import:treinamentos', () => {
  const io = () => {
    const out = { stdout: '', stderr: '' };
    return {
      out,
      streams: {
        stdout: { write: (s: string) => (out.stdout += s) },
        stderr: { write: (s: string) => (out.stderr += s) },
      },
    };
  };

  it('imports a file on disk and says how many; refuses a bad one with every line, exit code 2', async () => {
    const good = path.join(dir, 'conclusoes.csv');
    await writeFile(
      good,
      windows1252(crlf('Pessoa;Tipo;Data de conclusão;Validade', ...GOOD.map((l) => l.join(';')))),
    );
    const first = io();
    expect(await runImportCommand(t.database.db, good, first.streams, importTreinamentosCommand)).toBe(0);
    expect(first.out.stdout).toBe('Conclusões de treinamentos: 3 incluídas, 0 atualizadas.\n');
    expect(await stored()).toEqual(IMPORTED.map((r) => ({ ...r, origem: 'comando' })));

    const bad = path.join(dir, 'ruim.xlsx');
    await writeFile(bad, await xlsx([['ninguem@exemplo.com.br', 'OPER', '10/03/2025', null]]));
    const second = io();
    expect(await runImportCommand(t.database.db, bad, second.streams, importTreinamentosCommand)).toBe(2);
    expect(second.out.stderr).toBe(
      'Nenhuma linha foi importada: 1 com erro.\nLinha 2: pessoa não encontrada: nenhum usuário com o e-mail ninguem@exemplo.com.br.\n',
    );
    expect(await stored()).toHaveLength(3);
  });

  it.runIf(process.env.TEST_DB !== 'pg')(
    'the command itself: usage without a file; on its own database, every bad line and exit code 2',
    async () => {
      const run = promisify(execFile);
      const cli = path.join(import.meta.dirname, 'import-cli.ts');
      const env = { ...process.env, DATA_DIR: path.join(dir, 'dados'), NODE_ENV: 'test', DATABASE_URL: '' };
      const usage = await run(process.execPath, ['--import', 'tsx', cli], { env }).catch((e: unknown) => e);
      expect(usage).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Uso: npm run import:treinamentos'),
      });

      const file = path.join(dir, 'uma.csv');
      await writeFile(file, crlf('Pessoa;Tipo;Data', 'ninguem@exemplo.com.br;OPER;10/03/2025'));
      // A database with no people: the line names nobody.
      const refused = await run(process.execPath, ['--import', 'tsx', cli, file], { env }).catch(
        (e: unknown) => e,
      );
      expect(refused).toMatchObject({
        code: 2,
        stderr:
          "Nenhuma linha foi importada: 1 com erro.\nLinha 2: pessoa não encontrada: nenhum usuário com o e-mail ninguem@exemplo.com.br; tipo de treinamento 'OPER' não encontrado (use o código do cadastro).\n",
      });
    },
    120_000,
  );
});
