import type { ListColumn, RelatedList } from '../define.js';

/** Código, Nome, Ativo: the list of most registers (SPEC §2.3). */
export const codeNameActiveColumns: readonly ListColumn<'id' | 'nome' | 'inativo'>[] = [
  { field: 'id', label: 'Código' },
  { field: 'nome', label: 'Nome' },
  { field: 'inativo', label: 'Ativo', format: 'active' },
];

/** Código, Nome, CNPJ, Ativo: companies and branches, in lists and in partner tabs. */
export const codeNameCnpjActiveColumns = [
  { field: 'id', label: 'Código' },
  { field: 'nome', label: 'Nome' },
  { field: 'cnpj', label: 'CNPJ', format: 'cnpj' },
  { field: 'inativo', label: 'Ativo', format: 'active' },
] as const satisfies readonly ListColumn<'id' | 'nome' | 'cnpj' | 'inativo'>[];

/** The 'Parceiros' tab: partner companies linked through a join table (SPEC §2.3). */
export function partnersTab(
  join: { table: string; self: string; other: string },
  empty: string,
): RelatedList {
  return {
    label: { interno: 'Parceiros', externo: 'Empresas' },
    table: 'cliente',
    via: { join },
    columns: codeNameCnpjActiveColumns,
    empty,
    orderBy: 'nome',
  };
}
