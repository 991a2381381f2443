import { sql, type SQL } from 'drizzle-orm';
import {
  metaClasse,
  type FaturamentoQuery,
  type FaturamentoResponse,
  type FaturamentoRow,
} from '@prix/shared/faturamento';
import type { AuthState } from '../../auth/access-context.js';
import { companyScope } from '../../auth/company-scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { MSG } from '@prix/shared';

/** The CNPJ root (decision 0024): its first 8 characters without the mask, alphanumeric CNPJs included. */
const ROOT = (column: string) =>
  sql.raw(`left(regexp_replace(upper(coalesce(${column}, '')), '[^0-9A-Z]', '', 'g'), 8)`);

export interface BillingScope {
  company: { id: string; nome: string };
  grupo: boolean;
  /** The companies summed: the one asked for first, then its group's others the viewer may see. */
  empresas: { id: string; nome: string }[];
}

/**
 * Whose billing a request reads: the company of the address, or of the viewer's current one (SPEC §2.2),
 * or its group (decision 0024: the companies sharing its 8-character CNPJ root, as far as the viewer may see
 * them). Null when staff name no company; a company outside the viewer's scope is a 404.
 */
export async function billingScope(
  db: Db,
  auth: AuthState,
  clientId: string | null,
  grupo: boolean,
): Promise<BillingScope | null> {
  // Staff have no current company to default to.
  const id = clientId ?? (auth.usuario.externo ? (auth.empresa?.id ?? null) : null);
  if (id === null) return null;
  const [company] = await queryRows<{ id: string; nome: string; raiz: string }>(
    db,
    sql`select id, nome, ${ROOT('cnpj')} as raiz from cliente c where id = ${id} and ${companyScope(auth, 'c.id')}`,
  );
  if (!company) throw new HttpError(404, MSG.naoEncontrado);
  // A company without a full CNPJ root (a CPF, none) is a group of one.
  const empresas =
    grupo && company.raiz.length === 8
      ? await queryRows<{ id: string; nome: string }>(
          db,
          sql`select id, nome from cliente c
              where ${ROOT('cnpj')} = ${company.raiz} and ${companyScope(auth, 'c.id')}
              order by (id = ${company.id}) desc, nome, id`,
        )
      : [{ id: company.id, nome: company.nome }];
  return { company: { id: company.id, nome: company.nome }, grupo, empresas };
}

const idList = (empresas: BillingScope['empresas']) =>
  sql.join(
    empresas.map((e) => sql`${e.id}`),
    sql`, `,
  );

/** The scope's months within the filter, summed over its companies, oldest first. */
export async function billingMonths(
  db: Db,
  { empresas }: BillingScope,
  q: Pick<FaturamentoQuery, 'dtInit' | 'dtEnd'>,
): Promise<FaturamentoRow[]> {
  const conditions: SQL[] = [sql`cliente_id in (${idList(empresas)})`];
  if (q.dtInit) conditions.push(sql`periodo >= ${q.dtInit}::date`);
  if (q.dtEnd) conditions.push(sql`periodo <= ${q.dtEnd}::date`);
  const rows = await queryRows<{ periodo: string; produtos: string; servicos: string; beneficios: string }>(
    db,
    sql`select to_char(periodo, 'YYYY-MM-DD') as periodo, sum(produtos) as produtos, sum(servicos) as servicos,
          sum(beneficios_resgatados) as beneficios
        from faturamento where ${sql.join(conditions, sql` and `)}
        group by periodo order by periodo`,
  );
  return rows.map((r) => ({
    periodo: r.periodo,
    produtos: Number(r.produtos),
    servicos: Number(r.servicos),
    beneficios_resgatados: Number(r.beneficios),
  }));
}

/**
 * The billing report (SPEC §2.2, §7): the scope's months, with the year-to-date net billing (products,
 * decision 0024) against the next level of SPEC §9.
 */
export async function billingReport(
  db: Db,
  auth: AuthState,
  clientId: string | null,
  q: FaturamentoQuery,
  today = new Date(),
): Promise<FaturamentoResponse> {
  const grupo = q.grupo === true;
  const found = await billingScope(db, auth, clientId, grupo);
  if (!found) {
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
  const results = await billingMonths(db, found, q);
  const year = today.getFullYear();
  const [ytd] = await queryRows<{ liquido: string | null }>(
    db,
    sql`select sum(produtos) as liquido from faturamento
        where cliente_id in (${idList(found.empresas)})
          and periodo >= ${`${year}-01-01`}::date and periodo < ${`${year + 1}-01-01`}::date`,
  );
  return {
    results,
    total: results.length,
    errors: [],
    company_id: found.company.id,
    company_name: found.company.nome,
    grupo,
    empresas: found.empresas,
    meta: metaClasse(year, Number(ytd?.liquido ?? 0)),
  };
}
