import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@prix/shared';
import type {
  CandidaturaDetalhe,
  CandidaturaInput,
  CandidaturaPublica,
  CandidaturasLista,
} from '@prix/shared/candidatura';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import {
  application,
  BOTH_DOCUMENTS,
  clearCandidaturas,
  countRows,
  EXE,
  lastCandidatura,
  PDF,
  PNG,
  storedFiles,
  tokenIn,
} from '../../testing/candidaturas.js';
import { until } from '../../testing/until.js';
import { sendMultipart, type MultipartFile } from '../../testing/multipart.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { MSG_DOCUMENTO } from './candidatura.routes.js';
import { MSG_CANDIDATURA } from './candidatura-store.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001'); // candidaturas.analisar
  who.rita = await sessionCookieFor(t, '10000004'); // staff without the key
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // a partner
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
/** The files in storage before each test: what a test adds is compared with them. */
let before = new Set<string>();
const newFiles = async () => (await storedFiles(t.config.dataDir)).filter((f) => !before.has(f));
beforeEach(async () => {
  before = new Set(await storedFiles(t.config.dataDir));
  await clearCandidaturas(t.database.db);
  smtp.received.length = 0;
});

type Answer = {
  status: number;
  body: { mensagem?: string; errors?: string[] } & Partial<CandidaturaPublica>;
};

/** No JSON part at all. */
const NO_JSON = Symbol('sem json');
/** Sends an application over a real socket, as the page does. */
async function apply(
  json: unknown = application(),
  files: MultipartFile[] = BOTH_DOCUMENTS,
  url = '/api/publico/candidatura',
): Promise<Answer> {
  const answer = await sendMultipart(`${t.baseUrl}${url}`, {
    headers: { origin: t.baseUrl },
    fields: json === NO_JSON ? {} : { json: typeof json === 'string' ? json : JSON.stringify(json) },
    files,
  });
  return { status: answer!.status, body: answer!.body ? parseJson(answer!.body) : {} };
}
const sendDocuments = (token: string, files: MultipartFile[]) =>
  apply(NO_JSON, files, `/api/publico/candidatura/${token}/documentos`);
const statusOf = async (token: string) => {
  const r = await t.app.inject({ method: 'GET', url: `/api/publico/candidatura/${token}` });
  return { status: r.statusCode, body: parseJson<CandidaturaPublica & { errors?: string[] }>(r.body) };
};
const mailTo = (to: string, subject: RegExp) =>
  smtp.received.find((m) => m.to && 'text' in m.to && m.to.text === to && subject.test(m.subject ?? ''));
const waitMail = async (to: string, subject: RegExp) => {
  await until(() => Boolean(mailTo(to, subject)));
  return mailTo(to, subject)!;
};
/** Applies and returns the application's row and its status address's token (from the receipt e-mail). */
async function applied(over: Partial<CandidaturaInput> = {}) {
  const input = application(over);
  const r = await apply(input);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const row = await lastCandidatura(t.database.db);
  // This application's receipt: the one whose token hashes to the stored hash.
  const ours = () =>
    smtp.received.find((m) => {
      const token = tokenIn(m.text);
      return token !== null && createHash('sha256').update(token).digest('hex') === row.token_hash;
    });
  await until(() => Boolean(ours()));
  const mail = ours()!;
  expect(mail.to).toMatchObject({ text: input.contatoEmail });
  expect(mail.subject).toBe('Recebemos sua candidatura ao Programa de Parceiros Prix');
  return { row, token: tokenIn(mail.text)!, input };
}
const decide = (uuid: string, body: object, cookie = who.admin!) =>
  call('POST', `/api/candidaturas/${uuid}/decisao`, cookie, body) as Promise<{
    status: number;
    body: CandidaturaDetalhe & { errors?: string[] };
  }>;
const nothingStored = async () => {
  expect(await countRows(t.database.db, 'candidatura')).toBe(0);
  expect(await countRows(t.database.db, 'candidatura_documento')).toBe(0);
  expect(await newFiles()).toEqual([]);
};

describe('POST /api/publico/candidatura', () => {
  it('stores the application with its two documents and e-mails the private status address', async () => {
    const { row, token, input } = await applied();
    expect(row).toMatchObject({ status: 'recebida', cnpj: '44.332.211/0001-05', cnpj_raiz: '44332211' });
    expect(await countRows(t.database.db, 'candidatura_documento')).toBe(2);
    expect(await newFiles()).toHaveLength(2);
    // Only the token's SHA-256 is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const dump = JSON.stringify(
      await queryRows(t.database.db, sql`select * from candidatura where id = ${row.id}`),
    );
    expect(dump).not.toContain(token);
    const [consent] = await queryRows<{ consentimento_versao: string }>(
      t.database.db,
      sql`select consentimento_versao from candidatura where id = ${row.id}`,
    );
    expect(consent!.consentimento_versao).toBe('2026-11');
    // Staff hear of it.
    const equipe = await waitMail('marketing@prix.com.br', /^Nova candidatura a parceiro/);
    expect(equipe.text).toContain(`/candidaturas/${row.uuid}`);
    const status = await statusOf(token);
    expect(status).toMatchObject({
      status: 200,
      body: {
        razaoSocial: input.razaoSocial,
        status: 'recebida',
        mensagem: null,
        podeEnviarDocumentos: false,
        documentos: [
          { tipo: 'contratoSocial', nome: 'contratoSocial.pdf' },
          { tipo: 'cartaoCnpj', nome: 'cartaoCnpj.png' },
        ],
      },
    });
  });

  it('takes the alphanumeric CNPJ (July 2026) with valid check digits, typed in any case', async () => {
    const { row } = await applied({ cnpj: '7h.6a1.b2c/0001-75' });
    expect(row).toMatchObject({ cnpj: '7H.6A1.B2C/0001-75', cnpj_raiz: '7H6A1B2C' });
    await clearCandidaturas(t.database.db);
    expect((await apply(application({ cnpj: '12ABC34501DE35' }))).status).toBe(201);
  });

  it('refuses invalid check digits, numeric or alphanumeric, and other forms', async () => {
    for (const cnpj of [
      '44.332.211/0001-06',
      '7H.6A1.B2C/0001-76',
      '12.ABC.345/01DE-36',
      '11.111.111/1111-11',
      '4433221100010',
      'ABCDEFGHIJKLMN',
      '',
    ]) {
      const r = await apply(application({ cnpj }));
      expect(r.status, cnpj).toBe(400);
      expect(r.body.errors?.join(' '), cnpj).toMatch(/CNPJ/);
    }
    await nothingStored();
  });

  it('refuses a CNPJ root already an active partner, or with an open application', async () => {
    // Balanças Paulista is 61.234.567/0001-17: another branch of it.
    const partner = await apply(application({ cnpj: '61.234.567/0002-06' }));
    expect(partner).toMatchObject({ status: 400, body: { errors: [MSG_CANDIDATURA.jaParceiro] } });
    await nothingStored();
    // An inactive partner's root may apply again.
    await t.database.db.execute(sql`update cliente set inativo = true where id = '100234'`);
    try {
      expect((await apply(application({ cnpj: '61.234.567/0002-06' }))).status).toBe(201);
    } finally {
      await t.database.db.execute(sql`update cliente set inativo = false where id = '100234'`);
    }
    await clearCandidaturas(t.database.db);
    before = new Set(await storedFiles(t.config.dataDir));
    await applied();
    // Another branch of the same root while the first application is open.
    const branch = await apply(application({ cnpj: '44.332.211/0002-88' }));
    expect(branch).toMatchObject({ status: 400, body: { errors: [MSG_CANDIDATURA.jaCandidato] } });
    const same = await apply(application());
    expect(same).toMatchObject({ status: 400, body: { errors: [MSG_CANDIDATURA.jaCandidato] } });
    expect(await countRows(t.database.db, 'candidatura')).toBe(1);
    expect(await newFiles()).toHaveLength(2);
  });

  it('a refused application lets the root apply again', async () => {
    const { row } = await applied();
    expect((await decide(row.uuid, { status: 'recusada', mensagem: 'Documentos ilegíveis.' })).status).toBe(
      200,
    );
    expect((await apply(application())).status).toBe(201);
  });

  it('a document of the wrong type is a 415, one too large a 413: no row, no file', async () => {
    const exe = await apply(application(), [EXE('contratoSocial'), PNG('cartaoCnpj')]);
    expect(exe).toMatchObject({ status: 415, body: { errors: [MSG_DOCUMENTO.tipo] } });
    // The good file sent first is removed too.
    const exeSecond = await apply(application(), [PNG('cartaoCnpj'), EXE('contratoSocial')]);
    expect(exeSecond.status).toBe(415);
    const big = await apply(application(), [
      PDF('contratoSocial', 'contrato.pdf', 20 * 1024 * 1024 + 1),
      PNG('cartaoCnpj'),
    ]);
    expect(big).toMatchObject({ status: 413, body: { errors: [MSG_DOCUMENTO.grande] } });
    // Exactly 20 MB is accepted.
    await nothingStored();
    const limit = await apply(application(), [
      PDF('contratoSocial', 'contrato.pdf', 20 * 1024 * 1024),
      PNG('cartaoCnpj'),
    ]);
    expect(limit.status).toBe(201);
  });

  it('both documents are required; a part of another name is refused', async () => {
    const one = await apply(application(), [PDF('contratoSocial')]);
    expect(one).toMatchObject({ status: 400, body: { errors: ['Envie o documento cartão cnpj.'] } });
    const other = await apply(application(), [...BOTH_DOCUMENTS, PDF('fileInput')]);
    expect(other.status).toBe(400);
    await nothingStored();
  });

  it('bot protection: a filled hidden field is answered as accepted, nothing stored; a fast form is refused', async () => {
    const bot = await apply(application({ website: 'https://spam.example' }));
    expect(bot).toMatchObject({ status: 201, body: { mensagem: MSG_CANDIDATURA.recebida } });
    expect((await apply({ website: 'x', cnpj: 'nada' })).status).toBe(201);
    await nothingStored();
    const fast = await apply(application({ tempo: 1200 }));
    expect(fast).toMatchObject({
      status: 400,
      body: { errors: [expect.stringMatching(/^Envio rápido demais/)] },
    });
    expect((await apply({ ...application(), tempo: undefined })).status).toBe(400);
    await nothingStored();
  });

  it('a flood from one address gets 429, counted across server instances', async () => {
    const config = {
      ...t.config,
      rateLimit: { ...t.config.rateLimit, candidatura: { max: 2, seconds: 600 } },
    };
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config, database: t.database, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
      }
      const urlOf = (app: FastifyInstance) => {
        const address = app.server.address() as { port: number };
        return `http://127.0.0.1:${address.port}/api/publico/candidatura`;
      };
      const send = async (app: FastifyInstance, cnpj: string) => {
        const r = await sendMultipart(urlOf(app), {
          headers: { origin: t.baseUrl },
          fields: { json: JSON.stringify(application({ cnpj })) },
          files: BOTH_DOCUMENTS,
        });
        return { status: r!.status, body: parseJson<{ errors?: string[] }>(r!.body) };
      };
      expect((await send(apps[0]!, '44.332.211/0001-05')).status).toBe(201);
      expect((await send(apps[1]!, '55.667.788/0001-86')).status).toBe(201);
      const flooded = await send(apps[0]!, '12.345.678/0001-95');
      expect(flooded).toMatchObject({ status: 429, body: { errors: [MSG.muitasRequisicoes] } });
      expect(await countRows(t.database.db, 'candidatura')).toBe(2);
    } finally {
      for (const app of apps) await app.close();
    }
  });

  it('bad input: a Portuguese message in {errors}, never a 500, nothing stored', async () => {
    const cases: [unknown, RegExp][] = [
      [application({ contatoEmail: 'helena@' }), /e-mail válido/],
      [application({ contatoCelular: '123' }), /[Cc]elular/],
      [application({ telefone: 'abc' }), /[Tt]elefone/],
      [application({ cep: '123' }), /CEP/],
      [application({ municipio: '9999999' }), /Cidade não encontrada/],
      [application({ municipio: '4106902' }), /Cidade não encontrada/], // Curitiba is not in SP
      [application({ uf: 'S' }), /Escolha o estado/],
      [application({ uf: 'ZZ' }), /Escolha o estado/],
      [application({ tipo: 'fabricante' as 'revenda' }), /tipo de parceria/],
      [application({ consentimento: false as true }), /autorize o uso dos dados/],
      [application({ razaoSocial: 'x'.repeat(101) }), /no máximo 100/],
      [application({ razaoSocial: 'a\u0000b' }), /./],
      [[1, 2], /./],
      ['{"quebrado":', /JSON válido/],
      [NO_JSON, /JSON/],
    ];
    for (const [body, message] of cases) {
      const r = await apply(body);
      expect(r.status, String(JSON.stringify(body)).slice(0, 80)).toBe(400);
      expect(r.body.errors?.join(' ')).toMatch(message);
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/publico/candidatura',
      headers: { origin: t.baseUrl },
      payload: application(),
    });
    expect(plain.statusCode).toBe(415);
    await nothingStored();
  });
});

describe('the private status address', () => {
  it('unknown, malformed or a stored hash: 404 with the same message', async () => {
    const { row } = await applied();
    const unknown = randomBytes(32).toString('base64url');
    for (const token of [unknown, 'abc', 'x'.repeat(100), row.token_hash, `${unknown}=`]) {
      const r = await statusOf(encodeURIComponent(token));
      expect(r, token).toMatchObject({ status: 404, body: { errors: [MSG_CANDIDATURA.naoEncontrada] } });
      const docs = await sendDocuments(encodeURIComponent(token), [PDF(DOC_OUTRO)]);
      expect(docs, token).toMatchObject({ status: 404, body: { errors: [MSG_CANDIDATURA.naoEncontrada] } });
    }
    expect(await newFiles()).toHaveLength(2);
  });

  it('each token shows its own application only', async () => {
    const a = await applied();
    const b = await applied({
      cnpj: '55.667.788/0001-86',
      razaoSocial: 'Pesos do Vale Ltda',
      contatoEmail: 'vale@pesosdovale.com.br',
    });
    expect(a.token).not.toBe(b.token);
    expect((await statusOf(a.token)).body.razaoSocial).toBe('Balanças Horizonte Comércio Ltda');
    expect((await statusOf(b.token)).body.razaoSocial).toBe('Pesos do Vale Ltda');
  });

  it('documents only while staff wait for them (pendência): 409 otherwise, nothing stored', async () => {
    const { row, token, input } = await applied();
    const early = await sendDocuments(token, [PDF(DOC_OUTRO)]);
    expect(early).toMatchObject({ status: 409, body: { errors: [MSG_CANDIDATURA.semPendencia] } });
    expect(await newFiles()).toHaveLength(2);

    const pedido = 'Falta a última alteração do contrato social.';
    expect((await decide(row.uuid, { status: 'pendencia', mensagem: pedido })).status).toBe(200);
    const mail = await waitMail(input.contatoEmail, /Pendência$/);
    expect(mail.text).toContain(pedido);
    expect(await statusOf(token)).toMatchObject({
      body: { status: 'pendencia', mensagem: pedido, podeEnviarDocumentos: true },
    });
    // A wrong file is refused and leaves it waiting.
    expect((await sendDocuments(token, [EXE(DOC_OUTRO)])).status).toBe(415);
    expect((await sendDocuments(token, [])).status).toBe(400);
    const sent = await sendDocuments(token, [PDF(DOC_OUTRO, 'alteracao-contratual.pdf')]);
    expect(sent).toMatchObject({
      status: 200,
      body: { status: 'em_analise', mensagem: null, podeEnviarDocumentos: false },
    });
    expect(sent.body.documentos?.map((d) => d.tipo)).toEqual(['contratoSocial', 'cartaoCnpj', 'outro']);
    expect(await newFiles()).toHaveLength(3);
    await waitMail('marketing@prix.com.br', /^Documentos enviados/);
    const detalhe = (await call('GET', `/api/candidaturas/${row.uuid}`, who.admin!))
      .body as unknown as CandidaturaDetalhe;
    expect(detalhe.historico.map((h) => h.tipo)).toEqual(['recebida', 'pendencia', 'documento']);
    expect(detalhe.historico[2]).toMatchObject({ autor: null, detalhe: 'alteracao-contratual.pdf' });
    expect((await sendDocuments(token, [PDF(DOC_OUTRO)])).status).toBe(409);
  });
});

const DOC_OUTRO = 'outro';

describe('staff review', () => {
  it('moves only along the transitions; a decided application is a 409', async () => {
    const { row, input } = await applied();
    expect((await decide(row.uuid, { status: 'recebida' })).status).toBe(409);
    expect((await decide(row.uuid, { status: 'em_analise' })).body.status).toBe('em_analise');
    expect((await decide(row.uuid, { status: 'em_analise' })).status).toBe(409);
    expect((await decide(row.uuid, { status: 'pendencia' })).body.errors).toEqual([MSG_CANDIDATURA.mensagem]);
    expect((await decide(row.uuid, { status: 'recusada' })).status).toBe(400);
    expect((await decide(row.uuid, { status: 'aprovada' })).body.errors).toEqual([MSG_CANDIDATURA.codigo]);
    const motivo = 'A região já é atendida por três revendas.';
    const recusa = await decide(row.uuid, { status: 'recusada', mensagem: motivo });
    expect(recusa).toMatchObject({
      status: 200,
      body: { status: 'recusada', mensagem: motivo, atrasada: false },
    });
    const mail = await waitMail(input.contatoEmail, /Recusada$/);
    expect(mail.text).toContain(motivo);
    for (const status of ['em_analise', 'pendencia', 'aprovada', 'recusada'])
      expect((await decide(row.uuid, { status, mensagem: 'x', clienteId: 'T1' })).status, status).toBe(409);
    expect(await queryRows(t.database.db, sql`select id from cliente where id = 'T1'`)).toEqual([]);
  });

  it('approval creates the company at Prix 10, its owner and the link, and the invitation arrives', async () => {
    const { row, input } = await applied({ tipo: 'assistencia' });
    const r = await decide(row.uuid, { status: 'aprovada', clienteId: 'T300451' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'aprovada', cliente: { id: 'T300451', nome: input.razaoSocial } });
    const [cliente] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select nome, cnpj, classe_id, rua, numero, complemento, cep, bairro, estado_id, cidade, municipio_id,
            nomeprop, emailprop, inativo from cliente where id = 'T300451'`,
    );
    expect(cliente).toEqual({
      nome: input.razaoSocial,
      cnpj: '44.332.211/0001-05',
      classe_id: '10',
      rua: input.rua,
      numero: input.numero,
      complemento: input.complemento,
      cep: input.cep,
      bairro: input.bairro,
      estado_id: 'SP',
      cidade: 'São Paulo',
      municipio_id: '3550308',
      nomeprop: input.contatoNome,
      emailprop: input.contatoEmail,
      inativo: false,
    });
    const tipos = await queryRows<{ tipoparceria_id: string }>(
      t.database.db,
      sql`select tipoparceria_id from cliente_tipoparceria where cliente_id = 'T300451'`,
    );
    expect(tipos).toEqual([{ tipoparceria_id: 'OT' }]);
    const [owner] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select u.id, u.nome, u.sobrenome, u.email, u.celular, u.externo, u.cargo_id, u.inativo, uc.cliente_id
          from usuario u join usuario_cliente uc on uc.usuario_id = u.id where lower(u.email) = ${input.contatoEmail}`,
    );
    expect(owner).toMatchObject({
      id: expect.stringMatching(/^EXT\d{6}$/),
      nome: 'Helena',
      sobrenome: 'Maria Horizonte',
      celular: input.contatoCelular,
      externo: true,
      cargo_id: 'PROPRIETARIO',
      inativo: false,
      cliente_id: 'T300451',
    });
    expect((await lastCandidatura(t.database.db)).cliente_id).toBe('T300451');
    const convite = await waitMail(input.contatoEmail, /^Convite para o Portal de Parceiros Prix/);
    expect(convite.text).toContain(`${t.baseUrl}/acesso/login`);
    expect(convite.text).toContain(input.contatoEmail);
    // Approved: the created owner is no duplicate of its own application.
    expect(r.body.duplicidades).toEqual([]);
    // Approving again: 409, still one company.
    expect((await decide(row.uuid, { status: 'aprovada', clienteId: 'T300452' })).status).toBe(409);
    expect(await queryRows(t.database.db, sql`select id from cliente where id like 'T30045%'`)).toHaveLength(
      1,
    );
  });

  it('revenda gives the REV partnership type', async () => {
    const { row } = await applied({ tipo: 'revenda' });
    expect((await decide(row.uuid, { status: 'aprovada', clienteId: 'T300453' })).status).toBe(200);
    const tipos = await queryRows<{ tipoparceria_id: string }>(
      t.database.db,
      sql`select tipoparceria_id from cliente_tipoparceria where cliente_id = 'T300453'`,
    );
    expect(tipos).toEqual([{ tipoparceria_id: 'REV' }]);
  });

  it('an existing company code or owner e-mail is a 409 and nothing is half-written', async () => {
    const { row } = await applied();
    const taken = await decide(row.uuid, { status: 'aprovada', clienteId: '100234' });
    expect(taken).toMatchObject({ status: 409, body: { errors: [MSG_CANDIDATURA.codigoExiste('100234')] } });
    expect(taken.body.errors![0]).toMatch(/^Já existe uma empresa com o código 100234/);
    await t.database.db.execute(
      sql`update candidatura set contato_email = 'marcos@balancaspaulista.com.br' where id = ${row.id}`,
    );
    const email = await decide(row.uuid, { status: 'aprovada', clienteId: 'T300454' });
    expect(email.status).toBe(409);
    expect(email.body.errors![0]).toMatch(/já é de um usuário do portal/);
    expect(await queryRows(t.database.db, sql`select id from cliente where id = 'T300454'`)).toEqual([]);
    expect((await lastCandidatura(t.database.db)).status).toBe('recebida');
    const [events] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from candidatura_evento where candidatura_id = ${row.id}`,
    );
    expect(events!.n).toBe(1);
  });

  it('shows the duplicates: the CNPJ root of a company, an earlier application, the e-mail of a user', async () => {
    const { row: first } = await applied();
    await decide(first.uuid, { status: 'recusada', mensagem: 'Sem documentos.' });
    const { row } = await applied({ contatoEmail: 'MARCOS@balancaspaulista.com.br' });
    await t.database.db.execute(sql`insert into cliente (id, nome, cnpj, inativo)
      values ('T9', 'Horizonte Filial Antiga', '44.332.211/0009-54', true)`);
    const detalhe = (await call('GET', `/api/candidaturas/${row.uuid}`, who.admin!))
      .body as unknown as CandidaturaDetalhe;
    expect(detalhe.duplicidades.map((d) => d.tipo)).toEqual(['cliente', 'candidatura', 'usuario']);
    expect(detalhe.duplicidades[0]!.descricao).toMatch(/T9 – Horizonte Filial Antiga/);
    expect(detalhe.duplicidades[0]!.link).toMatch(/^\/cadastro\/cliente\/detalhe\//);
    expect(detalhe.duplicidades[1]).toMatchObject({ link: `/candidaturas/${first.uuid}` });
    expect(detalhe.duplicidades[1]!.descricao).toMatch(/Recusada/);
    expect(detalhe.duplicidades[2]!.descricao).toMatch(/Marcos Proprietário \(EXT0001\)/);
  });

  it('flags applications waiting more than 10 working days without a decision', async () => {
    const { row: old } = await applied();
    const { row: recent } = await applied({
      cnpj: '55.667.788/0001-86',
      contatoEmail: 'vale@pesosdovale.com.br',
    });
    const { row: decided } = await applied({
      cnpj: '12.345.678/0001-95',
      contatoEmail: 'norte@balancasnorte.com.br',
    });
    await t.database.db.execute(
      sql`update candidatura set recebida_em = now() - interval '30 days' where id in (${old.id}, ${decided.id})`,
    );
    await t.database.db.execute(
      sql`update candidatura set recebida_em = now() - interval '5 days' where id = ${recent.id}`,
    );
    await decide(decided.uuid, { status: 'recusada', mensagem: 'Fora do perfil.' });
    await t.database.db.execute(
      sql`update candidatura set decidida_em = recebida_em + interval '2 days' where id = ${decided.id}`,
    );
    const lista = (await call('GET', '/api/candidaturas', who.admin!)).body as unknown as CandidaturasLista;
    const by = Object.fromEntries(lista.candidaturas.map((c) => [c.uuid, c]));
    expect(by[old.uuid]).toMatchObject({ atrasada: true, status: 'recebida' });
    expect(by[old.uuid]!.diasUteis).toBeGreaterThan(10);
    expect(by[recent.uuid]).toMatchObject({ atrasada: false });
    expect(by[recent.uuid]!.diasUteis).toBeLessThanOrEqual(5);
    expect(by[decided.uuid]).toMatchObject({ atrasada: false, diasUteis: expect.any(Number) });
    expect(by[decided.uuid]!.diasUteis).toBeLessThanOrEqual(2);
    // Undecided first, the oldest on top.
    expect(lista.candidaturas.map((c) => c.uuid)).toEqual([old.uuid, recent.uuid, decided.uuid]);
    expect(lista.total).toBe(3);
    const recebidas = (await call('GET', '/api/candidaturas?status=recusada', who.admin!))
      .body as unknown as CandidaturasLista;
    expect(recebidas.candidaturas.map((c) => c.uuid)).toEqual([decided.uuid]);
    const busca = (await call('GET', '/api/candidaturas?busca=55667', who.admin!))
      .body as unknown as CandidaturasLista;
    expect(busca.candidaturas.map((c) => c.uuid)).toEqual([recent.uuid]);
  });

  it('staff download a document as an attachment', async () => {
    const { row } = await applied();
    const detalhe = (await call('GET', `/api/candidaturas/${row.uuid}`, who.admin!))
      .body as unknown as CandidaturaDetalhe;
    const doc = detalhe.documentos.find((d) => d.tipo === 'cartaoCnpj')!;
    const r = await t.app.inject({
      url: `/api/candidaturas/${row.uuid}/documentos/${doc.uuid}`,
      headers: { cookie: who.admin! },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="?cartaoCnpj.png"?/);
    const other = await t.app.inject({
      url: `/api/candidaturas/${row.uuid}/documentos/${row.uuid}`,
      headers: { cookie: who.admin! },
    });
    expect(other.statusCode).toBe(404);
  });

  it('access: staff with the key only; partners and other staff get 403, without a session 401', async () => {
    const { row } = await applied();
    const urls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/candidaturas'],
      ['GET', `/api/candidaturas/${row.uuid}`],
      ['POST', `/api/candidaturas/${row.uuid}/decisao`, { status: 'em_analise' }],
    ];
    for (const [method, url, body] of urls) {
      expect((await call(method, url, who.marcos!, body)).status, url).toBe(403);
      expect((await call(method, url, who.rita!, body)).status, url).toBe(403);
      expect((await call(method, url, '', body)).status, url).toBe(401);
    }
    // A partner given the key by mistake still sees nothing.
    await t.database.db.execute(
      sql`insert into usuario_perfil (usuario_id, perfil_id) values ('EXT0001', 'ADMIN')`,
    );
    try {
      expect((await call('GET', '/api/candidaturas', await sessionCookieFor(t, 'EXT0001'))).status).toBe(403);
    } finally {
      await t.database.db.execute(
        sql`delete from usuario_perfil where usuario_id = 'EXT0001' and perfil_id = 'ADMIN'`,
      );
    }
    expect((await lastCandidatura(t.database.db)).status).toBe('recebida');
  });

  it('bad input on the staff routes: 400 or 404 in Portuguese, never a 500', async () => {
    const { row } = await applied();
    const cases: ['GET' | 'POST', string, object | undefined, number][] = [
      ['GET', '/api/candidaturas?status=nada', undefined, 400],
      ['GET', '/api/candidaturas?page=0', undefined, 400],
      ['GET', `/api/candidaturas?busca=${'x'.repeat(61)}`, undefined, 400],
      ['GET', '/api/candidaturas?busca=%25_%5C', undefined, 200],
      ['GET', '/api/candidaturas/nao-e-uuid', undefined, 404],
      ['GET', `/api/candidaturas/${randomUuid()}`, undefined, 404],
      ['GET', `/api/candidaturas/${row.uuid}/documentos/x`, undefined, 404],
      ['POST', `/api/candidaturas/${row.uuid}/decisao`, { status: 'talvez' }, 400],
      ['POST', `/api/candidaturas/${row.uuid}/decisao`, { status: 'aprovada', clienteId: 'T 1' }, 400],
      [
        'POST',
        `/api/candidaturas/${row.uuid}/decisao`,
        { status: 'aprovada', clienteId: 'T12345678901' },
        400,
      ],
      [
        'POST',
        `/api/candidaturas/${row.uuid}/decisao`,
        { status: 'recusada', mensagem: 'x'.repeat(1001) },
        400,
      ],
      ['POST', `/api/candidaturas/${randomUuid()}/decisao`, { status: 'em_analise' }, 404],
      ['POST', '/api/candidaturas/x/decisao', { status: 'em_analise' }, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const r = await call(method, url, who.admin!, body);
      expect(r.status, url).toBe(status);
      if (status >= 400) expect(r.body.errors?.length, url).toBeGreaterThan(0);
    }
    expect((await lastCandidatura(t.database.db)).status).toBe('recebida');
  });
});

const randomUuid = () => crypto.randomUUID();
