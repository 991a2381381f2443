import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_VIDEO_TOKEN,
  VIDEO_NOT_FOUND,
  can,
  documentAccess,
  safeAddress,
  videoAnswerSchema,
  type PermissionKey,
} from '@prix/shared';
import { bannerListSchema, buttonListSchema } from '@prix/shared/content';
import { queryRows } from '../../db/client.js';
import { readCache } from '../../db/read-cache.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { playerUrlOf } from './video-host.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export { DEFAULT_VIDEO_TOKEN, VIDEO_NOT_FOUND };

/**
 * What the home page needs of the content registers (SPEC §7): the buttons this viewer may use, the
 * carousel's banners, and the video behind an opaque token (a banner's uuid, or 'padrao' for the default
 * video of the parameter VIDEO_PADRAO) resolved here to an allowed player address.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  // /home's largest image is the carousel's first banner: its first response names it (`Link: rel=preload`), so
  // the browser fetches it beside the app's code instead of after the banner list. Only for a visitor with a
  // session cookie (the image needs a session; a signed-out one goes to the login page), and kept in memory
  // until the banner table changes.
  const firstBanner = readCache<string | null>(app.database.changes, 1);
  const firstBannerSql = () =>
    sql`select nome from banner order by nullif(posicao, '')::int nulls last, nome limit 1`;
  app.pagePreloads.add('/home', async (request) => {
    if (!app.sessionCookie.read(request)) return null;
    const nome = await firstBanner('primeiro', firstBannerSql, async () => {
      const [row] = await queryRows<{ nome: string }>(app.database.db, firstBannerSql());
      return row?.nome ?? null;
    });
    return nome
      ? `</api/docs/banner/${encodeURIComponent(nome)}>; rel=preload; as=image; fetchpriority=high`
      : null;
  });

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

  app.get(
    '/api/banner/images',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Os banners do carrossel da página inicial, na ordem da posição',
          tags: ['Conteúdo'],
        },
      },
      // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: bannerListSchema } },
    },
    async (request) => {
      await signedIn(request);
      const rows = await queryRows<{
        uuid: string;
        nome: string;
        link: string | null;
        vimeo: boolean;
        posicao: string | null;
      }>(
        db(),
        sql`select uuid, nome, link_banner as link, link_aponta_vimeo as vimeo, posicao from banner
            order by nullif(posicao, '')::int nulls last, nome`,
      );
      return {
        result: rows.map((row) => ({
          bannerName: row.nome,
          // Only an address (safeAddress): a link stored before the field refused it never becomes one.
          bannerLink: row.vimeo
            ? playerUrlOf(row.link)
              ? `/video?v=${row.uuid}`
              : null
            : safeAddress(row.link),
          posicao: row.posicao ? Number(row.posicao) : null,
          imageUrl: `/api/docs/banner/${encodeURIComponent(row.nome)}`,
        })),
      };
    },
  );

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
      const { token } = request.params as { token: string };
      let link: string | null = null;
      if (token === DEFAULT_VIDEO_TOKEN) {
        const [row] = await queryRows<{ valor: string }>(
          db(),
          sql`select valor from parametro where id = 'VIDEO_PADRAO'`,
        );
        link = row?.valor ?? null;
      } else if (UUID.test(token)) {
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
