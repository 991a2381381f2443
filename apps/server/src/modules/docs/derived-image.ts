import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fresh from 'fresh';
import { z } from 'zod';
import { FILE_COLUMNS, MSG } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import type { Access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { RegisterHooks } from '../../registers/register-routes.js';
import { derivedImagesOf, type ImageVariant, type OriginalImage } from '../../storage/derived-images.js';

const SHA256 = /^[0-9a-f]{64}$/;
const ORIGINAL = sql.raw(
  `${FILE_COLUMNS.key} as key, ${FILE_COLUMNS.sha256} as sha256, ${FILE_COLUMNS.size} as size`,
);

type OriginalRow = { key: string; sha256: string; size: string | number };
const originalOf = (row: OriginalRow): OriginalImage => ({ ...row, size: Number(row.size) });

/** What a derived image's address asks for: the variant, and the label its ETag and file name carry. */
export interface AskedVariant {
  readonly variant: ImageVariant;
  /** `"{sha256}-{label}"` is the ETag, `{label}.webp` the file name. */
  readonly label: string;
}

export interface DerivedImageRoute<P extends { hash: string }> {
  /** The address, with the original's SHA-256 as `:hash`. */
  readonly url: string;
  readonly access: Access;
  readonly summary: string;
  /** Every parameter a string, checked in the handler: a value that names nothing is a 404, not a 400. */
  readonly params: z.ZodType<P>;
  /** The file register's table whose rows hold the originals (FILE_COLUMNS). */
  readonly table: string;
  /** The variant the parameters name, or null (404). */
  variantOf(params: P): AskedVariant | null;
  /** The 422's message when the original cannot give the variant. */
  readonly unusable: string;
}

/**
 * A route answering a derived image by its original's content hash (decision 0018): the address changes when
 * the image does, so the answer is immutable (private: the image is behind the route's access). Made on the
 * first request when the upload did not make it; a hash no row of `table` holds, or anything that is not 64
 * lower-case hex digits, is a 404 (the text never reaches storage).
 */
export function derivedImageRoute<P extends { hash: string }>(
  app: FastifyInstance,
  route: DerivedImageRoute<P>,
): void {
  app.get(
    route.url,
    {
      config: {
        access: route.access,
        badInputIsNotFound: true,
        docs: {
          summary: route.summary,
          tags: ['Documentos'],
          response: { 200: z.string().describe('A imagem (image/webp)') },
        },
      },
      // WebP is compressed already.
      compress: false as const,
      schema: { params: route.params },
    },
    async (request, reply) => {
      const params = route.params.parse(request.params);
      const asked = SHA256.test(params.hash) ? route.variantOf(params) : null;
      if (!asked) throw new HttpError(404, MSG.naoEncontrado);
      const [row] = await queryRows<OriginalRow>(
        app.database.db,
        sql`select ${ORIGINAL} from ${sql.raw(route.table)}
            where ${sql.raw(FILE_COLUMNS.sha256)} = ${params.hash} limit 1`,
      );
      if (!row) throw new HttpError(404, MSG.naoEncontrado);
      const etag = `"${params.hash}-${asked.label}"`;
      const cacheHeaders = { etag, 'cache-control': 'private, max-age=31536000, immutable' };
      if (fresh(request.headers, { etag })) return reply.status(304).headers(cacheHeaders).send();

      const images = derivedImagesOf(app.storage, app.log);
      if ((await images.ensure(originalOf(row), asked.variant)) === 'unusable') {
        throw new HttpError(422, route.unusable);
      }
      const key = images.keyOf(params.hash, asked.variant);
      const [info, body] = await Promise.all([app.storage.stat(key), app.storage.read(key)]);
      if (!info || !body) throw new HttpError(404, MSG.naoEncontrado);
      return reply
        .headers({
          ...cacheHeaders,
          'content-type': 'image/webp',
          'content-length': info.size,
          'x-content-type-options': 'nosniff',
          'content-disposition': `inline; filename="${asked.label}.webp"`,
        })
        .send(body);
    },
  );
}

/**
 * A file register's hooks that make its image's variants right after an upload commits (the register's
 * `afterSave`). A failure is logged and left to the first request, which makes what is missing.
 */
export const deriveAfterSave = (
  app: FastifyInstance,
  table: string,
  variants: readonly ImageVariant[],
): RegisterHooks => ({
  afterSave: async ({ code }) => {
    try {
      const [row] = await queryRows<OriginalRow>(
        app.database.db,
        sql`select ${ORIGINAL} from ${sql.raw(table)} where id = ${code}`,
      );
      if (row) await derivedImagesOf(app.storage, app.log).ensureAll(originalOf(row), variants);
    } catch (error) {
      app.log.warn({ err: error, code, table }, 'imagens derivadas não geradas após o upload');
    }
  },
});
