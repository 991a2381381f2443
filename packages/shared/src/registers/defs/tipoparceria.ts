import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns, partnersTab } from './common.js';

export const tipoparceria = defineRegister({
  name: 'tipoparceria',
  apiPath: '/tipoparceria',
  table: 'tipoparceria',
  permission: PERM.cadastro.tipoparceria,
  title: 'Tipos de Parceria',
  singular: 'Tipo de Parceria',
  fields: {
    id: field.code(4),
    nome: field.nome(),
    tipostreinamento: field.multi('tipotreinamento', 'Tipos de treinamento obrigatórios', {
      table: 'tipoparceria_tipotreinamento',
      self: 'tipoparceria_id',
      other: 'tipotreinamento_id',
      owner: true,
    }),
    inativo: field.active(),
  },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
  related: {
    clientes: partnersTab(
      { table: 'cliente_tipoparceria', self: 'tipoparceria_id', other: 'cliente_id' },
      'Este tipo de parceria ainda não possui parceiros atribuídos',
    ),
  },
});
