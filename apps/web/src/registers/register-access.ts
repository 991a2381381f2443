import {
  allows,
  classeBeneficio,
  cliente,
  labelFor,
  REGISTER_DEFS,
  registerAccess,
  usuario,
  type AccessRule,
  type Label,
  type PermissionKey,
  type PermissionTree,
} from '@prix/shared/core';
import { compareTitles } from '../lib/compare-titles';

/** A register of the 'Cadastros' menu: /cadastro/{name}/*, and who may open it (SPEC §6). */
export interface RegisterEntry {
  /** The path segment: /cadastro/{name}/lista. */
  readonly name: string;
  /** Page title (SPEC §2.3): for staff (`interno`) and for partners (`externo`) when they differ. */
  readonly title: Label;
  /** Reading the register: its list and records (@prix/shared's registerAccess, the server's rule too). */
  readonly read: AccessRule;
}

const entry = (def: { name: string; title: Label; permission: PermissionKey }): RegisterEntry => ({
  name: def.name,
  title: def.title,
  read: registerAccess(def).read,
});

/**
 * Every register with screens: the generic ones of REGISTER_DEFS, and those with views of their own (the
 * companies, the users, the benefits per class). In menu order: alphabetical by the staff title, so the menu
 * reads like an index.
 */
export const REGISTERS: readonly RegisterEntry[] = [
  entry({ ...classeBeneficio, permission: classeBeneficio.permissions[0] }),
  entry(cliente),
  entry(usuario),
  ...REGISTER_DEFS.map(entry),
].sort((a, b) => compareTitles(labelFor(a.title, false), labelFor(b.title, false)));

const byName = new Map(REGISTERS.map((register) => [register.name, register]));

export function findRegister(name: string | undefined): RegisterEntry | undefined {
  return name === undefined ? undefined : byName.get(name);
}

/** The registers a permission tree may open, in menu order. */
export function openRegisters(tree: PermissionTree | null | undefined): RegisterEntry[] {
  return REGISTERS.filter((register) => allows(register.read, tree));
}

/** Whether the tree opens at least one register (else the menu offers 'Meus dados'). */
export function hasAnyRegister(tree: PermissionTree | null | undefined): boolean {
  return REGISTERS.some((register) => allows(register.read, tree));
}
