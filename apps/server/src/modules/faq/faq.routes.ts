import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PERM, faqResponseSchema, type FaqResponse } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';

/** The parameter whose value /faq offers as the contact address (a mailto link). */
export const FAQ_CONTACT_PARAMETER = 'EMAIL_MARKETING';

/**
 * GET /api/faq (SPEC §2.2 /faq): the active questions of the FAQ register grouped by subject. Questions come by
 * `ordem` (those without one last, then by question); a subject comes where its first question does. Behind
 * visualizar.duvidas, which an external user holds only through the combined check (SPEC §6, applied when the
 * permission tree is built). Answers were sanitised on save; the page sanitises them again on show.
 */
export async function faqRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/faq',
    {
      config: {
        access: access.key(PERM.pagina.duvidas),
        docs: {
          summary:
            'As dúvidas frequentes ativas, agrupadas por assunto e na ordem do cadastro, e o endereço de contato',
          tags: ['Conteúdo'],
        },
      },
      // Checked on the way out: the /faq page reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: faqResponseSchema } },
    },
    async (request): Promise<FaqResponse> => {
      await signedIn(request);
      const db = app.database.db;
      const rows = await queryRows<{ uuid: string; assunto: string; pergunta: string; resposta: string }>(
        db,
        sql`select uuid, assunto, pergunta, resposta from faq where not inativo
            order by min(nullif(ordem, '')::int) over (partition by assunto) nulls last, assunto,
              nullif(ordem, '')::int nulls last, pergunta, id`,
      );
      const assuntos: FaqResponse['assuntos'] = [];
      for (const row of rows) {
        let group = assuntos.at(-1);
        if (group?.assunto !== row.assunto) {
          group = { assunto: row.assunto, perguntas: [] };
          assuntos.push(group);
        }
        group.perguntas.push({ uuid: row.uuid, pergunta: row.pergunta, resposta: row.resposta });
      }
      const [contact] = await queryRows<{ valor: string | null }>(
        db,
        sql`select valor from parametro where id = ${FAQ_CONTACT_PARAMETER} and not inativo`,
      );
      return { assuntos, contato: contact?.valor?.trim() || null };
    },
  );
}
