import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { REGISTER_DEFS, labelFor } from '@prix/shared';

/** The PostgreSQL error behind a failed query, whichever driver (and drizzle's wrapper) raised it. */
export interface PgError {
  code: string;
  table?: string;
  constraint?: string;
  detail?: string;
}

export function pgErrorOf(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate as PgError;
    current = candidate.cause;
  }
  return null;
}

export const PG = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

/**
 * Who "uses" a row, by the table that references it: a register's own table, or a join table its
 * register owns. Deleting a record still referenced answers 409 with this name.
 */
const USED_BY: Record<string, string> = {
  usuario: 'Usuários',
  usuario_cliente: 'Usuários',
  usuario_perfil: 'Usuários',
  cliente: 'Parceiros',
  cliente_tipoparceria: 'Parceiros',
  cliente_tipotreinamento: 'Parceiros',
  cliente_tpcomplementar: 'Parceiros',
  estado: 'Estados',
  faturamento: 'Faturamento',
  treinamento_conclusao: 'Conclusões de treinamentos',
  solicitacao: 'Solicitações de benefício',
  contato: 'Contatos de clientes',
  contato_evento: 'Contatos de clientes',
};
for (const def of REGISTER_DEFS) {
  USED_BY[def.table] ??= labelFor(def.title, false);
  for (const f of Object.values(def.fields)) {
    if (f.kind === 'multi' && f.join.owner) USED_BY[f.join.table] = labelFor(def.title, false);
  }
}

export function inUseMessage(referencingTables: readonly string[]): string {
  // Sorted, so the message does not depend on the order the catalogue lists the foreign keys in.
  const users = [...new Set(referencingTables.map((t) => USED_BY[t] ?? 'outros cadastros'))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  return users.length
    ? `Não é possível excluir: o registro está em uso em ${users.join(', ')}.`
    : 'Não é possível excluir: o registro está em uso em outros cadastros.';
}

/**
 * Every table whose rows still point at `table`'s row `code`, read from the catalogue of foreign keys, so
 * the 409 names all the users of a record, not only the first the database tripped on.
 */
export async function tablesReferencing(db: Db, table: string, code: string): Promise<string[]> {
  const fks = await queryRows<{ referencing: string; column: string }>(
    db,
    sql`select c.conrelid::regclass::text as referencing, a.attname as column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = ${table}::regclass and c.confdeltype <> 'c'
      order by 1`,
  );
  const using: string[] = [];
  for (const fk of fks) {
    const rows = await queryRows(
      db,
      sql`select 1 from ${sql.identifier(fk.referencing)} where ${sql.identifier(fk.column)} = ${code} limit 1`,
    );
    if (rows.length) using.push(fk.referencing);
  }
  return using;
}

/**
 * The identifiers in the key of a unique violation: `Key (referencia)=(x) already exists.` → ['referencia'];
 * an expression index (`lower((email)::text)`) gives its words, among which the column.
 */
export function duplicatedColumns(detail: string | undefined): string[] {
  const key = detail ? /Key \((.+?)\)=\(/.exec(detail)?.[1] : undefined;
  return key ? (key.match(/[a-z_][a-z0-9_]*/g) ?? []) : [];
}
