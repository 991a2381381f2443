import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns } from './common.js';

export const beneficio = defineRegister({
  name: 'beneficio',
  apiPath: '/solicita-beneficio',
  table: 'beneficio',
  permission: PERM.cadastro.beneficio,
  title: 'Benefícios',
  singular: 'Benefício',
  fields: {
    id: field.code(4),
    nome: field.nome(),
    classe: field.multi('classe', 'Classe', {
      table: 'classe_beneficio',
      self: 'beneficio_id',
      other: 'classe_id',
      owner: false,
    }),
    inativo: field.active(),
  },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
});
