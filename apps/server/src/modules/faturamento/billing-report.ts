import { sql, type SQL } from 'drizzle-orm';
import { metaClasse, type FaturamentoQuery, type FaturamentoResponse } from '@prix/shared/faturamento';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { MSG } from '@prix/shared';

/** The CNPJ root (decision 0024): its first 8 characters without the mask, alphanumeric CNPJs included. */
const ROOT = (column: string) =>
  sql.raw(`left(regexp_replace(upper(coalesce(${column}, '')), '[^0-9A-Z]', '', 'g'), 8)`);

/** External viewers: only their companies (DESIGN §1); internal viewers with the key: any company. */
function scope(auth: AuthState, column: string): SQL {
  if (!auth.usuario.externo) return sql`true`;
  if (!auth.empresas.length) return sql`false`;
  return sql`${sql.raw(column)} in (${sql.join(
    auth.empresas.map((e) => sql`${e.id}`),
    sql`, `,
  )})`;
}

/**
 * The billing report (SPEC §2.2, §7): the company's months, or its group's months summed (decision 0024: the
 * companies sharing its 8-character CNPJ root, as far as the viewer may see them), oldest first, with the
 * year-to-date net billing (products, decision 0024) against the next level of SPEC §9.
 */
export async function billingReport(
  db: Db,
  auth: AuthState,
  clientId: string | null,
  q: FaturamentoQuery,
  today = new Date(),
): Promise<FaturamentoResponse> {
  // Without a company in the address: the viewer's current company (SPEC §2.2); staff have none to default to.
  const id = clientId ?? (auth.usuario.externo ? (auth.empresa?.id ?? null) : null);
  if (id === null) {
    return {
      results: [],
      total: 0,
      errors: [],
      company_id: null,
      company_name: null,
      grupo: false,
      empresas: [],
      meta: null,
    };
  }
  const [company] = await queryRows<{ id: string; nome: string; raiz: string }>(
    db,
    sql`select id, nome, ${ROOT('cnpj')} as raiz from cliente c where id = ${id} and ${scope(auth, 'c.id')}`,
  );
  if (!company) throw new HttpError(404, MSG.naoEncontrado);
  const grupo = q.grupo === true;
  // A company without a full CNPJ root (a CPF, none) is a group of one.
  const empresas =
    grupo && company.raiz.length === 8
      ? await queryRows<{ id: string; nome: string }>(
          db,
          sql`select id, nome from cliente c
              where ${ROOT('cnpj')} = ${company.raiz} and ${scope(auth, 'c.id')}
              order by (id = ${company.id}) desc, nome, id`,
        )
      : [{ id: company.id, nome: company.nome }];
  const ids = sql.join(
    empresas.map((e) => sql`${e.id}`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`cliente_id in (${ids})`];
  if (q.dtInit) conditions.push(sql`periodo >= ${q.dtInit}::date`);
  if (q.dtEnd) conditions.push(sql`periodo <= ${q.dtEnd}::date`);
  const rows = await queryRows<{ periodo: string; produtos: string; servicos: string; beneficios: string }>(
    db,
    sql`select to_char(periodo, 'YYYY-MM-DD') as periodo, sum(produtos) as produtos, sum(servicos) as servicos,
          sum(beneficios_resgatados) as beneficios
        from faturamento where ${sql.join(conditions, sql` and `)}
        group by periodo order by periodo`,
  );
  const year = today.getFullYear();
  const [ytd] = await queryRows<{ liquido: string | null }>(
    db,
    sql`select sum(produtos) as liquido from faturamento
        where cliente_id in (${ids}) and periodo >= ${`${year}-01-01`}::date and periodo < ${`${year + 1}-01-01`}::date`,
  );
  return {
    results: rows.map((r) => ({
      periodo: r.periodo,
      produtos: Number(r.produtos),
      servicos: Number(r.servicos),
      beneficios_resgatados: Number(r.beneficios),
    })),
    total: rows.length,
    errors: [],
    company_id: company.id,
    company_name: company.nome,
    grupo,
    empresas,
    meta: metaClasse(year, Number(ytd?.liquido ?? 0)),
  };
}
