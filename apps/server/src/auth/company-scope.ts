import { sql, type SQL } from 'drizzle-orm';
import type { AuthState } from './access-context.js';

/**
 * A list query's condition on a company column (DESIGN §1): an external viewer sees only its companies' rows,
 * an internal viewer (who reached the route through its permission key) any company's.
 */
export function companyScope(auth: AuthState, column: string): SQL {
  if (!auth.usuario.externo) return sql`true`;
  if (!auth.empresas.length) return sql`false`;
  return sql`${sql.raw(column)} in (${sql.join(
    auth.empresas.map((e) => sql`${e.id}`),
    sql`, `,
  )})`;
}
