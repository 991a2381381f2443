import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * Every text column of the database (every schema but the system's, pg-boss's queue included) holding any of
 * `needles` (case-insensitive), as `tabela.coluna` (`esquema.tabela.coluna` outside `public`): what an
 * anonymisation leaves behind (decision 0048), in the order of schema, table and column.
 */
export async function scanTextColumns(db: Db, needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ esquema: string; tabela: string; coluna: string }>(
    db,
    sql`select c.table_schema as esquema, c.table_name as tabela, c.column_name as coluna
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        order by 1, 2, 3`,
  );
  if (columns.length < 100) throw new Error(`só ${columns.length} colunas de texto: o esquema mudou?`);
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  const hits: string[] = [];
  for (const c of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(c.esquema)}.${sql.identifier(c.tabela)}
          where lower(${sql.identifier(c.coluna)}::text) like any (array[${sql.join(
            patterns.map((p) => sql`${p}::text`),
            sql`, `,
          )}])`,
    );
    if (row!.n) hits.push(`${c.esquema === 'public' ? '' : `${c.esquema}.`}${c.tabela}.${c.coluna}`);
  }
  return hits;
}
