import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  conclusaoLinhaSchema,
  importacaoTreinamentosMensagens as messages,
  type importacaoTreinamentosSchema,
} from '@prix/shared/candidatura';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import { headerText, importRows } from '../../uploads/file-import.js';
import type { Cell, ImportFormat, ImportKind, RawRow } from '../../uploads/file-import.js';
import { readRows } from '../../uploads/import-read.js';
import { hojeEmBrasilia } from './compliance.js';

export type ImportacaoTreinamentos = z.infer<typeof importacaoTreinamentosSchema>;
/** Where completions came from: the staff's screen, the command, the demo, the integration route. */
export type OrigemConclusao = 'arquivo' | 'comando' | 'demo' | 'integracao';

interface Parsed {
  readonly line: number;
  /** A CPF's 11 digits, or an e-mail in lower case. */
  readonly pessoa: string;
  readonly porEmail: boolean;
  readonly tipo: string;
  /** yyyy-mm-dd. */
  readonly data: string;
  readonly meses: number | null;
}
/** A completion to write: the user, the training type, the day, the validity in months. */
type Row = { u: string; t: string; d: string; m: number | null };

/** Header cells compared without case, accents or punctuation (UTF-8 and Windows-1252 alike). */
const HEADER = [
  /^(pessoa|cpf|email|participante|usuario|aluno)/,
  /^(tipo|treinamento|codigo|curso)/,
  /^(data|conclus|concluido)/,
];
const VALIDITY_HEADER = /^(validade|meses)/;

const isEmpty = (cell: Cell | undefined) => cell === null || cell === undefined || String(cell).trim() === '';
const isoDay = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

/** A spreadsheet may hold a CPF as a number, without its leading zeros. */
function personText(cell: Cell): string {
  if (typeof cell === 'number') return String(Math.trunc(cell)).padStart(11, '0');
  return String(cell ?? '').trim();
}

/** 'dd/mm/aaaa', 'aaaa-mm-dd' or a date cell, as 'yyyy-mm-dd'; null when it is no real day. */
function dayOf(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDay(cell);
  const text = String(cell ?? '').trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1) return null;
  return isoDay(date);
}

/** A zod message as one problem of a line: 'informe o código do tipo de treinamento'. */
const problem = (message: string) =>
  `${message.charAt(0).toLowerCase()}${message.slice(1)}`.replace(/\.$/, '');

function parseLine(line: number, cells: readonly Cell[], hoje: string, problems: string[]): Parsed | null {
  const pessoa = personText(cells[0] ?? null);
  const tipo = String(cells[1] ?? '')
    .trim()
    .toUpperCase();
  const dataCell = cells[2] ?? null;
  const validade = cells[3] ?? null;
  let meses: number | null = null;
  if (!isEmpty(validade)) {
    const text = String(validade).trim();
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 120)
      problems.push(`validade '${text.slice(0, 20)}' deve ser um número de meses, de 1 a 120`);
    else meses = Number(text);
  }
  const data = isEmpty(dataCell) ? '' : dayOf(dataCell);
  const checked = conclusaoLinhaSchema.safeParse({
    pessoa,
    tipo,
    data: data ?? String(dataCell).trim().slice(0, 10),
    validadeMeses: meses,
  });
  if (!checked.success) {
    // One problem a cell: an empty one is not also said to be malformed.
    const cells = new Set<string>();
    for (const issue of checked.error.issues) {
      const cell = issue.path.join('.');
      if (cells.has(cell)) continue;
      cells.add(cell);
      problems.push(problem(issue.message));
    }
  }
  if (data === null)
    problems.push(`data '${String(dataCell).slice(0, 20)}' inválida (use dd/mm/aaaa ou aaaa-mm-dd)`);
  else if (data && data > hoje) problems.push('data de conclusão no futuro');
  if (cells.slice(4).some((c) => !isEmpty(c))) problems.push('colunas a mais');
  if (problems.length || !data) return null;
  const porEmail = pessoa.includes('@');
  return {
    line,
    pessoa: porEmail ? pessoa.toLowerCase() : pessoa.replace(/\D/g, ''),
    porEmail,
    tipo,
    data,
    meses,
  };
}

/**
 * The completions file's format: Pessoa (CPF or e-mail); Tipo (a training type's code); Data; Validade
 * (months, optional). A line names a known person by CPF or e-mail and a known training type; no line
 * repeats another's person, type and day.
 */
function treinamentosFormat(
  hoje: string,
  options: { origem: OrigemConclusao; autor: string | null },
): ImportFormat<Parsed, Row, ImportacaoTreinamentos> {
  return {
    header: (cells) =>
      HEADER.every((pattern, i) => pattern.test(headerText(cells[i]))) &&
      (isEmpty(cells[3]) || VALIDITY_HEADER.test(headerText(cells[3]))) &&
      cells.slice(4).every(isEmpty),
    messages: { header: messages.header, empty: messages.empty },
    parse(line, cells) {
      const problems: string[] = [];
      return parseLine(line, cells, hoje, problems) ?? problems;
    },
    async resolve(db, lines) {
      const people = await resolvePeople(db, lines);
      const types = await knownTypes(db, lines);
      return (row) => {
        const problems: string[] = [];
        const found = people.get(row.pessoa) ?? [];
        if (found.length === 0)
          problems.push(
            row.porEmail
              ? `pessoa não encontrada: nenhum usuário com o e-mail ${row.pessoa}`
              : `pessoa não encontrada: nenhum usuário com o CPF ${formatCpf(row.pessoa)}`,
          );
        else if (found.length > 1)
          problems.push(`o CPF ${formatCpf(row.pessoa)} pertence a mais de um usuário: use o e-mail`);
        if (!types.has(row.tipo))
          problems.push(`tipo de treinamento '${row.tipo}' não encontrado (use o código do cadastro)`);
        if (problems.length) return problems;
        return {
          row: { u: found[0]!, t: row.tipo, d: row.data, m: row.meses },
          key: `${found[0]}|${row.tipo}|${row.data}`,
        };
      };
    },
    repeats: (earlier) => `repete a pessoa, o tipo e a data da linha ${earlier}`,
    apply: (db, rows) => write(db, rows, options),
  };
}

/**
 * Imports the e-learning's completions file (decision 0047) as the billing import does (decision 0025): all or
 * nothing (`importRows`), then one transaction of upserts that leave equal rows untouched, so importing a
 * file twice changes nothing.
 */
export async function importTreinamentos(
  db: Db,
  body: Readable,
  kind: ImportKind,
  options: { origem: OrigemConclusao; autor: string | null; hoje?: string },
): Promise<ImportacaoTreinamentos> {
  return importRows(db, readRows(body, kind), treinamentosFormat(options.hoje ?? hojeEmBrasilia(), options));
}

/** The file's header as the import matches it, for rows that come without one. */
const HEADER_CELLS = ['Pessoa', 'Tipo', 'Data', 'Validade'];

/**
 * Imports completions that come as data rather than a file (the integration route, decision 0057): the same
 * format, checks and write as `importTreinamentos`, row N (from 1) named 'Linha N'.
 */
export async function importTreinamentosRows(
  db: Db,
  rows: readonly (readonly Cell[])[],
  options: { origem: OrigemConclusao; autor: string | null; hoje?: string },
): Promise<ImportacaoTreinamentos> {
  async function* withHeader(): AsyncIterable<RawRow> {
    yield { line: 0, cells: HEADER_CELLS };
    for (const [i, cells] of rows.entries()) yield { line: i + 1, cells };
  }
  return importRows(db, withHeader(), treinamentosFormat(options.hoje ?? hojeEmBrasilia(), options));
}

const formatCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

/** The users each key names: by e-mail (case-insensitive) or by CPF compared without its mask. */
async function resolvePeople(db: Db, rows: readonly Parsed[]): Promise<Map<string, string[]>> {
  const emails = [...new Set(rows.filter((r) => r.porEmail).map((r) => r.pessoa))];
  const cpfs = [...new Set(rows.filter((r) => !r.porEmail).map((r) => r.pessoa))];
  const out = new Map<string, string[]>();
  const add = (key: string, id: string) => out.set(key, [...(out.get(key) ?? []), id]);
  if (emails.length) {
    const found = await queryRows<{ id: string; email: string }>(
      db,
      sql`select id, lower(email) as email from usuario
          where lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
    );
    for (const f of found) add(f.email, f.id);
  }
  if (cpfs.length) {
    const digits = sql`regexp_replace(coalesce(cpf, ''), '[^0-9]', '', 'g')`;
    const found = await queryRows<{ id: string; cpf: string }>(
      db,
      sql`select id, ${digits} as cpf from usuario
          where ${digits} in (select jsonb_array_elements_text(${JSON.stringify(cpfs)}::jsonb))
          order by id`,
    );
    for (const f of found) add(f.cpf, f.id);
  }
  return out;
}

async function knownTypes(db: Db, rows: readonly Parsed[]): Promise<Set<string>> {
  const codes = [...new Set(rows.map((r) => r.tipo))];
  if (!codes.length) return new Set();
  const found = await queryRows<{ id: string }>(
    db,
    sql`select id from tipotreinamento
        where id in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Set(found.map((f) => f.id));
}

/**
 * 1 000 rows a statement, all in one transaction. A completion already there with another validity takes the
 * file's (and may be warned about again); equal ones are not touched, neither counted nor rewritten.
 */
async function write(
  db: Db,
  rows: readonly Row[],
  options: { origem: OrigemConclusao; autor: string | null },
): Promise<ImportacaoTreinamentos> {
  let importadas = 0;
  let atualizadas = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = JSON.stringify(rows.slice(i, i + 1000));
      const changed = await queryRows<{ inserted: boolean }>(
        tx,
        sql`insert into treinamento_conclusao as k
              (usuario_id, tipotreinamento_id, concluido_em, valido_ate, origem, uscriacao)
            select x.u, x.t, x.d::date,
              case when x.m is null then null else (x.d::date + make_interval(months => x.m))::date end,
              ${options.origem}, ${options.autor}
            from jsonb_to_recordset(${batch}::jsonb) as x(u text, t text, d text, m int)
            on conflict (usuario_id, tipotreinamento_id, concluido_em) do update set
              valido_ate = excluded.valido_ate, aviso_vencimento_em = null,
              origem = excluded.origem, dhedicao = now(), usedicao = excluded.uscriacao
            where k.valido_ate is distinct from excluded.valido_ate
            returning (xmax = 0) as inserted`,
      );
      for (const row of changed) {
        if (row.inserted) importadas += 1;
        else atualizadas += 1;
      }
    }
  });
  return { importadas, atualizadas };
}
