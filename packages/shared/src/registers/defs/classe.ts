import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';
import { codeNameActiveColumns, codeNameCnpjActiveColumns } from './common.js';

export const classe = defineRegister({
  name: 'classe',
  apiPath: '/classe',
  table: 'classe',
  permission: PERM.cadastro.classe,
  title: 'Classes',
  singular: 'Classe',
  fields: {
    id: field.code(4),
    nome: field.nome(),
    beneficio: field.multi('beneficio', 'Benefícios', {
      table: 'classe_beneficio',
      self: 'classe_id',
      other: 'beneficio_id',
      owner: true,
    }),
    inativo: field.active(),
  },
  list: codeNameActiveColumns,
  search: ['id', 'nome'],
  // SPEC §4: a class's level is the number in its name (Prix 10, 50, 100 … 1000).
  orderBy: { field: 'nome', by: 'number' },
  related: {
    cliente: {
      label: { interno: 'Parceiros', externo: 'Empresas' },
      table: 'cliente',
      via: { fk: 'classe_id' },
      columns: codeNameCnpjActiveColumns,
      empty: {
        interno: 'Esta Classe ainda não possui Parceiros atribuídos',
        externo: 'Esta Classe ainda não possui Empresas atribuídas',
      },
      orderBy: 'nome',
    },
  },
});
