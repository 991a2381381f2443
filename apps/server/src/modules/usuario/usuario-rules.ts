import { sql } from 'drizzle-orm';
import { MASKS, PERM, can } from '@prix/shared';
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
} as const;

/** External users reach only the people of their own companies (SPEC §6), in every query. */
export function usuarioScope(auth: AuthState): Scope {
  if (!auth.usuario.externo) return null;
  const own = auth.empresas.map((e) => e.id);
  return sql`exists (select 1 from usuario_cliente uc where uc.usuario_id = t.id and uc.cliente_id = any(${textArray(own)}))`;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Who may write what on a user record (SPEC §4, §6), checked on the server whatever the screen showed. */
export function applyUsuarioRules({ auth, mode, payload, current }: Omit<SaveContext, 'tx'>): void {
  const tree = auth.permissions;
  const lgpd = can(tree, PERM.usuario.editarDadosLgpd);
  if (mode === 'update' && current) payload.externo = current.externo; // fixed once the user exists

  if (payload.externo === false && (auth.usuario.externo || !can(tree, PERM.cadastro.usuarioInterno))) {
    throw new HttpError(403, USUARIO_MSG.interno);
  }
  if (auth.usuario.externo) {
    const own = new Set(auth.empresas.map((e) => e.id));
    const clientes = asList(payload.clientes);
    if (!clientes.length) throw new HttpError(400, USUARIO_MSG.empresas);
    if (clientes.some((c) => !own.has(c))) throw new HttpError(403, USUARIO_MSG.empresaAlheia);
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
