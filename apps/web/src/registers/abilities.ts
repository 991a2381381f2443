import {
  canReadRegister,
  canWriteRegister,
  type PermissionKey,
  type PermissionTree,
} from '@prix/shared/core';

/** What the signed-in user may do on a register's screens (the server enforces the same keys). */
export interface RegisterAbilities {
  /** Gravar, field editing. Without it the detail is read-only (e.g. `somenteleitura`). */
  readonly canWrite: boolean;
  /** 'Novo' in the options menu. */
  readonly canCreate: boolean;
  /** 'Excluir' in the row menu and on the detail. */
  readonly canDelete: boolean;
}

/**
 * `keys`: the register's permission, or several of which any one will do (classe-beneficio: classe or
 * classe.beneficio). `editOnly` registers have no 'Novo' and no 'Excluir'; with `manage`, only its holders
 * see them (botao: cadastro.exclusao.botoes, SPEC §6).
 */
export function registerAbilities(
  tree: PermissionTree | null | undefined,
  keys: PermissionKey | readonly PermissionKey[],
  editOnly = false,
  manage?: PermissionKey,
): RegisterAbilities & { readonly canRead: boolean } {
  const list = typeof keys === 'string' ? [keys] : keys;
  const canRead = list.some((key) => canReadRegister(tree, key));
  const canWrite = canRead && list.some((key) => canWriteRegister(tree, key));
  const manages = canWrite && !editOnly && (!manage || canWriteRegister(tree, manage));
  return { canRead, canWrite, canCreate: manages, canDelete: manages };
}
