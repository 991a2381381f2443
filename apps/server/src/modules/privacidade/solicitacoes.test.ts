import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_CLIENT_HEADER, MSG } from '@prix/shared';
import { CAMPO_ARMADILHA } from '@prix/shared/core/public-form';
import type { SolicitacaoPrivacidadeDetalhe, SolicitacoesPrivacidadeLista } from '@prix/shared/privacidade';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { BOTH_DOCUMENTS, application } from '../../testing/candidaturas.js';
import { enquiry } from '../../testing/contatos.js';
import { until } from '../../testing/until.js';
import { sendMultipart } from '../../testing/multipart.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { diaEmBrasilia, somarDias } from './prazo.js';
import { MSG_PRIVACIDADE, remindOfficer } from './solicitacoes.js';
import { SOLICITACAO_PUBLICA_RECEBIDA } from './solicitacoes.routes.js';

/**
 * The people's requests under the LGPD (decision 0048): a signed-in person's, a visitor's confirmed by e-mail,
 * the officer's queue with the legal clock, the answer, the day-10 reminder, and the consents as records.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const who: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  who.davi = await sessionCookieFor(t, '10000005'); // the demo's data protection officer
  who.admin = await sessionCookieFor(t, '10000001'); // every key
  who.lucas = await sessionCookieFor(t, '10000002'); // staff without the key
  who.marcos = await sessionCookieFor(t, 'EXT0001');
  who.otavio = await sessionCookieFor(t, 'EXT0003');
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const db = () => t.database.db;
const hoje = diaEmBrasilia();
const mailTo = (address: string) =>
  smtp.received.filter((m) => m.to && 'text' in m.to && m.to.text === address);

/** A visitor's request through the public form, as the page sends it. */
const publicForm = (over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/publico/privacidade',
    headers: { origin: t.baseUrl },
    payload: {
      tipo: 'anonimizacao',
      nome: 'Vera Visitante',
      email: 'vera@visitante.com.br',
      mensagem: 'Quero que apaguem os dados do meu contato pelo site.',
      tempo: 10_000,
      ...over,
    },
  });
const confirm = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/publico/privacidade/confirmar/${token}`,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
/** The e-mails that told the officer of a request's arrival. */
const arrivalsOf = (uuid: string) =>
  mailTo('dpo@prix.com.br').filter(
    (m) => m.subject?.startsWith('Nova solicitação LGPD') && m.text?.includes(uuid),
  );
const dataBr = (dia: string) => dia.split('-').reverse().join('/');
const tokenIn = (text: string | undefined) =>
  /\/seus-dados\/confirmar\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

describe('a signed-in person’s request about their own data', () => {
  it('is received at once with its legal clock (15 days) and listed among mine only', async () => {
    const made = await call('POST', '/api/privacidade/solicitacoes', who.otavio!, {
      tipo: 'correcao',
      mensagem: 'Meu telefone mudou: (51) 99999-0000.',
    });
    expect(made.status).toBe(201);
    const detalhe = made.body as unknown as SolicitacaoPrivacidadeDetalhe;
    expect(detalhe).toMatchObject({
      tipo: 'correcao',
      status: 'recebida',
      titular: 'Otávio Oficina',
      email: 'otavio@pesagemsul.com.br',
      prazo: somarDias(hoje, 15),
      diasRestantes: 15,
      atrasada: false,
      mensagem: 'Meu telefone mudou: (51) 99999-0000.',
      resposta: null,
    });
    expect(detalhe.usuario).toMatch(/^[0-9a-f-]{36}$/);
    // The officer (EMAIL_ENCARREGADO) is told at once, with the due date and the request's page.
    await until(() => arrivalsOf(detalhe.uuid).length > 0);
    const [arrival] = arrivalsOf(detalhe.uuid);
    expect(arrival!.subject).toBe(
      `Nova solicitação LGPD: responder até ${dataBr(somarDias(hoje, 15))} (Correção de dados)`,
    );
    expect(arrival!.text).toContain('Chegou uma solicitação de Otávio Oficina sobre dados pessoais');
    expect(arrival!.text).toContain(`${t.baseUrl}/privacidade/solicitacoes/${detalhe.uuid}`);

    const minhas = (await call('GET', '/api/privacidade/solicitacoes/minhas', who.otavio!))
      .body as unknown as SolicitacoesPrivacidadeLista;
    expect(minhas.solicitacoes.map((s) => s.uuid)).toEqual([detalhe.uuid]);
    // Marcos sees his own (the demo's overdue one), never Otávio's.
    const deMarcos = (await call('GET', '/api/privacidade/solicitacoes/minhas', who.marcos!))
      .body as unknown as SolicitacoesPrivacidadeLista;
    expect(deMarcos.solicitacoes.map((s) => s.titular)).toEqual(['Marcos Proprietário']);

    // Reading it: its owner and the officer; anybody else 404, never a 500.
    expect((await call('GET', `/api/privacidade/solicitacoes/${detalhe.uuid}`, who.otavio!)).status).toBe(
      200,
    );
    expect((await call('GET', `/api/privacidade/solicitacoes/${detalhe.uuid}`, who.davi!)).status).toBe(200);
    const alheia = await call('GET', `/api/privacidade/solicitacoes/${detalhe.uuid}`, who.marcos!);
    expect(alheia).toMatchObject({ status: 404, body: { errors: [MSG.naoEncontrado] } });
    expect((await call('GET', '/api/privacidade/solicitacoes/nao-e-uuid', who.marcos!)).status).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/privacidade/solicitacoes/${'0'.repeat(8)}-0000-0000-0000-000000000000`,
          who.davi!,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses bad input with 400 and an anonymous caller with 401', async () => {
    const bad = async (body: unknown) =>
      (await call('POST', '/api/privacidade/solicitacoes', who.marcos!, body)).status;
    expect(await bad({ tipo: 'outro', mensagem: 'x' })).toBe(400);
    expect(await bad({ tipo: 'acesso', mensagem: '' })).toBe(400);
    expect(await bad({ tipo: 'acesso', mensagem: 'x'.repeat(2001) })).toBe(400);
    expect(await bad(['nada'])).toBe(400);
    expect(
      (await call('POST', '/api/privacidade/solicitacoes', '', { tipo: 'acesso', mensagem: 'x' })).status,
    ).toBe(401);
    expect((await call('GET', '/api/privacidade/solicitacoes/minhas?page=0', who.marcos!)).status).toBe(400);
  });
});

describe('the officer’s queue with the legal clock', () => {
  it('lists the open requests first by due date: the overdue one, the one due in 3 days…', async () => {
    const fila = (await call('GET', '/api/privacidade/solicitacoes', who.davi!))
      .body as unknown as SolicitacoesPrivacidadeLista;
    const status = fila.solicitacoes.map((s) => s.status);
    // Open ones, then the visitor's awaiting confirmation, then the answered.
    const lastOpen =
      status.lastIndexOf('em_atendimento') > status.lastIndexOf('recebida')
        ? status.lastIndexOf('em_atendimento')
        : status.lastIndexOf('recebida');
    expect(status.indexOf('aguardando_confirmacao')).toBeGreaterThan(lastOpen);
    expect(status.indexOf('respondida')).toBeGreaterThan(status.indexOf('aguardando_confirmacao'));
    const [atrasada, tresDias] = fila.solicitacoes;
    expect(atrasada).toMatchObject({ titular: 'Marcos Proprietário', atrasada: true, diasRestantes: -3 });
    expect(tresDias).toMatchObject({
      titular: 'Gabriela Grupo',
      status: 'em_atendimento',
      diasRestantes: 3,
      atrasada: false,
    });
    const respondida = fila.solicitacoes.find((s) => s.status === 'respondida')!;
    expect(respondida).toMatchObject({ diasRestantes: null, atrasada: false });
    const aguardando = fila.solicitacoes.find((s) => s.status === 'aguardando_confirmacao')!;
    expect(aguardando).toMatchObject({ titular: 'Paulo Visitante', prazo: null, diasRestantes: null });
    const prazos = fila.solicitacoes.filter((s) => s.diasRestantes !== null).map((s) => s.prazo!);
    expect(prazos).toEqual([...prazos].sort());

    const filtrada = (
      await call('GET', '/api/privacidade/solicitacoes?status=respondida&tipo=acesso', who.davi!)
    ).body as unknown as SolicitacoesPrivacidadeLista;
    expect(filtrada.solicitacoes.length).toBeGreaterThan(0);
    expect(filtrada.solicitacoes.every((s) => s.status === 'respondida' && s.tipo === 'acesso')).toBe(true);
    expect((await call('GET', '/api/privacidade/solicitacoes?status=qualquer', who.davi!)).status).toBe(400);
    expect((await call('GET', '/api/privacidade/solicitacoes?page=abc', who.davi!)).status).toBe(400);
  });

  it('is the officer’s only: staff without the key and partners are refused', async () => {
    expect((await call('GET', '/api/privacidade/solicitacoes', who.lucas!)).status).toBe(403);
    expect((await call('GET', '/api/privacidade/solicitacoes', who.marcos!)).status).toBe(403);
    expect((await call('GET', '/api/privacidade/solicitacoes', who.admin!)).status).toBe(200);
    const [uma] = await queryRows<{ uuid: string }>(
      db(),
      sql`select uuid::text from solicitacao_privacidade limit 1`,
    );
    const answer = { resposta: 'ok', status: 'respondida' };
    expect(
      (await call('POST', `/api/privacidade/solicitacoes/${uma!.uuid}/resposta`, who.lucas!, answer)).status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/privacidade/solicitacoes/${uma!.uuid}/resposta`, who.marcos!, answer)).status,
    ).toBe(403);
  });

  it('records progress, then closes with the answer e-mailed to the person; never twice', async () => {
    const made = await call('POST', '/api/privacidade/solicitacoes', who.marcos!, {
      tipo: 'revogacao',
      mensagem: 'Revogo o consentimento para e-mails de campanhas.',
    });
    const uuid = (made.body as unknown as SolicitacaoPrivacidadeDetalhe).uuid;
    const url = `/api/privacidade/solicitacoes/${uuid}/resposta`;
    const andamento = await call('POST', url, who.davi!, {
      resposta: 'Verificando com o marketing.',
      status: 'em_atendimento',
    });
    expect(andamento.body).toMatchObject({
      status: 'em_atendimento',
      respondidaEm: null,
      diasRestantes: 15,
      respondidaPor: 'Davi Dados',
    });
    const fim = await call('POST', url, who.davi!, {
      resposta: 'Removemos o seu e-mail das campanhas.\nObrigado.',
      status: 'respondida',
    });
    expect(fim.status).toBe(200);
    expect(fim.body).toMatchObject({
      status: 'respondida',
      resposta: 'Removemos o seu e-mail das campanhas.\nObrigado.',
      respondidaPor: 'Davi Dados',
      diasRestantes: null,
      atrasada: false,
    });
    await until(() => mailTo('marcos@balancaspaulista.com.br').length > 0);
    const [mail] = mailTo('marcos@balancaspaulista.com.br');
    expect(mail!.subject).toBe('Resposta à sua solicitação: Revogação de consentimento');
    expect(mail!.text).toContain('Removemos o seu e-mail das campanhas.');
    // The person sees the answer.
    const minha = await call('GET', `/api/privacidade/solicitacoes/${uuid}`, who.marcos!);
    expect(minha.body).toMatchObject({
      status: 'respondida',
      resposta: 'Removemos o seu e-mail das campanhas.\nObrigado.',
    });

    const again = await call('POST', url, who.davi!, { resposta: 'De novo', status: 'respondida' });
    expect(again).toMatchObject({ status: 409, body: { errors: [MSG_PRIVACIDADE.jaRespondida] } });
    expect((await call('POST', url, who.davi!, { resposta: '', status: 'respondida' })).status).toBe(400);
    expect((await call('POST', url, who.davi!, { resposta: 'x', status: 'recebida' })).status).toBe(400);
    expect(
      (
        await call('POST', '/api/privacidade/solicitacoes/xyz/resposta', who.davi!, {
          resposta: 'x',
          status: 'respondida',
        })
      ).status,
    ).toBe(404);
  });
});

describe('a visitor’s request from the public form', () => {
  it('is confirmed through the link e-mailed to the address named; the clock starts then', async () => {
    const sent = await publicForm();
    expect(sent.statusCode).toBe(201);
    expect(parseJson(sent.body)).toEqual({ mensagem: SOLICITACAO_PUBLICA_RECEBIDA });
    const [row] = await queryRows<{ uuid: string; status: string; prazo: string | null; token_hash: string }>(
      db(),
      sql`select uuid::text as uuid, status, prazo::text as prazo, token_hash from solicitacao_privacidade
          where email = 'vera@visitante.com.br'`,
    );
    expect(row).toMatchObject({ status: 'aguardando_confirmacao', prazo: null });
    await until(() => mailTo('vera@visitante.com.br').length > 0);
    const [mail] = mailTo('vera@visitante.com.br');
    expect(mail!.subject).toBe('Confirme a sua solicitação sobre dados pessoais');
    const token = tokenIn(mail!.text)!;
    expect(mail!.text).toContain(`${t.baseUrl}/seus-dados/confirmar/${token}`);
    // Only the token's hash is stored.
    expect(row!.token_hash).not.toContain(token);

    // Confirmed three days after it was sent: the 15 days count from the confirmation.
    await db().execute(
      sql`update solicitacao_privacidade set recebida_em = recebida_em - interval '3 days'
          where email = 'vera@visitante.com.br'`,
    );
    // Not a request before it is confirmed: the officer hears of it then.
    expect(arrivalsOf(row!.uuid)).toEqual([]);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const prazo = somarDias(hoje, 15);
    expect(parseJson(confirmed.body)).toMatchObject({ prazo });
    // A second click answers the same.
    const second = await confirm(token);
    expect(second.statusCode).toBe(200);
    expect(parseJson(second.body)).toMatchObject({ prazo });
    const fila = (await call('GET', '/api/privacidade/solicitacoes?status=recebida', who.davi!))
      .body as unknown as SolicitacoesPrivacidadeLista;
    expect(fila.solicitacoes.find((s) => s.uuid === row!.uuid)).toMatchObject({
      titular: 'Vera Visitante',
      prazo,
      diasRestantes: 15,
    });
    // Its reminder waits for day 10 from the confirmation too.
    const [job] = await queryRows<{ start_after: Date }>(
      db(),
      sql`select start_after from pgboss.job where name = 'privacidade-lembrete' and singleton_key = (
            select 'lembrete-' || id from solicitacao_privacidade where uuid = ${row!.uuid}::uuid)`,
    );
    expect(diaEmBrasilia(new Date(job!.start_after))).toBe(somarDias(hoje, 10));
    // The officer is told once, however many clicks.
    await until(() => arrivalsOf(row!.uuid).length > 0);
    expect(arrivalsOf(row!.uuid)[0]!.text).toContain('Chegou uma solicitação de Vera Visitante');
    expect(arrivalsOf(row!.uuid)).toHaveLength(1);
  });

  it('refuses a forged or expired link with the same 404, and a cross-site call', async () => {
    const forged = await confirm('forjado');
    expect(forged.statusCode).toBe(404);
    expect(parseJson(forged.body)).toEqual({ errors: [MSG_PRIVACIDADE.linkInvalido] });
    expect((await confirm('x'.repeat(101))).statusCode).toBe(414);

    await publicForm({ email: 'atrasado@visitante.com.br' });
    await until(() => mailTo('atrasado@visitante.com.br').length > 0);
    const token = tokenIn(mailTo('atrasado@visitante.com.br')[0]!.text)!;
    await db().execute(
      sql`update solicitacao_privacidade set recebida_em = now() - interval '7 days 1 minute'
          where email = 'atrasado@visitante.com.br'`,
    );
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(404);
    expect(parseJson(expired.body)).toEqual({ errors: [MSG_PRIVACIDADE.linkInvalido] });

    const crossSite = await t.app.inject({
      method: 'GET',
      url: `/api/publico/privacidade/confirmar/${token}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const byTheApp = await t.app.inject({
      method: 'GET',
      url: '/api/publico/privacidade/confirmar/forjado',
      headers: { [APP_CLIENT_HEADER]: '1' },
    });
    expect(byTheApp.statusCode).toBe(404);
  });

  it('has the public forms’ bot protection: the hidden field stores nothing, a fast send is refused', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from solicitacao_privacidade`))[0]!
        .n;
    const before = await count();
    const bot = await publicForm({ [CAMPO_ARMADILHA]: 'http://spam', email: 'bot@spam.com' });
    expect(bot.statusCode).toBe(201);
    expect(parseJson(bot.body)).toEqual({ mensagem: SOLICITACAO_PUBLICA_RECEBIDA });
    expect((await publicForm({ tempo: 500 })).statusCode).toBe(400);
    expect((await publicForm({ tempo: undefined })).statusCode).toBe(400);
    expect((await publicForm({ email: 'não é e-mail' })).statusCode).toBe(400);
    expect((await publicForm({ tipo: 'outro' })).statusCode).toBe(400);
    expect((await publicForm({ nome: '' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    const answer = await call('POST', '/api/privacidade/solicitacoes/x/resposta', who.davi!, {
      resposta: 'x',
      status: 'respondida',
    });
    expect(answer.status).toBe(404);
  });

  it('cannot be answered before the visitor confirms', async () => {
    const [paulo] = await queryRows<{ uuid: string }>(
      db(),
      sql`select uuid::text from solicitacao_privacidade where status = 'aguardando_confirmacao' and email = 'paulo.visitante@exemplo.com.br'`,
    );
    const answer = await call('POST', `/api/privacidade/solicitacoes/${paulo!.uuid}/resposta`, who.davi!, {
      resposta: 'Feito',
      status: 'respondida',
    });
    expect(answer).toMatchObject({ status: 409, body: { errors: [MSG_PRIVACIDADE.naoConfirmada] } });
  });

  it('is limited per address (its own limit, shared by the instances)', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PRIVACIDADE: '2/600' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/publico/privacidade',
          headers: { origin: limited.baseUrl },
          payload: {
            tipo: 'acesso',
            nome: 'Ana',
            email: 'ana@x.com.br',
            mensagem: 'Quais dados?',
            tempo: 10_000,
          },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const flooded = await send();
      expect(flooded.statusCode).toBe(429);
      expect(parseJson(flooded.body)).toEqual({ errors: [MSG.muitasRequisicoes] });
    } finally {
      await limited.close();
    }
  }, 30_000);
});

describe('the reminder to the officer at day 10', () => {
  it('is queued once per request, even run twice at once, to EMAIL_ENCARREGADO', async () => {
    const made = await call('POST', '/api/privacidade/solicitacoes', who.otavio!, {
      tipo: 'anonimizacao',
      mensagem: 'Peço a exclusão dos meus dados.',
    });
    const uuid = (made.body as unknown as SolicitacaoPrivacidadeDetalhe).uuid;
    // Its job waits for day 10 of the clock.
    const [job] = await queryRows<{ start_after: Date; singleton_key: string }>(
      db(),
      sql`select start_after, singleton_key from pgboss.job
          where name = 'privacidade-lembrete' and singleton_key = (
            select 'lembrete-' || id from solicitacao_privacidade where uuid = ${uuid}::uuid)`,
    );
    const recebida = Date.parse((made.body as unknown as SolicitacaoPrivacidadeDetalhe).recebidaEm);
    expect(new Date(job!.start_after).getTime()).toBe(recebida + 10 * 86_400_000);

    // Not due yet; nine days later not yet either (others may be: the demo's); at day 10, one e-mail, whatever the runs.
    const reminded = async () =>
      (
        await queryRows<{ lembrete_em: Date | null }>(
          db(),
          sql`select lembrete_em from solicitacao_privacidade where uuid = ${uuid}::uuid`,
        )
      )[0]!.lembrete_em;
    await remindOfficer(t.app);
    await remindOfficer(t.app, new Date(recebida + 9 * 86_400_000));
    expect(await reminded()).toBeNull();
    const day10 = new Date(recebida + 10 * 86_400_000 + 1000);
    const runs = await Promise.all([remindOfficer(t.app, day10), remindOfficer(t.app, day10)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminded()).not.toBeNull();
    expect(await remindOfficer(t.app, day10)).toBe(0);
    const mine = () =>
      mailTo('dpo@prix.com.br').filter((m) => m.subject?.startsWith('Prazo LGPD') && m.text?.includes(uuid));
    await until(() => mine().length > 0);
    const [mail] = mine();
    expect(mail!.subject).toBe(
      `Prazo LGPD: responder até ${somarDias(hoje, 15).split('-').reverse().join('/')} (Anonimização ou exclusão)`,
    );
    expect(mail!.text).toContain(`${t.baseUrl}/privacidade/solicitacoes/${uuid}`);
    await until(async () => {
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from pgboss.job where name = 'email' and state in ('created', 'retry', 'active')`,
      );
      return row?.n === 0;
    });
    expect(mine()).toHaveLength(1);
  });

  it('is not sent for an answered request', async () => {
    const made = await call('POST', '/api/privacidade/solicitacoes', who.marcos!, {
      tipo: 'acesso',
      mensagem: 'Meus dados.',
    });
    const detalhe = made.body as unknown as SolicitacaoPrivacidadeDetalhe;
    await call('POST', `/api/privacidade/solicitacoes/${detalhe.uuid}/resposta`, who.davi!, {
      resposta: 'Enviado.',
      status: 'respondida',
    });
    const later = new Date(Date.parse(detalhe.recebidaEm) + 11 * 86_400_000);
    const [row] = await queryRows<{ lembrete_em: Date | null }>(
      db(),
      sql`select lembrete_em from solicitacao_privacidade where uuid = ${detalhe.uuid}::uuid`,
    );
    expect(row!.lembrete_em).toBeNull();
    await remindOfficer(t.app, later);
    const [after] = await queryRows<{ lembrete_em: Date | null }>(
      db(),
      sql`select lembrete_em from solicitacao_privacidade where uuid = ${detalhe.uuid}::uuid`,
    );
    expect(after!.lembrete_em).toBeNull();
  });
});

describe('consents as records', () => {
  const consents = (where: ReturnType<typeof sql>) =>
    queryRows<{ origem: string; versao: string; usuario_id: string | null; email: string | null }>(
      db(),
      sql`select origem, versao, usuario_id, email from consentimento where ${where} order by id`,
    );

  it('records the cookie notice acknowledged by a signed-in person', async () => {
    const r = await call('POST', '/api/privacidade/consentimentos', who.otavio!, {
      origem: 'cookies',
      versao: '2026-11',
    });
    expect(r.status).toBe(204);
    expect(await consents(sql`usuario_id = 'EXT0003'`)).toEqual([
      { origem: 'cookies', versao: '2026-11', usuario_id: 'EXT0003', email: null },
    ]);
    expect(
      (await call('POST', '/api/privacidade/consentimentos', who.otavio!, { origem: 'contato', versao: '1' }))
        .status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/privacidade/consentimentos', who.otavio!, { origem: 'cookies', versao: '' }))
        .status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/privacidade/consentimentos', '', { origem: 'cookies', versao: '1' })).status,
    ).toBe(401);
  });

  it('records the enquiry’s and the application’s consent with the form', async () => {
    const contato = await t.app.inject({
      method: 'POST',
      url: '/api/publico/contato',
      headers: { origin: t.baseUrl },
      payload: enquiry({ email: 'consente@cliente.com.br' }),
    });
    expect(contato.statusCode).toBe(201);
    expect(await consents(sql`email = 'consente@cliente.com.br'`)).toEqual([
      { origem: 'contato', versao: '2026-11', usuario_id: null, email: 'consente@cliente.com.br' },
    ]);
    const sent = await sendMultipart(`${t.baseUrl}/api/publico/candidatura`, {
      headers: { origin: t.baseUrl },
      fields: {
        json: JSON.stringify(application({ contatoEmail: 'candidata@empresa.com.br' })),
      },
      files: BOTH_DOCUMENTS,
    });
    expect(sent!.status).toBe(201);
    expect(await consents(sql`email = 'candidata@empresa.com.br'`)).toEqual([
      { origem: 'candidatura', versao: '2026-11', usuario_id: null, email: 'candidata@empresa.com.br' },
    ]);
  });
});
