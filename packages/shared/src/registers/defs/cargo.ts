import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

export const cargo = defineRegister({
  name: 'cargo',
  apiPath: '/cargo',
  table: 'cargo',
  permission: PERM.cadastro.cargo,
  title: 'Cargos',
  singular: 'Cargo',
  fields: {
    // SPEC §2.3: 'Código (shown only when editing)': the server makes it from the name.
    id: field.code(20, { auto: 'shown-on-edit' }),
    nome: field.nome(),
    cargo_sup: field.ref('cargo', 'Cargo superior', 'cargo_sup_id'),
    perfis: field.multi('perfil', 'Perfis', {
      table: 'cargo_perfil',
      self: 'cargo_id',
      other: 'perfil_id',
      owner: true,
    }),
    inativo: field.active(),
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nome', label: 'Nome' },
    { field: 'cargo_sup.nome', label: 'Cargo superior' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nome'],
});
