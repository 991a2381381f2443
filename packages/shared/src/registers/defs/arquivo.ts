import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/** SPEC §3 Arquivo: a PDF and the button that opens it (/api/docs/{identificador}/{nome_arquivo}). */
export const arquivo = defineRegister({
  name: 'arquivo',
  apiPath: '/arquivo',
  table: 'arquivo',
  permission: PERM.cadastro.arquivo,
  noEditDate: true,
  title: 'Arquivo',
  singular: 'Arquivo',
  fields: {
    id: field.code(20, { auto: 'hidden', sequence: { name: 'arquivo_seq', prefix: 'ARQ', digits: 6 } }),
    nome_arquivo: field.text(100, 'Nome do arquivo', { required: true, column: 'nome' }),
    botao: field.ref('botao', 'Botão', 'botao_id'),
  },
  file: { accept: ['pdf'], label: 'Arquivo PDF' },
  list: [
    { field: 'nome_arquivo', label: 'Nome do arquivo' },
    { field: 'botao.nome', label: 'Botão' },
  ],
  labelField: 'nome_arquivo',
  search: ['nome_arquivo'],
  orderBy: 'nome_arquivo',
});
