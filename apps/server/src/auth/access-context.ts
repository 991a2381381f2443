import { and, asc, eq, sql } from 'drizzle-orm';
import {
  buildPermissionTree,
  type EmpresaResumo,
  type PermissionGrant,
  type PermissionTree,
} from '@prix/shared';
import { queryRows, type Db } from '../db/client.js';
import { classe, cliente, usuarioCliente } from '../db/schema.js';

export interface AuthUser {
  id: string;
  uuid: string;
  nomecompleto: string;
  email: string | null;
  externo: boolean;
  incompleto: boolean;
  /** SPEC §1: a user whose id is 8 digits long is an employee. */
  funcionario: boolean;
}

export interface AuthState {
  usuario: AuthUser;
  /** External users' companies, in the order the company switcher shows them. Empty for internal users. */
  empresas: EmpresaResumo[];
  /** The external user's current company (switcher index, else the first); null for internal users. */
  empresa: EmpresaResumo | null;
  permissions: PermissionTree;
}

const isEmployeeId = (id: string) => /^\d{8}$/.test(id);

/** SPEC §1 tags an employee by the id alone. */
export const withEmployeeFlag = (user: Omit<AuthUser, 'funcionario'>): AuthUser => ({
  ...user,
  funcionario: isEmployeeId(user.id),
});

/** The active companies a user belongs to, ordered by name: the switcher's indexes point into this list. */
export async function loadUserCompanies(
  db: Db,
  usuarioId: string,
): Promise<(EmpresaResumo & { classeId: string | null })[]> {
  const rows = await db
    .select({
      uuid: cliente.uuid,
      id: cliente.id,
      nome: cliente.nome,
      cnpj: cliente.cnpj,
      classe: classe.nome,
      classeId: cliente.classeId,
      tiposparceria: sql<string[]>`array(select ct.tipoparceria_id from cliente_tipoparceria ct
        where ct.cliente_id = ${cliente.id} order by 1)`,
    })
    .from(usuarioCliente)
    .innerJoin(cliente, eq(cliente.id, usuarioCliente.clienteId))
    .leftJoin(classe, eq(classe.id, cliente.classeId))
    .where(and(eq(usuarioCliente.usuarioId, usuarioId), eq(cliente.inativo, false)))
    .orderBy(asc(cliente.nome), asc(cliente.id));
  return rows.map((r) => ({ ...r, tiposparceria: r.tiposparceria ?? [] }));
}

/** Every permission the user's profiles grant, directly or through their job title, with its restrictions. */
export async function loadGrants(db: Db, usuarioId: string): Promise<PermissionGrant[]> {
  const rows = await queryRows<{ key: string; externa: boolean; tiposparceria: string[]; classes: string[] }>(
    db,
    sql`
    select p.referencia as key, p.externa,
      array(select tipoparceria_id from permissao_tipoparceria where permissao_id = p.id) as tiposparceria,
      array(select classe_id from permissao_classe where permissao_id = p.id) as classes
    from permissao p
    where not p.inativo and p.id in (
      select pp.permissao_id from perfil_permissao pp
      join perfil pf on pf.id = pp.perfil_id and not pf.inativo
      where pp.perfil_id in (
        select up.perfil_id from usuario_perfil up where up.usuario_id = ${usuarioId}
        union
        select cp.perfil_id from cargo_perfil cp join usuario u on u.cargo_id = cp.cargo_id
        where u.id = ${usuarioId}))`,
  );
  return rows.map((r) => ({ ...r, tiposparceria: r.tiposparceria ?? [], classes: r.classes ?? [] }));
}

/** Companies, current company and permission tree of a signed-in user (the session lookup read the user). */
export async function loadAuthState(
  db: Db,
  sessionUser: Omit<AuthUser, 'funcionario'>,
  empresaIndice: number,
): Promise<AuthState> {
  const user = withEmployeeFlag(sessionUser);
  const [companies, grants] = await Promise.all([
    user.externo ? loadUserCompanies(db, user.id) : Promise.resolve([]),
    loadGrants(db, user.id),
  ]);
  const current = companies[empresaIndice] ?? companies[0] ?? null;
  const permissions = buildPermissionTree(grants, {
    externo: user.externo,
    partner: current ? { tiposparceria: current.tiposparceria, classe: current.classeId } : null,
  });
  const strip = ({ classeId: _c, ...rest }: EmpresaResumo & { classeId: string | null }): EmpresaResumo =>
    rest;
  return {
    usuario: user,
    empresas: companies.map(strip),
    empresa: current ? strip(current) : null,
    permissions,
  };
}
