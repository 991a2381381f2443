import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FILE_COLUMNS, PERM, can, canReadRegister, fileNameColumn, produtoImagem } from '@prix/shared';
import { PRODUCT_IMAGES_PAGE_SIZE } from '@prix/shared/core/product-images';
import {
  productImagesPageSchema,
  productImagesQuerySchema,
  type ProductImagesPage,
} from '@prix/shared/product-images';
import { queryRows } from '../../db/client.js';
import { access, type Access } from '../../plugins/access.js';
import type { RegisterHooks } from '../../registers/register-routes.js';
import { searchAcross } from '../../registers/register-sql.js';
import type { ImageVariant } from '../../storage/derived-images.js';
import { deriveAfterSave, derivedImageRoute } from '../docs/derived-image.js';

export const THUMBNAIL_PATH = '/api/docs/product-thumbnail';
export const THUMBNAIL_UNUSABLE = 'Não foi possível gerar a miniatura desta imagem.';
/**
 * The thumbnail (decision 0018): at most 320 px a side, two columns of a 390 px phone at 2× and four of a
 * desktop grid at 1×–1.5×; stored as `{sha256 of the original}.miniatura-320-webp`.
 */
export const THUMBNAIL: ImageVariant = { name: 'miniatura-320-webp', width: 320, height: 320, quality: 76 };

/** The product images page's key (SPEC §6), or reading the register: who may see a product image. */
export const viewsProductImages: Access = {
  kind: 'permission',
  describe: `${PERM.pagina.duvidas} | leitura ${produtoImagem.permission}`,
  allows: (tree) => can(tree, PERM.pagina.duvidas) || canReadRegister(tree, produtoImagem.permission),
};

const imageName = sql.raw(fileNameColumn(produtoImagem.file!));
const sha256Column = sql.raw(FILE_COLUMNS.sha256);

/**
 * The partners' product gallery (SPEC §2.2 /listar-imagens-produtos): the images found by product name, a
 * page at a time, and their WebP thumbnails (decision 0018). Product images are the brand's catalogue, the
 * same for every company, so the page's key is the only scope.
 */
export async function productImagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/imagens-produtos',
    {
      config: {
        access: access.key(PERM.pagina.duvidas),
        docs: {
          summary:
            'Galeria de imagens de produtos: busca pelo nome do produto (`busca`), páginas de 24 (`page`), o endereço da miniatura de cada uma e o aviso do guia de marca',
          tags: ['Documentos'],
        },
      },
      // The answer is checked on the way out: the gallery reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { querystring: productImagesQuerySchema, response: { 200: productImagesPageSchema } },
    },
    async (request): Promise<ProductImagesPage> => {
      const { busca = '', page = 1 } = request.query;
      const rows = await queryRows<{ uuid: string; nome: string; imagem: string; sha256: string }>(
        db(),
        sql`select uuid, nome, ${imageName} as imagem, ${sha256Column} as sha256 from produto_imagem
            where ${searchAcross([sql`nome`], busca)} and ${imageName} is not null
            order by nome, uuid
            limit ${PRODUCT_IMAGES_PAGE_SIZE + 1} offset ${(page - 1) * PRODUCT_IMAGES_PAGE_SIZE}`,
      );
      const [notice] = await queryRows<{ valor: string | null }>(
        db(),
        sql`select valor from parametro where id = 'TEXTO_AVISO_MARCA'`,
      );
      return {
        results: rows.slice(0, PRODUCT_IMAGES_PAGE_SIZE).map((row) => ({
          uuid: row.uuid,
          nomeProduto: row.nome,
          nomeImagem: row.imagem,
          miniatura: `${THUMBNAIL_PATH}/${row.sha256}`,
        })),
        page,
        hasMore: rows.length > PRODUCT_IMAGES_PAGE_SIZE,
        aviso: notice?.valor?.trim() || null,
      };
    },
  );

  derivedImageRoute(app, {
    url: `${THUMBNAIL_PATH}/:hash`,
    access: viewsProductImages,
    summary:
      'Miniatura WebP (até 320 px) de uma imagem de produto, pelo SHA-256 da imagem; o endereço muda com a imagem, por isso é imutável',
    params: z.object({ hash: z.string() }),
    table: produtoImagem.table,
    variantOf: () => ({ variant: THUMBNAIL, label: 'miniatura' }),
    unusable: THUMBNAIL_UNUSABLE,
  });
}

/** The produto-imagem register's hooks: a product image's thumbnail is made as soon as the image is saved. */
export const productImageRegisterHooks = (app: FastifyInstance): RegisterHooks =>
  deriveAfterSave(app, produtoImagem.table, [THUMBNAIL]);
