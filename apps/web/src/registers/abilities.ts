import { allows, registerAccess, type PermissionKey, type PermissionTree } from '@prix/shared/core';

/** What the signed-in user may do on a register's screens (the server enforces the same rules). */
export interface RegisterAbilities {
  /** Gravar, field editing. Without it the detail is read-only (e.g. `somenteleitura`). */
  readonly canWrite: boolean;
  /** 'Novo' in the options menu. */
  readonly canCreate: boolean;
  /** 'Excluir' in the row menu and on the detail. */
  readonly canDelete: boolean;
}

/** What `registerAbilities` needs of a register: its name, key, and `manage` key and `editOnly` if any. */
export interface RegisterRights {
  readonly name: string;
  readonly permission: PermissionKey;
  readonly manage?: PermissionKey;
  readonly editOnly?: boolean;
}

/**
 * A register's abilities from @prix/shared's `registerAccess`, the rules the server mounts its routes with:
 * reading, then writing, adding and deleting. `editOnly` registers have no 'Novo' and no 'Excluir'.
 */
export function registerAbilities(
  tree: PermissionTree | null | undefined,
  def: RegisterRights,
): RegisterAbilities & { readonly canRead: boolean } {
  const rules = registerAccess(def);
  const canRead = allows(rules.read, tree);
  const canWrite = canRead && allows(rules.write, tree);
  const manages = (rule: typeof rules.create) => canWrite && !def.editOnly && allows(rule, tree);
  return { canRead, canWrite, canCreate: manages(rules.create), canDelete: manages(rules.remove) };
}
