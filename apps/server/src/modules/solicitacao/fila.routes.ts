import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, PERM } from '@prix/shared';
import {
  comentarioSchema,
  filaFiltrosSchema,
  mudancaStatusSchema,
  solicitacaoDetalheSchema,
  solicitacoesPageSchema,
} from '@prix/shared/solicitacao-fila';
import { queryRows, type Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { sendAttachment } from '../docs/send-stored-file.js';
import { decidir } from './revisao.js';
import { detalhe, findVisible, ownedBy, resumo, SELECT, type Row } from './solicitacao-views.js';
import { prazoSql } from './prazo.js';

const PAGE_SIZE = 10;
const TAGS = ['Benefícios'];

const uuidParams = z.object({ uuid: z.string().max(36) });
const anexoParams = z.object({ uuid: z.string().max(36), anexo: z.string().max(12) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
// The pages read these answers as they come: each is checked on the way out (SERVER_CHECKED_ANSWERS).
const listAnswer = { 200: solicitacoesPageSchema };
const detailAnswer = { 200: solicitacaoDetalheSchema };

async function page(db: Db, where: SQL, pageNumber: number) {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where ${where} order by s.dhcriacao desc, s.id desc
        limit ${PAGE_SIZE} offset ${(pageNumber - 1) * PAGE_SIZE}`,
  );
  const now = new Date();
  return { results: rows.map((r) => resumo(r, now)), total: rows[0]?.total ?? 0 };
}

/**
 * The request workflow: a partner's requests and their history ('Minhas solicitações'), the staff queue with
 * filters (key beneficio.gerenciar), status changes along the allowed transitions only (each with who and
 * when, and an e-mail to the partner through the queue), comments, and the requests' files.
 */
export async function filaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  listRoutes(app);
  requestRoutes(app);
}

/** The lists: a person's own requests, and the staff queue. */
function listRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  app.get(
    '/api/solicitacao/minhas',
    {
      schema: { querystring: pageQuery, response: listAnswer },
      config: {
        access: access.signedIn,
        docs: {
          summary: "As solicitações das empresas desta pessoa ('Minhas solicitações'), 10 por página",
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      return page(db(), ownedBy(auth), request.query.page);
    },
  );

  app.get(
    '/api/solicitacao',
    {
      schema: { querystring: filaFiltrosSchema, response: listAnswer },
      config: {
        access: access.key(PERM.solicitacao.gerenciar),
        docs: {
          summary:
            'A fila de solicitações da equipe Prix, com filtros por status, formulário, parceiro, classe e prazo (em aberto; há mais de 10 dias úteis)',
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const f = request.query;
      const conditions: SQL[] = [sql`true`];
      if (f.status) conditions.push(sql`s.status = ${f.status}`);
      if (f.formulario) conditions.push(sql`s.formulario = ${f.formulario}`);
      if (f.cliente) conditions.push(sql`s.cliente_id = ${f.cliente}`);
      if (f.classe) conditions.push(sql`c.classe_id = ${f.classe}`);
      if (f.prazo) conditions.push(prazoSql(f.prazo, new Date()));
      return page(db(), sql.join(conditions, sql` and `), f.page);
    },
  );
}

/** One request: its detail, its status, its comments and its files. */
function requestRoutes(app: TypedApp): void {
  const db = () => app.database.db;

  app.get(
    '/api/solicitacao/:uuid',
    {
      schema: { params: uuidParams, response: detailAnswer },
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Uma solicitação: campos, anexos, histórico de status e comentários',
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const row = await findVisible(db(), auth, request.params.uuid);
      return detalhe(db(), auth, row);
    },
  );

  app.post(
    '/api/solicitacao/:uuid/status',
    {
      schema: { params: uuidParams, body: mudancaStatusSchema, response: detailAnswer },
      config: {
        access: access.key(PERM.solicitacao.gerenciar),
        docs: {
          summary:
            'Muda o status (Recebida → Em análise → Aprovada / Pendência / Recusada; Aprovada → Paga), com o valor aprovado e o pagamento de um resgate, e avisa o parceiro por e-mail',
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { uuid } = request.params;
      const row = await findVisible(db(), auth, uuid);
      await decidir(app, auth, row, request.body);
      const updated = await findVisible(db(), auth, uuid);
      return detalhe(db(), auth, updated);
    },
  );

  app.post(
    '/api/solicitacao/:uuid/comentarios',
    {
      schema: { params: uuidParams, body: comentarioSchema, response: detailAnswer },
      config: {
        access: access.signedIn,
        docs: { summary: 'Acrescenta um comentário ao histórico da solicitação', tags: TAGS },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { uuid } = request.params;
      const row = await findVisible(db(), auth, uuid);
      const { texto } = request.body;
      await db().execute(
        sql`insert into solicitacao_evento (solicitacao_id, tipo, texto, usuario_id)
            values (${row.id}, 'comentario', ${texto}, ${auth.usuario.id})`,
      );
      return detalhe(db(), auth, row);
    },
  );

  app.get(
    '/api/solicitacao/:uuid/anexos/:anexo',
    {
      compress: false,
      schema: { params: anexoParams },
      config: {
        access: access.signedIn,
        docs: { summary: 'Baixa um anexo de uma solicitação', tags: TAGS },
      },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { params } = request;
      const row = await findVisible(db(), auth, params.uuid);
      if (!/^\d{1,9}$/.test(params.anexo)) throw new HttpError(404, MSG.naoEncontrado);
      return sendAttachment(
        request,
        reply,
        app.storage,
        db(),
        sql`select a.arquivo_chave as key, a.arquivo_tamanho as size, a.arquivo_sha256 as sha256,
              a.arquivo_tipo as type, a.arquivo_nome as name, s.dhcriacao as modified
            from solicitacao_anexo a join solicitacao s on s.id = a.solicitacao_id
            where a.id = ${Number(params.anexo)} and a.solicitacao_id = ${row.id}`,
      );
    },
  );
}
