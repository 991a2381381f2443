import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '@prix/shared';
import type { IntegracaoToken } from '@prix/shared/integracao';
import { CONSENTIMENTO_CONTATO_VERSAO } from '@prix/shared/core/onde-comprar';
import { WEBHOOK_EVENTS } from '@prix/shared/core/webhook';
import type { WebhookEntrega, WebhookSegredo } from '@prix/shared/webhook';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { freePort } from '../../testing/free-port.js';
import { until } from '../../testing/until.js';
import { application, BOTH_DOCUMENTS, lastCandidatura } from '../../testing/candidaturas.js';
import { placePartner, positionOf, SAO_PAULO } from '../../testing/contatos.js';
import { sendMultipart } from '../../testing/multipart.js';
import { decide } from '../candidatura/candidatura-store.js';
import { acceptOffer, createContato, recordResult } from '../contatos/routing.js';
import { recordClassChange } from '../reclassificacao/classe-historico.js';
import { checkWebhookUrl, guardedLookup, MSG_WEBHOOK_ENDERECO } from './webhook-address.js';
import {
  CLAIM_SECONDS,
  DELIVERY_TIMEOUT_MS,
  deliverWebhook,
  MAX_TRIES,
  PAUSE_AFTER_FAILURES,
  WEBHOOK_JOB_EXPIRE_SECONDS,
  WEBHOOK_JOB_RETRY_SECONDS,
} from './webhook-delivery.js';
import { emitWebhookEvent, signatureHeader, signWebhook } from '../webhook/webhook-outbox.js';

/**
 * Webhooks (decision 0056): signed deliveries written with the business transaction, never to a private
 * network (at registration and at the connection), retried for a day, the endpoint paused when it keeps
 * failing; the README's receiver checks what the portal sends.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;

/** A receiver on 127.0.0.1 answering `status` and keeping what it got. */
interface Receiver {
  url: string;
  status: number;
  got: Array<{ headers: IncomingHttpHeaders; body: string }>;
  server: Server;
}
let receiver: Receiver;

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_HOSTS_PERMITIDOS: '127.0.0.1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  admin = await sessionCookieFor(t, '10000001');
  const got: Receiver['got'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prix`,
    status: 200,
    got,
    server,
  };
});
afterAll(async () => {
  receiver.server.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from webhook_endpoint`);
  receiver.status = 200;
  receiver.got.length = 0;
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function integration(): Promise<string> {
  const answer = await call('POST', '/api/integracoes', admin, {
    nome: `ERP ${Math.random().toString(36).slice(2, 8)}`,
    chaves: [PERM.faturamento.importar],
    expiraEm: inDays(30),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as unknown as IntegracaoToken).integracao.id;
}

async function endpoint(url = receiver.url, eventos = ['cliente.classe']) {
  const id = await integration();
  const answer = await call('POST', `/api/integracoes/${id}/webhooks`, admin, { url, eventos });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const created = answer.body as unknown as WebhookSegredo;
  return { integracao: id, id: created.endpoint.id, segredo: created.segredo };
}

/** A class change of company 100234, committed: the `cliente.classe` event. */
const changeClass = () =>
  t.database.db.transaction((tx) =>
    recordClassChange(t.app, tx, {
      clienteId: '100234',
      origem: 'cadastro',
      de: '10',
      para: '50',
      usuarioId: '10000001',
    }),
  );

const deliveries = (endpointId: string) =>
  queryRows<{ id: string; situacao: string; tentativas: number; codigo: number | null; erro: string | null }>(
    t.database.db,
    sql`select id, situacao, tentativas, codigo, erro from webhook_entrega where endpoint_id = ${endpointId}
        order by criada_em`,
  );

const jobCount = async () => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pgboss.job where name = 'webhook-entrega'`,
  );
  return row!.n;
};

describe('signing', () => {
  it('signs `${t}.${body}` with HMAC-SHA256 (a known vector)', () => {
    const body =
      '{"id":"00000000-0000-4000-8000-000000000001","evento":"cliente.classe","criadoEm":"2026-01-01T00:00:00.000Z","dados":{}}';
    const hex = '268d11dfc042f17f390697609d744c1d2ab22b34746a74302b465a982d71314d';
    expect(signWebhook('whsec_exemplo', 1700000000, body)).toBe(hex);
    expect(signatureHeader('whsec_exemplo', 1700000000, body)).toBe(`t=1700000000,v1=${hex}`);
  });

  it('sends the event signed, with its headers, and shows the secret only once', async () => {
    const e = await endpoint();
    expect(e.segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await call('GET', `/api/integracoes/${e.integracao}/webhooks`, admin);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(e.segredo);
    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.situacao === 'entregue');
    const [sent] = receiver.got;
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      evento: 'cliente.classe',
      dados: { cliente: '100234', classeAnterior: '10', classe: '50', origem: 'cadastro' },
    });
    expect(Object.keys(body)).toEqual(['id', 'evento', 'criadoEm', 'dados']);
    const [delivery] = await deliveries(e.id);
    expect(sent!.headers['x-prix-evento']).toBe('cliente.classe');
    expect(sent!.headers['x-prix-entrega']).toBe(delivery!.id);
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(sent!.headers['x-prix-assinatura']))!;
    expect(v1).toBe(signWebhook(e.segredo, Number(ts), sent!.body));
    expect(delivery).toMatchObject({ tentativas: 1, codigo: 200, erro: null });
    const log = await call('GET', `/api/integracoes/${e.integracao}/webhooks/${e.id}/entregas`, admin);
    expect((log.body.entregas as WebhookEntrega[])[0]).toMatchObject({ situacao: 'entregue', codigo: 200 });
  });
});

describe('addresses (no private network)', () => {
  const production = { httpAllowed: false, allowedHosts: [] };

  it('refuses literal private, loopback, link-local and mapped addresses at registration', async () => {
    const id = await integration();
    for (const url of [
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://2130706434/', // 127.0.0.2
    ]) {
      const answer = await call('POST', `/api/integracoes/${id}/webhooks`, admin, {
        url,
        eventos: ['contato.recebido'],
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.errors, url).toEqual([MSG_WEBHOOK_ENDERECO.interno]);
    }
  });

  it('refuses a name resolving to a private address, http in production, and credentials', async () => {
    await expect(checkWebhookUrl('https://localhost/', production)).rejects.toThrow(
      MSG_WEBHOOK_ENDERECO.interno,
    );
    const rebinding = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(checkWebhookUrl('https://parceiro.example/', production, rebinding)).rejects.toThrow(
      MSG_WEBHOOK_ENDERECO.interno,
    );
    const v6loopback = async () => [{ address: '::1', family: 6 }];
    await expect(checkWebhookUrl('https://erp.example/', production, v6loopback)).rejects.toThrow(
      MSG_WEBHOOK_ENDERECO.interno,
    );
    const publico = async () => [{ address: '93.184.216.34', family: 4 }];
    await expect(checkWebhookUrl('https://erp.example/x', production, publico)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('http://erp.example/x', production, publico)).rejects.toThrow(
      MSG_WEBHOOK_ENDERECO.protocolo,
    );
    await expect(checkWebhookUrl('https://a:b@erp.example/x', production, publico)).rejects.toThrow(
      MSG_WEBHOOK_ENDERECO.credenciais,
    );
    // Through the route: a form the shared schema refuses, then a name leading home.
    const id = await integration();
    const ftp = await call('POST', `/api/integracoes/${id}/webhooks`, admin, {
      url: 'ftp://erp.example/',
      eventos: ['contato.recebido'],
    });
    expect(ftp.status).toBe(400);
    const local = await call('POST', `/api/integracoes/${id}/webhooks`, admin, {
      url: 'http://localhost:1/',
      eventos: ['contato.recebido'],
    });
    expect(local.body.errors).toEqual([MSG_WEBHOOK_ENDERECO.interno]);
  });

  it('lets WEBHOOK_HOSTS_PERMITIDOS name a private host', async () => {
    await expect(
      checkWebhookUrl('https://10.1.2.3/', { httpAllowed: false, allowedHosts: ['10.1.2.3'] }),
    ).resolves.toBeInstanceOf(URL);
    const interno = async () => [{ address: '10.9.9.9', family: 4 }];
    const allowed = { httpAllowed: false, allowedHosts: ['erp.interno'] };
    await expect(checkWebhookUrl('https://ERP.interno/', allowed, interno)).resolves.toBeInstanceOf(URL);
    // The test app allows 127.0.0.1: its receiver is registered (the other tests use it).
    expect((await endpoint()).segredo).toMatch(/^whsec_/);
  });

  it('checks again at the connection: a name resolving home is refused and nothing is sent', async () => {
    const lookup = guardedLookup(production, async () => [{ address: '127.0.0.1', family: 4 }]);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('erp.example', { all: true }, (e) => resolve(e)),
    );
    expect(error?.message).toBe(MSG_WEBHOOK_ENDERECO.interno);

    // Registered while public, resolving to 127.0.0.1 when delivered (here: localhost, not allowed).
    const e = await endpoint();
    const port = new URL(receiver.url).port;
    await t.database.db.execute(
      sql`update webhook_endpoint set url = ${`http://localhost:${port}/prix`} where id = ${e.id}`,
    );
    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.tentativas === 1);
    expect((await deliveries(e.id))[0]).toMatchObject({
      situacao: 'pendente',
      erro: MSG_WEBHOOK_ENDERECO.interno,
    });
    expect(receiver.got).toHaveLength(0);
  });
});

describe('outbox', () => {
  it('writes nothing when the business transaction rolls back', async () => {
    const e = await endpoint();
    const before = await jobCount();
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitWebhookEvent(t.app, tx, 'cliente.classe', { cliente: '100234' });
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await deliveries(e.id)).toEqual([]);
    expect(await jobCount()).toBe(before);
    // Only the subscribed events: this one is not.
    await t.database.db.transaction((tx) => emitWebhookEvent(t.app, tx, 'contato.aceito', { contato: 'x' }));
    expect(await deliveries(e.id)).toEqual([]);
    await changeClass();
    expect(await deliveries(e.id)).toHaveLength(1);
    expect(await jobCount()).toBe(before + 1);
  });
});

describe('the events, where they happen', () => {
  const events = async (endpointId: string) =>
    (
      await queryRows<{ corpo: string }>(
        t.database.db,
        sql`select corpo from webhook_entrega where endpoint_id = ${endpointId} order by criada_em, id`,
      )
    ).map((r) => JSON.parse(r.corpo) as { evento: string; dados: Record<string, unknown> });

  it('enquiries received, accepted and closed; an application approved; a request’s status', async () => {
    const e = await endpoint(receiver.url, Object.keys(WEBHOOK_EVENTS));
    await placePartner(t.database.db, 'TWH01', { km: 0.5, classe: '1000' });
    const uuid = await createContato(t.app, {
      nome: 'Joana Cliente',
      email: 'joana@cliente.com.br',
      telefone: '+55 (11) 3333-4444',
      municipio: { id: SAO_PAULO, ...(await positionOf(t.database.db)) },
      interesse: 'compra',
      linha: 'comercial',
      mensagem: 'Preciso de uma balança.',
      parceiroPedidoId: null,
      consentimentoVersao: CONSENTIMENTO_CONTATO_VERSAO,
    });
    const [offer] = await queryRows<{ cliente_id: string }>(
      t.database.db,
      sql`select cliente_id from contato where uuid = ${uuid}`,
    );
    await acceptOffer(t.app, uuid, offer!.cliente_id, '10000001');
    await recordResult(t.app, uuid, offer!.cliente_id, '10000001', 'vendido');
    expect(await events(e.id)).toEqual([
      expect.objectContaining({ evento: 'contato.recebido', dados: { contato: uuid, interesse: 'compra' } }),
      expect.objectContaining({
        evento: 'contato.aceito',
        dados: { contato: uuid, parceiro: offer!.cliente_id },
      }),
      expect.objectContaining({
        evento: 'contato.encerrado',
        dados: { contato: uuid, parceiro: offer!.cliente_id, resultado: 'vendido' },
      }),
    ]);
    // No personal data of the visitor in what leaves.
    expect(JSON.stringify(await events(e.id))).not.toMatch(/Joana|joana@|3333/);

    await t.database.db.execute(sql`delete from webhook_entrega`);
    const applied = await sendMultipart(`${t.baseUrl}/api/publico/candidatura`, {
      headers: { origin: t.baseUrl },
      fields: { json: JSON.stringify(application()) },
      files: BOTH_DOCUMENTS,
    });
    expect(applied!.status).toBe(201);
    const candidatura = await lastCandidatura(t.database.db);
    await decide(
      t.app,
      candidatura!.uuid,
      { status: 'aprovada', mensagem: null, clienteId: 'TWH02' },
      '10000001',
    );
    // One transaction: the two events share their time, so they are compared by name.
    const approval = (await events(e.id)).map((x) => [x.evento, x.dados]).sort();
    expect(approval).toEqual([
      ['candidatura.aprovada', { candidatura: candidatura!.uuid, cliente: 'TWH02' }],
      ['cliente.classe', { cliente: 'TWH02', classeAnterior: null, classe: '10', origem: 'candidatura' }],
    ]);

    await t.database.db.execute(sql`delete from webhook_entrega`);
    const [solicitacao] = await queryRows<{ uuid: string; id: number; cliente_id: string }>(
      t.database.db,
      sql`select uuid, id, cliente_id from solicitacao where status = 'Recebida' order by id limit 1`,
    );
    const moved = await call('POST', `/api/solicitacao/${solicitacao!.uuid}/status`, admin, {
      status: 'Em análise',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await events(e.id)).toEqual([
      expect.objectContaining({
        evento: 'solicitacao.status',
        dados: expect.objectContaining({
          solicitacao: solicitacao!.uuid,
          numero: solicitacao!.id,
          cliente: solicitacao!.cliente_id,
          de: 'Recebida',
          para: 'Em análise',
        }) as unknown,
      }),
    ]);
  });
});

describe('retries, failure and pause', () => {
  it('retries a failing delivery with backoff, then marks it failed', async () => {
    receiver.status = 500;
    const e = await endpoint();
    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.tentativas === 1);
    const [first] = await deliveries(e.id);
    expect(first).toMatchObject({ situacao: 'pendente', codigo: 500, erro: 'O endereço respondeu 500.' });
    const [next] = await queryRows<{ minutos: number }>(
      t.database.db,
      sql`select round(extract(epoch from proxima_tentativa_em - ultima_tentativa_em) / 60)::int as minutos
          from webhook_entrega where id = ${first!.id}`,
    );
    expect(next!.minutos).toBe(1);
    for (let i = 1; i < MAX_TRIES; i++) await deliverWebhook(t.app, first!.id);
    expect((await deliveries(e.id))[0]).toMatchObject({ situacao: 'falhou', tentativas: MAX_TRIES });
    expect(receiver.got).toHaveLength(MAX_TRIES);
    // Done: another try does nothing.
    await deliverWebhook(t.app, first!.id);
    expect(receiver.got).toHaveLength(MAX_TRIES);
    const [health] = await queryRows<{ falhas_seguidas: number; situacao: string }>(
      t.database.db,
      sql`select falhas_seguidas, situacao from webhook_endpoint where id = ${e.id}`,
    );
    expect(health).toEqual({ falhas_seguidas: 1, situacao: 'ativo' });
  });

  it('takes again, after the job expired, a try lost with its server, and never one still in hand', async () => {
    // The queue counts a job lost after its expiry and retries it (tools/faults step 5 kills a server for
    // real): the claim must have lapsed by then, and outlast a try's longest run.
    const [queue] = await queryRows<{ expire_seconds: number; retry_delay: number }>(
      t.database.db,
      sql`select expire_seconds, retry_delay from pgboss.queue where name = 'webhook-entrega'`,
    );
    expect(queue).toEqual({
      expire_seconds: WEBHOOK_JOB_EXPIRE_SECONDS,
      retry_delay: WEBHOOK_JOB_RETRY_SECONDS,
    });
    expect(CLAIM_SECONDS).toBeLessThanOrEqual(WEBHOOK_JOB_EXPIRE_SECONDS);
    expect(CLAIM_SECONDS * 1000).toBeGreaterThan(DELIVERY_TIMEOUT_MS);
    const e = await endpoint();
    // A delivery without its job: this test plays the queue.
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into webhook_entrega (endpoint_id, evento_id, evento, corpo)
          values (${e.id}, gen_random_uuid(), 'cliente.classe', '{}') returning id`,
    );
    const claimedAgo = (secs: number) =>
      t.database.db.execute(
        sql`update webhook_entrega set tentando_desde = now() - make_interval(secs => ${secs})
            where id = ${row!.id}`,
      );
    await claimedAgo(CLAIM_SECONDS - 5);
    await deliverWebhook(t.app, row!.id);
    expect(receiver.got).toHaveLength(0);
    expect((await deliveries(e.id))[0]).toMatchObject({ situacao: 'pendente', tentativas: 0 });
    // The retry of the lost job: its expiry and a retry delay after the claim at the earliest.
    await claimedAgo(WEBHOOK_JOB_EXPIRE_SECONDS + WEBHOOK_JOB_RETRY_SECONDS);
    await deliverWebhook(t.app, row!.id);
    expect(receiver.got.map((g) => g.headers['x-prix-entrega'])).toEqual([row!.id]);
    expect((await deliveries(e.id))[0]).toMatchObject({ situacao: 'entregue', tentativas: 1 });
  });

  it('pauses an endpoint after repeated final failures, e-mails the owner, and reactivates it', async () => {
    receiver.status = 503;
    const e = await endpoint();
    await t.database.db.execute(
      sql`update webhook_endpoint set falhas_seguidas = ${PAUSE_AFTER_FAILURES - 1} where id = ${e.id}`,
    );
    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.tentativas === 1);
    const [delivery] = await deliveries(e.id);
    await t.database.db.execute(
      sql`update webhook_entrega set tentativas = ${MAX_TRIES - 1} where id = ${delivery!.id}`,
    );
    await deliverWebhook(t.app, delivery!.id);
    const list = await call('GET', `/api/integracoes/${e.integracao}/webhooks`, admin);
    expect((list.body.endpoints as Array<Record<string, unknown>>)[0]).toMatchObject({
      situacao: 'pausado',
      falhasSeguidas: PAUSE_AFTER_FAILURES,
    });
    const outbox = path.join(t.config.dataDir, 'outbox');
    await until(async () => {
      const files = await readdir(outbox).catch(() => []);
      const texts = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
      return texts.some((m) => m.includes('Webhook pausado') && m.includes('admin@prix.com.br'));
    });
    // Paused: a new event writes nothing for it, and 'Reenviar' waits for the reactivation.
    await changeClass();
    expect(await deliveries(e.id)).toHaveLength(1);
    const resend = `/api/integracoes/${e.integracao}/webhooks/${e.id}/entregas/${delivery!.id}/reenviar`;
    expect((await call('POST', resend, admin)).status).toBe(409);
    const back = await call('POST', `/api/integracoes/${e.integracao}/webhooks/${e.id}/reativar`, admin);
    expect(back.body).toMatchObject({ situacao: 'ativo', falhasSeguidas: 0, pausaMotivo: null });
  });

  it('pauses an endpoint failing for 24 hours', async () => {
    receiver.status = 500;
    const e = await endpoint();
    await t.database.db.execute(
      sql`update webhook_endpoint set falhando_desde = now() - interval '25 hours' where id = ${e.id}`,
    );
    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.tentativas === 1);
    const [row] = await queryRows<{ situacao: string }>(
      t.database.db,
      sql`select situacao from webhook_endpoint where id = ${e.id}`,
    );
    expect(row!.situacao).toBe('pausado');
  });

  it("'Reenviar' queues a failed delivery again, and refuses one still waiting", async () => {
    receiver.status = 500;
    const e = await endpoint();
    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.tentativas === 1);
    const [delivery] = await deliveries(e.id);
    const resend = `/api/integracoes/${e.integracao}/webhooks/${e.id}/entregas/${delivery!.id}/reenviar`;
    expect((await call('POST', resend, admin)).status).toBe(409);
    await t.database.db.execute(
      sql`update webhook_entrega set situacao = 'falhou', tentativas = ${MAX_TRIES} where id = ${delivery!.id}`,
    );
    receiver.status = 204;
    const answer = await call('POST', resend, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ situacao: 'pendente', tentativas: 0 });
    await until(async () => (await deliveries(e.id))[0]?.situacao === 'entregue');
    expect((await deliveries(e.id))[0]).toMatchObject({ tentativas: 1, codigo: 204 });
    const ids = new Set(receiver.got.map((g) => g.headers['x-prix-entrega']));
    expect([...ids]).toEqual([delivery!.id]);
  });
});

describe('access', () => {
  it('is the register’s: staff with integracoes.gerenciar only', async () => {
    const e = await endpoint();
    const partner = await sessionCookieFor(t, 'EXT0001');
    const semChave = await sessionCookieFor(t, '10000002');
    const base = `/api/integracoes/${e.integracao}/webhooks`;
    for (const cookie of [partner, semChave]) {
      expect((await call('GET', base, cookie)).status).toBe(403);
      expect(
        (await call('POST', base, cookie, { url: receiver.url, eventos: ['cliente.classe'] })).status,
      ).toBe(403);
      expect((await call('POST', `${base}/${e.id}/pausar`, cookie)).status).toBe(403);
      expect((await call('GET', `${base}/${e.id}/entregas`, cookie)).status).toBe(403);
      expect((await call('DELETE', `${base}/${e.id}`, cookie)).status).toBe(403);
    }
    // Another integration's endpoint is not found through this one.
    const other = await integration();
    expect((await call('POST', `/api/integracoes/${other}/webhooks/${e.id}/pausar`, admin)).status).toBe(404);
    expect((await call('POST', `${base}/${e.id}/pausar`, admin)).body).toMatchObject({ situacao: 'pausado' });
    expect((await call('DELETE', `${base}/${e.id}`, admin)).body).toEqual({ removido: true });
    expect((await call('GET', base, admin)).body).toEqual({ endpoints: [] });
  });
});

describe("the README's receiver (docs/examples/webhook-receiver.mjs)", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill();
  });

  const root = path.resolve(import.meta.dirname, '../../../../..');

  it('is the one the README shows, verbatim, in at most 20 lines', async () => {
    const file = await readFile(path.join(root, 'docs/examples/webhook-receiver.mjs'), 'utf8');
    expect(file.trimEnd().split('\n').length).toBeLessThanOrEqual(20);
    expect(await readFile(path.join(root, 'README.md'), 'utf8')).toContain(`\`\`\`js\n${file}\`\`\``);
  });

  it('accepts what the portal sends and refuses a tampered or stale signature', async () => {
    const port = await freePort();
    const e = await endpoint(`http://127.0.0.1:${port}/webhook`);
    const script = path.join(root, 'docs/examples/webhook-receiver.mjs');
    child = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: String(port), WEBHOOK_SEGREDO: e.segredo },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    await until(() => out.includes(`ouvindo na porta ${port}`));

    await changeClass();
    await until(async () => (await deliveries(e.id))[0]?.situacao === 'entregue');
    const [delivery] = await deliveries(e.id);
    expect(delivery!.codigo).toBe(204);
    await until(() => out.includes(`recebido cliente.classe ${delivery!.id}`));

    const body = JSON.stringify({ id: 'x', evento: 'cliente.classe', criadoEm: '', dados: {} });
    const post = (signature: string, sent = body) =>
      fetch(`http://127.0.0.1:${port}/webhook`, {
        method: 'POST',
        headers: { 'x-prix-assinatura': signature },
        body: sent,
      }).then((r) => r.status);
    const now = Math.floor(Date.now() / 1000);
    expect(await post(signatureHeader(e.segredo, now, body))).toBe(204);
    expect(await post(signatureHeader(e.segredo, now, body), body.replace('"x"', '"y"'))).toBe(401);
    expect(await post(signatureHeader('whsec_outro', now, body))).toBe(401);
    expect(await post(signatureHeader(e.segredo, now - 6 * 60, body))).toBe(401);
    expect(await post('')).toBe(401);
  });
});
