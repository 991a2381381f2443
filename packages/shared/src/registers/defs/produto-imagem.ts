import { PERM } from '../../permissions.js';
import { defineRegister } from '../define.js';
import { field } from '../fields.js';

/** SPEC §3 Imagem de produto: a product's image, named after the file sent (nome_imagem). */
export const produtoImagem = defineRegister({
  name: 'produto-imagem',
  apiPath: '/produtos-imagens-cadastro',
  table: 'produto_imagem',
  permission: PERM.cadastro.produtoImagem,
  noEditDate: true,
  title: 'Imagem de produtos',
  singular: 'Imagem de produto',
  readonlyColumns: ['nome_imagem'],
  fields: {
    id: field.code(20, {
      auto: 'hidden',
      sequence: { name: 'produto_imagem_seq', prefix: 'IMG', digits: 6 },
    }),
    nome_produto: field.text(100, 'Nome do produto', { required: true, column: 'nome' }),
  },
  file: { accept: ['image'], label: 'Imagem do produto', nameColumn: 'nome_imagem' },
  list: [
    { field: 'nome_produto', label: 'Nome do produto', width: '34%' },
    { field: 'nome_imagem', label: 'Nome da imagem', width: '52%' },
  ],
  labelField: 'nome_produto',
  search: ['nome_produto', 'nome_imagem'],
  orderBy: 'nome_produto',
});
