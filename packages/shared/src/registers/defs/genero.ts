import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns } from './common.js';

export const genero = defineRegister({
  name: 'genero',
  apiPath: '/genero',
  table: 'genero',
  permission: PERM.cadastro.genero,
  title: 'Gêneros',
  singular: 'Gênero',
  fields: { id: field.code(1), nome: field.nome(), inativo: field.active() },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
});
