import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_VIDEO_TOKEN,
  FILE_COLUMNS,
  VIDEO_NOT_FOUND,
  can,
  documentAccess,
  isUuid,
  safeAddress,
  videoAnswerSchema,
  type PermissionKey,
} from '@prix/shared';
import { bannerListSchema, buttonListSchema } from '@prix/shared/content';
import { BANNER_IMAGE_SIZES } from '@prix/shared/core/content';
import { PAGE } from '@prix/shared/pages';
import { queryRows } from '../../db/client.js';
import { readCache } from '../../db/read-cache.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { bannerSrcSet } from '../docs/banner-images.js';
import { playerUrlOf } from './video-host.js';

/** What a banner's image needs of its row: its name (the original's address), position and file. */
interface BannerRow {
  nome: string;
  posicao: string | null;
  key: string;
  sha256: string;
  size: string | number;
}
const BANNER_COLUMNS = sql.raw(
  `nome, posicao, ${FILE_COLUMNS.key} as key, ${FILE_COLUMNS.sha256} as sha256, ${FILE_COLUMNS.size} as size`,
);
/** The carousel's order: by position, those without one last, then by name. */
const BANNER_ORDER = sql`order by nullif(posicao, '')::int nulls last, nome`;
export { DEFAULT_VIDEO_TOKEN, VIDEO_NOT_FOUND };

/**
 * A banner's image: the original's address, and the srcset of its widths (null when the image gives none).
 * A failure to make the widths is logged and leaves the original alone: the carousel still has its image.
 */
async function imageOf(app: FastifyInstance, row: BannerRow) {
  const original = { key: row.key, sha256: row.sha256, size: Number(row.size) };
  let srcSet: string | null = null;
  try {
    srcSet = await bannerSrcSet(app, original);
  } catch (error) {
    app.log.warn({ err: error, banner: row.nome }, 'larguras do banner não geradas');
  }
  return { url: `/api/docs/banner/${encodeURIComponent(row.nome)}`, srcSet };
}

/**
 * What the home page needs of the content registers (SPEC §7): the buttons this viewer may use, the
 * carousel's banners, and the video behind an opaque token (a banner's uuid, or 'padrao' for the default
 * video of the parameter VIDEO_PADRAO) resolved here to an allowed player address.
 */
export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  buttonRoutes(app);
  bannerRoutes(app);
  videoRoute(app);
}

/** The buttons this viewer may use, each with its latest document. */
function buttonRoutes(app: TypedApp): void {
  const db = () => app.database.db;
  app.get(
    '/api/botao/button-link',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Os botões que esta pessoa pode usar, com o documento de cada um (a lista que o app guarda em buttonList)',
          tags: ['Conteúdo'],
        },
      },
      // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: buttonListSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const rows = await queryRows<{
        identificador: string | null;
        nome: string | null;
        arquivo: string | null;
        key: PermissionKey | null;
      }>(
        db(),
        sql`select b.identificador, b.nome, p.referencia as key,
              (select a.nome from arquivo a where a.botao_id = b.id order by a.dhcriacao desc limit 1) as arquivo
            from botao b left join permissao p on p.id = b.permissao_id
            where b.identificador is not null order by b.nome`,
      );
      const result = rows
        .filter((row) => {
          const rule = documentAccess(row.identificador!) ?? row.key;
          return rule === 'signedIn' || (rule !== null && can(auth.permissions, rule));
        })
        .map((row) => ({
          identificador: row.identificador!,
          nome: row.nome || 'Botão sem nome',
          arquivo: row.arquivo,
        }));
      return { result };
    },
  );
}

/** The carousel's banners, and the preload of the first one's image on /home. */
function bannerRoutes(app: TypedApp): void {
  const db = () => app.database.db;
  // A partner's /home's largest image is the carousel's first banner: its first response names it (`Link:
  // rel=preload`), so the browser fetches it beside the app's code instead of after the banner list. Only for a
  // partner with a session cookie (the image needs a session; a signed-out one goes to the login page); the row
  // is kept in memory until the banner table changes. The link names the img's srcset and sizes: a preload of another
  // file than the one the img chooses would be a second download.
  const firstBanner = readCache<BannerRow | null>(app.database.changes, 1);
  const firstBannerSql = () => sql`select ${BANNER_COLUMNS} from banner ${BANNER_ORDER} limit 1`;
  app.pagePreloads.add(PAGE.home, async (request) => {
    if (!app.sessionCookie.read(request)) return null;
    // The staff's /home has no carousel (their tiles instead): naming its image would be a wasted download.
    const auth = await request.auth();
    if (auth && !auth.usuario.externo) return null;
    const row = await firstBanner('primeiro', firstBannerSql, async () => {
      const [first] = await queryRows<BannerRow>(app.database.db, firstBannerSql());
      return first ?? null;
    });
    if (!row) return null;
    const image = await imageOf(app, row);
    const widths = image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${BANNER_IMAGE_SIZES}"` : '';
    return `<${image.url}>; rel=preload; as=image${widths}; fetchpriority=high`;
  });

  app.get(
    '/api/banner/images',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Os banners do carrossel da página inicial, na ordem da posição, cada um com o endereço da imagem e o srcset das suas larguras em WebP (`imageSrcSet`)',
          tags: ['Conteúdo'],
        },
      },
      // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: bannerListSchema } },
    },
    async (request) => {
      await signedIn(request);
      const rows = await queryRows<BannerRow & { uuid: string; link: string | null; vimeo: boolean }>(
        db(),
        sql`select uuid, ${BANNER_COLUMNS}, link_banner as link, link_aponta_vimeo as vimeo
            from banner ${BANNER_ORDER}`,
      );
      const images = await Promise.all(rows.map((row) => imageOf(app, row)));
      return {
        result: rows.map((row, i) => ({
          bannerName: row.nome,
          // Only an address (safeAddress): a link stored before the field refused it never becomes one.
          bannerLink: row.vimeo
            ? playerUrlOf(row.link)
              ? `${PAGE.video}?v=${row.uuid}`
              : null
            : safeAddress(row.link),
          posicao: row.posicao ? Number(row.posicao) : null,
          imageUrl: images[i]!.url,
          imageSrcSet: images[i]!.srcSet,
        })),
      };
    },
  );
}

/** The player address behind a video's token. */
function videoRoute(app: TypedApp): void {
  const db = () => app.database.db;
  app.get(
    '/api/video/:token',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: `O endereço do player de um vídeo pelo seu token (o uuid de um banner, ou '${DEFAULT_VIDEO_TOKEN}')`,
          tags: ['Conteúdo'],
        },
      },
      // Checked on the way out: the video page reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { params: z.object({ token: z.string().max(64) }), response: { 200: videoAnswerSchema } },
    },
    async (request) => {
      await signedIn(request);
      const { token } = request.params;
      let link: string | null = null;
      if (token === DEFAULT_VIDEO_TOKEN) {
        const [row] = await queryRows<{ valor: string }>(
          db(),
          sql`select valor from parametro where id = 'VIDEO_PADRAO'`,
        );
        link = row?.valor ?? null;
      } else if (isUuid(token)) {
        const [row] = await queryRows<{ link: string | null }>(
          db(),
          sql`select link_banner as link from banner where uuid = ${token} and link_aponta_vimeo`,
        );
        link = row?.link ?? null;
      }
      const url = playerUrlOf(link);
      if (!url) throw new HttpError(404, VIDEO_NOT_FOUND);
      return { url };
    },
  );
}
