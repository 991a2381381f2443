import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, PERM, can, canReadRegister } from '@prix/shared';
import {
  conformidadeSchema,
  importacaoTreinamentosSchema,
  relatorioTreinamentosQuerySchema,
  relatorioTreinamentosSchema,
  type Conformidade,
  type RelatorioTreinamentos,
  type RelatorioTreinamentosQuery,
} from '@prix/shared/candidatura';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import type { ExportColumn } from '../../exports/columns.js';
import { exportRoute, sendExport } from '../../exports/send-export.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { defineNightlyJob } from '../../plugins/nightly-job.js';
import { importRoute } from '../../uploads/import-route.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { complianceOf, complianceOfCompany } from './compliance.js';
import { AVISO_NOTURNO, avisarVencimentos } from './expiry.js';
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

/** A partner's compliance: the current company's, or any company's by its code (its own for a partner). */
function complianceRoutes(app: TypedApp): void {
  const db = () => app.database.db;
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
      const { clienteId } = request.params;
      if (auth.usuario.externo) {
        // Another company's is answered as if it did not exist.
        if (!auth.empresas.some((e) => e.id === clienteId)) throw new HttpError(404, MSG.naoEncontrado);
      } else if (!mayReadAnyCompany(auth)) throw new HttpError(403, MSG.semPermissaoAcao);
      return compliance(clienteId);
    },
  );
}

/** The staff's report of every partner's compliance, and its export. */
function reportRoutes(app: TypedApp): void {
  const db = () => app.database.db;
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
      return trainingReport(db(), request.query);
    },
  );

  app.get(
    '/api/treinamentos/relatorio/exportar',
    exportRoute(reportAccess, 'Relatório de treinamentos obrigatórios', relatorioTreinamentosQuerySchema),
    async (request, reply) => {
      await staffOnly(request);
      const { formato, ...q } = request.query;
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
}

/**
 * Trainings (decision 0047): the staff's import of the e-learning's completions, a partner's compliance
 * (its own companies; staff any), the staff's report and its export, and the nightly e-mail about
 * completions about to expire.
 */
export async function treinamentoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  defineNightlyJob(app, AVISO_NOTURNO, async () => {
    await avisarVencimentos(app);
  });

  complianceRoutes(app);
  reportRoutes(app);

  await importRoute(app, {
    url: '/api/treinamentos/importar',
    permission: PERM.treinamento.importar,
    docs: {
      summary:
        'Importa as conclusões de treinamentos da plataforma de e-learning: CSV ou XLSX no campo fileInput (multipart); tudo ou nada',
      description:
        'Colunas: Pessoa (CPF ou e-mail do usuário); Tipo (código do tipo de treinamento); Data (de conclusão: dd/mm/aaaa ou aaaa-mm-dd); Validade (meses, opcional: vazia, não vence). Separador ; ou ,; UTF-8 ou Windows-1252. Um arquivo com qualquer linha inválida (pessoa ou tipo não encontrado, data ou CPF inválido) é recusado inteiro (400 com cada linha e o motivo); reimportar o mesmo arquivo não muda nada.',
      tags: TAGS,
    },
    response: importacaoTreinamentosSchema,
    run: (body, kind, auth) =>
      importTreinamentos(db(), body, kind, { origem: 'arquivo', autor: auth.usuario.id }),
  });
}
