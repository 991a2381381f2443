import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { can, isUuid, MSG, PERM } from '@prix/shared';
import {
  comentarioSchema,
  filaFiltrosSchema,
  mudancaStatusSchema,
  podeMudarStatus,
  TRANSICOES,
  LAYOUT_RESGATE_VERBA,
  solicitacaoDetalheSchema,
  solicitacoesPageSchema,
  tituloFormulario,
  type SolicitacaoDetalhe,
  type SolicitacaoResumo,
  type StatusSolicitacao,
} from '@prix/shared/solicitacao';
import { PAGE, pagePath } from '@prix/shared/pages';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { sendStoredFile } from '../docs/send-stored-file.js';
import { coopFundOf, lockCoopFund, saldoInsuficiente } from '../cliente/benefit-balance.js';
import { prazoSql } from './prazo.js';
import { statusMail } from './solicitacao-mail.js';

const PAGE_SIZE = 10;
const TAGS = ['Benefícios'];

const uuidParams = z.object({ uuid: z.string().max(36) });
const anexoParams = z.object({ uuid: z.string().max(36), anexo: z.string().max(12) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
// The pages read these answers as they come: each is checked on the way out (SERVER_CHECKED_ANSWERS).
const listAnswer = { 200: solicitacoesPageSchema };
const detailAnswer = { 200: solicitacaoDetalheSchema };

interface Row {
  id: number;
  uuid: string;
  formulario: string;
  status: StatusSolicitacao;
  cliente_id: string;
  cliente_nome: string;
  classe: string | null;
  solicitante: string | null;
  valor: string | null;
  dhcriacao: Date | string;
  dhedicao: Date | string | null;
  total?: number;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function resumo(row: Row): SolicitacaoResumo {
  return {
    uuid: row.uuid,
    numero: row.id,
    formulario: row.formulario,
    titulo: tituloFormulario(row.formulario),
    status: row.status,
    cliente: { id: row.cliente_id, nome: row.cliente_nome, classe: row.classe },
    solicitante: row.solicitante,
    valor: row.valor === null ? null : Number(row.valor),
    dhcriacao: iso(row.dhcriacao)!,
    dhedicao: iso(row.dhedicao),
  };
}

const SELECT = sql`select s.id, s.uuid, s.formulario, s.status, s.cliente_id, c.nome as cliente_nome,
    c.classe_id as classe, u.nomecompleto as solicitante, s.valor, s.dhcriacao, s.dhedicao,
    count(*) over ()::int as total
  from solicitacao s join cliente c on c.id = s.cliente_id left join usuario u on u.id = s.usuario_id`;

/** Who sees a request: staff with the queue's key, a partner's people for their companies, anyone their own. */
function visibleTo(auth: AuthState): SQL {
  if (can(auth.permissions, PERM.solicitacao.gerenciar)) return sql`true`;
  const ids = auth.empresas.map((e) => e.id);
  if (auth.usuario.externo)
    return ids.length
      ? sql`s.cliente_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`s.usuario_id = ${auth.usuario.id}`;
}

async function page(db: Db, where: SQL, pageNumber: number) {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where ${where} order by s.dhcriacao desc, s.id desc
        limit ${PAGE_SIZE} offset ${(pageNumber - 1) * PAGE_SIZE}`,
  );
  return { results: rows.map(resumo), total: rows[0]?.total ?? 0 };
}

/** The request at `uuid` if this viewer may see it, else 404 (another partner's request does not exist). */
async function findVisible(db: Db, auth: AuthState, uuid: string): Promise<Row> {
  if (!isUuid(uuid)) throw new HttpError(404, MSG.naoEncontrado);
  const [row] = await queryRows<Row>(db, sql`${SELECT} where s.uuid = ${uuid} and ${visibleTo(auth)}`);
  if (!row) throw new HttpError(404, MSG.naoEncontrado);
  return row;
}

async function detalhe(db: Db, auth: AuthState, row: Row): Promise<SolicitacaoDetalhe> {
  const [dados] = await queryRows<{ dados: Record<string, unknown> }>(
    db,
    sql`select dados from solicitacao where id = ${row.id}`,
  );
  const anexos = await queryRows<{
    id: number;
    campo: string;
    rotulo: string;
    nome: string;
    tamanho: number;
  }>(
    db,
    sql`select id, campo, rotulo, arquivo_nome as nome, arquivo_tamanho as tamanho
        from solicitacao_anexo where solicitacao_id = ${row.id} order by id`,
  );
  const eventos = await queryRows<{
    tipo: 'status' | 'comentario';
    status_de: StatusSolicitacao | null;
    status_para: StatusSolicitacao | null;
    texto: string | null;
    autor: string | null;
    externo: boolean | null;
    dhcriacao: Date | string;
  }>(
    db,
    sql`select e.tipo, e.status_de, e.status_para, e.texto, u.nomecompleto as autor, u.externo, e.dhcriacao
        from solicitacao_evento e left join usuario u on u.id = e.usuario_id
        where e.solicitacao_id = ${row.id} order by e.id`,
  );
  const staff = can(auth.permissions, PERM.solicitacao.gerenciar);
  return {
    ...resumo(row),
    // Staff deciding a redemption see the partner's balance of the request's year (decision 0027).
    ...(staff && row.formulario === LAYOUT_RESGATE_VERBA
      ? { verba: await coopFundOf(db, row.cliente_id, new Date(row.dhcriacao).getFullYear()) }
      : {}),
    dados: dados?.dados ?? {},
    anexos,
    eventos: eventos.map((e) => ({
      tipo: e.tipo,
      statusDe: e.status_de,
      statusPara: e.status_para,
      texto: e.texto,
      autor: e.autor,
      interno: e.externo === false,
      dhcriacao: iso(e.dhcriacao)!,
    })),
    proximos: staff ? [...TRANSICOES[row.status]] : [],
  };
}

/**
 * Moves a request along an allowed transition, with who and when, and queues the e-mail to the partner; 409
 * for any other move. A redemption's approval checks the partner's balance first (decision 0027).
 */
async function moveStatus(
  app: FastifyInstance,
  auth: AuthState,
  row: Row,
  body: z.infer<typeof mudancaStatusSchema>,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    // The row is locked: two people moving the same request at once cannot both pass the check.
    const [current] = await queryRows<{
      status: StatusSolicitacao;
      dados: Record<string, unknown>;
      email: string | null;
    }>(
      tx,
      sql`select s.status, s.dados, u.email from solicitacao s left join usuario u on u.id = s.usuario_id
          where s.id = ${row.id} for update of s`,
    );
    if (!current || !podeMudarStatus(current.status, body.status))
      throw new HttpError(
        409,
        `Não é possível passar a solicitação de '${current?.status ?? row.status}' para '${body.status}'.`,
      );
    if (body.status === 'Aprovada' && row.formulario === LAYOUT_RESGATE_VERBA && row.valor !== null) {
      // Decision 0027: the balance is checked with the partner's fund locked, in the transaction that
      // approves, so two approvals at once run one after the other and the second sees the first.
      await lockCoopFund(tx, row.cliente_id);
      const valor = Number(row.valor);
      const fund = await coopFundOf(tx, row.cliente_id, new Date(row.dhcriacao).getFullYear());
      const disponivel = fund?.disponivel ?? 0;
      if (valor > disponivel) throw new HttpError(409, saldoInsuficiente(valor, disponivel));
    }
    await tx.execute(
      sql`update solicitacao set status = ${body.status}, dhedicao = now() where id = ${row.id}`,
    );
    await tx.execute(
      sql`insert into solicitacao_evento (solicitacao_id, tipo, status_de, status_para, texto, usuario_id)
          values (${row.id}, 'status', ${current.status}, ${body.status}, ${body.comentario || null}, ${auth.usuario.id})`,
    );
    const formEmail = typeof current.dados.email === 'string' ? current.dados.email : null;
    const to = formEmail || current.email;
    if (to)
      await app.jobs.enqueueMail(
        statusMail({
          to,
          numero: row.id,
          formulario: row.formulario,
          status: body.status,
          comentario: body.comentario || null,
          link: `${app.config.publicUrl}${pagePath(PAGE.minhasSolicitacoes, { uuid: row.uuid })}`,
        }),
        tx,
      );
  });
  app.jobs.wake();
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
      const ids = auth.empresas.map((e) => e.id);
      const where = auth.usuario.externo
        ? ids.length
          ? sql`s.cliente_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`false`
        : sql`s.usuario_id = ${auth.usuario.id}`;
      return page(db(), where, request.query.page);
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
            'Muda o status (Recebida → Em análise → Aprovada / Recusada; Aprovada → Paga) e avisa o parceiro por e-mail',
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { uuid } = request.params;
      const row = await findVisible(db(), auth, uuid);
      await moveStatus(app, auth, row, request.body);
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
      const [file] = await queryRows<{
        key: string;
        size: number;
        sha256: string;
        type: string;
        name: string;
        modified: Date | string;
      }>(
        db(),
        sql`select a.arquivo_chave as key, a.arquivo_tamanho as size, a.arquivo_sha256 as sha256,
              a.arquivo_tipo as type, a.arquivo_nome as name, s.dhcriacao as modified
            from solicitacao_anexo a join solicitacao s on s.id = a.solicitacao_id
            where a.id = ${Number(params.anexo)} and a.solicitacao_id = ${row.id}`,
      );
      if (!file) throw new HttpError(404, MSG.naoEncontrado);
      return sendStoredFile(
        request,
        reply,
        app.storage,
        { ...file, modified: new Date(file.modified) },
        'attachment',
      );
    },
  );
}
