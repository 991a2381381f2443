import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fresh from 'fresh';
import { z } from 'zod';
import { FILE_COLUMNS, MSG, PERM, can, canReadRegister, fileNameColumn, produtoImagem } from '@prix/shared';
import { PRODUCT_IMAGES_PAGE_SIZE } from '@prix/shared/core/product-images';
import {
  productImagesPageSchema,
  productImagesQuerySchema,
  type ProductImagesPage,
  type ProductImagesQuery,
} from '@prix/shared/product-images';
import { queryRows } from '../../db/client.js';
import { access, type Access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { RegisterHooks } from '../../registers/register-routes.js';
import { searchAcross } from '../../registers/register-sql.js';
import { thumbnailsOf, type OriginalImage } from './thumbnails.js';

export const THUMBNAIL_PATH = '/api/docs/product-thumbnail';
export const THUMBNAIL_UNUSABLE = 'Não foi possível gerar a miniatura desta imagem.';
const SHA256 = /^[0-9a-f]{64}$/;

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
export async function productImagesRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const thumbnails = thumbnailsOf(app.storage, app.log);

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
      const { busca = '', page = 1 } = request.query as ProductImagesQuery;
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

  app.get(
    `${THUMBNAIL_PATH}/:hash`,
    {
      config: {
        access: viewsProductImages,
        badInputIsNotFound: true,
        docs: {
          summary:
            'Miniatura WebP (até 320 px) de uma imagem de produto, pelo SHA-256 da imagem; o endereço muda com a imagem, por isso é imutável',
          tags: ['Documentos'],
          response: { 200: z.string().describe('A miniatura (image/webp)') },
        },
      },
      // WebP is compressed already.
      compress: false as const,
      // Any other text is a name that finds nothing: 404 (checked in the handler, not as a 400).
      schema: { params: z.object({ hash: z.string() }) },
    },
    async (request, reply) => {
      const { hash } = request.params as { hash: string };
      if (!SHA256.test(hash)) throw new HttpError(404, MSG.naoEncontrado);
      const [row] = await queryRows<{ key: string; size: string | number }>(
        db(),
        sql`select ${sql.raw(FILE_COLUMNS.key)} as key, ${sql.raw(FILE_COLUMNS.size)} as size
            from produto_imagem where ${sha256Column} = ${hash} limit 1`,
      );
      if (!row) throw new HttpError(404, MSG.naoEncontrado);
      const etag = `"${hash}-miniatura"`;
      // Private: the image is behind a key; immutable: another image gets another address.
      const cacheHeaders = { etag, 'cache-control': 'private, max-age=31536000, immutable' };
      if (fresh(request.headers, { etag })) return reply.status(304).headers(cacheHeaders).send();

      const original: OriginalImage = { key: row.key, sha256: hash, size: Number(row.size) };
      const key = thumbnails.keyOf(hash);
      if ((await thumbnails.ensure(original)) === 'unusable') throw new HttpError(422, THUMBNAIL_UNUSABLE);
      const [info, body] = await Promise.all([app.storage.stat(key), app.storage.read(key)]);
      if (!info || !body) throw new HttpError(404, MSG.naoEncontrado);
      return reply
        .headers({
          ...cacheHeaders,
          'content-type': 'image/webp',
          'content-length': info.size,
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline; filename="miniatura.webp"',
        })
        .send(body);
    },
  );
}

/** The produto-imagem register's hooks: a product image's thumbnail is made as soon as the image is saved. */
export const productImageRegisterHooks = (app: FastifyInstance): RegisterHooks => ({
  afterSave: ({ code }) => thumbnailAfterUpload(app, code),
});

/** Makes a product image's thumbnail right after its upload commits (the register's afterSave hook). */
async function thumbnailAfterUpload(app: FastifyInstance, code: string): Promise<void> {
  try {
    const [row] = await queryRows<{ key: string | null; sha256: string | null; size: string | number }>(
      app.database.db,
      sql`select ${sql.raw(FILE_COLUMNS.key)} as key, ${sha256Column} as sha256,
            ${sql.raw(FILE_COLUMNS.size)} as size from produto_imagem where id = ${code}`,
    );
    if (!row?.key || !row.sha256) return;
    await thumbnailsOf(app.storage, app.log).ensure({
      key: row.key,
      sha256: row.sha256,
      size: Number(row.size),
    });
  } catch (error) {
    // The image is saved; its thumbnail is made on first request instead.
    app.log.warn({ err: error, code }, 'miniatura não gerada após o upload');
  }
}
