import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns } from './common.js';

export const idioma = defineRegister({
  name: 'idioma',
  apiPath: '/idioma',
  table: 'idioma',
  permission: PERM.cadastro.idioma,
  title: 'Idiomas',
  singular: 'Idioma',
  fields: { id: field.code(2), nome: field.nome(), inativo: field.active() },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
});
