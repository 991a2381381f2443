import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG, PERM } from '@prix/shared';
import {
  IMPORT_MAX_BYTES,
  faturamentoQuerySchema,
  faturamentoResponseSchema,
  importMessages,
  importResultSchema,
  type FaturamentoQuery,
} from '@prix/shared/faturamento';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { UPLOAD_MESSAGES } from '../../uploads/file-kinds.js';
import { receiveUpload, saveWithFile } from '../../uploads/receive-upload.js';
import { billingReport } from './billing-report.js';
import { importBilling } from './import-billing.js';

const TAGS = ['Relatórios'];

/**
 * SPEC §7 'GET /faturamento works the same way' as the click report: the billing report of a company (or of the
 * viewer's current one) behind relatorio.faturamento, scoped to the viewer's companies; and the ERP's billing
 * import for staff (faturamento.importar, decision 0025) through the one upload pipeline.
 */
export async function faturamentoRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const reportConfig = (summary: string) => ({
    access: access.key(PERM.relatorio.faturamento),
    docs: { summary, tags: TAGS, response: { 200: faturamentoResponseSchema } },
  });
  const report = async (request: FastifyRequest, clientId: string | null) =>
    billingReport(db(), await signedIn(request), clientId, request.query as FaturamentoQuery);

  app.get(
    '/api/faturamento',
    {
      config: reportConfig('Relatório de faturamento da empresa atual do usuário externo (mês a mês)'),
      schema: { querystring: faturamentoQuerySchema },
    },
    (request) => report(request, null),
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
      },
    },
    (request) => report(request, (request.params as { clientId: string }).clientId),
  );

  app.post(
    '/api/faturamento/importar',
    {
      config: {
        access: access.key(PERM.faturamento.importar),
        docs: {
          summary: 'Importa o faturamento do ERP: CSV ou XLSX no campo fileInput (multipart); tudo ou nada',
          description:
            'Colunas: Parceiro (CNPJ ou código do ERP); Mês (mm/aaaa); Produtos; Serviços; Benefícios resgatados (1.234,56). Um arquivo com qualquer linha inválida é recusado inteiro (400 com cada linha e o motivo); reimportar o mesmo arquivo não muda nada.',
          tags: TAGS,
          response: { 200: importResultSchema },
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      // The ERP's figures are the company's to load: never a partner's, whatever their profile holds.
      if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
      const { file } = await receiveUpload(request, app.storage, {
        fileField: 'fileInput',
        accept: ['csv', 'xlsx'],
        maxBytes: IMPORT_MAX_BYTES,
        tooLargeMessage: importMessages.tooLarge,
      });
      if (!file) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
      // The file is read back from storage once kept, and removed after: the ERP, not the portal, keeps it.
      return saveWithFile(file, async (keep) => {
        await keep();
        try {
          const body = await app.storage.read(file.key);
          if (!body) throw new Error('arquivo enviado não encontrado no armazenamento');
          return await importBilling(db(), body, file.mime === 'text/csv' ? 'csv' : 'xlsx');
        } finally {
          await file.discard();
        }
      });
    },
  );
}
