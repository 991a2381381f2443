import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/**
 * The identifiers of SPEC §3: what a button opens (a document route, /api/docs/{identificador}/…, or a
 * page). 'manual-do-programa-…' is followed by the programme's name.
 */
export const BUTTON_IDENTIFIERS = [
  'simulador-pedido',
  'lista-precos-rev-fisica',
  'lista-precos-rev-virtual',
  'lista-precos-pecas',
  'canal-otas',
  'manual-relacionamento-ota',
  'lista-de-ferramentas',
  'manual-boas-praticas-otas',
  'manual-do-programa-',
  'ressarcimento-garantia-otas',
  'documento-defesa-infracao',
  'catalogo-geral',
  'calculo-verba-marketing-cooperada',
] as const;

/** SPEC §3 Botão; without cadastro.exclusao.botoes a holder of the key only renames buttons (SPEC §6). */
export const botao = defineRegister({
  name: 'botao',
  apiPath: '/botao',
  table: 'botao',
  permission: PERM.cadastro.botao,
  manage: PERM.cadastro.botaoExclusao,
  noEditDate: true,
  title: 'Botão',
  singular: 'Botão',
  emptyLabel: 'Botão sem nome',
  fields: {
    // Numbered by the server (BTN000001); the form never shows it.
    id: field.code(20, { auto: 'hidden', sequence: { name: 'botao_seq', prefix: 'BTN', digits: 6 } }),
    nome_botao: field.text(100, 'Nome do botão', { column: 'nome' }),
    identificador: field.text(100, 'Identificador', {
      permission: PERM.cadastro.botaoExclusao,
      suggestions: BUTTON_IDENTIFIERS,
    }),
    permissao: field.ref('permissao', 'Permissão', 'permissao_id', {
      permission: PERM.cadastro.botaoExclusao,
    }),
  },
  list: [
    { field: 'nome_botao', label: 'Nome do botão' },
    { field: 'identificador', label: 'Identificador' },
    { field: 'permissao.nome', label: 'Permissão' },
  ],
  labelField: 'nome_botao',
  search: ['nome_botao', 'identificador'],
  orderBy: 'nome_botao',
});
