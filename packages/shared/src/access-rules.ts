import {
  can,
  canReadRegister,
  canWriteRegister,
  type PermissionKey,
  type PermissionQuery,
  type PermissionTree,
} from './permissions.js';

/**
 * Who may do something, written as data: the web app's route table, guards and menu, and the server's route
 * declarations, read the same rules. Data rather than functions so that a module may hold rules without
 * loading the permission code (the web app's route table is in the login page's download; the rules are only
 * evaluated, by `allows`, once someone is signed in).
 */
export type AccessRule =
  /** Holds the key (or, for `prefix.*`, any key below prefix). */
  | { readonly key: PermissionQuery }
  /** May read a register: `cadastro` or `somenteleitura`, plus the key (SPEC §6). */
  | { readonly registerRead: PermissionKey }
  /** May write a register: the key, and never with `somenteleitura`. */
  | { readonly registerWrite: PermissionKey }
  | { readonly anyOf: readonly AccessRule[] }
  | { readonly allOf: readonly AccessRule[] }
  | { readonly not: AccessRule };

/** Whether a permission tree passes a rule; nobody signed in passes none. */
export function allows(rule: AccessRule, tree: PermissionTree | null | undefined): boolean {
  if (!tree) return false;
  if ('key' in rule) return can(tree, rule.key);
  if ('registerRead' in rule) return canReadRegister(tree, rule.registerRead);
  if ('registerWrite' in rule) return canWriteRegister(tree, rule.registerWrite);
  if ('anyOf' in rule) return rule.anyOf.some((each) => allows(each, tree));
  if ('allOf' in rule) return rule.allOf.every((each) => allows(each, tree));
  return !allows(rule.not, tree);
}

/** A rule in words, for the API reference and logs: `leitura cadastro.cliente | somenteleitura.cliente`. */
export function describeRule(rule: AccessRule): string {
  if ('key' in rule) return rule.key;
  if ('registerRead' in rule) return `leitura ${rule.registerRead}`;
  if ('registerWrite' in rule) return `escrita ${rule.registerWrite}`;
  if ('anyOf' in rule) return rule.anyOf.map(describeRule).join(' | ');
  if ('allOf' in rule) return rule.allOf.map(describeRule).join(' e ');
  return `não ${describeRule(rule.not)}`;
}

/** What a register's routes and screens require: reading (list, detail, its keys), editing, adding, deleting. */
export interface RegisterAccess {
  readonly read: AccessRule;
  readonly write: AccessRule;
  readonly create: AccessRule;
  readonly remove: AccessRule;
}

const internalPartnerAdmin: AccessRule = {
  allOf: [{ registerWrite: 'cadastro.cliente' }, { not: { key: 'visualizar.equipe.cliente' } }],
};
const anyClasseKey = (rule: 'registerRead' | 'registerWrite'): AccessRule => ({
  anyOf: [{ [rule]: 'cadastro.classe' } as AccessRule, { [rule]: 'cadastro.classe.beneficio' } as AccessRule],
});
const usuarioWrite: AccessRule = {
  anyOf: [{ registerWrite: 'cadastro.usuario' }, { registerWrite: 'cadastro.usuario.externo' }],
};

/**
 * The registers whose access is not their definition's one key (SPEC §6). The server mounts their routes with
 * these rules and the web app opens their screens and menu entries by them.
 */
export const SPECIAL_REGISTER_ACCESS: Readonly<Record<string, RegisterAccess>> = {
  /**
   * Partner companies. The list needs cadastro.cliente or somenteleitura.cliente; the detail also opens with
   * visualizar.equipe.cliente, the key partners' owners hold for their own company (read-only). Only staff
   * with cadastro.cliente add, edit and delete companies; partners ask for a change instead.
   */
  cliente: {
    read: {
      anyOf: [
        { registerRead: 'cadastro.cliente' },
        { key: 'somenteleitura.cliente' },
        { key: 'visualizar.equipe.cliente' },
      ],
    },
    write: internalPartnerAdmin,
    create: internalPartnerAdmin,
    remove: internalPartnerAdmin,
  },
  /** Users: the full register (cadastro.usuario) or a partner's team (cadastro.usuario.externo). */
  usuario: {
    read: { anyOf: [{ registerRead: 'cadastro.usuario' }, { registerRead: 'cadastro.usuario.externo' }] },
    write: usuarioWrite,
    create: usuarioWrite,
    remove: { key: 'excluir.usuario.externo' },
  },
  /** 'Adicionar/Editar Funcionário': a partner's team only. */
  'usuario-externo': {
    read: { registerRead: 'cadastro.usuario.externo' },
    write: { registerWrite: 'cadastro.usuario.externo' },
    create: { registerWrite: 'cadastro.usuario.externo' },
    remove: { key: 'excluir.usuario.externo' },
  },
  /** Benefits per class: SPEC §6 names both cadastro.classe and cadastro.classe.beneficio. Only edited. */
  'classe-beneficio': {
    read: anyClasseKey('registerRead'),
    write: anyClasseKey('registerWrite'),
    create: anyClasseKey('registerWrite'),
    remove: anyClasseKey('registerWrite'),
  },
};

/**
 * A register's access: its special rules, else its key (read: cadastro or somenteleitura plus the key; write:
 * the key, never with somenteleitura), and, for adding and deleting, the `manage` key as well when the
 * definition names one (botao: cadastro.exclusao.botoes, SPEC §6).
 */
export function registerAccess(def: {
  readonly name: string;
  readonly permission: PermissionKey;
  readonly manage?: PermissionKey;
}): RegisterAccess {
  const special = Object.hasOwn(SPECIAL_REGISTER_ACCESS, def.name) ? SPECIAL_REGISTER_ACCESS[def.name] : null;
  if (special) return special;
  const write: AccessRule = { registerWrite: def.permission };
  const manages: AccessRule = def.manage ? { allOf: [write, { registerWrite: def.manage }] } : write;
  return { read: { registerRead: def.permission }, write, create: manages, remove: manages };
}
