import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { keysResponseSchema, type KeyValue } from '@prix/shared';
import { estado } from '../../db/schema.js';
import { access } from '../../plugins/access.js';

/** GET /api/estado/{paisId}: the states of a country for the state selector ('_' when no country is chosen). */
export async function estadoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/estado/:paisId',
    {
      config: {
        access: access.signedIn,
        docs: { summary: 'Estados de um país (seletor de estado)', tags: ['Países'] },
      },
      // Checked on the way out: the selector reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { params: z.object({ paisId: z.string() }), response: { 200: keysResponseSchema } },
    },
    async (request): Promise<KeyValue[]> => {
      const { paisId } = request.params;
      if (!/^[A-Z]{2}$/i.test(paisId)) return [];
      const rows = await app.database.db
        .select({ key: estado.id, value: estado.nome })
        .from(estado)
        .where(eq(estado.paisId, paisId.toUpperCase()))
        .orderBy(asc(estado.nome));
      return rows;
    },
  );
}
