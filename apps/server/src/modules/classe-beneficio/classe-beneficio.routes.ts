import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MSG,
  PAGE_SIZE,
  classe,
  classeBeneficio,
  classeBeneficioUpdateSchema,
  SPECIAL_REGISTER_ACCESS,
  exportQuerySchema,
  listQuerySchema,
  listResponseSchema,
  updateResponseSchema,
  type ListResponse,
} from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { auditAuthor, orderTerms, searchAcross } from '../../registers/register-sql.js';
import type { ExportRow } from '../../exports/columns.js';
import { EXPORT_BATCH_SIZE } from '../../exports/keyset.js';
import { exportDocs, sendExport } from '../../exports/send-export.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

/** SPEC §6 names both cadastro.classe and cadastro.classe.beneficio (@prix/shared's access rules). */
const rules = SPECIAL_REGISTER_ACCESS[classeBeneficio.name]!;

/**
 * Benefit per class (SPEC §2.3, §3): the links of classe_beneficio, listed and searched like a register but
 * addressed by the pair of codes, edited and never created or deleted here (classes and benefits do that).
 */
export async function classeBeneficioRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const read = (summary: string, response: z.ZodType) => ({
    config: {
      access: access.rule(rules.read),
      docs: { summary, tags: ['Benefícios por classe'], response: { 200: response } },
    },
  });
  const write = {
    config: {
      access: access.rule(rules.write),
      docs: {
        summary: 'Benefício por classe: grava o valor',
        tags: ['Benefícios por classe'],
        response: { 200: updateResponseSchema },
      },
    },
  };
  /** The pairs the list shows, with its search (the page and the export share it). */
  const pairs = (geral: string | undefined) => sql`from classe_beneficio cb
    join classe c on c.id = cb.classe_id join beneficio b on b.id = cb.beneficio_id
    ${geral ? sql`where ${searchAcross([sql`c.id`, sql`c.nome`, sql`b.id`, sql`b.nome`], geral)}` : sql``}`;
  const order = sql`${sql.join(orderTerms(classe, 'c', 'id'), sql`, `)}, cb.classe_id, b.nome`;
  const pairParams = z.object({ classeId: z.string().max(4), beneficioId: z.string().max(4) });

  app.get(
    '/api/classe-beneficio',
    {
      ...read('Benefícios por classe: lista paginada, com busca em `geral`', listResponseSchema),
      schema: { querystring: listQuerySchema },
    },
    async (request): Promise<ListResponse> => {
      const { geral, page } = request.query;
      const rows = await queryRows<Record<string, unknown> & { __total: number }>(
        db(),
        sql`select cb.classe_id, c.nome as classe_nome, cb.beneficio_id, b.nome as beneficio_nome, cb.valor_beneficio,
          count(*) over() as "__total"
        ${pairs(geral)}
        order by ${order} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
      );
      return {
        results: rows.map(({ __total: _t, ...r }) => r),
        total: rows.length ? Number(rows[0]!.__total) : 0,
      };
    },
  );

  // Every pair the search finds as a spreadsheet (decision 0026). Classes × benefits stay in the hundreds:
  // batches by offset in the list's order are enough here.
  app.get(
    '/api/classe-beneficio/exportar',
    {
      config: { access: access.rule(rules.read), docs: exportDocs('Benefícios por classe') },
      compress: false as const,
      schema: { querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const { geral, formato } = request.query;
      async function* batches(): AsyncGenerator<ExportRow[]> {
        for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
          const rows = await queryRows<ExportRow>(
            db(),
            sql`select cb.classe_id, c.nome as classe_nome, b.nome as beneficio_nome, cb.valor_beneficio,
                to_char(cb.dhcreation at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD') as dhcreation,
                to_char(cb.dhedition at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD') as dhedition
              ${pairs(geral)} order by ${order} limit ${EXPORT_BATCH_SIZE} offset ${offset}`,
          );
          if (rows.length) yield rows;
          if (rows.length < EXPORT_BATCH_SIZE) return;
        }
      }
      return sendExport(reply, formato, {
        title: 'Benefícios por classe',
        columns: [
          { key: 'classe_id', label: 'Código', type: 'text' },
          { key: 'classe_nome', label: 'Nome', type: 'text' },
          { key: 'beneficio_nome', label: 'Benefício', type: 'text' },
          // A percentage or a text ('15%', SPEC §3: text of 6), not an amount of money.
          { key: 'valor_beneficio', label: 'Valor', type: 'text' },
          { key: 'dhcreation', label: 'Criado em', type: 'date' },
          { key: 'dhedition', label: 'Alterado em', type: 'date' },
        ],
        batches: batches(),
      });
    },
  );

  app.get(
    '/api/classe-beneficio/:classeId/:beneficioId',
    {
      ...read('Benefício por classe: um par classe × benefício', z.record(z.string(), z.unknown())),
      schema: { params: pairParams },
    },
    async (request) => {
      const { classeId, beneficioId } = request.params;
      const [row] = await queryRows(
        db(),
        sql`select cb.classe_id, cb.beneficio_id, b.nome, c.nome as "classeBeneficio", cb.valor_beneficio,
          cb.dhcreation, ${auditAuthor('uc', sql`cb.uscreation`)} as uscreation,
          cb.dhedition, ${auditAuthor('ue', sql`cb.usedition`)} as usedition
        from classe_beneficio cb join classe c on c.id = cb.classe_id join beneficio b on b.id = cb.beneficio_id
        left join usuario uc on uc.id = cb.uscreation left join usuario ue on ue.id = cb.usedition
        where cb.classe_id = ${classeId} and cb.beneficio_id = ${beneficioId}`,
      );
      if (!row) throw new HttpError(404, MSG.naoEncontrado);
      return row;
    },
  );

  app.put(
    '/api/classe-beneficio/:classeId/:beneficioId',
    {
      ...write,
      schema: {
        params: pairParams,
        body: classeBeneficioUpdateSchema,
        response: { 200: updateResponseSchema },
      },
    },
    async (request) => {
      const { classeId, beneficioId } = request.params;
      const { valor_beneficio } = request.body;
      const auth = await request.auth();
      const updated = await queryRows(
        db(),
        sql`update classe_beneficio set valor_beneficio = ${valor_beneficio || null}, dhedition = now(),
            usedition = ${auth!.usuario.id}
          where classe_id = ${classeId} and beneficio_id = ${beneficioId} returning 1`,
      );
      if (!updated.length) throw new HttpError(404, MSG.naoEncontrado);
      return { updated: true };
    },
  );
}
