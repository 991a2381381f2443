import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/** SPEC §3 Banner: an image of the home carousel, its link and its position. */
export const banner = defineRegister({
  name: 'banner',
  apiPath: '/banner',
  table: 'banner',
  permission: PERM.cadastro.banner,
  noEditDate: true,
  title: 'Banner',
  singular: 'Banner',
  fields: {
    id: field.code(20, { auto: 'hidden', sequence: { name: 'banner_seq', prefix: 'BAN', digits: 6 } }),
    nome_banner: field.text(100, 'Nome do banner', { required: true, column: 'nome' }),
    link_banner: field.address(500, 'Link do banner'),
    posicao: field.digits(2, 'Posição', 'Maximo de 2 digitos permitidos'),
    link_aponta_vimeo: field.boolean('O link do banner aponta para o Vimeo?'),
  },
  file: { accept: ['image'], label: 'Imagem do banner' },
  list: [
    { field: 'nome_banner', label: 'Nome do banner' },
    { field: 'link_banner', label: 'Link', format: 'cut40' },
    { field: 'posicao', label: 'Posição' },
    { field: 'link_aponta_vimeo', label: 'Vimeo', format: 'yesNo' },
  ],
  labelField: 'nome_banner',
  search: ['nome_banner', 'link_banner'],
  orderBy: { field: 'posicao', by: 'number' },
});
