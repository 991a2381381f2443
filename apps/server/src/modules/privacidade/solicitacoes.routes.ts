import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { allows, MSG, PERM } from '@prix/shared';
import {
  consentimentoSchema,
  privacidadeMensagemSchema,
  respostaPrivacidadeSchema,
  solicitacaoPrivacidadeDetalheSchema,
  solicitacaoPrivacidadePublicaSchema,
  solicitacaoPrivacidadeSchema,
  solicitacoesPrivacidadeListaSchema,
  solicitacoesPrivacidadeQuerySchema,
} from '@prix/shared/privacidade';
import { access, signedIn } from '../../plugins/access.js';
import { afterFirstAnswer } from '../../plugins/after-first-answer.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { defineNightlyJob } from '../../plugins/nightly-job.js';
import { PUBLIC_FORM_DOCS, publicFormConfig, requireFillTime, trapHook } from '../../plugins/public-form.js';
import { recordConsent } from './consentimento.js';
import { dataBr } from './privacidade-mail.js';
import { applyRetention, RETENCAO_NOTURNA } from './retencao.js';
import {
  answerSolicitacao,
  confirmSolicitacao,
  createSolicitacao,
  createSolicitacaoPublica,
  findSolicitacao,
  LEMBRETE_JOB,
  listSolicitacoes,
  remindOfficer,
  scheduleReminders,
  type LembreteJob,
} from './solicitacoes.js';
import { faixaSql } from './prazo.js';

const TAGS = ['Privacidade'];

/** What the visitor reads once the request is stored (and what a bot filling the hidden field reads too). */
export const SOLICITACAO_PUBLICA_RECEBIDA =
  'Recebemos a sua solicitação. Enviamos um link para o e-mail informado: abra-o em até 7 dias para confirmar que foi você. O prazo de resposta (15 dias) começa na confirmação.';
/** A request's body is a few kB at most (message of 2,000 characters): anything larger is refused unread. */
const BODY_LIMIT = 16 * 1024;

const uuidParams = z.object({ uuid: z.string().max(36) });
const tokenParams = z.object({ token: z.string().max(100) });
const detailAnswer = { 200: solicitacaoPrivacidadeDetalheSchema };
const listAnswer = { 200: solicitacoesPrivacidadeListaSchema };
const minhasQuery = solicitacoesPrivacidadeQuerySchema.pick({ page: true });

const encarregado = access.key(PERM.privacidade.encarregado);
/** Staff only: a partner holding the key by mistake still sees nobody's requests. */
async function officer(request: FastifyRequest) {
  const auth = await signedIn(request);
  if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
  return auth;
}
const officerDocs = (summary: string) => ({ access: encarregado, docs: { summary, tags: TAGS } });

/**
 * The people's requests under the LGPD (decision 0048): a signed-in person's about their own data, a visitor's
 * from the public form (confirmed through a link e-mailed to them), the officer's queue with the legal clock and
 * the answer, the day-10 reminder and the nightly retention job, and the consent to the cookie notice.
 */
export async function solicitacoesPrivacidadeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.jobs.define<LembreteJob>({
    name: LEMBRETE_JOB,
    policy: 'exclusive',
    handler: async () => {
      await remindOfficer(app);
    },
  });
  defineNightlyJob(app, RETENCAO_NOTURNA, async () => {
    const feito = await applyRetention(app);
    app.log.info(feito, 'retenção de dados pessoais aplicada');
  });
  afterFirstAnswer(app, 'onReady', () => {
    scheduleReminders(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'agendamento dos lembretes de privacidade falhou'),
    );
  });

  personRoutes(app);
  publicFormRoutes(app);
  officerRoutes(app);
}

/** A signed-in person's requests about their own data, and their consent to the cookie notice. */
function personRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  app.post(
    '/api/privacidade/solicitacoes',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Uma solicitação sobre os meus dados (acesso, correção, anonimização ou exclusão, revogação de consentimento): recebida na hora, com prazo de resposta de 15 dias',
          tags: TAGS,
          response: { 201: solicitacaoPrivacidadeDetalheSchema },
        },
      },
      schema: { body: solicitacaoPrivacidadeSchema, response: { 201: solicitacaoPrivacidadeDetalheSchema } },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const uuid = await createSolicitacao(app, auth.usuario.id, request.body);
      // Just stored, in the transaction createSolicitacao committed: it is there.
      const detalhe = (await findSolicitacao(db(), uuid, null))!;
      return reply.status(201).send(detalhe);
    },
  );

  app.get(
    '/api/privacidade/solicitacoes/minhas',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'As minhas solicitações sobre dados pessoais, com a situação e o prazo',
          tags: TAGS,
        },
      },
      schema: { querystring: minhasQuery, response: listAnswer },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { page } = request.query;
      return listSolicitacoes(db(), [sql`s.usuario_id = ${auth.usuario.id}`], page);
    },
  );

  app.post(
    '/api/privacidade/consentimentos',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Registra que a pessoa leu o aviso de cookies (a versão do texto, quando)',
          tags: TAGS,
          response: { 204: z.null().describe('Registrado') },
        },
      },
      schema: { body: consentimentoSchema },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { origem, versao } = request.body;
      await recordConsent(db(), { usuarioId: auth.usuario.id, origem, versao });
      return reply.status(204).send();
    },
  );
}

/** The public form's request of a visitor without an account, and its confirmation by the e-mailed link. */
function publicFormRoutes(app: TypedApp): void {
  app.post(
    '/api/publico/privacidade',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        ...publicFormConfig(app, 'privacidade'),
        docs: {
          summary:
            'Seus dados pessoais: a solicitação de um visitante ou candidato sem conta; vale depois da confirmação pelo link enviado ao e-mail informado',
          description: `${PUBLIC_FORM_DOCS} Corpo acima de 16 kB → 413. O link vale ${7} dias.`,
          tags: TAGS,
          response: { 201: privacidadeMensagemSchema },
        },
      },
      preValidation: trapHook(
        { status: 201, body: { mensagem: SOLICITACAO_PUBLICA_RECEBIDA } },
        'privacidade',
      ),
      schema: { body: solicitacaoPrivacidadePublicaSchema },
    },
    async (request, reply) => {
      const { body } = request;
      requireFillTime(body.tempo);
      await createSolicitacaoPublica(app, {
        tipo: body.tipo,
        mensagem: body.mensagem,
        nome: body.nome,
        email: body.email,
      });
      return reply.status(201).send({ mensagem: SOLICITACAO_PUBLICA_RECEBIDA });
    },
  );

  app.get(
    '/api/publico/privacidade/confirmar/:token',
    {
      config: {
        access: access.public,
        // It changes something: answered only to the portal's own page, never to a cross-site navigation.
        sameOriginOnly: true,
        docs: {
          summary:
            'Confirma a solicitação de um visitante pelo link enviado ao e-mail dele: o prazo de 15 dias começa; um segundo clique responde o mesmo; link forjado ou vencido (7 dias) → 404, a mesma mensagem',
          tags: TAGS,
        },
      },
      schema: { params: tokenParams, response: { 200: privacidadeMensagemSchema } },
    },
    async (request) => {
      const { prazo } = await confirmSolicitacao(app, request.params.token);
      return {
        mensagem: `Solicitação confirmada. A Prix vai responder no e-mail informado até ${dataBr(prazo)}.`,
        prazo,
      };
    },
  );
}

/** The officer's queue with the legal clock, a request (the person's own too), and the answer. */
function officerRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  app.get(
    '/api/privacidade/solicitacoes',
    {
      config: officerDocs(
        'A fila de solicitações de titulares com o prazo legal (15 dias): as abertas primeiro, pela data de vencimento; filtros situação, tipo e prazo das abertas (vencido, vence em até 5 dias, depois)',
      ),
      schema: { querystring: solicitacoesPrivacidadeQuerySchema, response: listAnswer },
    },
    async (request) => {
      await officer(request);
      const q = request.query;
      const where: SQL[] = [];
      if (q.status) where.push(sql`s.status = ${q.status}`);
      if (q.tipo) where.push(sql`s.tipo = ${q.tipo}`);
      if (q.prazo) where.push(faixaSql(q.prazo));
      return listSolicitacoes(db(), where, q.page);
    },
  );

  app.get(
    '/api/privacidade/solicitacoes/:uuid',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Uma solicitação: o encarregado vê qualquer uma; a pessoa, só as suas (outra → 404)',
          tags: TAGS,
        },
      },
      schema: { params: uuidParams, response: detailAnswer },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { uuid } = request.params;
      const isOfficer =
        !auth.usuario.externo && allows({ key: PERM.privacidade.encarregado }, auth.permissions);
      const found = await findSolicitacao(
        db(),
        uuid,
        isOfficer ? null : sql`s.usuario_id = ${auth.usuario.id}`,
      );
      if (!found) {
        if (!isOfficer)
          request.log.warn(
            { usuario: auth.usuario.id },
            'leitura de solicitação de privacidade de outra pessoa',
          );
        throw new HttpError(404, MSG.naoEncontrado);
      }
      return found;
    },
  );

  app.post(
    '/api/privacidade/solicitacoes/:uuid/resposta',
    {
      bodyLimit: BODY_LIMIT,
      config: officerDocs(
        'Responde uma solicitação: em atendimento registra o andamento; respondida a encerra e envia a resposta por e-mail ao titular (409 se não confirmada ou já respondida)',
      ),
      schema: { params: uuidParams, body: respostaPrivacidadeSchema, response: detailAnswer },
    },
    async (request) => {
      const auth = await officer(request);
      const { uuid } = request.params;
      await answerSolicitacao(app, uuid, auth.usuario.id, request.body);
      return (await findSolicitacao(db(), uuid, null))!;
    },
  );
}
