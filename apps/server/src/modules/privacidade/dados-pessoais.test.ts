import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_TITULAR_ANONIMIZADO,
  NOME_ANONIMIZADO,
  acessosDadosSchema,
  anonimizacaoRespostaSchema,
  dadosTitularSchema,
  type DadosTitular,
} from '@prix/shared/privacidade';
import { JSON_PREFIX } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { HttpAgent, signInThroughProvider } from '../../testing/http-agent.js';
import { scanTextColumns } from '../../testing/scan-text-columns.js';
import { staffWithKeys } from '../../testing/staff-with-keys.js';
import { MAPA_DADOS_PESSOAIS } from './personal-data-map.js';

/**
 * The person's data (decision 0048): the export holds every mapped field of a demo person, the officer's
 * look-up and export are logged, staff reads of a user's record are logged, and after anonymisation no text
 * column of the database holds the person's former name, e-mail, CPF or phones but where a retention rule
 * keeps them; the person cannot sign in.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who = { otavio: '', admin: '', lucas: '', marcos: '' };
let officer: Awaited<ReturnType<typeof staffWithKeys>>;
let anexoChave = '';

const OTAVIO = {
  id: 'EXT0003',
  nome: 'Otávio Oficina',
  email: 'otavio@pesagemsul.com.br',
  cpf: '111.444.777-35',
  telefone: '+55 (41) 3322-9988',
  celular: '+55 (41) 99876-1234',
};
/** His contact details as the owner of a partner company, apart from his own so the scan tells them apart. */
const OTAVIO_PROPRIETARIO = { telefone: '+55 (41) 3555-4411', ramal: '77', celular: '+55 (41) 98111-2233' };
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  // The demo person, with every personal field filled and a row in each kind of table that reaches a person.
  await db().execute(sql`update usuario set cpf = ${OTAVIO.cpf}, telefone = ${OTAVIO.telefone},
    celular = ${OTAVIO.celular}, ramal = '4321', dtnascimento = '1980-05-17', docuestr = '<b>RNE-77</b>',
    login = 'otavio.oficina' where id = ${OTAVIO.id}`);
  await db().execute(sql`insert into clique (tipo_relatorio, nome_tipo, cliente_id, classe_id, usuario_id)
    values ('documento', 'Tabela de preços 2027', '200117', '10', ${OTAVIO.id})`);
  await db()
    .execute(sql`insert into treinamento_conclusao (usuario_id, tipotreinamento_id, concluido_em, origem)
    select ${OTAVIO.id}, id, '2026-03-01', 'demo' from tipotreinamento order by id limit 1`);
  await db().execute(sql`insert into contato (nome, email, telefone, municipio_id, lat, lon, interesse, linha,
      mensagem, status, consentimento_versao, consentimento_em)
    select ${OTAVIO.nome}, 'Otavio@PesagemSul.com.br', ${OTAVIO.celular}, id, lat, lon, 'compra', 'comercial',
      ${`Sou ${OTAVIO.nome}, me liguem no ${OTAVIO.telefone}`}, 'equipe', '2026-01', now()
    from municipio where id = '4106902'`);
  await db().execute(
    sql`insert into contato_evento (contato_id, tipo) select max(id), 'recebido' from contato`,
  );
  await db().execute(sql`insert into candidatura (cnpj, cnpj_raiz, razao_social, cep, rua, numero, bairro, uf,
      municipio_id, telefone, tipo, contato_nome, contato_email, contato_celular, token_hash,
      consentimento_versao, consentimento_em)
    values ('55.667.788/0001-90', '55667788', 'Oficina de Pesagem Ltda', '80000-000', 'Rua XV', '10',
      'Centro', 'PR', '4106902', '+55 (41) 3000-0000', 'assistencia', ${OTAVIO.nome}, ${OTAVIO.email},
      ${OTAVIO.celular}, ${'f'.repeat(64)}, '2026-01', now())`);
  await db().execute(sql`insert into candidatura_evento (candidatura_id, tipo)
    select max(id), 'recebida' from candidatura`);
  // The registration change's document, in the storage.
  const pending = await t.app.storage.write(Readable.from(Buffer.from('%PDF-1.4 comprovante')), {
    maxBytes: 1000,
  });
  await pending.keep();
  anexoChave = pending.key;
  await db().execute(sql`insert into solicitacao_anexo (solicitacao_id, campo, rotulo, arquivo_chave,
      arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
    select id, 'fileAttachmentProofChange', 'Comprovante', ${pending.key}, ${pending.size}, ${pending.sha256},
      'application/pdf', 'comprovante-endereco-otavio.pdf'
    from solicitacao where usuario_id = ${OTAVIO.id} and formulario = 'formulario-alteracao-cadastral'`);

  // His privacy request and consents: as a user, and as the visitor of the enquiry form.
  await db().execute(sql`insert into solicitacao_privacidade (tipo, status, usuario_id, mensagem, prazo)
    values ('correcao', 'recebida', ${OTAVIO.id}, ${`Corrijam meu celular para ${OTAVIO.celular}`},
      current_date + 15)`);
  await db().execute(sql`insert into solicitacao_privacidade (tipo, status, nome, email, mensagem)
    values ('acesso', 'aguardando_confirmacao', ${OTAVIO.nome}, ${OTAVIO.email}, 'Quero meus dados')`);
  await db().execute(
    sql`insert into consentimento (usuario_id, origem, versao) values (${OTAVIO.id}, 'cookies', '2026-01')`,
  );
  await db().execute(
    sql`insert into consentimento (email, origem, versao) values (${OTAVIO.email}, 'contato', '2026-01')`,
  );
  // The owner of a partner company: the owner's fields of the company's record are his.
  await db().execute(sql`update cliente set nomeprop = ${OTAVIO.nome}, emailprop = ${OTAVIO.email},
    telefoneprop = ${OTAVIO_PROPRIETARIO.telefone}, ramalprop = ${OTAVIO_PROPRIETARIO.ramal},
    celularprop = ${OTAVIO_PROPRIETARIO.celular} where id = '200117'`);
  // An e-mail to him that could not be sent: the queue keeps a failed job, recipient and text included. The
  // first request that may write starts the queue, which a job written in a transaction needs.
  await t.app.inject({ method: 'POST', url: '/api/acesso/info', headers: { origin: t.baseUrl } });
  await db().transaction(async (tx) => {
    await t.app.jobs.enqueueMail(
      {
        to: OTAVIO.email,
        subject: 'Aviso',
        text: `Olá, ${OTAVIO.nome}.`,
        html: `<p>Olá, ${OTAVIO.nome}.</p>`,
      },
      tx,
    );
    await tx.execute(
      sql`update pgboss.job set state = 'failed' where name = 'email' and data->>'to' = ${OTAVIO.email}`,
    );
  });
  who.otavio = await sessionCookieFor(t, OTAVIO.id);
  who.admin = await sessionCookieFor(t, '10000001'); // every key
  who.lucas = await sessionCookieFor(t, '10000002'); // internal, read-only
  who.marcos = await sessionCookieFor(t, 'EXT0001');
  officer = await staffWithKeys(t, '10009001');
  await officer.holdOnly(['privacidade.encarregado']);
});
afterAll(() => t.close());

const uuidOf = async (id: string) =>
  (await queryRows<{ uuid: string }>(db(), sql`select uuid::text as uuid from usuario where id = ${id}`))[0]!
    .uuid;

async function download(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, origin: t.baseUrl } });
}

const acessos = async () => {
  const r = await call('GET', '/api/privacidade/acessos?page=1', officer.cookie);
  expect(r.status).toBe(200);
  return acessosDadosSchema.parse(r.body).acessos.map((a) => a.oque);
};

describe("'Baixar meus dados'", () => {
  it('streams every mapped field of the person as a JSON file, from the map only', async () => {
    const res = await download('/api/privacidade/meus-dados', who.otavio);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?meus-dados\.json"?$/);
    expect(res.body.startsWith(JSON_PREFIX)).toBe(false);
    const dados: DadosTitular = dadosTitularSchema.parse(JSON.parse(res.body));
    expect(dados.titular).toMatchObject({ nome: OTAVIO.nome, email: OTAVIO.email });

    // Each section's rows carry exactly its entry's mapped columns.
    for (const tabela of dados.tabelas) {
      const entrada = MAPA_DADOS_PESSOAIS.find((e) => e.descricao === tabela.descricao)!;
      expect(entrada, tabela.descricao).toBeDefined();
      for (const linha of tabela.linhas) expect(Object.keys(linha)).toEqual(Object.keys(entrada.colunas));
      expect(Object.keys(tabela.tratamentos)).toEqual(Object.keys(entrada.colunas));
    }
    const secao = (descricao: string) => dados.tabelas.find((s) => s.descricao === descricao)?.linhas ?? [];
    expect(secao('Cadastro da pessoa (Meus dados)')).toEqual([
      expect.objectContaining({
        id: 'EXT0003',
        nome: 'Otávio',
        sobrenome: 'Oficina',
        nomecompleto: OTAVIO.nome,
        email: OTAVIO.email,
        cpf: OTAVIO.cpf,
        telefone: OTAVIO.telefone,
        celular: OTAVIO.celular,
        ramal: '4321',
        dtnascimento: '1980-05-17',
        docuestr: '<b>RNE-77</b>',
        login: 'otavio.oficina',
      }),
    ]);
    expect(secao('Empresas a que pertenço')).toEqual([expect.objectContaining({ cliente_id: '200117' })]);
    expect(secao('Empresas parceiras em que constam meus dados de contato como proprietário')).toEqual([
      expect.objectContaining({ id: '200117', celularprop: OTAVIO_PROPRIETARIO.celular }),
    ]);
    expect(secao('Sessões abertas no portal (entradas)').length).toBeGreaterThanOrEqual(1);
    expect(secao('Cliques e documentos abertos no portal')).toEqual(
      expect.arrayContaining([expect.objectContaining({ nome_tipo: 'Tabela de preços 2027' })]),
    );
    expect(secao('Treinamentos concluídos')).toEqual(
      expect.arrayContaining([expect.objectContaining({ concluido_em: '2026-03-01' })]),
    );
    const pedidos = secao('Solicitações de benefício e de alteração cadastral');
    expect(pedidos.map((p) => p.formulario).sort()).toEqual([
      'equipamentos',
      'formulario-alteracao-cadastral',
    ]);
    expect(pedidos.find((p) => p.formulario === 'formulario-alteracao-cadastral')!.dados).toMatchObject({
      dadosAlterados: 'Novo telefone comercial: (41) 3322-1100',
    });
    expect(secao('Anexos das minhas solicitações (nomes dos arquivos)')).toEqual([
      expect.objectContaining({ arquivo_nome: 'comprovante-endereco-otavio.pdf' }),
    ]);
    expect(secao('Histórico e comentários das minhas solicitações').length).toBeGreaterThanOrEqual(4);
    // Found by e-mail, whatever its case: the enquiry and the application he made as a visitor.
    expect(secao('Pedidos de contato feitos em Onde comprar (Fale com um parceiro)')).toEqual([
      expect.objectContaining({ nome: OTAVIO.nome, telefone: OTAVIO.celular }),
    ]);
    expect(secao('Histórico dos meus pedidos de contato')).toHaveLength(1);
    expect(secao('Candidaturas a parceiro (Seja um parceiro)')).toEqual([
      expect.objectContaining({ contato_nome: OTAVIO.nome, razao_social: 'Oficina de Pesagem Ltda' }),
    ]);
    expect(secao('Histórico das minhas candidaturas')).toHaveLength(1);
    expect(secao('Minhas solicitações sobre dados pessoais (LGPD)')).toEqual([
      expect.objectContaining({ tipo: 'correcao', responder_para: null }),
      expect.objectContaining({ tipo: 'acesso', responder_para: null }),
    ]);
    expect(secao('Consentimentos que dei (aviso de cookies, formulários)').map((r) => r.origem)).toEqual([
      'cookies',
      'contato',
    ]);
    // Secrets are never exported: the session's token, the application's status token.
    expect(res.body).not.toMatch(/token_hash|id_token|arquivo_chave/);
    expect(res.body).not.toContain('f'.repeat(64));
  });

  it('is a readable, self-contained HTML document with every value escaped', async () => {
    const res = await download('/api/privacidade/meus-dados?formato=html', who.otavio);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?meus-dados\.html"?$/);
    expect(res.body).toMatch(/^<!doctype html><html lang="pt-BR">/);
    expect(res.body).toContain('Dados pessoais de Otávio Oficina');
    expect(res.body).toContain('Cadastro da pessoa (Meus dados)');
    expect(res.body).toContain('&#60;b&#62;RNE-77&#60;/b&#62;');
    expect(res.body).not.toContain('<b>RNE');
    expect(res.body).not.toMatch(/<script|<link|src=/);
  });

  it('answers 400 for an unknown format, 401 signed out', async () => {
    expect((await download('/api/privacidade/meus-dados?formato=pdf', who.otavio)).statusCode).toBe(400);
    expect((await download('/api/privacidade/meus-dados', '')).statusCode).toBe(401);
  });
});

describe("the officer's look-up, export and the log of staff reads", () => {
  it('finds a user by e-mail or CPF, with each column treatment, and logs it', async () => {
    const porEmail = await call(
      'GET',
      `/api/privacidade/titular?email=${encodeURIComponent('OTAVIO@pesagemsul.com.br')}`,
      officer.cookie,
    );
    expect(porEmail.status).toBe(200);
    const dados = dadosTitularSchema.parse(porEmail.body);
    expect(dados.titular).toMatchObject({ uuid: await uuidOf(OTAVIO.id), nome: OTAVIO.nome });
    const cadastro = dados.tabelas.find((s) => s.tabela === 'usuario' && s.linhas[0]?.id === OTAVIO.id)!;
    expect(cadastro.tratamentos.cpf).toEqual({ tratamento: 'anonimizar', motivo: null });
    expect(cadastro.tratamentos.id!.tratamento).toBe('manter');

    const porCpf = await call('GET', '/api/privacidade/titular?cpf=11144477735', officer.cookie);
    expect(porCpf.status).toBe(200);
    expect(dadosTitularSchema.parse(porCpf.body).titular.nome).toBe(OTAVIO.nome);
    const log = await acessos();
    expect(log[0]).toBe('Consulta de titular por CPF: Otávio Oficina (EXT0003)');
    expect(log[1]).toBe('Consulta de titular por e-mail: Otávio Oficina (EXT0003)');
  });

  it('finds a visitor by the e-mail of their enquiry; nobody → 404; bad input → 400', async () => {
    const res = await call(
      'GET',
      '/api/privacidade/titular?email=maria.visitante@exemplo.com.br',
      officer.cookie,
    );
    expect(res.status).toBe(404);
    await db()
      .execute(sql`insert into contato (nome, email, telefone, municipio_id, lat, lon, interesse, linha,
        mensagem, status, consentimento_versao, consentimento_em)
      select 'Maria Visitante', 'maria.visitante@exemplo.com.br', '+55 (11) 90000-0000', id, lat, lon, 'compra',
        'comercial', 'Quero comprar', 'equipe', '2026-01', now() from municipio where id = '3550308'`);
    const found = await call(
      'GET',
      '/api/privacidade/titular?email=maria.visitante@exemplo.com.br',
      officer.cookie,
    );
    expect(found.status).toBe(200);
    const dados = dadosTitularSchema.parse(found.body);
    expect(dados.titular).toEqual({
      uuid: null,
      nome: 'maria.visitante@exemplo.com.br',
      email: 'maria.visitante@exemplo.com.br',
    });
    // The earlier look-up that found nothing is logged with the address it asked for.
    expect(dados.tabelas.map((s) => s.tabela)).toEqual(['contato', 'acesso_dados_pessoais']);
    expect((await acessos())[0]).toBe('Consulta de titular por e-mail: maria.visitante@exemplo.com.br');

    for (const q of ['cpf=123', 'email=a@b.com&cpf=11144477735', '', 'cpf=111.444.777-36'])
      expect((await call('GET', `/api/privacidade/titular?${q}`, officer.cookie)).status, q).toBe(400);
  });

  it("exports a user's data for the officer, logged", async () => {
    const res = await download(
      `/api/privacidade/titular/${await uuidOf(OTAVIO.id)}/exportar`,
      officer.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(dadosTitularSchema.parse(JSON.parse(res.body)).titular.email).toBe(OTAVIO.email);
    expect((await acessos())[0]).toBe('Exportação dos dados do titular: Otávio Oficina (EXT0003)');
    expect((await download('/api/privacidade/titular/nao-e-uuid/exportar', officer.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (
        await download(
          '/api/privacidade/titular/00000000-0000-4000-8000-000000000000/exportar',
          officer.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("refuses another person's data to anyone but the officer with a 404, and logs the attempt", async () => {
    const uuid = await uuidOf(OTAVIO.id);
    for (const cookie of [who.marcos, who.lucas]) {
      expect((await download(`/api/privacidade/titular/${uuid}/exportar`, cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/privacidade/titular?email=${OTAVIO.email}`, cookie)).status).toBe(404);
      expect(
        (await call('POST', `/api/privacidade/titular/${uuid}/anonimizacao`, cookie, { confirmacao: true }))
          .status,
      ).toBe(404);
    }
    const log = await acessos();
    expect(
      log.slice(0, 6).filter((o) => o.startsWith('Tentativa recusada de ler dados de outra pessoa')),
    ).toHaveLength(6);
    expect(log[0]).toBe('Tentativa recusada de ler dados de outra pessoa: Otávio Oficina (EXT0003)');
    // The log itself is the officer's.
    expect((await call('GET', '/api/privacidade/acessos', who.lucas)).status).toBe(403);
    expect((await call('GET', '/api/privacidade/acessos', who.marcos)).status).toBe(403);
    expect((await call('GET', '/api/privacidade/acessos?page=0', officer.cookie)).status).toBe(400);
  });

  it("logs a staff member's read of another user's record, not of their own", async () => {
    const before = (await acessos()).length;
    expect((await call('GET', `/api/usuario/${await uuidOf('10000001')}`, who.admin)).status).toBe(200);
    expect(await acessos()).toHaveLength(before);
    expect((await call('GET', `/api/usuario/${await uuidOf('EXT0002')}`, who.admin)).status).toBe(200);
    const log = await acessos();
    expect(log[0]).toBe('Cadastro do usuário: Fernanda Funcionária (EXT0002)');
    const r = await call('GET', '/api/privacidade/acessos?page=1', officer.cookie);
    expect(acessosDadosSchema.parse(r.body).acessos[0]!.quem).toBe('Ana Administradora (10000001)');
  });
});

const scan = (needles: string[]) => scanTextColumns(db(), needles);

describe('anonymisation', () => {
  const formerOtavio = [
    OTAVIO.nome,
    OTAVIO.email,
    OTAVIO.cpf,
    '11144477735',
    '3322-9988',
    '99876-1234',
    'otavio.oficina',
    '3555-4411',
    '98111-2233',
  ];

  it('leaves none of the former name, e-mail, CPF or phones in any text column, signs the person out, deletes the personal attachment', async () => {
    expect((await scan(formerOtavio)).length).toBeGreaterThan(5);
    const uuid = await uuidOf(OTAVIO.id);
    const before = (
      await t.app.inject({
        method: 'POST',
        url: '/api/acesso/info',
        headers: { cookie: who.otavio, origin: t.baseUrl },
      })
    ).statusCode;
    expect(before).toBe(200);

    expect(
      (await call('POST', `/api/privacidade/titular/${uuid}/anonimizacao`, officer.cookie, {})).status,
    ).toBe(400);
    const res = await call('POST', `/api/privacidade/titular/${uuid}/anonimizacao`, officer.cookie, {
      confirmacao: true,
    });
    expect(res.status).toBe(200);
    const answer = anonimizacaoRespostaSchema.parse(res.body);
    expect(answer.sessoesEncerradas).toBeGreaterThanOrEqual(1);
    expect(answer.arquivosRemovidos).toBe(1);
    expect(await t.app.storage.stat(anexoChave)).toBeNull();
    // Kept: user codes only (his requests, companies, trainings), never a name, address or number.
    expect(answer.mantidos.map((m) => `${m.tabela}.${m.coluna}`)).toEqual(
      expect.arrayContaining(['usuario.id', 'solicitacao.usuario_id', 'usuario_cliente.usuario_id']),
    );
    for (const m of answer.mantidos) expect(m.motivo.length).toBeGreaterThan(20);

    const kept = new Set(answer.mantidos.map((m) => `${m.tabela}.${m.coluna}`));
    const remaining = await scan(formerOtavio);
    expect(remaining.filter((hit) => !kept.has(hit))).toEqual([]);
    // His requests not answered yet keep the address their answer goes to, until it is sent.
    expect(remaining).toContain('solicitacao_privacidade.responder_para');
    expect(answer.mantidos).toContainEqual({
      tabela: 'solicitacao_privacidade',
      coluna: 'responder_para',
      motivo: 'Endereço para enviar a resposta à solicitação; apagado quando a resposta é enviada',
    });
    const pendentes = await queryRows<{ status: string; email: string | null; responder_para: string }>(
      db(),
      sql`select status, email, responder_para from solicitacao_privacidade
          where responder_para is not null order by id`,
    );
    expect(pendentes).toEqual([
      { status: 'recebida', email: null, responder_para: OTAVIO.email },
      { status: 'aguardando_confirmacao', email: 'anonimizado@invalid', responder_para: OTAVIO.email },
    ]);

    const [user] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select nomecompleto, email, cpf, telefone, celular, dtnascimento, inativo, anonimizado_em is not null as marcado
          from usuario where id = ${OTAVIO.id}`,
    );
    expect(user).toEqual({
      nomecompleto: NOME_ANONIMIZADO,
      email: 'anonimizado+ext0003@invalid',
      cpf: null,
      telefone: null,
      celular: null,
      dtnascimento: null,
      inativo: true,
      marcado: true,
    });
    // Business records keep their integrity: his requests and their history stay, the click keeps its count.
    const [rows] = await queryRows<{ pedidos: number; cliques: number; anexos: number }>(
      db(),
      sql`select (select count(*)::int from solicitacao where usuario_id = ${OTAVIO.id}) as pedidos,
            (select count(*)::int from clique where nome_tipo = 'Tabela de preços 2027' and usuario_id is null) as cliques,
            (select count(*)::int from solicitacao_anexo a join solicitacao s on s.id = a.solicitacao_id
              where s.usuario_id = ${OTAVIO.id}) as anexos`,
    );
    expect(rows).toEqual({ pedidos: 2, cliques: 1, anexos: 0 });

    // Signed out at once, and a second anonymisation is refused.
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/acesso/info',
      headers: { cookie: who.otavio, origin: t.baseUrl },
    });
    expect(after.statusCode).toBe(401);
    expect(
      (
        await call('POST', `/api/privacidade/titular/${uuid}/anonimizacao`, officer.cookie, {
          confirmacao: true,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(
          'POST',
          '/api/privacidade/titular/00000000-0000-4000-8000-000000000000/anonimizacao',
          officer.cookie,
          {
            confirmacao: true,
          },
        )
      ).status,
    ).toBe(404);
    expect(await acessos()).toContain('Anonimização do titular: Titular anonimizado (EXT0003)');
  });

  it('refuses the anonymised person a sign-in through the provider with the clear message', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const { location } = await signInThroughProvider(agent, '/api/auth/signin', OTAVIO.email);
    expect(location.pathname).toBe('/erros');
    expect(location.searchParams.get('type')).toBe('titular-anonimizado');
    expect(location.searchParams.get('email')).toBeNull();
    expect(agent.cookie(t.app.sessionCookie.name)).toBeUndefined();
    expect(MSG_TITULAR_ANONIMIZADO).toMatch(/encerrado a pedido do titular/);
  });

  it('keeps a paid co-op fund redemption for 5 years, and says why', async () => {
    const res = await call(
      'POST',
      `/api/privacidade/titular/${await uuidOf('EXT0001')}/anonimizacao`,
      officer.cookie,
      {
        confirmacao: true,
      },
    );
    expect(res.status).toBe(200);
    const answer = anonimizacaoRespostaSchema.parse(res.body);
    const dados = answer.mantidos.find((m) => m.tabela === 'solicitacao' && m.coluna === 'dados');
    expect(dados?.motivo).toMatch(/5 anos/);
    const kept = await queryRows<{ formulario: string; status: string; nome: string | null }>(
      db(),
      sql`select formulario, status, dados->>'name' as nome from solicitacao where usuario_id = 'EXT0001' order by id`,
    );
    for (const k of kept)
      expect(k.nome, `${k.formulario} ${k.status}`).toBe(
        k.formulario === 'resgate-verba-marketing-cooperado' && k.status === 'Paga'
          ? 'Marcos Proprietário'
          : NOME_ANONIMIZADO,
      );
    const hits = await scan(['Marcos Proprietário', 'marcos@balancaspaulista.com.br', '529.982.247-25']);
    // And his open privacy request (the demo's) keeps the address its answer goes to.
    expect(hits).toEqual(['solicitacao.dados', 'solicitacao_privacidade.responder_para']);
  });
});
