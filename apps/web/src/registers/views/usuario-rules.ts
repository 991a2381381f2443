import { can, PERM, type PermissionTree } from '@prix/shared/core';
import type { FormValues } from '../form/field-plan';

/**
 * The field rules of a user record (SPEC §3 Usuario, §4, §6), shared by the full user form and the
 * external-employee form so both screens say the same thing about the same person. The server applies the
 * same rules (apps/server/src/modules/usuario/usuario-rules.ts); these only keep the screen honest.
 */

/** Fields only internal users have (SPEC §3 Usuario). */
const INTERNAL_ONLY = new Set(['login', 'ausente', 'dtdemissao', 'perfis']);
/** Fields only external users have. */
const EXTERNAL_ONLY = new Set(['clientes']);
/** Switches hidden while the record is inactive (SPEC §4). */
const HIDDEN_WHEN_INACTIVE = new Set(['acessosfsf', 'treinamento']);
/** Nobody changes their own companies or job title, nor deactivates themselves (SPEC §6). */
const FIXED_FOR_ONESELF = new Set(['clientes', 'cargo', 'inativo']);

/** Whether a field of a user form shows with these values. */
export function usuarioFieldShown(name: string, values: FormValues): boolean {
  const externo = values.externo === true;
  if (INTERNAL_ONLY.has(name)) return !externo;
  if (EXTERNAL_ONLY.has(name)) return externo;
  if (HIDDEN_WHEN_INACTIVE.has(name)) return values.inativo !== true;
  if (name === 'docuestr') return values.pais !== 'BR';
  return true;
}

/** Who is editing whom: what locks fields beyond the plan's own read-only ones. */
export interface UsuarioEditing {
  /** The record is the viewer's own. */
  readonly self: boolean;
  /** The stored CPF may not change (LGPD, see `cpfLockedFor`). */
  readonly cpfLocked: boolean;
}

/** Whether a field of a user form is locked with these values (SPEC §4: training only with the e-learning). */
export function usuarioFieldLocked(name: string, values: FormValues, editing: UsuarioEditing): boolean {
  if (name === 'treinamento' && values.acessosfsf !== true) return true;
  if (name === 'cpf') return editing.cpfLocked;
  return editing.self && FIXED_FOR_ONESELF.has(name);
}

/** Values forced from the current ones: no training without the e-learning login (SPEC §4). */
export function usuarioAdjust(values: FormValues): FormValues | null {
  return values.acessosfsf !== true && values.treinamento === true ? { treinamento: false } : null;
}

/**
 * Once a CPF is stored, only holders of editar.dados.lgpd.usuario change it (SPEC §6); an empty one may be
 * filled in. The server refuses the same change.
 */
export function cpfLockedFor(record: FormValues | undefined, permissions: PermissionTree): boolean {
  const stored = typeof record?.cpf === 'string' ? record.cpf : '';
  return stored !== '' && !can(permissions, PERM.usuario.editarDadosLgpd);
}
