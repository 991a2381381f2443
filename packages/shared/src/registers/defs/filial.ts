import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

export const filial = defineRegister({
  name: 'filial',
  apiPath: '/filial',
  table: 'filial',
  permission: PERM.cadastro.filial,
  title: 'Filiais',
  singular: 'Filial',
  fields: {
    id: field.code(4),
    nome: field.nome(),
    cnpj: field.text(18, 'CNPJ', { mask: 'cnpj' }),
    inativo: field.active(),
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nome', label: 'Nome' },
    { field: 'cnpj', label: 'CNPJ', format: 'cnpj' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nome', 'cnpj'],
});
