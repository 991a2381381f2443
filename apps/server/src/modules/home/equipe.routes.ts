import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '@prix/shared';
import { homeEquipeSchema, type HomeEquipe } from '@prix/shared/programa';
import { readCache } from '../../db/read-cache.js';
import { access, signedIn } from '../../plugins/access.js';
import { isDatabaseUnavailable } from '../../plugins/errors.js';
import { EQUIPE_TILES, momentOf } from './equipe-tiles.js';

/** Figures that move with the clock (overdue, about to expire) are worked out for the minute. */
const MINUTE_MS = 60_000;

/**
 * The staff's /home: the work waiting in each queue and the channel at a glance, one tile per list the person may
 * open. A tile is worked out only for who holds its list's key, by one statement (or its module's own rule), and
 * kept in memory until a table it read changes or its minute, day or year passes (decision 0031): a hundred
 * people opening /home at once run each statement once.
 */
export async function homeEquipeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = readCache<unknown>(app.database.changes, 200);

  app.get(
    '/api/home/equipe',
    {
      config: {
        access: access.staff,
        docs: {
          summary:
            'A página inicial da equipe Prix: o trabalho à espera em cada fila e o canal num relance, cada quadro só para quem tem a permissão da lista a que ele leva',
          tags: ['Conteúdo'],
        },
      },
      // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: homeEquipeSchema } },
    },
    async (request): Promise<HomeEquipe> => {
      const auth = await signedIn(request);
      const moment = momentOf(new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS));
      const db = app.database.db;
      const entries = await Promise.all(
        Object.entries(EQUIPE_TILES)
          .filter(([, tile]) => can(auth.permissions, tile.key))
          .map(async ([name, tile]) => {
            try {
              const figures = await cache(
                `${name}:${tile.when(moment)}`,
                () => tile.statement(moment),
                () => tile.load(db, moment),
              );
              return [name, figures] as const;
            } catch (error) {
              // One tile that cannot be worked out (a class missing for the reclassification) leaves the others.
              if (isDatabaseUnavailable(error)) throw error;
              request.log.warn(
                { err: error, tile: name },
                'quadro da página inicial da equipe não calculado',
              );
              return [name, null] as const;
            }
          }),
      );
      return Object.fromEntries(entries) as HomeEquipe;
    },
  );
}
