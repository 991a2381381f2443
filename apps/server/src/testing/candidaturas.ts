import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CandidaturaInput } from '@prix/shared/candidatura';
import { queryRows, type Db } from '../db/client.js';
import type { MultipartFile } from './multipart.js';
import { PNG_BYTES } from './register-send.js';

/** A tiny PDF's head; the rest of `size` is filler (a PDF by content all the same). */
export const PDF = (field: string, filename = `${field}.pdf`, size = 2048): MultipartFile => ({
  field,
  filename,
  head: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  size,
});
export const PNG = (field: string, filename = `${field}.png`): MultipartFile => ({
  field,
  filename,
  head: PNG_BYTES,
  size: PNG_BYTES.length,
});
/** A Windows program renamed to .pdf: its content says what it is. */
export const EXE = (field: string): MultipartFile => ({
  field,
  filename: 'contrato.pdf',
  head: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\0\0')]),
  size: 4096,
});
export const BOTH_DOCUMENTS = [PDF('contratoSocial'), PNG('cartaoCnpj')];

/** A valid application from São Paulo (a CNPJ root no demo company has), filled in 20 s. */
export const application = (over: Partial<CandidaturaInput> = {}): CandidaturaInput => ({
  cnpj: '44.332.211/0001-05',
  razaoSocial: 'Balanças Horizonte Comércio Ltda',
  nomeFantasia: 'Horizonte Balanças',
  cep: '04538-132',
  rua: 'Avenida Brigadeiro Faria Lima',
  numero: '3477',
  complemento: 'Sala 12',
  bairro: 'Itaim Bibi',
  uf: 'SP',
  municipio: '3550308',
  telefone: '+55 (11) 3456-7890',
  tipo: 'revenda',
  contatoNome: 'Helena Maria Horizonte',
  contatoEmail: 'helena@horizontebalancas.com.br',
  contatoCelular: '+55 (11) 99876-5432',
  consentimento: true,
  tempo: 20_000,
  ...over,
});

/** The status address's token in an e-mail's text. */
export const tokenIn = (text: string | undefined): string | null =>
  /\/seja-parceiro\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? null;

/** Every file in the local storage (`DATA_DIR/files`), pending or kept. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
}

export async function countRows(
  db: Db,
  table: 'candidatura' | 'candidatura_documento' | 'candidatura_evento',
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row!.n;
}

export interface CandidaturaRow {
  id: number;
  uuid: string;
  status: string;
  cnpj: string;
  cnpj_raiz: string;
  token_hash: string;
  cliente_id: string | null;
}

export async function lastCandidatura(db: Db): Promise<CandidaturaRow> {
  const [row] = await queryRows<CandidaturaRow>(
    db,
    sql`select id, uuid, status, cnpj, cnpj_raiz, token_hash, cliente_id from candidatura order by id desc limit 1`,
  );
  return row!;
}

/** Clears the applications and the companies and people tests approved (codes starting with T). */
export async function clearCandidaturas(db: Db): Promise<void> {
  await db.execute(sql`delete from candidatura`);
  await db.execute(sql`delete from usuario_cliente where cliente_id like 'T%'`);
  // The owners approvals made (EXT + 6 digits; the demo's people are EXT + 4).
  await db.execute(sql`delete from usuario where id ~ '^EXT[0-9]{6}$'`);
  await db.execute(sql`delete from cliente_tipoparceria where cliente_id like 'T%'`);
  await db.execute(sql`delete from cliente where id like 'T%'`);
  await db.execute(sql`delete from limite_taxa where chave like 'candidatura:%'`);
}
