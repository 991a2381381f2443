import { sql, type SQL } from 'drizzle-orm';
import type { Conformidade } from '@prix/shared/candidatura';
import { queryRows, type Db } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in Brasília, 'yyyy-mm-dd': a completion valid until today still counts today. */
export const hojeEmBrasilia = (now = new Date()): string => dayFormat.format(now);

/** Which companies to judge: some by code, or (the report) every active one, narrowed by class and type. */
export interface ComplianceScope {
  readonly clienteIds?: readonly string[];
  readonly classe?: string;
  readonly tipoparceria?: string;
}

const jsonList = (values: readonly string[]) => JSON.stringify(values);

/** The companies of the scope, as a query of their codes. */
function companies(scope: ComplianceScope): SQL {
  if (scope.clienteIds)
    return sql`select c.id from cliente c
      where c.id in (select jsonb_array_elements_text(${jsonList(scope.clienteIds)}::jsonb))`;
  return sql`select c.id from cliente c
    where not c.inativo
      ${scope.classe ? sql`and c.classe_id = ${scope.classe}` : sql``}
      ${
        scope.tipoparceria
          ? sql`and exists (select 1 from cliente_tipoparceria ct
              where ct.cliente_id = c.id and ct.tipoparceria_id = ${scope.tipoparceria})`
          : sql``
      }`;
}

/**
 * The training types each company must have done (decision 0047): the mandatory types of its (active)
 * partnership types and the complementary types it holds itself; an inactive training type is not required.
 */
const required = (scope: ComplianceScope) => sql`
  with empresas as (${companies(scope)}),
  exigidos as (
    select ct.cliente_id, tt.tipotreinamento_id
    from cliente_tipoparceria ct
    join tipoparceria tp on tp.id = ct.tipoparceria_id and not tp.inativo
    join tipoparceria_tipotreinamento tt on tt.tipoparceria_id = ct.tipoparceria_id
    where ct.cliente_id in (select id from empresas)
    union
    select ctt.cliente_id, ctt.tipotreinamento_id from cliente_tipotreinamento ctt
    where ctt.cliente_id in (select id from empresas)
  )
  select e.cliente_id, t.id, t.nome
  from exigidos e join tipotreinamento t on t.id = e.tipotreinamento_id and not t.inativo`;

/**
 * Each active team member's best completion of each type a company of the scope must have done. It reads every
 * table the rule depends on (the companies, their types, the teams, the completions): a cache of the rule's
 * answer keys on it (decision 0031).
 */
export const completionsSql = (scope: ComplianceScope): SQL =>
  sql`with exigidos as (${required(scope)})
      select distinct on (e.cliente_id, e.id, k.usuario_id)
        e.cliente_id, e.id as tipo, u.nomecompleto as nome,
        k.concluido_em::text as em, k.valido_ate::text as valida_ate
      from exigidos e
      join usuario_cliente uc on uc.cliente_id = e.cliente_id
      join usuario u on u.id = uc.usuario_id and not u.inativo
      join treinamento_conclusao k on k.usuario_id = u.id and k.tipotreinamento_id = e.id
      order by e.cliente_id, e.id, k.usuario_id, k.valido_ate desc nulls first, k.concluido_em desc`;

/**
 * Decision 0047's rule, the one every reader uses (the partner's /home, its compliance, the staff's report,
 * the onboarding checklist): a company is compliant when, for every training type it must have done, at least
 * one active person of its team has a valid completion (no expiry, or valid until today or later). For each
 * type, each active person's best completion (the one valid longest) is listed, expired ones too, so the
 * partner sees who completed what and what lapsed. Companies of the scope that must do nothing are
 * returned with total 0 and compliant.
 */
export async function complianceOf(
  db: Db,
  scope: ComplianceScope,
  hoje = hojeEmBrasilia(),
): Promise<Map<string, Conformidade>> {
  const [ids, types, done] = await Promise.all([
    queryRows<{ id: string }>(db, companies(scope)),
    queryRows<{ cliente_id: string; id: string; nome: string }>(db, required(scope)),
    queryRows<{
      cliente_id: string;
      tipo: string;
      nome: string;
      em: string;
      valida_ate: string | null;
    }>(db, completionsSql(scope)),
  ]);
  const out = new Map<string, Conformidade>();
  for (const { id } of ids) out.set(id, { clienteId: id, emDia: 0, total: 0, conforme: true, tipos: [] });
  const byType = new Map<string, Conformidade['tipos'][number]>();
  for (const t of types) {
    const tipo = { id: t.id, nome: t.nome, concluintes: [], emDia: false };
    byType.set(`${t.cliente_id}|${t.id}`, tipo);
    out.get(t.cliente_id)?.tipos.push(tipo);
  }
  for (const d of done) {
    const tipo = byType.get(`${d.cliente_id}|${d.tipo}`);
    if (!tipo) continue;
    tipo.concluintes.push({ nome: d.nome, em: d.em, validaAte: d.valida_ate });
    if (d.valida_ate === null || d.valida_ate >= hoje) tipo.emDia = true;
  }
  const byName = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR');
  for (const c of out.values()) {
    c.tipos.sort(byName);
    for (const t of c.tipos) t.concluintes.sort(byName);
    c.total = c.tipos.length;
    c.emDia = c.tipos.filter((t) => t.emDia).length;
    c.conforme = c.emDia === c.total;
  }
  return out;
}

/** One company's compliance (null when the code names no company). */
export async function complianceOfCompany(
  db: Db,
  clienteId: string,
  hoje = hojeEmBrasilia(),
): Promise<Conformidade | null> {
  return (await complianceOf(db, { clienteIds: [clienteId] }, hoje)).get(clienteId) ?? null;
}
