import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/**
 * 'Perguntas do FAQ', the register behind the 'Dúvidas Frequentes' page (SPEC §2.2 /faq; named apart from it in
 * the menu): a question and its answer under a subject. The answer is
 * rich text, sanitised on save and on show (decision 0021). `ordem` sorts the questions, and a subject comes
 * where its first question does; only active entries reach /faq.
 */
export const faq = defineRegister({
  name: 'faq',
  apiPath: '/faq/cadastro',
  table: 'faq',
  permission: PERM.cadastro.faq,
  noEditDate: true,
  title: 'Perguntas do FAQ',
  singular: 'Pergunta do FAQ',
  fields: {
    id: field.code(20, { auto: 'hidden', sequence: { name: 'faq_seq', prefix: 'FAQ', digits: 6 } }),
    assunto: field.text(100, 'Assunto', { required: true }),
    pergunta: field.text(300, 'Pergunta', { required: true, multiline: true }),
    resposta: field.html(20_000, 'Resposta', { required: true }),
    ordem: field.digits(4, 'Ordem', 'O campo Ordem aceita no máximo 4 dígitos'),
    inativo: field.active(),
  },
  list: [
    { field: 'assunto', label: 'Assunto' },
    { field: 'pergunta', label: 'Pergunta' },
    { field: 'ordem', label: 'Ordem' },
    { field: 'inativo', label: 'Ativo', format: 'active' },
  ],
  labelField: 'pergunta',
  search: ['assunto', 'pergunta'],
  orderBy: { field: 'ordem', by: 'number' },
});
