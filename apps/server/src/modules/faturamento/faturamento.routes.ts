import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, PERM, exportFormatSchema } from '@prix/shared';
import {
  billingTitle,
  faturamentoQuerySchema,
  faturamentoResponseSchema,
  importResultSchema,
  type FaturamentoQuery,
} from '@prix/shared/faturamento';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { ExportColumn } from '../../exports/columns.js';
import { exportDocs, sendExport } from '../../exports/send-export.js';
import { importRoute } from '../../uploads/import-route.js';
import { billingMonths, billingReport, billingScope } from './relatorio-faturamento.js';
import { importBilling } from './import-faturamento.js';

const TAGS = ['Relatórios'];

/** The report's columns (SPEC §2.2): the month as a real date, the figures as BRL values. */
const BILLING_COLUMNS: ExportColumn[] = [
  { key: 'periodo', label: 'Período', type: 'date' },
  { key: 'produtos', label: 'Produtos', type: 'money' },
  { key: 'servicos', label: 'Serviços', type: 'money' },
  { key: 'beneficios_resgatados', label: 'Benefícios resgatados', type: 'money' },
];

/**
 * SPEC §7 'GET /faturamento works the same way' as the click report: the billing report of a company (or of the
 * viewer's current one) behind relatorio.faturamento, scoped to the viewer's companies; and the ERP's billing
 * import for staff (faturamento.importar, decision 0025) through the one upload pipeline.
 */
export async function faturamentoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const reportConfig = (summary: string) => ({
    access: access.key(PERM.relatorio.faturamento),
    docs: { summary, tags: TAGS },
  });
  // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
  const reportResponse = { 200: faturamentoResponseSchema };
  const report = async (request: FastifyRequest, clientId: string | null, query: FaturamentoQuery) =>
    billingReport(db(), await signedIn(request), clientId, query);

  app.get(
    '/api/faturamento',
    {
      config: reportConfig('Relatório de faturamento da empresa atual do usuário externo (mês a mês)'),
      schema: { querystring: faturamentoQuerySchema, response: reportResponse },
    },
    (request) => report(request, null, request.query),
  );

  app.get(
    '/api/faturamento/:clientId',
    {
      config: reportConfig(
        'Relatório de faturamento de um parceiro (pelo código), ou do seu grupo (grupo=1: mesma raiz de CNPJ)',
      ),
      schema: {
        querystring: faturamentoQuerySchema,
        params: z.object({ clientId: z.string().min(1).max(10) }),
        response: reportResponse,
      },
    },
    (request) => report(request, request.params.clientId, request.query),
  );

  // The report's months with its filters as a spreadsheet (decision 0026), newest first as the page lists them.
  // A company has one row a month, so the whole result is one batch.
  const exportQuery = z.intersection(faturamentoQuerySchema, exportFormatSchema);
  app.get(
    '/api/faturamento/:clientId/exportar',
    {
      config: {
        access: access.key(PERM.relatorio.faturamento),
        docs: exportDocs('Relatório de faturamento'),
      },
      compress: false as const,
      schema: { querystring: exportQuery, params: z.object({ clientId: z.string().min(1).max(10) }) },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { formato, ...q } = request.query;
      const { clientId } = request.params;
      const found = await billingScope(db(), auth, clientId, q.grupo === true);
      if (!found) throw new HttpError(404, MSG.naoEncontrado);
      const months = (await billingMonths(db(), found, q)).reverse();
      return sendExport(reply, formato, {
        title: billingTitle(found.company.nome, found.grupo),
        columns: BILLING_COLUMNS,
        batches: (async function* () {
          yield months;
        })(),
      });
    },
  );

  await importRoute(app, {
    url: '/api/faturamento/importar',
    permission: PERM.faturamento.importar,
    docs: {
      summary: 'Importa o faturamento do ERP: CSV ou XLSX no campo fileInput (multipart); tudo ou nada',
      description:
        'Colunas: Parceiro (CNPJ ou código do ERP); Mês (mm/aaaa); Produtos; Serviços; Benefícios resgatados (1.234,56). Um arquivo com qualquer linha inválida é recusado inteiro (400 com cada linha e o motivo); reimportar o mesmo arquivo não muda nada.',
      tags: TAGS,
    },
    response: importResultSchema,
    run: (body, kind) => importBilling(db(), body, kind),
  });
}
