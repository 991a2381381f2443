import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

export const permissao = defineRegister({
  name: 'permissao',
  apiPath: '/permissao',
  table: 'permissao',
  permission: PERM.cadastro.permissao,
  title: 'Permissões',
  singular: 'Permissão',
  fields: {
    id: field.code(10),
    referencia: field.text(100, 'Referência', { required: true }),
    nome: field.nome(),
    perfis: field.multi('perfil', 'Perfis', {
      table: 'perfil_permissao',
      self: 'permissao_id',
      other: 'perfil_id',
      owner: false,
    }),
    externa: field.boolean('Permissão externa', {
      help: 'Parceiros só a recebem se o tipo de parceria e a classe da empresa estiverem entre os escolhidos.',
    }),
    tiposparceria: field.multi(
      'tipoparceria',
      'Tipos de parceria',
      { table: 'permissao_tipoparceria', self: 'permissao_id', other: 'tipoparceria_id', owner: true },
      { visibleWhen: 'externa' },
    ),
    classe: field.multi(
      'classe',
      'Classes',
      { table: 'permissao_classe', self: 'permissao_id', other: 'classe_id', owner: true },
      { visibleWhen: 'externa' },
    ),
    inativo: field.active(),
  },
  list: [
    { field: 'id', label: 'Código' },
    { field: 'nome', label: 'Nome' },
    { field: 'referencia', label: 'Referência' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  search: ['id', 'nome', 'referencia'],
});
