import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, PERM } from '@prix/shared';
import {
  AGRUPAMENTOS_RELATORIO_CONTATOS,
  CONSENTIMENTO_CONTATO_VERSAO,
  contatoDetalheSchema,
  contatoRespostaSchema,
  contatoSchema,
  contatosListaSchema,
  contatosQuerySchema,
  reatribuicaoSchema,
  recusaSchema,
  relatorioContatosQuerySchema,
  relatorioContatosSchema,
  resultadoSchema,
  type ContatoDetalhe,
} from '@prix/shared/onde-comprar';
import { queryRows } from '../../db/client.js';
import type { ExportColumn } from '../../exports/columns.js';
import { exportRoute, sendExport } from '../../exports/send-export.js';
import { access, signedIn } from '../../plugins/access.js';
import { afterFirstAnswer } from '../../plugins/after-first-answer.js';
import { PUBLIC_FORM_DOCS, publicFormConfig, requireFillTime, trapHook } from '../../plugins/public-form.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { contatoDetalhe, listContatos, listFilters } from './contato-views.js';
import { contatosReport } from './contatos-report.js';
import {
  acceptOffer,
  createContato,
  declineOffer,
  expireOffer,
  EXPIRY_JOB,
  reassign,
  recordResult,
  scheduleCurrentOffers,
  type ExpiryJob,
} from './routing.js';

const TAGS = ['Onde comprar'];

/** What the visitor reads once the enquiry is stored (and what a bot filling the hidden field reads too). */
export const CONTATO_RECEBIDO =
  'Recebemos seu contato. Um parceiro autorizado Prix da sua região vai responder em até 2 dias úteis.';
export const MSG_CIDADE_DESCONHECIDA = 'Cidade não encontrada: escolha uma cidade da lista.';
/** An enquiry's body is a few kB at most (message of 2,000 characters): anything larger is refused unread. */
export const CONTATO_BODY_LIMIT = 16 * 1024;

const uuidParams = z.object({ uuid: z.string().max(36) });
const oportunidadesQuery = contatosQuerySchema.pick({ status: true, page: true });
const listAnswer = { 200: contatosListaSchema };
const detailAnswer = { 200: contatoDetalheSchema };

/** The session's current company (a partner's); none for staff, who have no 'Oportunidades' of their own. */
async function empresaDe(request: FastifyRequest) {
  const auth = await signedIn(request);
  return { auth, empresa: auth.empresa?.id ?? null };
}
/** The enquiries a partner's company sees: offered to it now, or accepted by it. */
const visibleTo = (empresa: string): SQL => sql`c.cliente_id = ${empresa} and c.status <> 'equipe'`;

const gerenciar = access.key(PERM.ondeComprar.gerenciar);
/** Staff only: a partner holding the key by mistake still sees no other company's enquiries. */
async function staff(request: FastifyRequest) {
  const auth = await signedIn(request);
  if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
  return auth;
}
const staffDocs = (summary: string) => ({ access: gerenciar, docs: { summary, tags: TAGS } });

/**
 * Enquiries routed to partners (decision 0046): the public form's POST, the partner's 'Oportunidades' (the
 * session's current company: enquiries offered to it now or accepted by it, anything else 404), and the
 * staff's list, history, reassignment and report. Every move goes through routing.ts.
 */
export async function contatosRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The expiry of an offer at its deadline: a job of the durable queue per offer (decision 0022).
  app.jobs.define<ExpiryJob>({
    name: EXPIRY_JOB,
    policy: 'exclusive',
    handler: async (job) => {
      await expireOffer(app, job);
    },
  });
  // Every current offer has its expiry job (the demo's, any lost): checked once the queue runs.
  afterFirstAnswer(app, 'onReady', () => {
    scheduleCurrentOffers(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'agendamento dos prazos de contatos falhou'),
    );
  });

  publicFormRoute(app);
  oportunidadesRoutes(app);
  staffRoutes(app);
  reportRoutes(app);
}

/** The public form's POST: the visitor's enquiry, stored and offered to the nearest partner. */
function publicFormRoute(app: TypedApp): void {
  const db = () => app.database.db;

  app.post(
    '/api/publico/contato',
    {
      bodyLimit: CONTATO_BODY_LIMIT,
      config: {
        ...publicFormConfig(app, 'contato'),
        docs: {
          summary:
            'Fale com um parceiro: guarda o contato do visitante e o encaminha ao parceiro autorizado mais próximo do tipo pedido (decisão 0046)',
          description: `${PUBLIC_FORM_DOCS} Corpo acima de 16 kB → 413. O texto é guardado como digitado e mostrado como texto.`,
          tags: TAGS,
          response: { 201: contatoRespostaSchema },
        },
      },
      // A filled hidden field is a bot: answered as accepted before validation, so it learns nothing.
      preValidation: trapHook({ status: 201, body: { mensagem: CONTATO_RECEBIDO } }, 'contato'),
      schema: { body: contatoSchema },
    },
    async (request, reply) => {
      const { body } = request;
      const now = new Date();
      requireFillTime(body.tempo);
      const [municipio] = await queryRows<{ id: string; lat: number; lon: number }>(
        db(),
        sql`select id, lat, lon from municipio where id = ${body.municipio}`,
      );
      if (!municipio) throw new HttpError(400, MSG_CIDADE_DESCONHECIDA);
      const [pedido] = body.parceiro
        ? await queryRows<{ id: string }>(db(), sql`select id from cliente where uuid = ${body.parceiro}`)
        : [];
      await createContato(
        app,
        {
          nome: body.nome,
          email: body.email,
          telefone: body.telefone,
          municipio: { id: municipio.id, lat: Number(municipio.lat), lon: Number(municipio.lon) },
          interesse: body.interesse,
          linha: body.linha,
          mensagem: body.mensagem,
          parceiroPedidoId: pedido?.id ?? null,
          consentimentoVersao: CONSENTIMENTO_CONTATO_VERSAO,
        },
        now,
      );
      return reply.status(201).send({ mensagem: CONTATO_RECEBIDO });
    },
  );
}

/** The partner's 'Oportunidades': the enquiries of the session's current company, and its answers to them. */
function oportunidadesRoutes(app: TypedApp): void {
  const db = () => app.database.db;
  const oportunidades = access.key(PERM.ondeComprar.oportunidades);
  const partnerDetail = async (uuid: string, empresa: string): Promise<ContatoDetalhe> => {
    const detalhe = await contatoDetalhe(db(), uuid, visibleTo(empresa), empresa);
    if (!detalhe) throw new HttpError(404, MSG.naoEncontrado);
    return detalhe;
  };
  const partnerAct = (summary: string) => ({ access: oportunidades, docs: { summary, tags: TAGS } });

  app.get(
    '/api/oportunidades',
    {
      config: partnerAct(
        'Oportunidades da empresa atual: contatos oferecidos a ela agora ou aceitos por ela, os mais novos primeiro',
      ),
      schema: { querystring: oportunidadesQuery, response: listAnswer },
    },
    async (request) => {
      const { empresa } = await empresaDe(request);
      const q = request.query;
      if (!empresa) return { contatos: [], total: 0, page: q.page };
      return listContatos(db(), sql.join([visibleTo(empresa), ...listFilters(q)], sql` and `), q.page);
    },
  );

  app.get(
    '/api/oportunidades/:uuid',
    {
      config: partnerAct(
        'Uma oportunidade: a mensagem e o histórico da empresa; e-mail e telefone do cliente só depois do aceite',
      ),
      schema: { params: uuidParams, response: detailAnswer },
    },
    async (request) => {
      const { empresa } = await empresaDe(request);
      if (!empresa) throw new HttpError(404, MSG.naoEncontrado);
      return partnerDetail(request.params.uuid, empresa);
    },
  );

  app.post(
    '/api/oportunidades/:uuid/aceite',
    {
      config: partnerAct(
        'Aceita a oportunidade oferecida à empresa: o cliente recebe por e-mail o nome e o contato do parceiro; 409 se a oferta não é mais da empresa',
      ),
      schema: { params: uuidParams, response: detailAnswer },
    },
    async (request) => {
      const { auth, empresa } = await empresaDe(request);
      const { uuid } = request.params;
      if (!empresa) throw new HttpError(404, MSG.naoEncontrado);
      await acceptOffer(app, uuid, empresa, auth.usuario.id);
      return partnerDetail(uuid, empresa);
    },
  );

  app.post(
    '/api/oportunidades/:uuid/recusa',
    {
      config: {
        ...partnerAct(
          'Recusa a oportunidade com um motivo: ela vai na hora ao próximo parceiro; 409 se a oferta não é mais da empresa',
        ),
      },
      schema: { params: uuidParams, body: recusaSchema },
    },
    async (request, reply) => {
      const { auth, empresa } = await empresaDe(request);
      const { uuid } = request.params;
      if (!empresa) throw new HttpError(404, MSG.naoEncontrado);
      const { motivo } = request.body;
      await declineOffer(app, uuid, empresa, auth.usuario.id, motivo);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/oportunidades/:uuid/resultado',
    {
      config: partnerAct(
        'Registra o resultado de uma oportunidade aceita: em andamento a mantém aberta; vendido ou não vendido a encerra',
      ),
      schema: { params: uuidParams, body: resultadoSchema, response: detailAnswer },
    },
    async (request) => {
      const { auth, empresa } = await empresaDe(request);
      const { uuid } = request.params;
      if (!empresa) throw new HttpError(404, MSG.naoEncontrado);
      const { resultado } = request.body;
      await recordResult(app, uuid, empresa, auth.usuario.id, resultado);
      return partnerDetail(uuid, empresa);
    },
  );
}

/** Staff's list of every enquiry, one with its history, and its reassignment. */
function staffRoutes(app: TypedApp): void {
  const db = () => app.database.db;
  const staffDetail = async (uuid: string): Promise<ContatoDetalhe> => {
    const detalhe = await contatoDetalhe(db(), uuid, sql`true`, null);
    if (!detalhe) throw new HttpError(404, MSG.naoEncontrado);
    return detalhe;
  };

  app.get(
    '/api/contatos',
    {
      config: staffDocs(
        'Todos os contatos de clientes, com filtros por situação, estado, oferta a vencer em 24 horas (`prazo=vencendo`) e busca (nome, e-mail, cidade, parceiro)',
      ),
      schema: { querystring: contatosQuerySchema, response: listAnswer },
    },
    async (request) => {
      await staff(request);
      const q = request.query;
      return listContatos(db(), sql.join([sql`true`, ...listFilters(q)], sql` and `), q.page);
    },
  );

  app.get(
    '/api/contatos/:uuid',
    {
      config: staffDocs(
        'Um contato de cliente com todo o histórico (recebido, oferecido, aceito, recusado, expirado, resultado, reatribuído: quem e quando)',
      ),
      schema: { params: uuidParams, response: detailAnswer },
    },
    async (request) => {
      await staff(request);
      return staffDetail(request.params.uuid);
    },
  );

  app.post(
    '/api/contatos/:uuid/reatribuicao',
    {
      config: staffDocs(
        'Reatribui o contato a um parceiro escolhido (código da empresa), que precisa estar listado no Onde comprar para o tipo pedido; abre uma nova oferta com prazo',
      ),
      schema: { params: uuidParams, body: reatribuicaoSchema, response: detailAnswer },
    },
    async (request) => {
      const auth = await staff(request);
      const { uuid } = request.params;
      const { parceiro, motivo } = request.body;
      await reassign(app, uuid, parceiro.trim(), auth.usuario.id, motivo ?? null);
      return staffDetail(uuid);
    },
  );
}

/** Staff's report of the enquiries by partner, state or class, and its export. */
function reportRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  app.get(
    '/api/contatos/relatorio',
    {
      config: staffDocs(
        'Relatório dos contatos por parceiro, estado ou classe do parceiro: oferecidos, aceitos, recusados, expirados, taxa de aceite, mediana de horas até a resposta e resultados',
      ),
      schema: { querystring: relatorioContatosQuerySchema, response: { 200: relatorioContatosSchema } },
    },
    async (request) => {
      await staff(request);
      return {
        linhas: await contatosReport(db(), request.query),
      };
    },
  );

  app.get(
    '/api/contatos/relatorio/exportar',
    exportRoute(gerenciar, 'Relatório de contatos de clientes', relatorioContatosQuerySchema),
    async (request, reply) => {
      await staff(request);
      const { formato, ...q } = request.query;
      const linhas = await contatosReport(db(), q);
      const columns: ExportColumn[] = [
        { key: 'grupo', label: AGRUPAMENTOS_RELATORIO_CONTATOS[q.agrupar], type: 'text' },
        { key: 'oferecidos', label: 'Oferecidos', type: 'number' },
        { key: 'aceitos', label: 'Aceitos', type: 'number' },
        { key: 'recusados', label: 'Recusados', type: 'number' },
        { key: 'expirados', label: 'Expirados', type: 'number' },
        { key: 'taxa', label: 'Taxa de aceite (%)', type: 'number' },
        { key: 'mediana', label: 'Mediana de resposta (horas)', type: 'number' },
        { key: 'vendidos', label: 'Vendidos', type: 'number' },
        { key: 'naoVendidos', label: 'Não vendidos', type: 'number' },
        { key: 'emAndamento', label: 'Em andamento', type: 'number' },
      ];
      const rows = linhas.map((l) => ({
        ...l,
        taxa: l.taxaAceite === null ? null : Math.round(l.taxaAceite * 1000) / 10,
        mediana: l.medianaRespostaHoras === null ? null : Math.round(l.medianaRespostaHoras * 10) / 10,
      }));
      return sendExport(reply, formato, {
        title: 'Relatório de contatos de clientes',
        columns,
        batches: (async function* () {
          if (rows.length) yield rows;
        })(),
      });
    },
  );
}
