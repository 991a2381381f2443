/**
 * EXPLAIN ANALYZE of the queries a staff company list runs, over 100,000 seeded companies on PostgreSQL
 * (decision 0016). A throwaway database on BENCH_DATABASE_URL's server, dropped afterwards.
 * `node --import tsx tools/bench/explain-list.ts`
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LIST_COUNT_LIMIT, cliente, type RegisterDef } from '@prix/shared';
import { openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { seed } from '../../apps/server/src/seed/index.js';
import { adminQuery, databaseUrl } from '../../apps/server/src/testing/database-template.js';
import { countQuery, listQuery } from '../../apps/server/src/registers/register-sql.js';
import { seedCompanies } from './companies.js';

/** `--uncapped`: count every match, as the lists did before decision 0016. */
const COUNT_LIMIT = process.argv.includes('--uncapped') ? null : LIST_COUNT_LIMIT + 1;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `prix_explain_${randomBytes(4).toString('hex')}`;
await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
try {
  await database.migrate();
  await seed(database.db);
  await seedCompanies(database.db, 100_000);
  // `--drop-index`: without the sort index of migration 0008, as before decision 0016.
  if (process.argv.includes('--drop-index'))
    await database.db.execute(sql`drop index if exists cliente_nome_uuid_idx`);
  if (process.argv.includes('--add-index'))
    await database.db.execute(sql`create index if not exists cliente_nome_uuid_idx on cliente (nome, uuid)`);
  const def = cliente as unknown as RegisterDef;
  const dialect = new PgDialect();
  const explain = async (label: string, query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    // Three runs, the last one reported (warm cache, as a busy list would be).
    let plan: string[] = [];
    for (let i = 0; i < 3; i++) {
      const rows = await queryRows<Record<string, string>>(
        database.db,
        sql.raw(`explain (analyze, buffers) ${inline(text, params)}`),
      );
      plan = rows.map((r) => Object.values(r)[0]!);
    }
    process.stdout.write(`\n### ${label}\n${plan.join('\n')}\n`);
  };
  for (const geral of ['bal', undefined, 'paulista 4242']) {
    await explain(`página 1, geral=${geral ?? '(nenhum)'}`, listQuery(def, geral, 1));
    await explain(`contagem, geral=${geral ?? '(nenhum)'}`, countQuery(def, geral, null, COUNT_LIMIT));
  }
  await explain('página 500, geral=bal', listQuery(def, 'bal', 500));
} finally {
  await database.close();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The bound values written into the text, for EXPLAIN (they are the bench's own, never a user's). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
