import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameCnpjActiveColumns } from './common.js';

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
  list: codeNameCnpjActiveColumns,
  search: ['id', 'nome', 'cnpj'],
});
