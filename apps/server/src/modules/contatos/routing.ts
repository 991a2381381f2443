import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isUuid, MSG } from '@prix/shared';
import {
  FAIXA_DISTANCIA_KM,
  INTERESSES,
  LIMITE_CONTATOS_PADRAO,
  PARAMETRO_LIMITE_CONTATOS,
  PRAZO_RESPOSTA_DIAS_UTEIS,
  RESULTADOS_CONTATO,
  type EventoContato,
  type InteresseContato,
  type ResultadoContato,
  type StatusContato,
} from '@prix/shared/onde-comprar';
import { PAGE, pagePath } from '@prix/shared/pages';
import { queryRows, type Db } from '../../db/client.js';
import { addWorkingDays } from '../../lib/working-days.js';
import { HttpError } from '../../plugins/errors.js';
import { distanceKmSql, listedPartners } from '../onde-comprar/listing.js';
import { recordConsent } from '../privacidade/consentimento.js';
import { emitWebhookEvent } from '../webhook/webhook-outbox.js';
import {
  acceptedMail,
  formatPrazo,
  offerMail,
  staffMail,
  type ContatoMailData,
  type ParceiroContato,
} from './contato-mail.js';

/**
 * Decision 0046's routing, the one path every move of an enquiry takes (creation, decline, expiry,
 * reassignment): the enquiry's row is locked `for update` first, each move checks the state it expects (the
 * offer still the current one) and otherwise changes nothing, and the offer, its e-mail and its expiry job are
 * written in the same transaction.
 */

/** The durable queue's kind of job that expires an offer at its deadline (one per offer). */
export const EXPIRY_JOB = 'contato-expiracao';
export interface ExpiryJob {
  contatoId: number;
  ofertaId: number;
}

/** The parameter holding the staff's address for enquiries no partner is left for. */
export const PARAM_EMAIL_EQUIPE = 'EMAIL_MARKETING';

export const MSG_CONTATO = {
  indisponivel:
    'Esta oportunidade não está mais disponível para a sua empresa: o prazo de resposta terminou ou ela foi encaminhada a outro parceiro.',
  jaAceita: 'Sua empresa já aceitou esta oportunidade.',
  aceiteAntes: 'Aceite a oportunidade antes de registrar o resultado.',
  encerrada: 'Esta oportunidade já foi encerrada.',
  encerradoReatribuir: 'Este contato já foi encerrado pelo parceiro que o aceitou: não pode ser reatribuído.',
  parceiroNaoListado: (tipo: string) =>
    `O parceiro escolhido não está listado como ${tipo} no Onde comprar: escolha um parceiro listado.`,
};

export interface ContatoRow {
  id: number;
  uuid: string;
  status: StatusContato;
  cliente_id: string | null;
  oferta_id: number | null;
  prazo: Date | string | null;
  resultado: ResultadoContato | null;
  nome: string;
  email: string;
  telefone: string;
  interesse: InteresseContato;
  linha: string;
  mensagem: string;
  lat: number;
  lon: number;
  parceiro_pedido_id: string | null;
  municipio: string;
  uf: string;
}

/** Who moves the enquiry and when: `usuarioId` null for the system (routing, expiry). */
interface Move {
  app: FastifyInstance;
  db: Db;
  now: Date;
  usuarioId: string | null;
  /** Set when an e-mail was queued: the caller wakes the queue after the commit. */
  mailed: boolean;
}

const SELECT_CONTATO = sql`select c.id, c.uuid, c.status, c.cliente_id, c.oferta_id, c.prazo, c.resultado, c.nome,
    c.email, c.telefone, c.interesse, c.linha, c.mensagem, c.lat, c.lon, c.parceiro_pedido_id,
    m.nome as municipio, m.uf
  from contato c join municipio m on m.id = c.municipio_id`;

/** The enquiry's row, locked until the transaction ends; null when there is none. */
export async function lockContato(
  db: Db,
  key: { id: number } | { uuid: string },
): Promise<ContatoRow | null> {
  if ('uuid' in key && !isUuid(key.uuid)) return null;
  const where = 'id' in key ? sql`c.id = ${key.id}` : sql`c.uuid = ${key.uuid}`;
  const [row] = await queryRows<ContatoRow>(db, sql`${SELECT_CONTATO} where ${where} for update of c`);
  return row ? { ...row, lat: Number(row.lat), lon: Number(row.lon) } : null;
}

const mailData = (c: ContatoRow): ContatoMailData => ({
  uuid: c.uuid,
  nome: c.nome,
  municipio: c.municipio,
  uf: c.uf,
  interesse: c.interesse,
  linha: c.linha,
  mensagem: c.mensagem,
});

async function addEvent(
  move: Move,
  contatoId: number,
  tipo: EventoContato,
  fields: { clienteId?: string | null; ofertaId?: number | null; detalhe?: string | null } = {},
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    move.db,
    sql`insert into contato_evento (contato_id, tipo, em, cliente_id, usuario_id, oferta_id, detalhe)
        values (${contatoId}, ${tipo}, ${move.now.toISOString()}::timestamptz, ${fields.clienteId ?? null},
                ${move.usuarioId}, ${fields.ofertaId ?? null}, ${fields.detalhe ?? null})
        returning id`,
  );
  return row!.id;
}

/** The open-enquiry limit: the parameter when it holds a positive whole number, else the default. */
async function openLimit(db: Db): Promise<number> {
  const [row] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor from parametro where id = ${PARAMETRO_LIMITE_CONTATOS} and not inativo`,
  );
  const n = Number(row?.valor?.trim());
  return Number.isInteger(n) && n > 0 ? n : LIMITE_CONTATOS_PADRAO;
}

/**
 * The next partner for the enquiry (decision 0046): listed partners of the kind its interest asks, less those
 * that declined or let expire this enquiry and those at the open-enquiry limit; the visitor's chosen partner
 * first, then by distance band, class (higher first), distance and code.
 */
export async function nextPartner(db: Db, c: ContatoRow): Promise<string | null> {
  const tipo = INTERESSES[c.interesse].tipo;
  const limite = await openLimit(db);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with p as (
          select lp.id, lp.classe_nivel, ${distanceKmSql(c.lat, c.lon)} as km from ${listedPartners(tipo)} lp
        ),
        carga as (
          select o.cliente_id, count(*)::int as n from contato o
          where o.status in ('oferecido', 'aceito') and o.cliente_id is not null and o.id <> ${c.id}
          group by o.cliente_id
        )
        select p.id from p left join carga on carga.cliente_id = p.id
        where coalesce(carga.n, 0) < ${limite}
          and not exists (select 1 from contato_evento e where e.contato_id = ${c.id}
                            and e.cliente_id = p.id and e.tipo in ('recusado', 'expirado'))
        order by case when p.id = ${c.parceiro_pedido_id} then 0 else 1 end,
          floor(p.km / ${FAIXA_DISTANCIA_KM}), p.classe_nivel desc, p.km, p.id
        limit 1`,
  );
  return row?.id ?? null;
}

/** Whether `clienteId` is a listed partner of the enquiry's kind (a staff reassignment's condition). */
async function isListed(db: Db, c: ContatoRow, clienteId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from ${listedPartners(INTERESSES[c.interesse].tipo)} lp where lp.id = ${clienteId}`,
  );
  return rows.length > 0;
}

/** A partner's name and address for the e-mails: the listing's name and e-mail first. */
async function partnerContact(
  db: Db,
  clienteId: string,
): Promise<ParceiroContato & { aviso: string | null }> {
  const [row] = await queryRows<{
    nome: string;
    telefone: string | null;
    whatsapp: string | null;
    email: string | null;
    aviso: string | null;
    rua: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    cidade: string | null;
    uf: string | null;
    cep: string | null;
  }>(
    db,
    sql`select coalesce(nullif(trim(cp.nome_publico), ''), c.nome) as nome,
          coalesce(nullif(trim(cp.telefone), ''), nullif(trim(c.telefoneprop), '')) as telefone,
          nullif(trim(cp.whatsapp), '') as whatsapp,
          coalesce(nullif(trim(cp.email), ''), nullif(trim(c.emailprop), '')) as email,
          coalesce(nullif(trim(cp.email), ''), nullif(trim(c.emailprop), ''), nullif(trim(u.email), '')) as aviso,
          c.rua, c.numero, c.complemento, c.bairro, coalesce(m.nome, c.cidade) as cidade,
          coalesce(m.uf, c.estado_id) as uf, c.cep
        from cliente c
          left join cliente_pagina cp on cp.cliente_id = c.id
          left join municipio m on m.id = c.municipio_id
          left join usuario u on u.id = c.usuario_resp_id
        where c.id = ${clienteId}`,
  );
  if (!row)
    return { nome: clienteId, telefone: null, whatsapp: null, email: null, endereco: null, aviso: null };
  const rua = [row.rua, row.numero].filter(Boolean).join(', ');
  const endereco = [
    [rua, row.complemento].filter(Boolean).join(' – '),
    row.bairro,
    [row.cidade, row.uf].filter(Boolean).join(' – '),
    row.cep ? `CEP ${row.cep}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    nome: row.nome,
    telefone: row.telefone,
    whatsapp: row.whatsapp,
    email: row.email,
    endereco: endereco || null,
    aviso: row.aviso,
  };
}

/** Offers the enquiry to `clienteId` now: status, deadline, the event, the partner's e-mail and the expiry job. */
async function offerTo(move: Move, c: ContatoRow, clienteId: string): Promise<void> {
  const prazo = addWorkingDays(move.now, PRAZO_RESPOSTA_DIAS_UTEIS);
  const ofertaId = await addEvent(move, c.id, 'oferecido', {
    clienteId,
    detalhe: `Responder até ${formatPrazo(prazo)}`,
  });
  await move.db.execute(
    sql`update contato set status = 'oferecido', cliente_id = ${clienteId}, oferta_id = ${ofertaId},
          prazo = ${prazo.toISOString()}::timestamptz, resultado = null,
          atualizado_em = ${move.now.toISOString()}::timestamptz
        where id = ${c.id}`,
  );
  const parceiro = await partnerContact(move.db, clienteId);
  if (parceiro.aviso) {
    await move.app.jobs.enqueueMail(
      offerMail({
        to: parceiro.aviso,
        parceiro: parceiro.nome,
        contato: mailData(c),
        prazo,
        link: `${move.app.config.publicUrl}${pagePath(PAGE.oportunidades, { uuid: c.uuid })}`,
      }),
      move.db,
    );
    move.mailed = true;
  } else {
    move.app.log.warn({ cliente: clienteId }, 'parceiro sem e-mail para avisar de um contato');
  }
  await move.app.jobs.schedule<ExpiryJob>(
    EXPIRY_JOB,
    { contatoId: c.id, ofertaId },
    { startAfter: prazo, singletonKey: `oferta-${ofertaId}` },
    move.db,
  );
}

/** No partner left: staff take it (status equipe) and are told by e-mail. */
async function toStaff(move: Move, c: ContatoRow, motivo: string): Promise<void> {
  await addEvent(move, c.id, 'sem_parceiro', { detalhe: motivo });
  await move.db.execute(
    sql`update contato set status = 'equipe', cliente_id = null, oferta_id = null, prazo = null,
          atualizado_em = ${move.now.toISOString()}::timestamptz
        where id = ${c.id}`,
  );
  const [param] = await queryRows<{ valor: string | null }>(
    move.db,
    sql`select valor from parametro where id = ${PARAM_EMAIL_EQUIPE} and not inativo`,
  );
  const to = param?.valor?.split(/[\s,;]+/).find((v) => v.includes('@')) ?? move.app.config.suporteEmail;
  await move.app.jobs.enqueueMail(
    staffMail({
      to,
      contato: mailData(c),
      motivo,
      link: `${move.app.config.publicUrl}${pagePath(PAGE.contatos, { uuid: c.uuid })}`,
    }),
    move.db,
  );
  move.mailed = true;
}

/** Offers the enquiry to the next candidate, or hands it to staff when none is left. */
async function routeNext(move: Move, c: ContatoRow): Promise<void> {
  const next = await nextPartner(move.db, c);
  if (next) await offerTo(move, c, next);
  else
    await toStaff(
      move,
      c,
      `nenhum parceiro de ${INTERESSES[c.interesse].tipo === 'revenda' ? 'revenda' : 'assistência técnica'} disponível para ${c.municipio} – ${c.uf}.`,
    );
}

/** Runs `work` in a transaction as one move; the e-mail queue is woken after the commit. */
async function inMove<T>(
  app: FastifyInstance,
  usuarioId: string | null,
  now: Date,
  work: (move: Move) => Promise<T>,
): Promise<T> {
  let mailed = false;
  const result = await app.database.db.transaction(async (tx) => {
    const move: Move = { app, db: tx, now, usuarioId, mailed: false };
    const value = await work(move);
    mailed = move.mailed;
    return value;
  });
  if (mailed) app.jobs.wake();
  return result;
}

export interface NovoContato {
  nome: string;
  email: string;
  telefone: string;
  municipio: { id: string; lat: number; lon: number };
  interesse: InteresseContato;
  linha: string;
  mensagem: string;
  parceiroPedidoId: string | null;
  consentimentoVersao: string;
}

/** Stores a new enquiry with its 'recebido' event and routes it, in one transaction. */
export async function createContato(
  app: FastifyInstance,
  input: NovoContato,
  now = new Date(),
): Promise<string> {
  return inMove(app, null, now, async (move) => {
    const [row] = await queryRows<{ id: number }>(
      move.db,
      sql`insert into contato (recebido_em, nome, email, telefone, municipio_id, lat, lon, interesse, linha,
            mensagem, parceiro_pedido_id, status, consentimento_versao, consentimento_em, atualizado_em)
          values (${now.toISOString()}::timestamptz, ${input.nome}, ${input.email}, ${input.telefone},
            ${input.municipio.id}, ${input.municipio.lat}, ${input.municipio.lon}, ${input.interesse},
            ${input.linha}, ${input.mensagem}, ${input.parceiroPedidoId}, 'equipe', ${input.consentimentoVersao},
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          returning id`,
    );
    await recordConsent(move.db, {
      email: input.email,
      origem: 'contato',
      versao: input.consentimentoVersao,
      em: now,
    });
    await addEvent(move, row!.id, 'recebido');
    const c = (await lockContato(move.db, { id: row!.id }))!;
    await routeNext(move, c);
    await emitWebhookEvent(app, move.db, 'contato.recebido', { contato: c.uuid, interesse: c.interesse });
    return c.uuid;
  });
}

/** Whether `clienteId` was ever offered this enquiry (then a stale action is a 409, not a 404). */
async function wasOffered(db: Db, contatoId: number, clienteId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from contato_evento where contato_id = ${contatoId} and cliente_id = ${clienteId}
          and tipo = 'oferecido' limit 1`,
  );
  return rows.length > 0;
}

/**
 * The enquiry a partner acts on, locked: 404 when it was never offered to the company, 409 when the offer is
 * no longer its own (declined, expired, taken by another) or its deadline has passed.
 */
async function lockOffered(move: Move, uuid: string, clienteId: string): Promise<ContatoRow> {
  const c = await lockContato(move.db, { uuid });
  if (!c) throw new HttpError(404, MSG.naoEncontrado);
  if (c.status === 'oferecido' && c.cliente_id === clienteId) {
    if (c.prazo && new Date(c.prazo) <= move.now) throw new HttpError(409, MSG_CONTATO.indisponivel);
    return c;
  }
  if (c.cliente_id === clienteId) {
    throw new HttpError(409, c.status === 'encerrado' ? MSG_CONTATO.encerrada : MSG_CONTATO.jaAceita);
  }
  if (await wasOffered(move.db, c.id, clienteId)) throw new HttpError(409, MSG_CONTATO.indisponivel);
  throw new HttpError(404, MSG.naoEncontrado);
}

/** The partner takes the enquiry: status aceito, and the visitor gets the partner's name and contact. */
export async function acceptOffer(
  app: FastifyInstance,
  uuid: string,
  clienteId: string,
  usuarioId: string,
  now = new Date(),
): Promise<void> {
  await inMove(app, usuarioId, now, async (move) => {
    const c = await lockOffered(move, uuid, clienteId);
    await addEvent(move, c.id, 'aceito', { clienteId, ofertaId: c.oferta_id });
    await emitWebhookEvent(app, move.db, 'contato.aceito', { contato: c.uuid, parceiro: clienteId });
    await move.db.execute(
      sql`update contato set status = 'aceito', prazo = null, atualizado_em = ${now.toISOString()}::timestamptz
          where id = ${c.id}`,
    );
    const parceiro = await partnerContact(move.db, clienteId);
    await app.jobs.enqueueMail(
      acceptedMail({ to: c.email, visitante: c.nome, parceiro, contato: mailData(c) }),
      move.db,
    );
    move.mailed = true;
  });
}

/** The partner declines with a reason: the enquiry goes to the next candidate at once. */
export async function declineOffer(
  app: FastifyInstance,
  uuid: string,
  clienteId: string,
  usuarioId: string,
  motivo: string,
  now = new Date(),
): Promise<void> {
  await inMove(app, usuarioId, now, async (move) => {
    const c = await lockOffered(move, uuid, clienteId);
    await addEvent(move, c.id, 'recusado', { clienteId, ofertaId: c.oferta_id, detalhe: motivo });
    // The routing acts for the system, not for the person who declined.
    const system: Move = { ...move, usuarioId: null };
    await routeNext(system, c);
    move.mailed ||= system.mailed;
  });
}

/** The accepting partner's outcome: em_andamento keeps it open, vendido / não vendido close it. */
export async function recordResult(
  app: FastifyInstance,
  uuid: string,
  clienteId: string,
  usuarioId: string,
  resultado: ResultadoContato,
  now = new Date(),
): Promise<void> {
  await inMove(app, usuarioId, now, async (move) => {
    const c = await lockContato(move.db, { uuid });
    if (!c) throw new HttpError(404, MSG.naoEncontrado);
    if (c.cliente_id !== clienteId) {
      if (await wasOffered(move.db, c.id, clienteId)) throw new HttpError(409, MSG_CONTATO.indisponivel);
      throw new HttpError(404, MSG.naoEncontrado);
    }
    if (c.status === 'oferecido') throw new HttpError(409, MSG_CONTATO.aceiteAntes);
    if (c.status === 'encerrado') throw new HttpError(409, MSG_CONTATO.encerrada);
    const status: StatusContato = resultado === 'em_andamento' ? 'aceito' : 'encerrado';
    await addEvent(move, c.id, 'resultado', { clienteId, detalhe: RESULTADOS_CONTATO[resultado] });
    await move.db.execute(
      sql`update contato set status = ${status}, resultado = ${resultado},
            atualizado_em = ${now.toISOString()}::timestamptz
          where id = ${c.id}`,
    );
    if (status === 'encerrado')
      await emitWebhookEvent(app, move.db, 'contato.encerrado', {
        contato: c.uuid,
        parceiro: clienteId,
        resultado,
      });
  });
}

/**
 * Staff offer the enquiry to a partner they choose (a listed partner of its kind, else 400), whatever its
 * load or history; an enquiry a partner closed stays closed (409).
 */
export async function reassign(
  app: FastifyInstance,
  uuid: string,
  parceiroId: string,
  usuarioId: string,
  motivo: string | null,
  now = new Date(),
): Promise<void> {
  await inMove(app, usuarioId, now, async (move) => {
    const c = await lockContato(move.db, { uuid });
    if (!c) throw new HttpError(404, MSG.naoEncontrado);
    if (c.status === 'encerrado') throw new HttpError(409, MSG_CONTATO.encerradoReatribuir);
    if (!(await isListed(move.db, c, parceiroId))) {
      const tipo = INTERESSES[c.interesse].tipo === 'revenda' ? 'revenda' : 'assistência técnica';
      throw new HttpError(400, MSG_CONTATO.parceiroNaoListado(tipo));
    }
    await addEvent(move, c.id, 'reatribuido', { clienteId: parceiroId, detalhe: motivo });
    await offerTo(move, c, parceiroId);
  });
}

/**
 * The expiry of one offer (the queue's job at its deadline): only if that offer is still the current one and
 * its deadline has passed, the enquiry records 'expirado' and goes to the next candidate. True when it moved;
 * a second run, or a run after the partner answered, changes nothing.
 */
export async function expireOffer(app: FastifyInstance, job: ExpiryJob, now = new Date()): Promise<boolean> {
  return inMove(app, null, now, async (move) => {
    const c = await lockContato(move.db, { id: job.contatoId });
    if (!c || c.status !== 'oferecido' || c.oferta_id !== job.ofertaId) return false;
    if (!c.prazo || new Date(c.prazo) > now) return false;
    await addEvent(move, c.id, 'expirado', { clienteId: c.cliente_id, ofertaId: c.oferta_id });
    await routeNext(move, c);
    return true;
  });
}

/** Expires every offer whose deadline has passed (a sweep; each through expireOffer). Returns how many moved. */
export async function expireDueOffers(app: FastifyInstance, now = new Date()): Promise<number> {
  const due = await queryRows<{ id: number; oferta_id: number }>(
    app.database.db,
    sql`select id, oferta_id from contato
        where status = 'oferecido' and prazo <= ${now.toISOString()}::timestamptz and oferta_id is not null
        order by prazo, id`,
  );
  let moved = 0;
  for (const row of due)
    if (await expireOffer(app, { contatoId: row.id, ofertaId: row.oferta_id }, now)) moved++;
  return moved;
}

/**
 * Schedules the expiry of every current offer (at start, once the queue runs): offers written without the
 * queue (the demo) or whose job was lost get one; an offer's job already waiting is not queued twice (one
 * per offer), and an offer already past its deadline expires at once.
 */
export async function scheduleCurrentOffers(app: FastifyInstance): Promise<number> {
  const offers = await queryRows<{ id: number; oferta_id: number; prazo: Date | string }>(
    app.database.db,
    sql`select id, oferta_id, prazo from contato
        where status = 'oferecido' and oferta_id is not null and prazo is not null`,
  );
  for (const o of offers)
    await app.jobs.schedule<ExpiryJob>(
      EXPIRY_JOB,
      { contatoId: o.id, ofertaId: o.oferta_id },
      { startAfter: new Date(o.prazo), singletonKey: `oferta-${o.oferta_id}` },
    );
  return offers.length;
}
