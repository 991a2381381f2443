import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { partnersTab } from './common.js';

export const tipoparceriacomplementar = defineRegister({
  name: 'tipoparceriacomplementar',
  apiPath: '/tipoparceriacomplementar',
  table: 'tipoparceriacomplementar',
  permission: PERM.cadastro.tipoparceriacomplementar,
  title: 'Tipo de Parceria complementar',
  singular: 'Tipo de Parceria complementar',
  fields: {
    // SPEC §3: 'id (hidden, max 10)': made by the server from the name.
    id: field.code(10, { auto: 'hidden' }),
    nome: field.nome(),
    tipoParceria: field.multi('tipoparceria', 'Tipos de parceria obrigatórias', {
      table: 'tpcomplementar_tipoparceria',
      self: 'tipoparceriacomplementar_id',
      other: 'tipoparceria_id',
      owner: true,
    }),
    inativo: field.active(),
  },
  list: [
    { field: 'nome', label: 'Nome' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['nome'],
  orderBy: 'nome',
  related: {
    clientes: partnersTab(
      { table: 'cliente_tpcomplementar', self: 'tipoparceriacomplementar_id', other: 'cliente_id' },
      'Este tipo de parceria complementar ainda não possui parceiros atribuídos',
    ),
  },
});
