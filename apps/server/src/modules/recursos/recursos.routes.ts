import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PERM, safeAddress } from '@prix/shared';
import { SHOWROOM_VIDEO_ID, documentUrl } from '@prix/shared/core/recursos';
import { resourcesSchema, type Resources } from '@prix/shared/recursos';
import { queryRows } from '../../db/client.js';
import { access } from '../../plugins/access.js';

/**
 * What /recursos shows besides the document buttons (SPEC §2.2): the showroom demo video (the latest file of
 * the button 'video-showroom', served by /api/docs like every document) and the brand resources' address,
 * which marketing changes in the parameter LINK_RECURSOS_MARCA, not in code.
 */
export async function recursosRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/recursos',
    {
      config: {
        access: access.key(PERM.pagina.recursos),
        docs: {
          summary: 'Página Recursos: o vídeo de demonstração do showroom e o link dos recursos da marca',
          tags: ['Conteúdo'],
        },
      },
      // Checked on the way out: /recursos reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: resourcesSchema } },
    },
    async (): Promise<Resources> => {
      const db = app.database.db;
      const [video] = await queryRows<{ nome: string }>(
        db,
        sql`select a.nome from arquivo a join botao b on b.id = a.botao_id
            where b.identificador = ${SHOWROOM_VIDEO_ID} order by a.dhcriacao desc limit 1`,
      );
      const [link] = await queryRows<{ valor: string | null }>(
        db,
        sql`select valor from parametro where id = 'LINK_RECURSOS_MARCA'`,
      );
      return {
        video: video ? { nome: video.nome, url: documentUrl(SHOWROOM_VIDEO_ID, video.nome) } : null,
        // Only an address (safeAddress) becomes a link: a value stored before the field refused it never does.
        linkMarca: safeAddress(link?.valor),
      };
    },
  );
}
