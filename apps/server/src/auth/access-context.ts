import { sql, type SQL } from 'drizzle-orm';
import {
  buildPermissionTree,
  type EmpresaResumo,
  type PermissionGrant,
  type PermissionTree,
} from '@prix/shared';

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
  /** Shared between requests with the same grants: frozen, never to be changed. */
  permissions: PermissionTree;
}

const isEmployeeId = (id: string) => /^\d{8}$/.test(id);

/** SPEC §1 tags an employee by the id alone. */
export const withEmployeeFlag = (user: Omit<AuthUser, 'funcionario'>): AuthUser => ({
  ...user,
  funcionario: isEmployeeId(user.id),
});

/**
 * What a user may do, as the session lookup reads it in the same statement as the session (session-store.ts):
 * the grants and (external users) the companies, as JSON text. Read on every request, so a permission removed
 * is gone on the next one; only the work derived from them is shared (`authStateFrom`).
 */
export interface AccessSnapshot {
  /** `[[key, externa, tiposparceria[], classes[]], …]` by key. */
  grants: string;
  /** External users' active companies by name (the switcher's order), `[]` for internal users. */
  companies: string;
}

/**
 * Every permission the user's profiles grant, directly or through their job title, with its restrictions, as
 * JSON text ordered by key (the same grants give the same text). `user` is the usuario row of the outer query.
 */
export function grantsJson(userId: SQL, cargoId: SQL): SQL<string> {
  return sql<string>`(select coalesce(json_agg(json_build_array(p.referencia, p.externa,
      array(select tipoparceria_id from permissao_tipoparceria where permissao_id = p.id),
      array(select classe_id from permissao_classe where permissao_id = p.id)) order by p.referencia, p.id)::text, '[]')
    from permissao p
    where not p.inativo and p.id in (
      select pp.permissao_id from perfil_permissao pp
      join perfil pf on pf.id = pp.perfil_id and not pf.inativo
      where pp.perfil_id in (
        select up.perfil_id from usuario_perfil up where up.usuario_id = ${userId}
        union
        select cp.perfil_id from cargo_perfil cp where cp.cargo_id = ${cargoId})))`;
}

/** The active companies an external user belongs to, ordered by name, as JSON text; '[]' for internal users. */
export function companiesJson(userId: SQL, externo: SQL): SQL<string> {
  return sql<string>`(case when ${externo} then (select coalesce(json_agg(json_build_object(
        'uuid', c.uuid, 'id', c.id, 'nome', c.nome, 'cnpj', c.cnpj, 'classe', cl.nome, 'classeId', c.classe_id,
        'tiposparceria', array(select ct.tipoparceria_id from cliente_tipoparceria ct
          where ct.cliente_id = c.id order by 1)) order by c.nome, c.id)::text, '[]')
      from usuario_cliente uc join cliente c on c.id = uc.cliente_id
      left join classe cl on cl.id = c.classe_id
      where uc.usuario_id = ${userId} and not c.inativo) else '[]' end)`;
}

type Company = EmpresaResumo & { classeId: string | null };
type GrantRow = [key: string, externa: boolean, tiposparceria: string[] | null, classes: string[] | null];

/**
 * Permission trees by what they are built from (the grants' text, then the current company's type and
 * class): most requests find theirs here instead of parsing and building it again. Keyed by the grants'
 * text itself rather than a key built from it: a kept session hands in the same string every time, whose
 * hash V8 keeps, while a new string of a few kB is hashed anew on every request. Bounded: emptied when full.
 */
const trees = new Map<string, Map<string, PermissionTree>>();
let treeCount = 0;
const TREES_MAX = 2000;

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (child && typeof child === 'object') deepFreeze(child);
  return Object.freeze(value);
}

function permissionTree(grants: string, externo: boolean, current: Company | null): PermissionTree {
  const variant = externo
    ? `e|${current ? `${current.tiposparceria.join(',')}|${current.classeId ?? ''}` : '-'}`
    : 'i';
  let tree = trees.get(grants)?.get(variant);
  if (!tree) {
    const parsed = (JSON.parse(grants) as GrantRow[]).map(
      ([k, externa, tiposparceria, classes]): PermissionGrant => ({
        key: k,
        externa,
        tiposparceria: tiposparceria ?? [],
        classes: classes ?? [],
      }),
    );
    tree = deepFreeze(
      buildPermissionTree(parsed, {
        externo,
        partner: current ? { tiposparceria: current.tiposparceria, classe: current.classeId } : null,
      }),
    );
    if (treeCount >= TREES_MAX) {
      trees.clear();
      treeCount = 0;
    }
    let byVariant = trees.get(grants);
    if (!byVariant) trees.set(grants, (byVariant = new Map()));
    byVariant.set(variant, tree);
    treeCount++;
  }
  return tree;
}

/** Companies, current company and permission tree of a signed-in user, from what the session lookup read. */
export function authStateFrom(
  sessionUser: Omit<AuthUser, 'funcionario'>,
  snapshot: AccessSnapshot,
  empresaIndice: number,
): AuthState {
  const user = withEmployeeFlag(sessionUser);
  const companies = user.externo ? (JSON.parse(snapshot.companies) as Company[]) : [];
  const current = companies[empresaIndice] ?? companies[0] ?? null;
  const strip = ({ classeId: _c, ...rest }: Company): EmpresaResumo => ({
    ...rest,
    tiposparceria: rest.tiposparceria ?? [],
  });
  return {
    usuario: user,
    empresas: companies.map(strip),
    empresa: current ? strip(current) : null,
    permissions: permissionTree(snapshot.grants, user.externo, current),
  };
}
