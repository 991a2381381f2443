import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns } from './common.js';

export const perfil = defineRegister({
  name: 'perfil',
  apiPath: '/perfil',
  table: 'perfil',
  permission: PERM.cadastro.perfil,
  title: 'Perfis',
  singular: 'Perfil',
  fields: {
    id: field.code(10),
    nome: field.nome(),
    permissoes: field.multi('permissao', 'Permissões', {
      table: 'perfil_permissao',
      self: 'perfil_id',
      other: 'permissao_id',
      owner: true,
    }),
    inativo: field.active(),
  },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
  related: {
    usuarios: {
      label: 'Usuários',
      table: 'usuario',
      via: { join: { table: 'usuario_perfil', self: 'perfil_id', other: 'usuario_id' } },
      columns: [
        { field: 'id', label: 'Código' },
        { field: 'nomecompleto', label: 'Nome' },
        { field: 'email', label: 'E-mail' },
        { field: 'inativo', label: 'Ativo', format: 'active' },
      ],
      empty: 'Este perfil ainda não possui usuários atribuídos',
      orderBy: 'nomecompleto',
    },
    cargos: {
      label: 'Cargos',
      table: 'cargo',
      via: { join: { table: 'cargo_perfil', self: 'perfil_id', other: 'cargo_id' } },
      columns: [
        { field: 'id', label: 'Código' },
        { field: 'nome', label: 'Nome' },
        { field: 'inativo', label: 'Ativo', format: 'active' },
      ],
      empty: 'Este perfil ainda não possui cargos atribuídos',
      orderBy: 'nome',
    },
  },
});
