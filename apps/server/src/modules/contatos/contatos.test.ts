import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@prix/shared';
import type { ContatoDetalhe, ContatosLista, RelatorioContatosLinha } from '@prix/shared/onde-comprar';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import {
  contatoState,
  enquiry,
  eventsOf,
  hideAllListings,
  lastContato,
  placePartner,
  positionOf,
  SAO_PAULO,
} from '../../testing/contatos.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { readCsv } from '../../testing/spreadsheets.js';
import { until } from '../../testing/until.js';
import {
  acceptOffer,
  createContato,
  declineOffer,
  expireDueOffers,
  expireOffer,
  EXPIRY_JOB,
  scheduleCurrentOffers,
} from './routing.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001');
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // Balanças Paulista, 100234
  who.otavio = await sessionCookieFor(t, 'EXT0003'); // Pesagem Sul, 200117
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(async () => {
  const db = t.database.db;
  await db.execute(sql`delete from contato`);
  await db.execute(sql`delete from cliente_tipoparceria where cliente_id like 'T%'`);
  await db.execute(sql`delete from cliente where id like 'T%'`);
  await db.execute(sql`update parametro set valor = '5' where id = 'LIMITE_CONTATOS_ABERTOS'`);
  await hideAllListings(db);
  smtp.received.length = 0;
});

const send = (body: unknown, app: FastifyInstance = t.app) =>
  app
    .inject({
      method: 'POST',
      url: '/api/publico/contato',
      headers: { origin: t.baseUrl },
      payload: body as object,
    })
    .then((r) => ({
      status: r.statusCode,
      retryAfter: r.headers['retry-after'],
      body: r.body ? parseJson<{ mensagem?: string; errors?: string[] }>(r.body) : {},
    }));
const count = async (table: 'contato' | 'contato_evento') =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;
const prazoDe = async (uuid: string) => new Date((await contatoState(t.database.db, uuid)).prazo!);
const later = (d: Date) => new Date(d.getTime() + 60_000);

describe('routing (decision 0046)', () => {
  it('within a distance band the higher class wins; across bands the nearer wins', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '250' });
    await placePartner(t.database.db, 'TB', { km: 20, classe: '1000' });
    expect((await send(enquiry())).status).toBe(201);
    expect((await lastContato(t.database.db)).cliente_id).toBe('TB');

    // TB now 30 km away: another band (25–50 km), so the nearer TA wins despite its lower class.
    await placePartner(t.database.db, 'TB', { km: 30, classe: '1000' });
    await send(enquiry());
    expect((await lastContato(t.database.db)).cliente_id).toBe('TA');
  });

  it('same band and class: the nearer first, then the code', async () => {
    await placePartner(t.database.db, 'TD', { km: 12, classe: '500' });
    await placePartner(t.database.db, 'TC', { km: 8, classe: '500' });
    await send(enquiry());
    expect((await lastContato(t.database.db)).cliente_id).toBe('TC');
  });

  it('offers only partners of the kind the interest asks', async () => {
    await placePartner(t.database.db, 'TR', { km: 1, classe: '1000', tipos: ['REV'] });
    await placePartner(t.database.db, 'TO', { km: 40, classe: '10', tipos: ['OTA'] });
    await send(enquiry({ interesse: 'assistencia' }));
    expect((await lastContato(t.database.db)).cliente_id).toBe('TO');
    await send(enquiry({ interesse: 'compra' }));
    expect((await lastContato(t.database.db)).cliente_id).toBe('TR');
  });

  it('the partner the visitor wrote from comes first when it is a candidate', async () => {
    await placePartner(t.database.db, 'TN', { km: 2, classe: '1000' });
    await placePartner(t.database.db, 'TF', { km: 300, classe: '250' });
    await placePartner(t.database.db, 'TW', { km: 1, classe: '10', tipos: ['OT'] });
    const uuidOf = async (id: string) =>
      (await queryRows<{ uuid: string }>(t.database.db, sql`select uuid from cliente where id = ${id}`))[0]!
        .uuid;
    await send(enquiry({ parceiro: await uuidOf('TF') }));
    expect((await lastContato(t.database.db)).cliente_id).toBe('TF');
    // A workshop asked for a purchase is no candidate: the usual order applies.
    await send(enquiry({ parceiro: await uuidOf('TW') }));
    expect((await lastContato(t.database.db)).cliente_id).toBe('TN');
  });

  it('skips partners at the open-enquiry limit (parameter LIMITE_CONTATOS_ABERTOS)', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 100, classe: '250' });
    await t.database.db.execute(sql`update parametro set valor = '2' where id = 'LIMITE_CONTATOS_ABERTOS'`);
    await send(enquiry());
    await send(enquiry());
    const rows = await queryRows<{ cliente_id: string }>(
      t.database.db,
      sql`select cliente_id from contato order by id`,
    );
    expect(rows.map((r) => r.cliente_id)).toEqual(['TA', 'TA']);
    // TA holds 2 open enquiries: the third goes to TB.
    await send(enquiry());
    expect((await lastContato(t.database.db)).cliente_id).toBe('TB');
    // An accepted enquiry is still open until its outcome closes it: TA stays at the limit.
    const [first] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from contato where id = (select min(id) from contato)`,
    );
    await acceptOffer(t.app, first!.uuid, 'TA', '10000001');
    await send(enquiry());
    expect((await lastContato(t.database.db)).cliente_id).toBe('TB');
    // It closes: TA is a candidate again.
    await t.database.db.execute(
      sql`update contato set status = 'encerrado', resultado = 'vendido' where id = (select min(id) from contato)`,
    );
    await send(enquiry());
    expect((await lastContato(t.database.db)).cliente_id).toBe('TA');
  });

  it('without a usable LIMITE_CONTATOS_ABERTOS (missing, inactive, not a positive whole number) the limit is 5', async () => {
    // Partners without an address: the many offers queue no e-mail.
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000', email: null });
    await placePartner(t.database.db, 'TB', { km: 100, classe: '250', email: null });
    const parametro = (set: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`update parametro set ${set} where id like 'LIMITE_CONTATOS_ABERTOS%'`);
    const cases: [string, ReturnType<typeof sql>][] = [
      ['missing', sql`id = 'LIMITE_CONTATOS_ABERTOS_AUSENTE'`],
      ['inactive', sql`inativo = true, valor = '2'`],
      ['not a number', sql`valor = 'dez'`],
      ['zero', sql`valor = '0'`],
      ['negative', sql`valor = '-2'`],
      ['a fraction', sql`valor = '2.5'`],
      ['empty', sql`valor = null`],
    ];
    try {
      for (const [name, set] of cases) {
        await t.database.db.execute(sql`delete from contato`);
        await parametro(sql`id = 'LIMITE_CONTATOS_ABERTOS', inativo = false, valor = '5'`);
        await parametro(set);
        for (let i = 0; i < 5; i++) await send(enquiry());
        const rows = await queryRows<{ cliente_id: string }>(
          t.database.db,
          sql`select cliente_id from contato order by id`,
        );
        expect({ name, partners: rows.map((r) => r.cliente_id) }).toEqual({
          name,
          partners: ['TA', 'TA', 'TA', 'TA', 'TA'],
        });
        await send(enquiry());
        expect({ name, sixth: (await lastContato(t.database.db)).cliente_id }).toEqual({ name, sixth: 'TB' });
      }
    } finally {
      await parametro(sql`id = 'LIMITE_CONTATOS_ABERTOS', inativo = false, valor = '5'`);
    }
  });

  it('declined → the next partner, at once; the one who declined is never offered it again', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 50, classe: '250' });
    await send(enquiry());
    const c = await lastContato(t.database.db);
    expect(c.cliente_id).toBe('TA');
    await declineOffer(t.app, c.uuid, 'TA', '10000001', 'Não atendemos esta linha');
    expect(await contatoState(t.database.db, c.uuid)).toMatchObject({
      status: 'oferecido',
      cliente_id: 'TB',
    });
    await declineOffer(t.app, c.uuid, 'TB', '10000001', 'Sem estoque');
    expect(await contatoState(t.database.db, c.uuid)).toMatchObject({ status: 'equipe', cliente_id: null });
    expect(await eventsOf(t.database.db, c.id)).toEqual([
      'recebido:-',
      'oferecido:TA',
      'recusado:TA',
      'oferecido:TB',
      'recusado:TB',
      'sem_parceiro:-',
    ]);
  });

  it('expired → the next partner; an expiry runs once, and not before the deadline nor after an answer', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 50, classe: '250' });
    await send(enquiry());
    const c = await lastContato(t.database.db);
    const job = { contatoId: c.id, ofertaId: c.oferta_id! };
    const prazo = await prazoDe(c.uuid);
    // Before the deadline: nothing.
    expect(await expireOffer(t.app, job, new Date(prazo.getTime() - 1000))).toBe(false);
    expect(await expireOffer(t.app, job, later(prazo))).toBe(true);
    expect(await expireOffer(t.app, job, later(prazo))).toBe(false);
    const moved = await contatoState(t.database.db, c.uuid);
    expect(moved).toMatchObject({ status: 'oferecido', cliente_id: 'TB' });
    expect(await eventsOf(t.database.db, c.id)).toEqual([
      'recebido:-',
      'oferecido:TA',
      'expirado:TA',
      'oferecido:TB',
    ]);
    // TB accepts; its offer's expiry later changes nothing.
    await acceptOffer(t.app, c.uuid, 'TB', '10000001');
    const tbPrazo = later(later(prazo));
    expect(await expireOffer(t.app, { contatoId: c.id, ofertaId: moved.oferta_id! }, tbPrazo)).toBe(false);
    expect(await contatoState(t.database.db, c.uuid)).toMatchObject({ status: 'aceito', cliente_id: 'TB' });
  });

  it('the deadline is 2 working days later, and the expiry is one job of the durable queue per offer', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    const antes = Date.now();
    await send(enquiry());
    const c = await lastContato(t.database.db);
    const prazo = await prazoDe(c.uuid);
    // Two working days: at least 48 hours, at most 2 days plus a weekend and a holiday.
    expect(prazo.getTime() - antes).toBeGreaterThanOrEqual(2 * 24 * 3600 * 1000 - 5000);
    expect(prazo.getTime() - antes).toBeLessThanOrEqual(6 * 24 * 3600 * 1000);
    const jobs = () =>
      queryRows<{ start_after: Date | string }>(
        t.database.db,
        sql`select start_after from pgboss.job where name = ${EXPIRY_JOB} and singleton_key = ${`oferta-${c.oferta_id}`}`,
      );
    const [job] = await jobs();
    expect(Math.abs(new Date(job!.start_after).getTime() - prazo.getTime())).toBeLessThan(1000);
    // Scheduling the same offer again queues nothing more.
    await t.app.jobs.schedule(
      EXPIRY_JOB,
      { contatoId: c.id, ofertaId: c.oferta_id },
      { startAfter: prazo, singletonKey: `oferta-${c.oferta_id}` },
    );
    expect(await jobs()).toHaveLength(1);
  });

  it('the deadline is 2 working days on a fixed clock: Friday → Tuesday, a national holiday skipped', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000', email: null });
    const municipio = { id: SAO_PAULO, ...(await positionOf(t.database.db)) };
    /** The deadline the offer states ('Responder até …', Brasília), kept whatever happens to it later. */
    const prazoOferecido = async (now: Date) => {
      const uuid = await createContato(
        t.app,
        { ...enquiry(), municipio, parceiroPedidoId: null, consentimentoVersao: '2026-01' },
        now,
      );
      const [oferta] = await queryRows<{ detalhe: string }>(
        t.database.db,
        sql`select e.detalhe from contato_evento e join contato c on c.id = e.contato_id
            where c.uuid = ${uuid} and e.tipo = 'oferecido' order by e.id limit 1`,
      );
      return oferta!.detalhe;
    };
    // Friday 6 November 2026, 10:00 in Brasília: the weekend does not count.
    expect(await prazoOferecido(new Date('2026-11-06T13:00:00Z'))).toBe('Responder até 10/11/2026 às 10:00');
    // Monday 20 April 2026, the eve of Tiradentes (a national holiday): the holiday does not count.
    expect(await prazoOferecido(new Date('2026-04-20T13:00:00Z'))).toBe('Responder até 23/04/2026 às 10:00');
    // Wednesday 11 November 2026: two ordinary working days.
    expect(await prazoOferecido(new Date('2026-11-11T13:00:00Z'))).toBe('Responder até 13/11/2026 às 10:00');
  });

  it("the queue's worker runs a due expiry job and moves the enquiry on", async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 50, classe: '250' });
    await send(enquiry());
    const c = await lastContato(t.database.db);
    // As if the deadline had passed: the job is moved to now, the deadline to a minute ago.
    await t.database.db.execute(
      sql`update contato set prazo = now() - interval '1 minute' where id = ${c.id}`,
    );
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${EXPIRY_JOB} and singleton_key = ${`oferta-${c.oferta_id}`}`,
    );
    await until(async () => (await contatoState(t.database.db, c.uuid)).cliente_id === 'TB');
    expect(await eventsOf(t.database.db, c.id)).toEqual([
      'recebido:-',
      'oferecido:TA',
      'expirado:TA',
      'oferecido:TB',
    ]);
  });

  it('at start every current offer gets its expiry job (the demo’s, a lost one), never twice', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await send(enquiry());
    const c = await lastContato(t.database.db);
    const key = `oferta-${c.oferta_id}`;
    const jobs = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pgboss.job where name = ${EXPIRY_JOB} and singleton_key = ${key}`,
        )
      )[0]!.n;
    await t.database.db.execute(
      sql`delete from pgboss.job where name = ${EXPIRY_JOB} and singleton_key = ${key}`,
    );
    expect(await jobs()).toBe(0);
    expect(await scheduleCurrentOffers(t.app)).toBe(1);
    expect(await jobs()).toBe(1);
    await scheduleCurrentOffers(t.app);
    expect(await jobs()).toBe(1);
  });

  it('a sweep expires every offer past its deadline', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await send(enquiry());
    await send(enquiry());
    const c = await lastContato(t.database.db);
    const prazo = await prazoDe(c.uuid);
    expect(await expireDueOffers(t.app, later(prazo))).toBe(2);
    expect(await expireDueOffers(t.app, later(prazo))).toBe(0);
    expect(await contatoState(t.database.db, c.uuid)).toMatchObject({ status: 'equipe' });
  });

  it('no partner left → status equipe, and staff get an e-mail', async () => {
    const r = await send(enquiry({ mensagem: 'Sem parceiro <b>aqui</b>' }));
    expect(r.status).toBe(201);
    const c = await lastContato(t.database.db);
    expect(c).toMatchObject({ status: 'equipe', cliente_id: null, prazo: null });
    expect(await eventsOf(t.database.db, c.id)).toEqual(['recebido:-', 'sem_parceiro:-']);
    const mailOf = () => smtp.received.find((m) => m.text?.includes(`/contatos/${c.uuid}`));
    await until(() => Boolean(mailOf()));
    const mail = mailOf()!;
    expect(mail.subject).toBe('Contato de cliente sem parceiro: São Paulo – SP');
    expect(mail.to).toMatchObject({ text: 'marketing@prix.com.br' });
    expect(mail.text).toContain(`/contatos/${c.uuid}`);
    // The visitor's words are text in the e-mail's HTML.
    expect(mail.html).toContain('Sem parceiro &#60;b&#62;aqui&#60;/b&#62;');
  });
});

describe('POST /api/publico/contato', () => {
  it('stores the enquiry with its consent and answers 201 with the message', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    const r = await send(enquiry({ mensagem: '<script>alert(1)</script> Quero <b>3</b> balanças' }));
    expect(r).toMatchObject({
      status: 201,
      body: { mensagem: expect.stringMatching(/^Recebemos seu contato/) },
    });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select nome, email, municipio_id, interesse, linha, mensagem, consentimento_versao, consentimento_em,
            recebido_em from contato`,
    );
    expect(row).toMatchObject({
      nome: 'Joana Cliente',
      email: 'joana@cliente.com.br',
      municipio_id: '3550308',
      interesse: 'compra',
      linha: 'comercial',
      // Stored as typed: never interpreted, shown as text.
      mensagem: '<script>alert(1)</script> Quero <b>3</b> balanças',
      consentimento_versao: '2026-11',
    });
    expect(new Date(row!.consentimento_em as string).getTime()).toBe(
      new Date(row!.recebido_em as string).getTime(),
    );
    // The partner's e-mail names the enquiry and links to it; the visitor's contact is not in it.
    const c = await lastContato(t.database.db);
    const mailOf = () => smtp.received.find((m) => m.text?.includes(`${t.baseUrl}/oportunidades/${c.uuid}`));
    await until(() => Boolean(mailOf()));
    const mail = mailOf()!;
    expect(mail.subject).toBe('Novo contato de cliente: Compra em São Paulo – SP');
    expect(mail.to).toMatchObject({ text: 'contato@ta.com.br' });
    expect(mail.text).not.toContain('joana@cliente.com.br');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('<script>');
  });

  it('a filled hidden field is answered as accepted, and nothing is stored', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    const r = await send(enquiry({ website: 'https://spam.example' }));
    expect(r).toMatchObject({
      status: 201,
      body: { mensagem: expect.stringMatching(/^Recebemos seu contato/) },
    });
    // Even with everything else wrong.
    expect((await send({ website: 'x', email: 'nada' })).status).toBe(201);
    expect(await count('contato')).toBe(0);
  });

  it('a form sent under 3 s, or without its start time, is refused', async () => {
    const fast = await send(enquiry({ tempo: 2900 }));
    expect(fast).toMatchObject({
      status: 400,
      body: { errors: [expect.stringMatching(/^Envio rápido demais/)] },
    });
    const none = await send({ ...enquiry(), tempo: undefined });
    expect(none.status).toBe(400);
    expect((await send(enquiry({ tempo: 2999 }))).status).toBe(400);
    // 3 s exactly, and a little more: a person's pace.
    expect((await send(enquiry({ tempo: 3000 }))).status).toBe(201);
    expect((await send(enquiry({ tempo: 3100 }))).status).toBe(201);
    expect(await count('contato')).toBe(2);
  });

  it('bad input: a Portuguese message in {errors}, never a 500, nothing stored', async () => {
    const cases: [unknown, RegExp][] = [
      [enquiry({ email: 'joana@' }), /e-mail válido/],
      [enquiry({ telefone: '123' }), /Telefone inválido/],
      [enquiry({ municipio: '9999999' }), /Cidade não encontrada/],
      [enquiry({ municipio: 'sao paulo' }), /Cidade inválida/],
      [enquiry({ mensagem: 'x'.repeat(2001) }), /no máximo 2000 caracteres/],
      [enquiry({ nome: '' }), /Informe o nome/],
      [enquiry({ interesse: 'aluguel' as 'compra' }), /Escolha o interesse/],
      [enquiry({ consentimento: false as true }), /autorize o uso dos seus dados/],
      [enquiry({ parceiro: 'nao-e-uuid' }), /Parceiro inválido/],
      [enquiry({ nome: 'a\u0000b' }), /./],
      [[1, 2], /./],
    ];
    for (const [body, message] of cases) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.errors?.join(' ')).toMatch(message);
    }
    // Over the body limit (16 kB): 413 in Portuguese, unread.
    const big = await send(enquiry({ mensagem: 'x'.repeat(20_000) }));
    expect(big).toMatchObject({ status: 413, body: { errors: ['Conteúdo muito grande'] } });
    expect(await count('contato')).toBe(0);
    expect(await count('contato_evento')).toBe(0);
  });

  it('a flood from one address gets 429 with Retry-After, counted across server instances', async () => {
    const config = { ...t.config, rateLimit: { ...t.config.rateLimit, contato: { max: 3, seconds: 600 } } };
    const first = await buildApp({ config, database: t.database, logger: false });
    const second = await buildApp({ config, database: t.database, logger: false });
    await Promise.all([first.ready(), second.ready()]);
    try {
      await t.database.db.execute(sql`delete from limite_taxa where chave like 'contato:%'`);
      expect((await send(enquiry(), first)).status).toBe(201);
      expect((await send(enquiry(), second)).status).toBe(201);
      expect((await send(enquiry(), first)).status).toBe(201);
      const flooded = await send(enquiry(), second);
      expect(flooded).toMatchObject({ status: 429, body: { errors: [MSG.muitasRequisicoes] } });
      expect(Number(flooded.retryAfter)).toBeGreaterThan(0);
      expect(Number(flooded.retryAfter)).toBeLessThanOrEqual(600);
      expect(await count('contato')).toBe(3);
    } finally {
      await t.database.db.execute(sql`delete from limite_taxa where chave like 'contato:%'`);
      await first.close();
      await second.close();
    }
  });
});

describe("the partner's Oportunidades", () => {
  /** An enquiry offered to Balanças Paulista (100234, Marcos's company), another partner farther away. */
  async function offeredToMarcos() {
    await placePartner(t.database.db, '100234', { km: 3, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 60, classe: '250' });
    await t.database.db.execute(
      sql`insert into cliente_pagina (cliente_id, nome_publico, telefone, whatsapp, email)
          values ('100234', 'Balanças Paulista', '+55 (11) 3333-4444', '+55 (11) 98765-4321', 'vendas@balancaspaulista.com.br')`,
    );
    await send(enquiry());
    return lastContato(t.database.db);
  }

  it('lists and shows an offered enquiry without the visitor’s contact; others are 404', async () => {
    const c = await offeredToMarcos();
    const lista = await call('GET', '/api/oportunidades', who.marcos!);
    expect(lista.status).toBe(200);
    expect(lista.body as unknown as ContatosLista).toMatchObject({
      total: 1,
      contatos: [
        {
          uuid: c.uuid,
          status: 'oferecido',
          parceiro: 'Balanças Paulista',
          municipio: 'São Paulo',
          uf: 'SP',
        },
      ],
    });
    const detalhe = await call('GET', `/api/oportunidades/${c.uuid}`, who.marcos!);
    expect(detalhe.body).toMatchObject({ email: null, telefone: null, mensagem: expect.any(String) });
    expect((detalhe.body as unknown as ContatoDetalhe).prazo).toBe(new Date(c.prazo!).toISOString());
    // Another partner's company: not found, and not in its list.
    expect((await call('GET', `/api/oportunidades/${c.uuid}`, who.otavio!)).status).toBe(404);
    expect((await call('GET', '/api/oportunidades', who.otavio!)).body).toMatchObject({ total: 0 });
    expect((await call('POST', `/api/oportunidades/${c.uuid}/aceite`, who.otavio!)).status).toBe(404);
    expect((await call('GET', '/api/oportunidades/nao-e-uuid', who.marcos!)).status).toBe(404);
  });

  it('accepting shows the contact, and the visitor’s e-mail names the partner and its contact', async () => {
    const c = await offeredToMarcos();
    const r = await call('POST', `/api/oportunidades/${c.uuid}/aceite`, who.marcos!);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'aceito',
      email: 'joana@cliente.com.br',
      telefone: '+55 (11) 3333-4444',
    });
    const mailOf = () =>
      smtp.received.find(
        (m) => JSON.stringify(m.to).includes('joana@cliente.com.br') && m.subject?.includes('vai atender'),
      );
    await until(() => Boolean(mailOf()));
    const mail = mailOf()!;
    expect(mail.subject).toBe('Balanças Paulista vai atender o seu contato — Prix');
    expect(mail.subject).toContain('Balanças Paulista');
    expect(mail.text).toContain('Balanças Paulista');
    expect(mail.text).toContain('+55 (11) 98765-4321');
    expect(mail.text).toContain('vendas@balancaspaulista.com.br');
    // Accepting again, or declining it now: 409.
    const again = await call('POST', `/api/oportunidades/${c.uuid}/aceite`, who.marcos!);
    expect(again).toMatchObject({
      status: 409,
      body: { errors: ['Sua empresa já aceitou esta oportunidade.'] },
    });
    expect(
      (await call('POST', `/api/oportunidades/${c.uuid}/recusa`, who.marcos!, { motivo: 'x' })).status,
    ).toBe(409);
  });

  it('declining needs a reason and sends it to the next partner; acting later is a 409', async () => {
    const c = await offeredToMarcos();
    const semMotivo = await call('POST', `/api/oportunidades/${c.uuid}/recusa`, who.marcos!, { motivo: ' ' });
    expect(semMotivo).toMatchObject({
      status: 400,
      body: { errors: [expect.stringContaining('Informe o motivo da recusa.')] },
    });
    const r = await call('POST', `/api/oportunidades/${c.uuid}/recusa`, who.marcos!, {
      motivo: 'Fora da nossa área',
    });
    expect(r.status).toBe(204);
    expect(await contatoState(t.database.db, c.uuid)).toMatchObject({ cliente_id: 'TB' });
    const late = await call('POST', `/api/oportunidades/${c.uuid}/aceite`, who.marcos!);
    expect(late.status).toBe(409);
    expect(late.body.errors?.[0]).toMatch(/não está mais disponível/);
    // No longer offered to it: not in its list, and its detail is gone.
    expect((await call('GET', '/api/oportunidades', who.marcos!)).body).toMatchObject({ total: 0 });
    expect((await call('GET', `/api/oportunidades/${c.uuid}`, who.marcos!)).status).toBe(404);
  });

  it('an offer past its deadline cannot be accepted (409)', async () => {
    const c = await offeredToMarcos();
    await t.database.db.execute(
      sql`update contato set prazo = now() - interval '1 second' where id = ${c.id}`,
    );
    const r = await call('POST', `/api/oportunidades/${c.uuid}/aceite`, who.marcos!);
    expect(r.status).toBe(409);
    expect(await contatoState(t.database.db, c.uuid)).toMatchObject({
      status: 'oferecido',
      cliente_id: '100234',
    });
  });

  it('the outcome: em andamento keeps it open, vendido closes it; then it is final', async () => {
    const c = await offeredToMarcos();
    const cedo = await call('PUT', `/api/oportunidades/${c.uuid}/resultado`, who.marcos!, {
      resultado: 'vendido',
    });
    expect(cedo).toMatchObject({
      status: 409,
      body: { errors: ['Aceite a oportunidade antes de registrar o resultado.'] },
    });
    await call('POST', `/api/oportunidades/${c.uuid}/aceite`, who.marcos!);
    const andamento = await call('PUT', `/api/oportunidades/${c.uuid}/resultado`, who.marcos!, {
      resultado: 'em_andamento',
    });
    expect(andamento.body).toMatchObject({ status: 'aceito', resultado: 'em_andamento' });
    const vendido = await call('PUT', `/api/oportunidades/${c.uuid}/resultado`, who.marcos!, {
      resultado: 'vendido',
    });
    expect(vendido.body).toMatchObject({ status: 'encerrado', resultado: 'vendido' });
    const depois = await call('PUT', `/api/oportunidades/${c.uuid}/resultado`, who.marcos!, {
      resultado: 'nao_vendido',
    });
    expect(depois.status).toBe(409);
    const invalido = await call('PUT', `/api/oportunidades/${c.uuid}/resultado`, who.marcos!, {
      resultado: 'talvez',
    });
    expect(invalido.status).toBe(400);
    // The partner's history: only its own steps.
    const detalhe = (await call('GET', `/api/oportunidades/${c.uuid}`, who.marcos!))
      .body as unknown as ContatoDetalhe;
    expect(detalhe.historico.map((e) => e.tipo)).toEqual([
      'recebido',
      'oferecido',
      'aceito',
      'resultado',
      'resultado',
    ]);
    expect(detalhe.historico[2]).toMatchObject({
      parceiro: 'Balanças Paulista',
      autor: expect.stringContaining('Marcos'),
    });
  });

  it('staff routes are closed to partners (403)', async () => {
    const c = await offeredToMarcos();
    for (const [method, url] of [
      ['GET', '/api/contatos'],
      ['GET', `/api/contatos/${c.uuid}`],
      ['GET', '/api/contatos/relatorio'],
      ['GET', '/api/contatos/relatorio/exportar?formato=csv'],
      ['POST', `/api/contatos/${c.uuid}/reatribuicao`],
    ] as const)
      expect(
        (await call(method, url, who.marcos!, method === 'POST' ? { parceiro: 'TB' } : undefined)).status,
      ).toBe(403);
  });
});

describe("staff's enquiries", () => {
  it('lists with filters and shows the whole history: who, when, what', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 50, classe: '250' });
    await send(enquiry({ nome: 'Érica Souza' }));
    const c = await lastContato(t.database.db);
    await declineOffer(t.app, c.uuid, 'TA', 'EXT0001', 'Sem estoque');
    await send(enquiry({ nome: 'Outro Cliente', interesse: 'assistencia' }));

    const todos = await call('GET', '/api/contatos', who.admin!);
    expect(todos.body).toMatchObject({ total: 2 });
    const busca = await call('GET', '/api/contatos?busca=erica', who.admin!);
    expect(busca.body).toMatchObject({
      total: 1,
      contatos: [{ nome: 'Érica Souza', parceiro: 'Parceiro TB' }],
    });
    expect((await call('GET', '/api/contatos?status=equipe', who.admin!)).body).toMatchObject({ total: 1 });
    expect((await call('GET', '/api/contatos?uf=RS', who.admin!)).body).toMatchObject({ total: 0 });
    expect((await call('GET', '/api/contatos?status=perdido', who.admin!)).status).toBe(400);

    const detalhe = (await call('GET', `/api/contatos/${c.uuid}`, who.admin!))
      .body as unknown as ContatoDetalhe;
    expect(detalhe).toMatchObject({
      email: 'joana@cliente.com.br',
      status: 'oferecido',
      parceiro: 'Parceiro TB',
    });
    expect(detalhe.historico).toEqual([
      { tipo: 'recebido', em: expect.any(String), parceiro: null, autor: null, detalhe: null },
      {
        tipo: 'oferecido',
        em: expect.any(String),
        parceiro: 'Parceiro TA',
        autor: null,
        detalhe: expect.stringMatching(/^Responder até \d\d\/\d\d\/\d{4} às \d\d:\d\d$/),
      },
      {
        tipo: 'recusado',
        em: expect.any(String),
        parceiro: 'Parceiro TA',
        autor: expect.stringContaining('Marcos'),
        detalhe: 'Sem estoque',
      },
      {
        tipo: 'oferecido',
        em: expect.any(String),
        parceiro: 'Parceiro TB',
        autor: null,
        detalhe: expect.any(String),
      },
    ]);
    expect((await call('GET', '/api/contatos/00000000-0000-0000-0000-000000000000', who.admin!)).status).toBe(
      404,
    );
  });

  it('reassigns to a chosen listed partner with a new offer; a company not listed for the kind is a 400', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TF', { km: 400, classe: '250' });
    await placePartner(t.database.db, 'TW', { km: 1, classe: '10', tipos: ['OT'] });
    await send(enquiry());
    const c = await lastContato(t.database.db);
    const naoListado = await call('POST', `/api/contatos/${c.uuid}/reatribuicao`, who.admin!, {
      parceiro: 'TW',
    });
    expect(naoListado.status).toBe(400);
    expect(naoListado.body.errors?.[0]).toMatch(/não está listado como revenda/);
    const r = await call('POST', `/api/contatos/${c.uuid}/reatribuicao`, who.admin!, {
      parceiro: 'TF',
      motivo: 'Cliente pediu este parceiro',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'oferecido', parceiro: 'Parceiro TF' });
    const depois = await contatoState(t.database.db, c.uuid);
    expect(depois.oferta_id).not.toBe(c.oferta_id);
    expect(await eventsOf(t.database.db, c.id)).toEqual([
      'recebido:-',
      'oferecido:TA',
      'reatribuido:TF',
      'oferecido:TF',
    ]);
    // The first offer's expiry is now stale: it changes nothing.
    expect(
      await expireOffer(
        t.app,
        { contatoId: c.id, ofertaId: c.oferta_id! },
        later(later(await prazoDe(c.uuid))),
      ),
    ).toBe(false);
    expect((await contatoState(t.database.db, c.uuid)).cliente_id).toBe('TF');
  });

  it('reports by partner, state and class, and exports the report', async () => {
    await placePartner(t.database.db, 'TA', { km: 5, classe: '1000' });
    await placePartner(t.database.db, 'TB', { km: 50, classe: '250' });
    // 1: TA declines after 2 h, TB accepts after 4 h and sells.
    await send(enquiry());
    const c1 = await lastContato(t.database.db);
    const t0 = new Date();
    await declineOffer(
      t.app,
      c1.uuid,
      'TA',
      '10000001',
      'Sem estoque',
      new Date(t0.getTime() + 2 * 3600_000),
    );
    await t.database.db.execute(
      sql`update contato_evento set em = ${new Date(t0.getTime() + 2 * 3600_000).toISOString()}::timestamptz
          where contato_id = ${c1.id} and tipo = 'oferecido' and cliente_id = 'TB'`,
    );
    await acceptOffer(t.app, c1.uuid, 'TB', '10000001', new Date(t0.getTime() + 6 * 3600_000));
    await t.database.db.execute(
      sql`update contato set status = 'encerrado', resultado = 'vendido' where id = ${c1.id}`,
    );
    // 2: TA lets it expire; TB has it offered.
    await send(enquiry());
    const c2 = await lastContato(t.database.db);
    await expireOffer(t.app, { contatoId: c2.id, ofertaId: c2.oferta_id! }, later(await prazoDe(c2.uuid)));
    // 3: TA accepts at once (0 h) and it is in progress.
    await send(enquiry());
    const c3 = await lastContato(t.database.db);
    await t.database.db.execute(
      sql`update contato_evento set em = ${t0.toISOString()}::timestamptz where contato_id = ${c3.id} and tipo = 'oferecido'`,
    );
    await acceptOffer(t.app, c3.uuid, 'TA', '10000001', t0);
    await t.database.db.execute(sql`update contato set resultado = 'em_andamento' where id = ${c3.id}`);

    const porParceiro = (await call('GET', '/api/contatos/relatorio?agrupar=parceiro', who.admin!)).body as {
      linhas: RelatorioContatosLinha[];
    };
    const ta = porParceiro.linhas.find((l) => l.grupo === 'Parceiro TA (TA)')!;
    const tb = porParceiro.linhas.find((l) => l.grupo === 'Parceiro TB (TB)')!;
    expect(ta).toEqual({
      grupo: 'Parceiro TA (TA)',
      oferecidos: 3,
      aceitos: 1,
      recusados: 1,
      expirados: 1,
      taxaAceite: 1 / 3,
      // Answers after 2 h and 0 h: the median is 1 h.
      medianaRespostaHoras: expect.closeTo(1, 2),
      vendidos: 0,
      naoVendidos: 0,
      emAndamento: 1,
    });
    expect(tb).toMatchObject({
      oferecidos: 2,
      aceitos: 1,
      recusados: 0,
      expirados: 0,
      taxaAceite: 0.5,
      vendidos: 1,
    });
    expect(tb.medianaRespostaHoras).toBeCloseTo(4, 2);

    const porClasse = (await call('GET', '/api/contatos/relatorio?agrupar=classe', who.admin!)).body as {
      linhas: RelatorioContatosLinha[];
    };
    expect(porClasse.linhas.map((l) => [l.grupo, l.oferecidos])).toEqual([
      ['Prix 1000', 3],
      ['Prix 250', 2],
    ]);
    const porUf = (await call('GET', '/api/contatos/relatorio?agrupar=uf', who.admin!)).body as {
      linhas: RelatorioContatosLinha[];
    };
    expect(porUf.linhas).toMatchObject([{ grupo: 'SP', oferecidos: 5, aceitos: 2 }]);
    // A period before any offer: nothing.
    expect(
      (await call('GET', '/api/contatos/relatorio?dtInit=2020-01-01&dtEnd=2020-12-31', who.admin!)).body,
    ).toEqual({
      linhas: [],
    });
    expect((await call('GET', '/api/contatos/relatorio?agrupar=cidade', who.admin!)).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/contatos/relatorio/exportar?agrupar=classe&formato=csv',
      headers: { cookie: who.admin! },
    });
    expect(csv.statusCode).toBe(200);
    const rows = readCsv(csv.rawPayload).lines;
    expect(rows[0]).toEqual([
      'Classe',
      'Oferecidos',
      'Aceitos',
      'Recusados',
      'Expirados',
      'Taxa de aceite (%)',
      'Mediana de resposta (horas)',
      'Vendidos',
      'Não vendidos',
      'Em andamento',
    ]);
    expect(rows[1]!.slice(0, 6)).toEqual(['Prix 1000', '3', '1', '1', '1', '33,3']);
  });
});
