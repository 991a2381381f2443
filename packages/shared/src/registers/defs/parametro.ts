import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

export const parametro = defineRegister({
  name: 'parametro',
  apiPath: '/parametro',
  table: 'parametro',
  permission: PERM.cadastro.parametro,
  title: 'Parâmetros',
  singular: 'Parâmetro',
  fields: {
    id: field.code(100),
    nome: field.nome(),
    valor: field.text(20000, 'Valor', { multiline: true }),
    inativo: field.active(),
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nome', label: 'Nome' },
    { field: 'valor', label: 'Valor', format: 'firstLine100' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nome'],
});
