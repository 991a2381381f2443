import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CLIENTE_INTERNO,
  MSG,
  PERM,
  TIPOS_CLIQUE,
  TIPO_CLIQUE_LABEL,
  TIPO_DOCUMENTO,
  keysResponseSchema,
  type TipoClique,
} from '@prix/shared';
import {
  downloadsQuerySchema,
  downloadsResponseSchema,
  naoAbriramResponseSchema,
  relatorioQuerySchema,
  relatorioResponseSchema,
  type RelatorioQuery,
} from '@prix/shared/relatorio';
import type { AuthState } from '../../auth/access-context.js';
import { companyScope } from '../../auth/company-scope.js';
import { queryRows } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import type { ExportColumn, ExportRow } from '../../exports/columns.js';
import { keysetBatches } from '../../exports/keyset.js';
import { exportRoute, sendExport } from '../../exports/send-export.js';
import { clickGroups, clickRankings, REPORT_ORDER } from './clique-ranking.js';
import { inReportTransaction, periodRows, REPORT_PAGE_SIZE } from './report-query.js';

/** The report's columns as the screen labels them (features/relatorio/relatorio-view.tsx). */
const CLICK_REPORT_COLUMNS: ExportColumn[] = [
  { key: 'tipo', label: 'Tipo', type: 'text' },
  { key: 'nome_tipo', label: 'Nome do Tipo', type: 'text' },
  { key: 'nome_cliente', label: 'Nome do Parceiro', type: 'text' },
  { key: 'total', label: 'Total de cliques', type: 'number' },
];
const CLICK_TYPES = sql.join(
  TIPOS_CLIQUE.map((t) => sql`${t}`),
  sql`, `,
);
/** Identifiers of the price-list buttons (SPEC §3 Botão): 'the newest price list' is the latest of them. */
const PRICE_LISTS = ['lista-precos-pecas', 'lista-precos-rev-fisica', 'lista-precos-rev-virtual'];
/** Who may read every route here. */
const report = access.key(PERM.relatorio.cliques);

const partnerName = (alias: string) =>
  sql.raw(`case when ${alias}.cliente_id = '' then '${CLIENTE_INTERNO}'
    else coalesce(c.nome, ${alias}.cliente_id) end`);

/** The click report's filters as conditions on the rollups (the page and its export share them). */
function reportConditions(auth: AuthState, q: RelatorioQuery, partner: string | null): SQL[] {
  const conditions: SQL[] = [
    q.tipo_relatorio ? sql`tipo_relatorio = ${q.tipo_relatorio}` : sql`tipo_relatorio in (${CLICK_TYPES})`,
    companyScope(auth, 'cliente_id'),
  ];
  if (q.nome_tipo) conditions.push(sql`nome_tipo = ${q.nome_tipo}`);
  if (partner !== null) conditions.push(sql`cliente_id = ${partner === CLIENTE_INTERNO ? '' : partner}`);
  return conditions;
}

/**
 * The click report with its option lists and the 'Downloads' view (relatorio.cliques; SPEC §7 'Reports and
 * home'). Rollups, not raw clicks, answer every report (decision 0019). External users holding the key see
 * their companies only.
 */
export function clickReportRoutes(app: FastifyInstance, tags: string[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  rankingRoutes(typed, tags);
  rankingOptionRoutes(typed, tags);
  downloadsRoutes(typed, tags);
}

/** The report itself: the ranking of clicks, a partner's, and its export. */
function rankingRoutes(app: TypedApp, tags: string[]): void {
  const db = () => app.database.db;
  const rankings = clickRankings();

  async function clickReport(request: FastifyRequest, clientId: string | null, q: RelatorioQuery) {
    const auth = await signedIn(request);
    let companyName: string | null = null;
    if (clientId !== null) {
      const [company] = await queryRows<{ nome: string }>(
        db(),
        sql`select nome from cliente where id = ${clientId} and ${companyScope(auth, 'id')}`,
      );
      if (!company) throw new HttpError(404, MSG.naoEncontrado);
      companyName = company.nome;
    }
    const conditions = reportConditions(auth, q, clientId ?? (q.nome_cliente || null));
    const page = q.page ?? 1;
    const { rows: groups, total } = await inReportTransaction(db(), (tx) =>
      rankings.page(
        tx,
        { from: q.dtInit, to: q.dtEnd },
        sql.join(conditions, sql` and `),
        (page - 1) * REPORT_PAGE_SIZE,
        REPORT_PAGE_SIZE,
      ),
    );
    // The page's partner names by the same rule as the export and the option list (partnerName).
    const partners = [...new Set(groups.map((g) => g.cliente_id))];
    const names = new Map(
      partners.length
        ? (
            await queryRows<{ cliente_id: string; nome: string }>(
              db(),
              sql`select k.cliente_id, ${partnerName('k')} as nome
                from (values ${sql.join(
                  partners.map((id) => sql`(${id}::varchar)`),
                  sql`, `,
                )}) as k(cliente_id) left join cliente c on c.id = k.cliente_id`,
            )
          ).map((row) => [row.cliente_id, row.nome])
        : [],
    );
    return {
      results: groups.map((g) => ({
        tipo_relatorio: g.tipo_relatorio,
        nome_tipo: g.nome_tipo,
        nome_cliente: names.get(g.cliente_id) ?? g.cliente_id,
        total_cliques: g.total,
      })),
      total,
      errors: [],
      company_name: companyName,
    };
  }

  // The report's answers are checked on the way out: the web app reads them as they come, without zod in its
  // download (SERVER_CHECKED_ANSWERS).
  const reportDocs = (summary: string) => ({ access: report, docs: { summary, tags } });
  const reportAnswer = { 200: relatorioResponseSchema };

  app.get(
    '/api/relatorio',
    {
      config: reportDocs('Relatório de cliques: totais por tipo, nome do tipo e parceiro, 10 por página'),
      schema: { querystring: relatorioQuerySchema, response: reportAnswer },
    },
    (request) => clickReport(request, null, request.query),
  );

  // The whole report with its filters as a spreadsheet (decision 0026), in the report's order.
  app.get(
    '/api/relatorio/exportar',
    exportRoute(report, 'Relatório de cliques', relatorioQuerySchema),
    async (request, reply) => {
      const auth = await signedIn(request);
      const { formato, ...q } = request.query;
      const conditions = reportConditions(auth, q, q.nome_cliente || null);
      type Group = { tipo_relatorio: string; nome_tipo: string; cliente_id: string; total: string };
      const batches = keysetBatches<Group & ExportRow>(async (after, size) => {
        // The report's order (REPORT_ORDER: text by code point, as the screen's pages).
        const past = after
          ? sql`where (-g.total, g.tipo_relatorio collate "C", g.nome_tipo collate "C", g.cliente_id collate "C") >
              (-(${after.total}::bigint), ${after.tipo_relatorio} collate "C", ${after.nome_tipo} collate "C",
                ${after.cliente_id} collate "C")`
          : sql``;
        const rows = await queryRows<Group & { nome_cliente: string }>(
          db(),
          sql`select g.tipo_relatorio, g.nome_tipo, g.cliente_id, g.total, ${partnerName('g')} as nome_cliente
            from (${clickGroups({ from: q.dtInit, to: q.dtEnd }, sql.join(conditions, sql` and `))}) g
              left join cliente c on c.id = g.cliente_id
            ${past}
            order by ${REPORT_ORDER}
            limit ${size}`,
        );
        return rows.map((r) => ({
          ...r,
          tipo: TIPO_CLIQUE_LABEL[r.tipo_relatorio as TipoClique] ?? r.tipo_relatorio,
        }));
      });
      return sendExport(reply, formato, {
        title: 'Relatório de cliques',
        columns: CLICK_REPORT_COLUMNS,
        batches,
      });
    },
  );

  app.get(
    '/api/relatorio/:clientId',
    {
      config: reportDocs('Relatório de cliques de um parceiro (pelo código)'),
      schema: {
        querystring: relatorioQuerySchema,
        params: z.object({ clientId: z.string().min(1).max(10) }),
        response: reportAnswer,
      },
    },
    (request) => clickReport(request, request.params.clientId, request.query),
  );
}

/**
 * The report's filters' options: key/value pairs the serializer checks, so the selector reads them as they
 * come (SERVER_CHECKED_ANSWERS).
 */
function rankingOptionRoutes(app: TypedApp, tags: string[]): void {
  const db = () => app.database.db;
  const optionsRoute = (summary: string) => ({
    config: { access: report, docs: { summary, tags } },
    schema: { response: { 200: keysResponseSchema } },
  });

  app.get('/api/relatorio/tipo', optionsRoute('Opções do filtro Tipo'), async (request) => {
    await signedIn(request);
    return TIPOS_CLIQUE.map((key) => ({ key, value: TIPO_CLIQUE_LABEL[key] }));
  });

  const nomeOptions = optionsRoute(
    'Opções do filtro Nome do Tipo (os nomes já clicados; `tipo_relatorio` restringe)',
  );
  app.get(
    '/api/relatorio/nome',
    {
      ...nomeOptions,
      schema: {
        ...nomeOptions.schema,
        querystring: z.object({ tipo_relatorio: z.enum(['', ...TIPOS_CLIQUE] as const).optional() }),
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { tipo_relatorio: tipo } = request.query;
      const rows = await queryRows<{ nome: string }>(
        db(),
        sql`select distinct nome_tipo as nome from clique_mes
            where ${tipo ? sql`tipo_relatorio = ${tipo}` : sql`tipo_relatorio in (${CLICK_TYPES})`}
              and ${companyScope(auth, 'cliente_id')}
            order by 1`,
      );
      return rows.map((r) => ({ key: r.nome, value: r.nome }));
    },
  );

  app.get(
    '/api/relatorio/parceiro',
    optionsRoute(`Opções do filtro Parceiro (os que clicaram; '${CLIENTE_INTERNO}' para a equipe interna)`),
    async (request) => {
      const auth = await signedIn(request);
      const rows = await queryRows<{ key: string; value: string }>(
        db(),
        sql`select k.cliente_id as key, ${partnerName('k')} as value
            from (select distinct cliente_id from clique_mes
                  where tipo_relatorio in (${CLICK_TYPES}) and ${companyScope(auth, 'cliente_id')}) k
            left join cliente c on c.id = k.cliente_id
            order by (k.cliente_id = '') desc, 2`,
      );
      return rows.map((r) => ({ key: r.key === '' ? CLIENTE_INTERNO : r.key, value: r.value }));
    },
  );
}

/** The 'Downloads' view: the documents opened most, and the partners who never opened the newest price list. */
function downloadsRoutes(app: TypedApp, tags: string[]): void {
  const db = () => app.database.db;
  const downloadsDocs = (summary: string) => ({ access: report, docs: { summary, tags } });

  app.get(
    '/api/relatorio/downloads',
    {
      config: downloadsDocs(
        'Documentos mais abertos no período (aberturas e parceiros distintos), 10 por página',
      ),
      schema: { querystring: downloadsQuerySchema, response: { 200: downloadsResponseSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const q = request.query;
      const page = q.page ?? 1;
      // Per document and partner first: a partner whose opens were all on subtracted days did not open it.
      const rows = await inReportTransaction(db(), (tx) =>
        queryRows<{ documento: string; total: string; parceiros: string; n: string }>(
          tx,
          sql`select nome_tipo as documento, sum(total)::bigint as total,
                count(nullif(cliente_id, '')) as parceiros, count(*) over () as n
              from (
                select nome_tipo, cliente_id, sum(total) as total
                from (${periodRows({ from: q.dtInit, to: q.dtEnd }, sql`tipo_relatorio = ${TIPO_DOCUMENTO} and ${companyScope(auth, 'cliente_id')}`)}) r
                group by 1, 2 having sum(total) > 0
              ) d
              group by nome_tipo
              order by 2 desc, 1
              limit ${REPORT_PAGE_SIZE} offset ${(page - 1) * REPORT_PAGE_SIZE}`,
        ),
      );
      return {
        results: rows.map((r) => ({
          documento: r.documento,
          total_aberturas: Number(r.total),
          parceiros: Number(r.parceiros),
        })),
        total: Number(rows[0]?.n ?? 0),
      };
    },
  );

  app.get(
    '/api/relatorio/downloads/nao-abriram',
    {
      config: downloadsDocs(
        'Parceiros ativos que nunca abriram a lista de preços mais recente, 10 por página',
      ),
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).optional() }),
        response: { 200: naoAbriramResponseSchema },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const page = request.query.page ?? 1;
      const [newest] = await queryRows<{ documento: string }>(
        db(),
        sql`select b.identificador || '/' || a.nome as documento
            from arquivo a join botao b on b.id = a.botao_id
            where b.identificador in (${sql.join(
              PRICE_LISTS.map((p) => sql`${p}`),
              sql`, `,
            )})
            order by a.dhcriacao desc, a.id desc limit 1`,
      );
      if (!newest) return { documento: null, results: [], total: 0 };
      const rows = await queryRows<{ id: string; nome: string; classe: string | null; n: string }>(
        db(),
        sql`select c.id, c.nome, cl.nome as classe, count(*) over () as n
            from cliente c left join classe cl on cl.id = c.classe_id
            where not c.inativo and ${companyScope(auth, 'c.id')}
              and not exists (select 1 from clique_mes m where m.tipo_relatorio = ${TIPO_DOCUMENTO}
                and m.nome_tipo = ${newest.documento} and m.cliente_id = c.id)
            order by c.nome, c.id
            limit ${REPORT_PAGE_SIZE} offset ${(page - 1) * REPORT_PAGE_SIZE}`,
      );
      return {
        documento: newest.documento,
        results: rows.map(({ id, nome, classe }) => ({ id, nome, classe })),
        total: Number(rows[0]?.n ?? 0),
      };
    },
  );
}
