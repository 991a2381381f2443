import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, PERM, can, canReadRegister, exportFormatSchema } from '@prix/shared';
import {
  conformidadeSchema,
  importacaoTreinamentosSchema,
  relatorioTreinamentosQuerySchema,
  relatorioTreinamentosSchema,
  type Conformidade,
  type RelatorioTreinamentos,
  type RelatorioTreinamentosQuery,
} from '@prix/shared/candidatura';
import { IMPORT_MAX_BYTES, importMessages } from '@prix/shared/faturamento';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import type { ExportColumn } from '../../exports/columns.js';
import { exportDocs, sendExport } from '../../exports/send-export.js';
import { access, signedIn } from '../../plugins/access.js';
import { afterFirstAnswer } from '../../plugins/after-first-answer.js';
import { HttpError } from '../../plugins/errors.js';
import { withUploads } from '../../plugins/uploads.js';
import { UPLOAD_MESSAGES } from '../../uploads/file-kinds.js';
import { receiveUpload, saveWithFile } from '../../uploads/receive-upload.js';
import { complianceOf, complianceOfCompany } from './compliance.js';
import { AVISO_JOB, avisarVencimentos, scheduleNextRun } from './expiry.js';
import { importTreinamentos } from './import-treinamentos.js';

const TAGS = ['Treinamentos'];
const clienteParams = z.object({ clienteId: z.string().min(1).max(10) });

/** The report's columns, as the page lists them. */
const REPORT_COLUMNS: ExportColumn[] = [
  { key: 'clienteId', label: 'Código', type: 'text' },
  { key: 'nome', label: 'Parceiro', type: 'text' },
  { key: 'classe', label: 'Classe', type: 'text' },
  { key: 'tiposParceria', label: 'Tipos de parceria', type: 'text' },
  { key: 'emDia', label: 'Em dia', type: 'number' },
  { key: 'total', label: 'Obrigatórios', type: 'number' },
  { key: 'conforme', label: 'Conforme', type: 'boolean' },
  { key: 'faltando', label: 'Faltando', type: 'text' },
];

/**
 * The staff's report (decision 0047): one row per active partner that must do some training, by class and
 * partnership type, compliant or not, with what is missing; by partner name.
 */
export async function trainingReport(db: Db, q: RelatorioTreinamentosQuery): Promise<RelatorioTreinamentos> {
  const scope = { classe: q.classe, tipoparceria: q.tipoparceria };
  const compliance = await complianceOf(db, scope);
  const ids = [...compliance.values()].filter((c) => c.total > 0).map((c) => c.clienteId);
  if (!ids.length) return { linhas: [] };
  const companies = await queryRows<{ id: string; nome: string; classe: string | null; tipos: string[] }>(
    db,
    sql`select c.id, c.nome, cl.nome as classe,
          array(select ct.tipoparceria_id::text from cliente_tipoparceria ct where ct.cliente_id = c.id
            order by 1) as tipos
        from cliente c left join classe cl on cl.id = c.classe_id
        where c.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        order by c.nome, c.id`,
  );
  const linhas = companies.flatMap((c) => {
    const k = compliance.get(c.id)!;
    if (q.conforme !== undefined && k.conforme !== q.conforme) return [];
    return [
      {
        clienteId: c.id,
        nome: c.nome,
        classe: c.classe,
        tiposParceria: c.tipos,
        emDia: k.emDia,
        total: k.total,
        conforme: k.conforme,
        faltando: k.tipos.filter((t) => !t.emDia).map((t) => t.nome),
      },
    ];
  });
  return { linhas };
}

/** Staff who may read any partner's compliance: the report's key, or reading the company register. */
const mayReadAnyCompany = (auth: AuthState) =>
  !auth.usuario.externo &&
  (can(auth.permissions, PERM.treinamento.relatorio) ||
    canReadRegister(auth.permissions, PERM.cadastro.cliente));

/**
 * Trainings (decision 0047): the staff's import of the e-learning's completions, a partner's compliance
 * (its own companies; staff any), the staff's report and its export, and the nightly e-mail about
 * completions about to expire.
 */
export async function treinamentoRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  app.jobs.define<Record<string, never>>({
    name: AVISO_JOB,
    policy: 'exclusive',
    handler: async () => {
      try {
        await avisarVencimentos(app);
      } finally {
        // The next night's run is queued even when this one failed (and is retried).
        await scheduleNextRun(app);
      }
    },
  });
  // The first night's run is queued once the queue runs; each run queues the next.
  afterFirstAnswer(app, 'onReady', () => {
    scheduleNextRun(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'agendamento do aviso de treinamentos a vencer falhou'),
    );
  });

  const compliance = async (clienteId: string): Promise<Conformidade> => {
    const found = await complianceOfCompany(db(), clienteId);
    if (!found) throw new HttpError(404, MSG.naoEncontrado);
    return found;
  };

  app.get(
    '/api/treinamentos/conformidade',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Treinamentos obrigatórios da empresa atual do parceiro: quantos em dia, quem concluiu cada um e o que falta',
          tags: TAGS,
        },
      },
      schema: { response: { 200: conformidadeSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      if (!auth.usuario.externo || !auth.empresa) throw new HttpError(404, MSG.naoEncontrado);
      return compliance(auth.empresa.id);
    },
  );

  app.get(
    '/api/treinamentos/conformidade/:clienteId',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Treinamentos obrigatórios de um parceiro (pelo código): a equipe interna vê qualquer um; o parceiro, só as suas empresas',
          tags: TAGS,
        },
      },
      schema: { params: clienteParams, response: { 200: conformidadeSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { clienteId } = request.params as z.infer<typeof clienteParams>;
      if (auth.usuario.externo) {
        // Another company's is answered as if it did not exist.
        if (!auth.empresas.some((e) => e.id === clienteId)) throw new HttpError(404, MSG.naoEncontrado);
      } else if (!mayReadAnyCompany(auth)) throw new HttpError(403, MSG.semPermissaoAcao);
      return compliance(clienteId);
    },
  );

  const reportAccess = access.key(PERM.treinamento.relatorio);
  /** The report is the staff's: never a partner's, whatever their profile holds. */
  const staffOnly = async (request: Parameters<typeof signedIn>[0]) => {
    const auth = await signedIn(request);
    if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
  };

  app.get(
    '/api/treinamentos/relatorio',
    {
      config: {
        access: reportAccess,
        docs: {
          summary:
            'Relatório de treinamentos obrigatórios por parceiro (filtros: classe, tipoparceria, conforme=sim|nao)',
          tags: ['Relatórios'],
        },
      },
      schema: {
        querystring: relatorioTreinamentosQuerySchema,
        response: { 200: relatorioTreinamentosSchema },
      },
    },
    async (request) => {
      await staffOnly(request);
      return trainingReport(db(), request.query as RelatorioTreinamentosQuery);
    },
  );

  const exportQuery = z.intersection(relatorioTreinamentosQuerySchema, exportFormatSchema);
  app.get(
    '/api/treinamentos/relatorio/exportar',
    {
      config: { access: reportAccess, docs: exportDocs('Relatório de treinamentos obrigatórios') },
      compress: false as const,
      schema: { querystring: exportQuery },
    },
    async (request, reply) => {
      await staffOnly(request);
      const { formato, ...q } = request.query as z.infer<typeof exportQuery>;
      const { linhas } = await trainingReport(db(), q);
      return sendExport(reply, formato, {
        title: 'Treinamentos obrigatórios',
        columns: REPORT_COLUMNS,
        batches: (async function* () {
          yield linhas.map((l) => ({
            ...l,
            tiposParceria: l.tiposParceria.join(', '),
            faltando: l.faltando.join(', '),
          }));
        })(),
      });
    },
  );

  // The e-learning's completions are the module's one upload (plugins/uploads.ts).
  await withUploads(app, (scope) => {
    scope.post(
      '/api/treinamentos/importar',
      {
        schema: { response: { 200: importacaoTreinamentosSchema } },
        config: {
          access: access.key(PERM.treinamento.importar),
          docs: {
            summary:
              'Importa as conclusões de treinamentos da plataforma de e-learning: CSV ou XLSX no campo fileInput (multipart); tudo ou nada',
            description:
              'Colunas: Pessoa (CPF ou e-mail do usuário); Tipo (código do tipo de treinamento); Data (de conclusão: dd/mm/aaaa ou aaaa-mm-dd); Validade (meses, opcional: vazia, não vence). Separador ; ou ,; UTF-8 ou Windows-1252. Um arquivo com qualquer linha inválida (pessoa ou tipo não encontrado, data ou CPF inválido) é recusado inteiro (400 com cada linha e o motivo); reimportar o mesmo arquivo não muda nada.',
            tags: TAGS,
            response: { 200: importacaoTreinamentosSchema },
          },
        },
      },
      async (request) => {
        const auth = await signedIn(request);
        if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
        const { file } = await receiveUpload(request, app.storage, {
          fileField: 'fileInput',
          accept: ['csv', 'xlsx'],
          maxBytes: IMPORT_MAX_BYTES,
          tooLargeMessage: importMessages.tooLarge,
          wrongTypeMessage: importMessages.notText,
        });
        if (!file) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
        // Read back from storage once kept, and removed after: the e-learning, not the portal, keeps the file.
        return saveWithFile(file, async (keep) => {
          await keep();
          try {
            const body = await app.storage.read(file.key);
            if (!body) throw new Error('arquivo enviado não encontrado no armazenamento');
            return await importTreinamentos(db(), body, file.mime === 'text/csv' ? 'csv' : 'xlsx', {
              origem: 'arquivo',
              autor: auth.usuario.id,
            });
          } finally {
            await file.discard();
          }
        });
      },
    );
  });
}
