import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

export const pais = defineRegister({
  name: 'pais',
  apiPath: '/pais',
  table: 'pais',
  permission: PERM.cadastro.pais,
  title: 'Países',
  singular: 'País',
  fields: {
    id: field.code(2),
    nome: field.nome(),
    gentilico: field.text(50, 'Gentílico'),
    inativo: field.active(),
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nome', label: 'Nome' },
    { field: 'gentilico', label: 'Gentílico' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nome', 'gentilico'],
});
