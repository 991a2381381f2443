import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns, partnersTab } from './common.js';

export const tipotreinamento = defineRegister({
  name: 'tipotreinamento',
  apiPath: '/tipotreinamento',
  table: 'tipotreinamento',
  permission: PERM.cadastro.tipotreinamento,
  title: 'Tipos de Treinamento',
  singular: 'Tipo de Treinamento',
  fields: {
    id: field.code(4),
    nome: field.nome(),
    tiposparceria: field.multi('tipoparceria', 'Tipos de parceria obrigatórias', {
      table: 'tipoparceria_tipotreinamento',
      self: 'tipotreinamento_id',
      other: 'tipoparceria_id',
      owner: false,
    }),
    inativo: field.active(),
  },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
  related: {
    clientes: partnersTab(
      { table: 'cliente_tipotreinamento', self: 'tipotreinamento_id', other: 'cliente_id' },
      'Este tipo de treinamento ainda não possui parceiros atribuídos',
    ),
  },
});
