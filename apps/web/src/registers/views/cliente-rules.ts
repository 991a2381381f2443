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
const INTERNAL_ONLY = new Set(['usuario_resp', 'tipostreinamento', 'latitude', 'longitude']);

/** The company's own coordinates (staff): more precise than its city's seat on 'Onde comprar'. */
export const COORDENADAS_DICA =
  'Opcional: mais precisas que a cidade para a distância em Onde comprar. Informe as duas, em graus decimais.';

/** The municipality the record names (its IBGE code and name), from the detail's `municipio`/`municipioNome`. */
export interface MunicipioEscolhido {
  readonly id: string;
  readonly nome: string;
}

/** Municipalities need this many letters before the server searches them. */
const MUNICIPIO_MIN_LETRAS = 2;

/** The answer of GET /api/publico/municipios as the selector's options (code → name), checked as it comes. */
export function municipioOptions(answer: unknown): { key: string; value: string }[] {
  const list = (answer as { municipios?: unknown } | undefined)?.municipios;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const m = (item ?? {}) as { id?: unknown; nome?: unknown };
    return typeof m.id === 'string' && typeof m.nome === 'string' ? [{ key: m.id, value: m.nome }] : [];
  });
}

/** The cities of the chosen state, searched on the server as the person types ('sao' finds São Paulo). */
const municipios = (escolhido: MunicipioEscolhido | null): FieldChoices => ({
  dependsOn: 'estado',
  source: (uf) => ({
    name: 'municipio',
    searchPath: '/publico/municipios',
    params: uf ? { uf } : undefined,
    minLength: MUNICIPIO_MIN_LETRAS,
    toOptions: municipioOptions,
    known: escolhido ? [{ key: escolhido.id, value: escolhido.nome }] : [],
  }),
});

/** The city as a municipality: in the free text's place, right after the state, the coordinates after it. */
function placeMunicipio(plan: PlannedField[]): PlannedField[] {
  if (!plan.some((p) => p.name === 'municipio')) return plan;
  const moved = ['municipio', 'latitude', 'longitude'];
  const rest = plan.filter((p) => p.name !== 'cidade' && !moved.includes(p.name));
  const after = rest.findIndex((p) => p.name === 'estado');
  if (after < 0) return plan.filter((p) => p.name !== 'cidade');
  const placed = moved.flatMap((name) => plan.filter((p) => p.name === name));
  return [...rest.slice(0, after + 1), ...placed, ...rest.slice(after + 1)];
}

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
 * class by its name, or that there is none. The city is a municipality of the chosen state (changing the state
 * clears it) in the free text's place, and staff may give the company's own coordinates.
 */
export function planClienteFields(
  plan: readonly PlannedField[],
  viewer: { externo: boolean; permissions: PermissionTree | null | undefined; canWrite: boolean },
  classeNome: string | null | undefined,
  municipio: MunicipioEscolhido | null = null,
): PlannedField[] {
  const parceria = can(viewer.permissions, PERM.cliente.visualizarParceriaComplementar);
  const planned = plan
    .filter((planned) => !(viewer.externo && INTERNAL_ONLY.has(planned.name)))
    .filter((planned) => planned.name !== 'parceriaComplementar' || parceria)
    .map((planned) => {
      if (planned.name === 'estado') return { ...planned, choices: ESTADOS };
      if (!viewer.canWrite && planned.name === 'classe')
        return { ...planned, shownAs: classeNome ?? SEM_CLASSE };
      if (viewer.canWrite && planned.name === 'usuario_resp') return { ...planned, choices: FUNCIONARIOS };
      if (planned.name === 'municipio')
        return viewer.canWrite
          ? { ...planned, choices: municipios(municipio) }
          : { ...planned, shownAs: municipio?.nome ?? '' };
      if (viewer.canWrite && (planned.name === 'latitude' || planned.name === 'longitude'))
        return { ...planned, hint: COORDENADAS_DICA };
      return planned;
    });
  return placeMunicipio(planned);
}
