import { can, cliente as def, PERM, type PermissionTree } from '@prix/shared/core';
import { registerAbilities, type RegisterAbilities } from '../abilities';
import type { FieldChoices, PlannedField } from '../form/field-plan';

/**
 * What the company screens decide from the session and the record (SPEC §3 Cliente, §6), kept apart from
 * the drawing so it reads as the rules it is.
 */

/**
 * Only internal users with cadastro.cliente write companies, and visualizar.equipe.cliente makes the form
 * read-only even for them (the server refuses the same writes).
 */
export function clienteAbilities(
  permissions: PermissionTree | null | undefined,
  externo: boolean,
): RegisterAbilities {
  const { canWrite, canCreate, canDelete } = registerAbilities(permissions, def);
  return {
    canWrite: canWrite && !externo,
    canCreate: canCreate && !externo,
    canDelete: canDelete && !externo,
  };
}

/** The detail opens with cadastro.cliente (or its read-only form) or visualizar.equipe.cliente. */
export function canOpenClienteDetail(permissions: PermissionTree | null | undefined): boolean {
  return registerAbilities(permissions, def).canRead;
}

/** Fields only internal users have (the server leaves them out for partners). */
const INTERNAL_ONLY = new Set(['usuario_resp', 'tipostreinamento']);

export const SEM_CLASSE = 'Não há categoria cadastrada.';

/** The states of the chosen country ('_' when none). */
const ESTADOS: FieldChoices = {
  dependsOn: 'pais',
  source: (pais) => ({ name: 'estado', lookupPath: `/estado/${pais ?? '_'}` }),
};
/** The responsible is chosen among the internal employees (a reader sees the name through the keys). */
const FUNCIONARIOS: FieldChoices = {
  source: () => ({ name: 'usuario-funcionario', lookupPath: '/usuario/funcionario' }),
};

/**
 * The fields of the company form for this viewer: internal-only fields and the complementary partnership
 * (with its permission) left out; the state and the responsible chosen from their lists; a reader sees the
 * class by its name, or that there is none.
 */
export function planClienteFields(
  plan: readonly PlannedField[],
  viewer: { externo: boolean; permissions: PermissionTree | null | undefined; canWrite: boolean },
  classeNome: string | null | undefined,
): PlannedField[] {
  const parceria = can(viewer.permissions, PERM.cliente.visualizarParceriaComplementar);
  return plan
    .filter((planned) => !(viewer.externo && INTERNAL_ONLY.has(planned.name)))
    .filter((planned) => planned.name !== 'parceriaComplementar' || parceria)
    .map((planned) => {
      if (planned.name === 'estado') return { ...planned, choices: ESTADOS };
      if (!viewer.canWrite && planned.name === 'classe')
        return { ...planned, shownAs: classeNome ?? SEM_CLASSE };
      if (viewer.canWrite && planned.name === 'usuario_resp') return { ...planned, choices: FUNCIONARIOS };
      return planned;
    });
}
