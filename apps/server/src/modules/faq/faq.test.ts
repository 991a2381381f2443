import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages, type FaqResponse } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  who.ana = await sessionCookieFor(t, '10000001'); // administrator: every key, internal
  who.rita = await sessionCookieFor(t, '10000004'); // somenteleitura with every register key
  who.lucas = await sessionCookieFor(t, '10000002'); // somenteleitura alone
  who.rafael = await sessionCookieFor(t, '10000003'); // internal, no profile
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // partner, Prix 250 reseller
  who.otavio = await sessionCookieFor(t, 'EXT0003'); // partner, Prix 10 workshop
});
afterAll(() => t.close());

const REGISTER = '/api/faq/cadastro';
const entry = (over: Record<string, unknown> = {}) => ({
  assunto: 'Teste',
  pergunta: 'Uma pergunta?',
  resposta: '<p>Uma resposta.</p>',
  ordem: '1',
  ...over,
});
const storedAnswer = async (uuid: string) =>
  (
    await queryRows<{ resposta: string }>(t.database.db, sql`select resposta from faq where uuid = ${uuid}`)
  )[0]?.resposta;

describe('the FAQ register', () => {
  it('is read, written and deleted with cadastro.faq; without it, or read-only, it is 403', async () => {
    const created = await call('POST', REGISTER, who.ana!, entry({ pergunta: 'Criada pelo teste?' }));
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    const detail = await call('GET', `${REGISTER}/${uuid}`, who.ana!);
    expect(detail.body).toMatchObject({ assunto: 'Teste', pergunta: 'Criada pelo teste?', ordem: '1' });
    expect(detail.body.id).toMatch(/^FAQ\d{6}$/);
    const list = await call('GET', `${REGISTER}?geral=criada pelo`, who.ana!);
    expect(list.body.results).toEqual([
      expect.objectContaining({
        assunto: 'Teste',
        pergunta: 'Criada pelo teste?',
        ordem: '1',
        inativo: false,
      }),
    ]);
    expect((await call('PUT', `${REGISTER}/${uuid}`, who.ana!, { ...entry(), inativo: true })).body).toEqual({
      updated: true,
    });

    // Read-only with the key: reads, never writes.
    expect((await call('GET', `${REGISTER}/${uuid}`, who.rita!)).status).toBe(200);
    expect((await call('PUT', `${REGISTER}/${uuid}`, who.rita!, entry())).status).toBe(403);
    expect((await call('POST', REGISTER, who.rita!, entry())).status).toBe(403);
    // Without the key (read-only alone, a partner): nothing at all.
    for (const cookie of [who.lucas!, who.marcos!]) {
      expect((await call('GET', REGISTER, cookie)).status).toBe(403);
      expect((await call('GET', `${REGISTER}/${uuid}`, cookie)).status).toBe(403);
      expect((await call('POST', REGISTER, cookie, entry())).status).toBe(403);
      expect((await call('DELETE', `${REGISTER}/${uuid}`, cookie)).status).toBe(403);
    }
    expect((await call('DELETE', `${REGISTER}/${uuid}`, who.ana!)).body).toEqual({
      deleted: true,
      errors: [],
    });
  });

  it('refuses a blank answer, and one that is blank once sanitised, naming the field', async () => {
    for (const resposta of [
      '',
      '<p></p>',
      '<p>&nbsp; </p>',
      '<img src=x onerror=alert(1)>',
      '<script>x()</script>',
    ]) {
      const sent = await call('POST', REGISTER, who.ana!, entry({ resposta }));
      expect(sent.status, resposta).toBe(400);
      expect(sent.body.errors, resposta).toContain(fieldMessages.required('Resposta'));
    }
    const order = await call('POST', REGISTER, who.ana!, entry({ ordem: '12345' }));
    expect(order.body.errors).toContain('O campo Ordem aceita no máximo 4 dígitos');
  });
});

/**
 * The sanitising contract (decision 0021): whatever a client sends as an answer, what is stored holds no element
 * that runs or loads anything, no event handler or style, and links only to http(s) or mailto, opened apart.
 */
describe('answers are sanitised on save', () => {
  const cases: [string, string, string][] = [
    [
      'an image with an error handler',
      '<p>Antes</p><img src=x onerror=alert(1)><p>depois</p>',
      '<p>Antes</p><p>depois</p>',
    ],
    ['a script', '<p>Texto</p><script>alert(1)</script>', '<p>Texto</p>'],
    [
      'a javascript: link',
      '<p><a href="javascript:alert(1)">clique</a></p>',
      '<p><a rel="noopener noreferrer" target="_blank">clique</a></p>',
    ],
    [
      'a JavaScript: link with spaces and case',
      '<p><a href=" JaVaScRiPt:alert(1)">x</a></p>',
      '<p><a rel="noopener noreferrer" target="_blank">x</a></p>',
    ],
    [
      'a data: link',
      '<p><a href="data:text/html,<script>alert(1)</script>">x</a></p>',
      '<p><a rel="noopener noreferrer" target="_blank">x</a></p>',
    ],
    [
      'a relative link',
      '<p><a href="/api/acesso/logout">x</a></p>',
      '<p><a rel="noopener noreferrer" target="_blank">x</a></p>',
    ],
    ['an iframe', '<p>Vídeo:</p><iframe src="https://evil.example"></iframe>', '<p>Vídeo:</p>'],
    ['style and on* attributes', '<p style="color:red" onclick="alert(1)" class="x">Oi</p>', '<p>Oi</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle r="1"/></svg><p>Oi</p>', '<p>Oi</p>'],
    [
      'a link with its own rel and target',
      '<a href="https://prix.com.br" target="_self" rel="opener">Prix</a>',
      '<a href="https://prix.com.br" rel="noopener noreferrer" target="_blank">Prix</a>',
    ],
    [
      'what the editor makes',
      '<h2>Título</h2><p><strong>negrito</strong> <em>itálico</em></p><ul><li><p>item</p></li></ul><ol><li><p>um</p></li></ol><p><a href="mailto:marketing@prix.com.br">e-mail</a></p>',
      '<h2>Título</h2><p><strong>negrito</strong> <em>itálico</em></p><ul><li><p>item</p></li></ul><ol><li><p>um</p></li></ol><p><a href="mailto:marketing@prix.com.br" rel="noopener noreferrer" target="_blank">e-mail</a></p>',
    ],
  ];

  it.each(cases)('%s', async (_what, sent, stored) => {
    const created = await call('POST', REGISTER, who.ana!, entry({ resposta: sent }));
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    expect(await storedAnswer(uuid)).toBe(stored);
    // An update goes through the same door.
    await call('PUT', `${REGISTER}/${uuid}`, who.ana!, entry({ resposta: `<p>ok</p>${sent}` }));
    expect(await storedAnswer(uuid)).toBe(`<p>ok</p>${stored}`);
    await call('DELETE', `${REGISTER}/${uuid}`, who.ana!);
  });
});

describe('GET /api/faq', () => {
  it('answers the active entries grouped by subject, each subject where its first question is', async () => {
    const { status, body } = await call('GET', '/api/faq', who.marcos!);
    expect(status).toBe(200);
    const faq = body as unknown as FaqResponse;
    expect(faq.assuntos.map((a) => a.assunto)).toEqual([
      'Níveis e classes',
      'Verba de marketing cooperado',
      'Descontos de showroom',
      'Solicitação de benefícios',
      'Garantia de serviços',
      'Suporte',
    ]);
    const vmc = faq.assuntos[1]!;
    expect(vmc.perguntas[0]).toMatchObject({ pergunta: 'O que é a verba de marketing cooperado (VMC)?' });
    expect(vmc.perguntas[0]!.resposta).toContain('1,50%');
    expect(faq.contato).toBe('marketing@prix.com.br');
  });

  it('follows ordem within and across subjects, leaves out inactive entries, and lists unordered ones last', async () => {
    const add = async (over: Record<string, unknown>) =>
      (await call('POST', REGISTER, who.ana!, entry(over))).body.uuid as string;
    const made = [
      await add({ assunto: 'Primeiro assunto', pergunta: 'Segunda?', ordem: '2' }),
      await add({ assunto: 'Primeiro assunto', pergunta: 'Sem ordem?', ordem: '' }),
      await add({ assunto: 'Primeiro assunto', pergunta: 'Primeira?', ordem: '1' }),
      await add({ assunto: 'Primeiro assunto', pergunta: 'Inativa?', ordem: '0' }),
    ];
    await call(
      'PUT',
      `${REGISTER}/${made[3]}`,
      who.ana!,
      entry({ assunto: 'Primeiro assunto', pergunta: 'Inativa?', ordem: '0', inativo: true }),
    );
    const faq = (await call('GET', '/api/faq', who.ana!)).body as unknown as FaqResponse;
    expect(faq.assuntos[0]!.assunto).toBe('Primeiro assunto');
    expect(faq.assuntos[0]!.perguntas.map((p) => p.pergunta)).toEqual([
      'Primeira?',
      'Segunda?',
      'Sem ordem?',
    ]);
    for (const uuid of made) await call('DELETE', `${REGISTER}/${uuid}`, who.ana!);
  });

  it('needs visualizar.duvidas, and for partners the combined check of type and class', async () => {
    expect((await call('GET', '/api/faq', '')).status).toBe(401);
    expect((await call('GET', '/api/faq', who.ana!)).status).toBe(200);
    expect((await call('GET', '/api/faq', who.lucas!)).status).toBe(403);
    expect((await call('GET', '/api/faq', who.rafael!)).status).toBe(403);
    expect((await call('GET', '/api/faq', who.otavio!)).status).toBe(200);
    // The key no longer allowed for Prix 10: Otávio's company (Prix 10) loses the page, Marcos's (Prix 250) keeps it.
    const removed = sql`delete from permissao_classe where classe_id = '10'
      and permissao_id = (select id from permissao where referencia = 'visualizar.duvidas')`;
    await t.database.db.execute(removed);
    try {
      expect((await call('GET', '/api/faq', who.otavio!)).status).toBe(403);
      expect((await call('GET', '/api/faq', who.marcos!)).status).toBe(200);
    } finally {
      await t.database.db.execute(sql`insert into permissao_classe (permissao_id, classe_id)
        select id, '10' from permissao where referencia = 'visualizar.duvidas'`);
    }
  });

  it('answers no contact when the parameter is inactive', async () => {
    await t.database.db.execute(sql`update parametro set inativo = true where id = 'EMAIL_MARKETING'`);
    try {
      expect(
        ((await call('GET', '/api/faq', who.marcos!)).body as unknown as FaqResponse).contato,
      ).toBeNull();
    } finally {
      await t.database.db.execute(sql`update parametro set inativo = false where id = 'EMAIL_MARKETING'`);
    }
  });
});
