import { sql } from 'drizzle-orm';
import type { CodeSequence } from '@prix/shared';
import { queryRows, type Db } from '../db/client.js';

/**
 * A readable code made from a name ('Gerente de Vendas' → 'GERENTE_DE_VENDAS'), cut to the column's size,
 * with a numeric suffix while `taken` says it exists. For registers whose code the user never types.
 */
export async function codeFromName(
  nome: string,
  max: number,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  const base =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'REG';
  for (let n = 1; n < 10_000; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const code = `${base.slice(0, max - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!(await taken(code))) return code;
  }
  throw new Error('não foi possível gerar um código livre');
}

/**
 * The next free code of a sequence (`EXT` + 6 digits → EXT000123). nextval never hands the same number to
 * two transactions, so concurrent inserts get different codes; a number already taken by a code typed or
 * imported earlier is skipped.
 */
export async function codeFromSequence(
  db: Db,
  seq: CodeSequence,
  max: number,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [row] = await queryRows<{ n: string }>(db, sql`select nextval(${seq.name})::text as n`);
    const code = `${seq.prefix}${row!.n.padStart(seq.digits, '0')}`;
    if (code.length > max) throw new Error(`a sequência ${seq.name} passou do tamanho do código`);
    if (!(await taken(code))) return code;
  }
  throw new Error('não foi possível gerar um código livre');
}
