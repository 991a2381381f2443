import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { isUuid, MSG } from '@prix/shared';
import {
  CONFIRMACAO_PRIVACIDADE_DIAS,
  LEMBRETE_PRIVACIDADE_DIA,
  type SolicitacaoPrivacidadeDetalhe,
  type SolicitacaoPrivacidadeResumo,
  type SolicitacoesPrivacidadeLista,
  type StatusSolicitacaoPrivacidade,
  type TipoSolicitacaoPrivacidade,
} from '@prix/shared/privacidade';
import { PAGE, pagePath } from '@prix/shared/pages';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import {
  confirmacaoMail,
  lembreteMail,
  novaSolicitacaoMail,
  officerAddress,
  respostaMail,
} from './privacidade-mail.js';
import { diaEmBrasilia, lembreteDe, prazoDe, relogio } from './prazo.js';

/** The reminder of an open request at day 10 (decision 0048): a job of the durable queue per request. */
export const LEMBRETE_JOB = 'privacidade-lembrete';
export interface LembreteJob {
  solicitacaoId: number;
}

export const MSG_PRIVACIDADE = {
  naoConfirmada: 'Esta solicitação ainda não foi confirmada pelo titular no e-mail enviado a ele.',
  jaRespondida: 'Esta solicitação já foi respondida.',
  linkInvalido:
    'Link de confirmação inválido ou vencido. Faça a solicitação novamente em Seus dados pessoais, no site.',
};

const PAGE_SIZE = 20;
const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface Row {
  id: number;
  uuid: string;
  tipo: TipoSolicitacaoPrivacidade;
  status: StatusSolicitacaoPrivacidade;
  titular: string;
  email: string | null;
  recebida_em: Date | string;
  prazo: string | null;
  mensagem: string;
  resposta: string | null;
  respondida_em: Date | string | null;
  respondida_por: string | null;
  usuario: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The request's row with the person as they are now (a user's name and e-mail; a visitor's as typed). */
const SELECT = sql`select s.id, s.uuid, s.tipo, s.status,
    coalesce(u.nomecompleto, s.nome, '') as titular, coalesce(u.email, s.email) as email,
    coalesce(s.confirmada_em, s.recebida_em) as recebida_em, s.prazo::text as prazo,
    s.mensagem, s.resposta, s.respondida_em, r.nomecompleto as respondida_por, u.uuid::text as usuario
  from solicitacao_privacidade s
  left join usuario u on u.id = s.usuario_id
  left join usuario r on r.id = s.respondida_por`;

const aberta = (status: StatusSolicitacaoPrivacidade) => status === 'recebida' || status === 'em_atendimento';

function resumo(r: Row, hoje: string): SolicitacaoPrivacidadeResumo {
  return {
    uuid: r.uuid,
    tipo: r.tipo,
    status: r.status,
    titular: r.titular,
    email: r.email,
    recebidaEm: iso(r.recebida_em),
    prazo: r.prazo,
    ...relogio(r.prazo, aberta(r.status), hoje),
  };
}

function detalhe(r: Row, hoje: string): SolicitacaoPrivacidadeDetalhe {
  return {
    ...resumo(r, hoje),
    mensagem: r.mensagem,
    resposta: r.resposta,
    respondidaEm: r.respondida_em ? iso(r.respondida_em) : null,
    respondidaPor: r.respondida_por,
    usuario: r.usuario,
  };
}

/** The open ones first by due date, then those awaiting a visitor's confirmation, then the answered. */
const ORDER = sql`order by case when s.status in ('recebida', 'em_atendimento') then 0
    when s.status = 'aguardando_confirmacao' then 1 else 2 end,
  s.prazo nulls last, coalesce(s.respondida_em, s.recebida_em) desc, s.id desc`;

/** A page of requests matching `where` (the officer's queue, a person's own). */
export async function listSolicitacoes(
  db: Db,
  where: SQL[],
  page: number,
  now = new Date(),
  pageSize = PAGE_SIZE,
): Promise<SolicitacoesPrivacidadeLista> {
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const rows = await queryRows<Row & { total: number }>(
    db,
    sql`select *, count(*) over ()::int as total from (${SELECT} ${filter} ${ORDER}) s
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const hoje = diaEmBrasilia(now);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from solicitacao_privacidade s ${filter}`,
    );
    total = count!.n;
  }
  return { solicitacoes: rows.map((r) => resumo(r, hoje)), total, page };
}

/** One request, when `where` lets the viewer see it; else null. */
export async function findSolicitacao(
  db: Db,
  uuid: string,
  where: SQL | null,
  now = new Date(),
): Promise<SolicitacaoPrivacidadeDetalhe | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await queryRows<Row>(
    db,
    sql`${SELECT} where s.uuid = ${uuid}::uuid ${where ? sql`and ${where}` : sql``}`,
  );
  return row ? detalhe(row, diaEmBrasilia(now)) : null;
}

/** Queues the day-10 reminder of a request whose clock started at `inicio` (in the caller's transaction). */
async function scheduleReminder(app: FastifyInstance, db: Db, id: number, inicio: Date): Promise<void> {
  await app.jobs.schedule<LembreteJob>(
    LEMBRETE_JOB,
    { solicitacaoId: id },
    { startAfter: lembreteDe(inicio), singletonKey: `lembrete-${id}` },
    db,
  );
}

/** The officer's page of a request, in the e-mails they get. */
const linkDoEncarregado = (app: FastifyInstance, uuid: string) =>
  `${app.config.publicUrl}${pagePath(PAGE.privacidadeSolicitacoes, { uuid })}`;

/**
 * A request received, its clock started at `inicio` (in the caller's transaction): the officer is e-mailed at
 * once, and reminded at day 10. The caller wakes the queue after the commit.
 */
async function received(app: FastifyInstance, db: Db, id: number, inicio: Date): Promise<void> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where s.id = ${id}`);
  await app.jobs.enqueueMail(
    novaSolicitacaoMail({
      to: await officerAddress(db, app.config.suporteEmail),
      titular: row!.titular,
      tipo: row!.tipo,
      prazo: row!.prazo!,
      link: linkDoEncarregado(app, row!.uuid),
    }),
    db,
  );
  await scheduleReminder(app, db, id, inicio);
}

/** A signed-in person's request about their own data: received now, its clock running. */
export async function createSolicitacao(
  app: FastifyInstance,
  usuarioId: string,
  input: { tipo: TipoSolicitacaoPrivacidade; mensagem: string },
  now = new Date(),
): Promise<string> {
  const uuid = await app.database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; uuid: string }>(
      tx,
      sql`insert into solicitacao_privacidade (tipo, status, usuario_id, mensagem, recebida_em, prazo)
          values (${input.tipo}, 'recebida', ${usuarioId}, ${input.mensagem}, ${now.toISOString()}::timestamptz,
            ${prazoDe(now)}::date)
          returning id, uuid::text as uuid`,
    );
    await received(app, tx, row!.id, now);
    return row!.uuid;
  });
  app.jobs.wake();
  return uuid;
}

/** A visitor's request: kept unconfirmed, and the confirmation link e-mailed to the address they named. */
export async function createSolicitacaoPublica(
  app: FastifyInstance,
  input: { tipo: TipoSolicitacaoPrivacidade; mensagem: string; nome: string; email: string },
  now = new Date(),
): Promise<void> {
  const token = newToken();
  await app.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into solicitacao_privacidade (tipo, status, nome, email, mensagem, recebida_em, token_hash)
          values (${input.tipo}, 'aguardando_confirmacao', ${input.nome}, ${input.email}, ${input.mensagem},
            ${now.toISOString()}::timestamptz, ${hashToken(token)})`,
    );
    await app.jobs.enqueueMail(
      confirmacaoMail({
        to: input.email,
        nome: input.nome,
        tipo: input.tipo,
        link: `${app.config.publicUrl}${pagePath(PAGE.seusDadosConfirmar, { token })}`,
      }),
      tx,
    );
  });
  app.jobs.wake();
}

/**
 * The visitor opened the link: the request is received and its clock starts now. A second click answers the
 * same; a forged token, or one not confirmed within CONFIRMACAO_PRIVACIDADE_DIAS, is a 404 (one message).
 */
export async function confirmSolicitacao(
  app: FastifyInstance,
  token: string,
  now = new Date(),
): Promise<{ prazo: string }> {
  const confirmed = await app.database.db.transaction(async (tx) => {
    const [row] = await queryRows<{
      id: number;
      status: StatusSolicitacaoPrivacidade;
      recebida_em: Date | string;
      prazo: string | null;
    }>(
      tx,
      sql`select id, status, recebida_em, prazo::text as prazo from solicitacao_privacidade
          where token_hash = ${hashToken(token)} for update`,
    );
    if (!row) throw new HttpError(404, MSG_PRIVACIDADE.linkInvalido);
    if (row.status !== 'aguardando_confirmacao') return { prazo: row.prazo ?? prazoDe(now), novo: false };
    const vence = new Date(row.recebida_em).getTime() + CONFIRMACAO_PRIVACIDADE_DIAS * 86_400_000;
    if (vence <= now.getTime()) throw new HttpError(404, MSG_PRIVACIDADE.linkInvalido);
    const prazo = prazoDe(now);
    await tx.execute(
      sql`update solicitacao_privacidade set status = 'recebida', confirmada_em = ${now.toISOString()}::timestamptz,
            prazo = ${prazo}::date
          where id = ${row.id}`,
    );
    await received(app, tx, row.id, now);
    return { prazo, novo: true };
  });
  if (confirmed.novo) app.jobs.wake();
  return { prazo: confirmed.prazo };
}

/**
 * The officer's answer: `em_atendimento` records progress, `respondida` closes the request and e-mails the
 * answer to the person (in the same transaction): to `responder_para` when an anonymisation kept it (then
 * cleared: an answered request keeps no address), else to the user's or visitor's e-mail. An unconfirmed or answered request: 409; unknown: 404.
 */
export async function answerSolicitacao(
  app: FastifyInstance,
  uuid: string,
  usuarioId: string,
  input: { resposta: string; status: 'em_atendimento' | 'respondida' },
  now = new Date(),
): Promise<void> {
  if (!isUuid(uuid)) throw new HttpError(404, MSG.naoEncontrado);
  const sent = await app.database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; status: StatusSolicitacaoPrivacidade; tipo: string }>(
      tx,
      sql`select id, status, tipo from solicitacao_privacidade where uuid = ${uuid}::uuid for update`,
    );
    if (!row) throw new HttpError(404, MSG.naoEncontrado);
    if (row.status === 'aguardando_confirmacao') throw new HttpError(409, MSG_PRIVACIDADE.naoConfirmada);
    if (row.status === 'respondida') throw new HttpError(409, MSG_PRIVACIDADE.jaRespondida);
    const fecha = input.status === 'respondida';
    // The address is read before the update, which clears `responder_para` (kept by an anonymisation).
    const [pessoa] = await queryRows<{ nome: string; email: string | null }>(
      tx,
      sql`select coalesce(u.nomecompleto, s.nome, '') as nome,
            coalesce(s.responder_para, u.email, s.email) as email
          from solicitacao_privacidade s left join usuario u on u.id = s.usuario_id where s.id = ${row.id}`,
    );
    await tx.execute(
      sql`update solicitacao_privacidade set status = ${input.status}, resposta = ${input.resposta},
            respondida_por = ${usuarioId},
            respondida_em = ${fecha ? now.toISOString() : null}::timestamptz
            ${fecha ? sql`, responder_para = null` : sql``}
          where id = ${row.id}`,
    );
    if (!fecha || !pessoa?.email) return false;
    await app.jobs.enqueueMail(
      respostaMail({ to: pessoa.email, nome: pessoa.nome, tipo: row.tipo, resposta: input.resposta }),
      tx,
    );
    return true;
  });
  if (sent) app.jobs.wake();
}

/**
 * Reminds the officer, once per request, of every open request at day LEMBRETE_PRIVACIDADE_DIA of its clock
 * (or later) not reminded yet: the requests are claimed (`lembrete_em`, rows locked and skipped by a concurrent
 * run) and the e-mails queued in the same transaction, so a run repeated, or two at once, never sends one
 * twice. Returns the number of reminders queued.
 */
export async function remindOfficer(app: FastifyInstance, now = new Date()): Promise<number> {
  const db = app.database.db;
  const to = await officerAddress(db, app.config.suporteEmail);
  const queued = await db.transaction(async (tx) => {
    const claimed = await queryRows<{ uuid: string; tipo: string; prazo: string; titular: string }>(
      tx,
      sql`with devidas as (
            select s.id from solicitacao_privacidade s
            where s.status in ('recebida', 'em_atendimento') and s.lembrete_em is null
              and coalesce(s.confirmada_em, s.recebida_em) + make_interval(days => ${LEMBRETE_PRIVACIDADE_DIA}::int)
                <= ${now.toISOString()}::timestamptz
            for update of s skip locked
          )
          update solicitacao_privacidade s set lembrete_em = ${now.toISOString()}::timestamptz
          from devidas d
          where s.id = d.id
          returning s.uuid::text as uuid, s.tipo, s.prazo::text as prazo,
            coalesce((select u.nomecompleto from usuario u where u.id = s.usuario_id), s.nome, '') as titular`,
    );
    for (const c of claimed)
      await app.jobs.enqueueMail(
        lembreteMail({
          to,
          titular: c.titular,
          tipo: c.tipo,
          prazo: c.prazo,
          link: linkDoEncarregado(app, c.uuid),
        }),
        tx,
      );
    return claimed.length;
  });
  if (queued) app.jobs.wake();
  return queued;
}

/** Every open request not reminded yet has its reminder job (the demo's, any lost): checked once the queue runs. */
export async function scheduleReminders(app: FastifyInstance): Promise<number> {
  const rows = await queryRows<{ id: number; inicio: Date | string }>(
    app.database.db,
    sql`select id, coalesce(confirmada_em, recebida_em) as inicio from solicitacao_privacidade
        where status in ('recebida', 'em_atendimento') and lembrete_em is null`,
  );
  for (const r of rows)
    await app.jobs.schedule<LembreteJob>(
      LEMBRETE_JOB,
      { solicitacaoId: r.id },
      { startAfter: lembreteDe(new Date(r.inicio)), singletonKey: `lembrete-${r.id}` },
    );
  return rows.length;
}
