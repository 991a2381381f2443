import { sql } from 'drizzle-orm';
import { MASKS, PERM, can, usuario, type Field } from '@prix/shared';
import type { AuthState } from '../../auth/access-context.js';
import { HttpError } from '../../plugins/errors.js';
import type { SaveContext } from '../../registers/register-routes.js';
import { textArray, type Scope } from '../../registers/register-sql.js';

/** SPEC §6 messages for the user rules, in one place. */
export const USUARIO_MSG = {
  interno: 'Você não tem permissão para cadastrar usuários internos.',
  empresas: 'Vincule o usuário a pelo menos uma das suas empresas.',
  empresaAlheia: 'Você só pode vincular usuários às suas próprias empresas.',
  proprioFormulario: 'Para alterar os seus próprios dados, use "Meus dados".',
  desativarSe: 'Você não pode desativar o seu próprio usuário.',
  excluirSe: 'Você não pode excluir o seu próprio usuário.',
  empresasCargoProprios: 'Você não pode alterar as suas próprias empresas nem o seu cargo.',
  cpf: 'Você não tem permissão para alterar o CPF de um usuário (LGPD).',
  compartilhado: (campos: string[]) =>
    `Este usuário também pertence a uma empresa que não é sua: ${campos.length > 1 ? 'os campos' : 'o campo'} ${campos.map((c) => `'${c}'`).join(', ')} só ${campos.length > 1 ? 'podem' : 'pode'} ser alterado${campos.length > 1 ? 's' : ''} pela Prix. Você pode apenas vincular ou desvincular as suas empresas.`,
  excluirCompartilhado:
    'Este usuário também pertence a uma empresa que não é sua: só a Prix pode excluí-lo. Você pode desvinculá-lo das suas empresas.',
} as const;

/** External users reach only the people of their own companies (SPEC §6), in every query. */
export function usuarioScope(auth: AuthState): Scope {
  if (!auth.usuario.externo) return null;
  const own = auth.empresas.map((e) => e.id);
  return sql`exists (select 1 from usuario_cliente uc where uc.usuario_id = t.id and uc.cliente_id = any(${textArray(own)}))`;
}

type Payload = Record<string, unknown>;

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The companies of `clientes` the external viewer does not own: a link only the back office may touch. */
export const foreignCompanies = (auth: AuthState, clientes: unknown): string[] => {
  const own = new Set(auth.empresas.map((e) => e.id));
  return asList(clientes).filter((c) => !own.has(c));
};

/** A field's value as the database would store it, so an unchanged field compares equal whatever its form. */
function comparable(name: string, f: Field, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (f.kind === 'text' && typeof value === 'string') {
    if (f.mask) return MASKS[f.mask].isValid(value) ? MASKS[f.mask].format(value) : value;
    return name === 'email' ? value.trim().toLowerCase() : value.trim();
  }
  if (f.kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  if (Array.isArray(value)) return [...value].map(String).sort().join('\u0001');
  return value;
}

/**
 * Fields whose value only the rules decide for an external user (SPEC §3, §6): sent or not, they are
 * overwritten below, so they are no change of the partner's.
 */
const DECIDED_BY_RULES = new Set(['externo', 'login', 'ausente', 'dtdemissao', 'perfis', 'clientes']);

/**
 * A person who also belongs to a company the partner does not own is shared: their e-mail
 * (their sign-in identity), their active flag, job title and personal data belong to every company of
 * theirs at once, so they stay with the back office. The labels of what the payload would change.
 */
function sharedUserChanges(payload: Payload, current: Payload): string[] {
  const fields = usuario.fields as Record<string, Field>;
  const changed: string[] = [];
  for (const [name, value] of Object.entries(payload)) {
    const f = fields[name];
    if (!f || DECIDED_BY_RULES.has(name) || f.kind === 'code' || !(name in current)) continue;
    if (f.kind === 'active' && typeof value !== 'boolean') continue; // not sent: kept as stored
    if (comparable(name, f, value) !== comparable(name, f, current[name])) changed.push(f.label);
  }
  return changed;
}

/** Who may write what on a user record (SPEC §4, §6), checked on the server whatever the screen showed. */
export function applyUsuarioRules({ auth, mode, payload, current }: Omit<SaveContext, 'tx'>): void {
  const tree = auth.permissions;
  const lgpd = can(tree, PERM.usuario.editarDadosLgpd);
  if (mode === 'update' && current) payload.externo = current.externo; // fixed once the user exists

  if (payload.externo === false && (auth.usuario.externo || !can(tree, PERM.cadastro.usuarioInterno))) {
    throw new HttpError(403, USUARIO_MSG.interno);
  }
  if (auth.usuario.externo) {
    // A partner adds or removes links to their own companies only; the person's links to other companies
    // are kept as they are (sent back unchanged or left out), and a new one is refused.
    const kept = current ? foreignCompanies(auth, current.clientes) : [];
    if (kept.length) {
      const changed = sharedUserChanges(payload, current!);
      if (changed.length) throw new HttpError(403, USUARIO_MSG.compartilhado(changed));
    }
    const sent = asList(payload.clientes);
    if (foreignCompanies(auth, sent).some((c) => !kept.includes(c))) {
      throw new HttpError(403, USUARIO_MSG.empresaAlheia);
    }
    const mine = sent.filter((c) => !kept.includes(c));
    if (!mine.length && !kept.length) throw new HttpError(400, USUARIO_MSG.empresas);
    payload.clientes = [...mine, ...kept];
    // Profiles are the back office's to give: a partner keeps what the record had.
    payload.perfis = current ? asList(current.perfis) : [];
  }

  // Each kind of user has its own fields (SPEC §3): the other kind's are cleared, whatever was sent.
  if (payload.externo) {
    Object.assign(payload, { login: '', ausente: false, dtdemissao: null, perfis: [] });
  } else {
    payload.clientes = [];
  }
  if (!payload.acessosfsf) payload.treinamento = false;

  if (mode === 'update' && current) {
    const self = current.id === auth.usuario.id;
    if (self && !lgpd) throw new HttpError(403, USUARIO_MSG.proprioFormulario);
    if (self && payload.inativo === true) throw new HttpError(400, USUARIO_MSG.desativarSe);
    if (
      self &&
      (!sameSet(asList(payload.clientes), asList(current.clientes)) ||
        (payload.cargo ?? null) !== (current.cargo ?? null))
    ) {
      throw new HttpError(400, USUARIO_MSG.empresasCargoProprios);
    }
    const storedCpf = typeof current.cpf === 'string' ? current.cpf : '';
    const newCpf = typeof payload.cpf === 'string' && payload.cpf ? MASKS.cpf.format(payload.cpf) : '';
    if (storedCpf && newCpf !== storedCpf && !lgpd) throw new HttpError(403, USUARIO_MSG.cpf);
  }
}
