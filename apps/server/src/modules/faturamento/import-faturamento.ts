import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  MAX_VALOR,
  importMessages,
  monthToIso,
  parseBrazilianNumber,
  type ImportResult,
} from '@prix/shared/faturamento';
import { queryRows, type Db } from '../../db/client.js';
import { headerText, importRows } from '../../uploads/file-import.js';
import type { Cell, ImportFormat, ImportKind, RawRow } from '../../uploads/file-import.js';
import { readRows } from '../../uploads/import-read.js';

interface Parsed {
  readonly line: number;
  readonly parceiro: string;
  readonly periodo: string;
  readonly produtos: number;
  readonly servicos: number;
  readonly beneficios: number;
}
type Row = Parsed & { clienteId: string };

/** Header cells compared without case, accents or punctuation, on the text as decoded (UTF-8, Windows-1252). */
const HEADER = [/^(parceiro|cnpj|codigo)/, /^(mes|periodo|competencia)/, /^produto/, /^servico/, /^benef/];

const LABELS = ['produtos', 'serviços', 'benefícios resgatados'] as const;

function money(cell: Cell, label: string, problems: string[]): number {
  const value =
    typeof cell === 'number' ? cell : typeof cell === 'string' ? parseBrazilianNumber(cell) : null;
  if (cell === null || cell === '') problems.push(`${label} não informado`);
  else if (value === null)
    problems.push(`${label} '${String(cell).slice(0, 30)}' não é um valor (use 1.234,56)`);
  else if (value < 0) problems.push(`${label} não pode ser negativo`);
  else if (value > MAX_VALOR) problems.push(`${label} acima do limite`);
  else return Math.round(value * 100) / 100;
  return 0;
}

function month(cell: Cell, lastMonth: string, problems: string[]): string {
  // A date cell of a spreadsheet is the month it falls in.
  const iso =
    cell instanceof Date
      ? monthToIso(`${cell.getUTCFullYear()}-${String(cell.getUTCMonth() + 1).padStart(2, '0')}`)
      : typeof cell === 'string'
        ? monthToIso(cell)
        : null;
  if (cell === null || cell === '') problems.push('mês não informado');
  else if (iso === null) problems.push(`mês '${String(cell).slice(0, 30)}' inválido (use mm/aaaa)`);
  else if (iso > lastMonth) problems.push('mês no futuro');
  else return iso;
  return '';
}

/** A partner as the file names it: its CNPJ (masked or not) or its ERP code (the company's id). */
const partnerKey = (cell: Cell) => (cell === null ? '' : String(cell).trim());
const cnpjDigits = (key: string) => key.toUpperCase().replace(/[^0-9A-Z]/g, '');
const looksLikeCnpj = (key: string) => cnpjDigits(key).length === 14;

/** The billing file's format: Parceiro; Mês; Produtos; Serviços; Benefícios resgatados; no month after today's. */
function billingFormat(today: Date): ImportFormat<Parsed, Row, ImportResult> {
  const lastMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  return {
    header: (cells) => HEADER.every((pattern, i) => pattern.test(headerText(cells[i]))),
    messages: { header: importMessages.header, empty: importMessages.empty },
    parse(line, cells) {
      const problems: string[] = [];
      const parceiro = partnerKey(cells[0] ?? null);
      if (!parceiro) problems.push('parceiro não informado');
      else if (parceiro.length > 18) problems.push('parceiro deve ser o CNPJ ou o código do ERP');
      const periodo = month(cells[1] ?? null, lastMonth, problems);
      const [produtos, servicos, beneficios] = LABELS.map((label, i) =>
        money(cells[i + 2] ?? null, label, problems),
      ) as [number, number, number];
      if (cells.slice(5).some((c) => c !== null && c !== '')) problems.push('colunas a mais');
      return problems.length ? problems : { line, parceiro, periodo, produtos, servicos, beneficios };
    },
    async resolve(db, lines) {
      const companies = await resolvePartners(db, lines);
      return (row) => {
        const found = companies.get(row.parceiro);
        if (!found) return [`parceiro '${row.parceiro}' não encontrado`];
        if (found.length > 1)
          return [`o CNPJ ${row.parceiro} pertence a mais de um parceiro: use o código do ERP`];
        return { row: { ...row, clienteId: found[0]! }, key: `${found[0]}|${row.periodo}` };
      };
    },
    repeats: (earlier) => `repete o parceiro e o mês da linha ${earlier}`,
    apply: write,
  };
}

/**
 * Imports a billing file (decision 0025) all or nothing (`importRows`): every partner × month is written in one
 * transaction, as an upsert that leaves equal rows untouched, so importing a file twice changes nothing.
 */
export async function importBilling(
  db: Db,
  body: Readable,
  kind: ImportKind,
  today = new Date(),
): Promise<ImportResult> {
  return importRows(db, readRows(body, kind), billingFormat(today));
}

/** The file's header as the import matches it, for rows that come without one. */
const HEADER_CELLS = ['Parceiro', 'Mês', 'Produtos', 'Serviços', 'Benefícios resgatados'];

/**
 * Imports billing rows that come as data rather than a file (the integration route, decision 0054): the same
 * format, checks and write as `importBilling`, row N (from 1) named 'Linha N'.
 */
export async function importBillingRows(
  db: Db,
  rows: readonly (readonly Cell[])[],
  today = new Date(),
): Promise<ImportResult> {
  async function* withHeader(): AsyncIterable<RawRow> {
    yield { line: 0, cells: HEADER_CELLS };
    for (const [i, cells] of rows.entries()) yield { line: i + 1, cells };
  }
  return importRows(db, withHeader(), billingFormat(today));
}

/** The companies each partner key names: by id, or by CNPJ compared without its mask. */
async function resolvePartners(db: Db, rows: readonly Parsed[]): Promise<Map<string, string[]>> {
  const keys = [...new Set(rows.map((r) => r.parceiro))];
  const out = new Map<string, string[]>();
  if (!keys.length) return out;
  const ids = keys.filter((k) => k.length <= 10);
  const cnpjs = [...new Set(keys.filter(looksLikeCnpj).map(cnpjDigits))];
  const digits = sql`regexp_replace(upper(coalesce(cnpj, '')), '[^0-9A-Z]', '', 'g')`;
  const inList = (column: SQL, values: readonly string[]) =>
    values.length
      ? sql`${column} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql`false`;
  const found = await queryRows<{ id: string; cnpj: string }>(
    db,
    sql`select id, ${digits} as cnpj from cliente
        where ${inList(sql`id`, ids)} or ${inList(digits, cnpjs)}`,
  );
  for (const key of keys) {
    const byId = found.filter((c) => c.id === key).map((c) => c.id);
    const byCnpj = looksLikeCnpj(key) ? found.filter((c) => c.cnpj === cnpjDigits(key)).map((c) => c.id) : [];
    // An ERP code wins over a CNPJ that happens to look the same.
    const match = byId.length ? byId : byCnpj;
    if (match.length) out.set(key, match);
  }
  return out;
}

/** 1 000 rows a statement, all in one transaction. */
async function write(db: Db, rows: readonly Row[]): Promise<ImportResult> {
  let inseridos = 0;
  let atualizados = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      const values = sql.join(
        batch.map(
          (r) =>
            sql`(${r.clienteId}, ${r.periodo}::date, ${r.produtos.toFixed(2)}::numeric, ${r.servicos.toFixed(2)}::numeric, ${r.beneficios.toFixed(2)}::numeric)`,
        ),
        sql`, `,
      );
      // Equal rows are not touched (the where clause), so they are neither counted nor rewritten.
      const changed = await queryRows<{ inserted: boolean }>(
        tx,
        sql`insert into faturamento as f (cliente_id, periodo, produtos, servicos, beneficios_resgatados)
            values ${values}
            on conflict (cliente_id, periodo) do update set
              produtos = excluded.produtos, servicos = excluded.servicos,
              beneficios_resgatados = excluded.beneficios_resgatados
            where (f.produtos, f.servicos, f.beneficios_resgatados)
              is distinct from (excluded.produtos, excluded.servicos, excluded.beneficios_resgatados)
            returning (xmax = 0) as inserted`,
      );
      for (const row of changed) {
        if (row.inserted) inseridos += 1;
        else atualizados += 1;
      }
    }
  });
  return { linhas: rows.length, inseridos, atualizados, inalterados: rows.length - inseridos - atualizados };
}
