import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Conformidade, RelatorioTreinamentos } from '@prix/shared/candidatura';
import type { HomeInfo } from '@prix/shared/programa';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { until } from '../../testing/until.js';
import { PDF_HEAD, sendMultipart } from '../../testing/multipart.js';
import { readCsv, readXlsx } from '../../testing/spreadsheets.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { complianceOf, complianceOfCompany, hojeEmBrasilia } from './compliance.js';
import { nextNightlyRun } from '../../plugins/nightly-job.js';
import { AVISO_JOB, AVISO_NOTURNO, avisarVencimentos } from './expiry.js';

const nextRun = (now?: Date) => nextNightlyRun(AVISO_NOTURNO, now);

/**
 * Training compliance (decision 0047): the one rule for every partnership type, the partner's and the staff's
 * reads of it, the report and its export, /home's tile and onboarding checklist, and the expiry e-mail.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const who: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  who.admin = await sessionCookieFor(t, '10000001');
  who.lucas = await sessionCookieFor(t, '10000002'); // internal, read-only profile
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // Balanças Paulista (REV)
  who.otavio = await sessionCookieFor(t, 'EXT0003'); // Pesagem Sul (OTA)
  who.gabriela = await sessionCookieFor(t, 'EXT0004'); // both
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const hoje = hojeEmBrasilia();
/** A day `n` days from today, 'yyyy-mm-dd'. */
const dia = (n: number) => {
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

let seq = 0;
/** A company with its partnership types and complementary training types, created `diasAtras` days ago. */
async function company(tipos: string[], complementares: string[] = [], diasAtras = 400): Promise<string> {
  seq += 1;
  const id = `T${seq}`;
  await db().execute(sql`
    insert into cliente (id, nome, classe_id, dhcriacao)
    values (${id}, ${`Parceiro de teste ${seq}`}, '10', now() - make_interval(days => ${diasAtras}::int))`);
  for (const tipo of tipos)
    await db().execute(
      sql`insert into cliente_tipoparceria (cliente_id, tipoparceria_id) values (${id}, ${tipo})`,
    );
  for (const tipo of complementares)
    await db().execute(
      sql`insert into cliente_tipotreinamento (cliente_id, tipotreinamento_id) values (${id}, ${tipo})`,
    );
  return id;
}
/** A person of the company's team. */
async function person(
  clienteId: string,
  nome: string,
  options: { inativo?: boolean; cargo?: string; email?: string } = {},
): Promise<string> {
  seq += 1;
  const id = `TP${seq}`;
  await db().execute(sql`
    insert into usuario (id, nome, sobrenome, email, externo, inativo, cargo_id)
    values (${id}, ${nome}, 'Teste', ${options.email ?? `${id.toLowerCase()}@exemplo.com.br`}, true,
      ${options.inativo ?? false}, ${options.cargo ?? 'FUNCIONARIO'})`);
  await db().execute(sql`insert into usuario_cliente (usuario_id, cliente_id) values (${id}, ${clienteId})`);
  return id;
}
/** A completion: on `em`, valid until `ate` (null: does not expire). */
async function done(usuarioId: string, tipo: string, em: string, ate: string | null): Promise<void> {
  await db().execute(sql`
    insert into treinamento_conclusao (usuario_id, tipotreinamento_id, concluido_em, valido_ate, origem)
    values (${usuarioId}, ${tipo}, ${em}, ${ate}, 'arquivo')`);
}
const summary = (c: Conformidade | null) =>
  c && {
    emDia: c.emDia,
    total: c.total,
    conforme: c.conforme,
    tipos: Object.fromEntries(c.tipos.map((t) => [t.id, t.emDia])),
  };

describe('the compliance rule, for each partnership type', () => {
  it('REV: both mandatory types (operation, sales) done by someone of the team', async () => {
    const id = await company(['REV']);
    const ana = await person(id, 'Ana');
    const bia = await person(id, 'Bia');
    expect(summary(await complianceOfCompany(db(), id))).toEqual({
      emDia: 0,
      total: 2,
      conforme: false,
      tipos: { OPER: false, VEND: false },
    });
    await done(ana, 'OPER', dia(-100), null);
    expect(summary(await complianceOfCompany(db(), id))).toMatchObject({ emDia: 1, conforme: false });
    await done(bia, 'VEND', dia(-100), dia(200));
    const full = (await complianceOfCompany(db(), id))!;
    expect(summary(full)).toEqual({ emDia: 2, total: 2, conforme: true, tipos: { OPER: true, VEND: true } });
    expect(full.tipos.map((t) => [t.nome, t.concluintes])).toEqual([
      ['Operação de balanças comerciais', [{ nome: 'Ana Teste', em: dia(-100), validaAte: null }]],
      ['Técnicas de vendas', [{ nome: 'Bia Teste', em: dia(-100), validaAte: dia(200) }]],
    ]);
  });

  it('OT: an expired completion does not count (it is listed, lapsed); one valid until today does', async () => {
    const id = await company(['OT']);
    const caio = await person(id, 'Caio');
    await done(caio, 'INST', dia(-400), dia(-1));
    await done(caio, 'MANU', dia(-30), hoje);
    const c = (await complianceOfCompany(db(), id))!;
    expect(summary(c)).toEqual({ emDia: 1, total: 2, conforme: false, tipos: { INST: false, MANU: true } });
    expect(c.tipos.find((t) => t.id === 'INST')!.concluintes).toEqual([
      { nome: 'Caio Teste', em: dia(-400), validaAte: dia(-1) },
    ]);
    // Tomorrow the one valid until today lapses too.
    expect(summary((await complianceOf(db(), { clienteIds: [id] }, dia(1))).get(id)!)).toMatchObject({
      emDia: 0,
    });
    // A renewal counts, the lapsed one stays in the history.
    await done(caio, 'INST', dia(-2), dia(700));
    expect(summary(await complianceOfCompany(db(), id))).toMatchObject({ emDia: 2, conforme: true });
  });

  it('OTA: an inactive person, or one who left the company, does not count', async () => {
    const id = await company(['OTA']);
    const duda = await person(id, 'Duda', { inativo: true });
    const edu = await person(id, 'Edu');
    await done(duda, 'CALB', dia(-10), null);
    await done(edu, 'NR10', dia(-10), null);
    expect(summary(await complianceOfCompany(db(), id))).toEqual({
      emDia: 1,
      total: 2,
      conforme: false,
      tipos: { CALB: false, NR10: true },
    });
    await db().execute(sql`update usuario set inativo = false where id = ${duda}`);
    expect(summary(await complianceOfCompany(db(), id))).toMatchObject({ emDia: 2, conforme: true });
    await db().execute(sql`delete from usuario_cliente where usuario_id = ${edu}`);
    expect(summary(await complianceOfCompany(db(), id))).toMatchObject({ emDia: 1, conforme: false });
  });

  it('a complementary training type the company holds is required too; several types add up', async () => {
    const id = await company(['REV', 'OT'], ['SOFT']);
    const fabio = await person(id, 'Fábio');
    for (const tipo of ['OPER', 'VEND', 'INST', 'MANU']) await done(fabio, tipo, dia(-5), null);
    expect(summary(await complianceOfCompany(db(), id))).toEqual({
      emDia: 4,
      total: 5,
      conforme: false,
      tipos: { OPER: true, VEND: true, INST: true, MANU: true, SOFT: false },
    });
    await done(fabio, 'SOFT', dia(-5), null);
    expect(summary(await complianceOfCompany(db(), id))).toMatchObject({ emDia: 5, conforme: true });
  });

  it('an inactive training type or partnership type is not required; a company without any is compliant', async () => {
    const id = await company(['OTAF']);
    expect((await complianceOfCompany(db(), id))!.total).toBe(4);
    await db().execute(sql`update tipotreinamento set inativo = true where id = 'SOFT'`);
    try {
      expect((await complianceOfCompany(db(), id))!.total).toBe(3);
    } finally {
      await db().execute(sql`update tipotreinamento set inativo = false where id = 'SOFT'`);
    }
    const none = await company([]);
    expect(summary(await complianceOfCompany(db(), none))).toEqual({
      emDia: 0,
      total: 0,
      conforme: true,
      tipos: {},
    });
    expect(await complianceOfCompany(db(), 'NAOEXISTE')).toBeNull();
  });
});

describe('GET /api/treinamentos/conformidade', () => {
  it('gives a partner its current company: the demo OTA misses NR-10 and names who did calibration', async () => {
    const answer = await call('GET', '/api/treinamentos/conformidade', who.otavio!);
    expect(answer.status).toBe(200);
    const c = answer.body as unknown as Conformidade;
    expect(c).toMatchObject({ clienteId: '200117', emDia: 1, total: 2, conforme: false });
    expect(c.tipos.map((t) => [t.nome, t.emDia, t.concluintes.map((p) => p.nome)])).toEqual([
      ['Calibração e aferição', true, ['Otávio Oficina']],
      ['Segurança elétrica (NR-10)', false, []],
    ]);
    // The demo reseller is compliant.
    expect((await call('GET', '/api/treinamentos/conformidade', who.marcos!)).body).toMatchObject({
      clienteId: '100234',
      emDia: 2,
      total: 2,
      conforme: true,
    });
  });

  it('by code: a partner reads only its own companies (another is 404); staff read any', async () => {
    expect((await call('GET', '/api/treinamentos/conformidade/200117', who.marcos!)).status).toBe(404);
    expect((await call('GET', '/api/treinamentos/conformidade/NAOEXISTE', who.marcos!)).status).toBe(404);
    expect((await call('GET', '/api/treinamentos/conformidade/200117', who.gabriela!)).body).toMatchObject({
      clienteId: '200117',
      emDia: 1,
    });
    expect((await call('GET', '/api/treinamentos/conformidade/200117', who.admin!)).body).toMatchObject({
      clienteId: '200117',
      total: 2,
    });
    expect((await call('GET', '/api/treinamentos/conformidade/NAOEXISTE', who.admin!)).status).toBe(404);
    // Staff without the report's key nor the company register.
    expect((await call('GET', '/api/treinamentos/conformidade/200117', who.lucas!)).status).toBe(403);
    // Staff have no current company.
    expect((await call('GET', '/api/treinamentos/conformidade', who.admin!)).status).toBe(404);
  });
});

describe('GET /api/treinamentos/relatorio', () => {
  const report = async (query = '', cookie = who.admin!) => {
    const answer = await call('GET', `/api/treinamentos/relatorio${query}`, cookie);
    return { status: answer.status, body: answer.body as unknown as RelatorioTreinamentos };
  };

  it('lists each partner that must train, by name, with class, types and what is missing', async () => {
    const { status, body } = await report();
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.linhas.map((l) => [l.clienteId, l]));
    expect(byId['100234']).toEqual({
      clienteId: '100234',
      nome: 'Balanças Paulista Comércio Ltda',
      classe: 'Prix 250',
      tiposParceria: ['REV'],
      emDia: 2,
      total: 2,
      conforme: true,
      faltando: [],
    });
    expect(byId['200117']).toMatchObject({
      classe: 'Prix 10',
      tiposParceria: ['OTA'],
      emDia: 1,
      total: 2,
      conforme: false,
      faltando: ['Segurança elétrica (NR-10)'],
    });
    const names = body.linhas.map((l) => l.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(body.linhas.every((l) => l.total > 0)).toBe(true);
  });

  it('filters by compliance, class and partnership type', async () => {
    const ids = async (query: string) => (await report(query)).body.linhas.map((l) => l.clienteId);
    expect(await ids('?conforme=sim')).toContain('100234');
    expect(await ids('?conforme=sim')).not.toContain('200117');
    expect(await ids('?conforme=nao')).toContain('200117');
    expect(await ids('?conforme=nao')).not.toContain('100234');
    expect(await ids('?classe=250')).toEqual(expect.arrayContaining(['100234']));
    expect(await ids('?classe=250')).not.toContain('200117');
    expect(await ids('?tipoparceria=OTA')).toContain('200117');
    expect(await ids('?tipoparceria=OTA')).not.toContain('100234');
    expect((await report('?conforme=talvez')).status).toBe(400);
  });

  it('is exported as XLSX and CSV with the same rows', async () => {
    const { body } = await report('?tipoparceria=OTA');
    const download = async (formato: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/treinamentos/relatorio/exportar?formato=${formato}&tipoparceria=OTA`,
        headers: { cookie: who.admin! },
      });
    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(encodeURIComponent('Treinamentos obrigatórios'));
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.headers).toEqual([
      'Código',
      'Parceiro',
      'Classe',
      'Tipos de parceria',
      'Em dia',
      'Obrigatórios',
      'Conforme',
      'Faltando',
    ]);
    expect(sheet.rows.map((r) => r[0])).toEqual(body.linhas.map((l) => l.clienteId));
    expect(sheet.rows.find((r) => r[0] === '200117')).toEqual([
      '200117',
      'Pesagem Sul Assistência Técnica Ltda',
      'Prix 10',
      'OTA',
      1,
      2,
      'Não',
      'Segurança elétrica (NR-10)',
    ]);
    const csv = readCsv((await download('csv')).rawPayload);
    expect(csv.lines.slice(1).map((l) => l[0])).toEqual(body.linhas.map((l) => l.clienteId));
  });

  it('is the staff’s: 403 to a partner, report and export alike', async () => {
    expect((await report('', who.marcos!)).status).toBe(403);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/treinamentos/relatorio/exportar?formato=csv',
      headers: { cookie: who.marcos! },
    });
    expect(exported.statusCode).toBe(403);
    expect((await report('', who.lucas!)).status).toBe(403);
  });
});

const home = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/home', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return parseJson<HomeInfo>(response.body);
};

describe('GET /api/home: the trainings tile and the onboarding checklist', () => {
  it('gives the partner its compliance, and the checklist only in its first 90 days', async () => {
    const marcos = await home(who.marcos!);
    expect(marcos.treinamentos).toMatchObject({ clienteId: '100234', emDia: 2, total: 2, conforme: true });
    // A partner since 2019.
    expect(marcos.checklist).toBeNull();
    const otavio = await home(who.otavio!);
    expect(otavio.treinamentos).toMatchObject({ clienteId: '200117', emDia: 1, total: 2, conforme: false });
    expect(otavio.treinamentos!.tipos.filter((t) => !t.emDia).map((t) => t.nome)).toEqual([
      'Segurança elétrica (NR-10)',
    ]);
    // Pesagem Sul joined a month ago.
    expect(otavio.checklist!.itens.map((i) => i.id)).toEqual(['perfil', 'equipe', 'manual', 'treinamentos']);
    expect(otavio.checklist!.itens.find((i) => i.id === 'treinamentos')!.feito).toBe(false);
    // Staff have neither.
    const admin = await home(who.admin!);
    expect(admin.treinamentos).toBeNull();
    expect(admin.checklist).toBeNull();
  });

  it('a company with no mandatory training has no tile', async () => {
    const id = await company([]);
    const owner = await person(id, 'Gil', { cargo: 'PROPRIETARIO' });
    expect((await home(await sessionCookieFor(t, owner))).treinamentos).toBeNull();
  });

  it('ticks each item by its real event: the profile saved, a team member added, the manual opened, the trainings done', async () => {
    const id = await company(['REV'], [], 0);
    const owner = await person(id, 'Helena', { cargo: 'PROPRIETARIO', email: 'helena@novoparceiro.com.br' });
    await db().execute(sql`update usuario set nome = 'Helena', sobrenome = 'Nova' where id = ${owner}`);
    const cookie = await sessionCookieFor(t, owner);
    const ticked = async () => {
      const { checklist } = await home(cookie);
      return Object.fromEntries(checklist!.itens.map((i) => [i.id, i.feito]));
    };
    const first = await home(cookie);
    expect(first.checklist).toEqual({
      ate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      itens: [
        { id: 'perfil', rotulo: 'Perfil completo', feito: false },
        { id: 'equipe', rotulo: 'Equipe cadastrada', feito: false },
        { id: 'manual', rotulo: 'Manual do programa aberto', feito: false },
        { id: 'treinamentos', rotulo: 'Treinamentos obrigatórios em dia', feito: false },
      ],
    });
    expect(first.checklist!.ate).toBe(dia(90));

    // 'Meus dados' saved with the CPF.
    const profile = await call('PUT', '/api/usuario/meu-perfil', cookie, {
      nome: 'Helena',
      sobrenome: 'Nova',
      dtnascimento: '1985-04-02',
      cpf: '111.444.777-35',
      docuestr: '',
      telefone: '',
      ramal: '',
      celular: '11987654321',
      pais: 'BR',
      idioma: 'PT',
    });
    expect(profile.body).toEqual({ updated: true });
    expect(await ticked()).toEqual({ perfil: true, equipe: false, manual: false, treinamentos: false });

    // The owner adds an employee (the partner's 'Adicionar Funcionário').
    const added = await call('POST', '/api/usuario/externo', cookie, {
      nome: 'Ivo',
      sobrenome: 'Vendedor',
      email: 'ivo@novoparceiro.com.br',
      clientes: [id],
      cargo: 'FUNCIONARIO',
    });
    expect(added.status).toBe(200);
    expect(await ticked()).toEqual({ perfil: true, equipe: true, manual: false, treinamentos: false });

    // The programme manual opened through the documents' route (counted after the answer).
    const pdf = await t.app.storage.write(Readable.from([Buffer.concat([PDF_HEAD, Buffer.alloc(100, 7)])]), {
      maxBytes: 1_000_000,
    });
    await pdf.keep();
    await db().execute(sql`
      insert into botao (id, nome, identificador) values ('BTNMAN', 'Manual do programa', 'manual-do-programa-prix')`);
    await db().execute(sql`
      insert into arquivo (id, nome, botao_id, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
      values ('ARQMAN', 'Manual', 'BTNMAN', ${pdf.key}, ${pdf.size}, ${pdf.sha256}, 'application/pdf', 'manual.pdf')`);
    const manual = await t.app.inject({
      method: 'GET',
      url: '/api/docs/manual-do-programa-prix',
      headers: { cookie },
    });
    expect(manual.statusCode).toBe(200);
    await until(async () => (await ticked()).manual === true);

    // The trainings imported from the e-learning's file.
    const file = Buffer.from(
      'Pessoa;Tipo;Data\r\nhelena@novoparceiro.com.br;OPER;' +
        `${dia(-1)}\r\nivo@novoparceiro.com.br;VEND;${dia(-1)}\r\n`,
    );
    const imported = await sendMultipart(`${t.baseUrl}/api/treinamentos/importar`, {
      headers: { cookie: who.admin!, origin: t.baseUrl },
      files: [{ field: 'fileInput', filename: 'conclusoes.csv', head: file, size: file.length }],
    });
    expect(imported!.status).toBe(200);
    expect(await ticked()).toEqual({ perfil: true, equipe: true, manual: true, treinamentos: true });

    // After 90 days the checklist is gone.
    await db().execute(sql`update cliente set dhcriacao = now() - interval '91 days' where id = ${id}`);
    expect((await home(cookie)).checklist).toBeNull();
  });
});

describe('the e-mail about completions about to expire', () => {
  beforeEach(() => {
    smtp.received.length = 0;
  });
  const warned = () =>
    queryRows<{ usuario_id: string; tipo: string }>(
      db(),
      sql`select usuario_id, tipotreinamento_id as tipo from treinamento_conclusao
          where aviso_vencimento_em is not null order by 1, 2`,
    );

  it('e-mails the partner once, run after run: the demo reseller’s sales training expires in 20 days', async () => {
    const first = await avisarVencimentos(t.app);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await warned()).toContainEqual({ usuario_id: 'EXT0002', tipo: 'VEND' });
    expect(await avisarVencimentos(t.app)).toBe(0);
    const mailOf = () => smtp.received.filter((m) => m.text?.includes('Técnicas de vendas: Fernanda'));
    await until(() => mailOf().length > 0);
    const [mail] = mailOf();
    expect(mail!.subject).toBe('Treinamento a vencer: Técnicas de vendas');
    expect(mail!.to).toMatchObject({ text: 'marcos@balancaspaulista.com.br' });
    expect(mail!.text).toContain(
      `Técnicas de vendas: Fernanda Funcionária, válido até ${dia(20).split('-').reverse().join('/')}`,
    );
    expect(mail!.text).toContain(`${t.baseUrl}/home`);
    // A third run, and the queue's delivery done: still one.
    expect(await avisarVencimentos(t.app)).toBe(0);
    await until(async () => {
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from pgboss.job where name = 'email' and state in ('created', 'retry', 'active')`,
      );
      return row?.n === 0;
    });
    expect(mailOf()).toHaveLength(1);
  });

  it('only what matters: not an expired one, a renewed one, one far off, or an inactive person’s; to the owner without emailprop', async () => {
    const id = await company(['OT']);
    await person(id, 'Jonas', { cargo: 'PROPRIETARIO', email: 'jonas@oficina.com.br' });
    const kiko = await person(id, 'Kiko');
    const lia = await person(id, 'Lia', { inativo: true });
    await done(kiko, 'INST', dia(-700), dia(10)); // expiring: warned
    await done(kiko, 'MANU', dia(-700), dia(-1)); // expired
    await done(kiko, 'MANU', dia(-30), dia(12)); // expiring, but…
    await done(kiko, 'MANU', dia(-2), dia(700)); // …renewed
    await done(lia, 'INST', dia(-700), dia(5)); // inactive person
    await done(kiko, 'VEND', dia(-700), dia(5)); // not required of this company
    await done(await person(id, 'Mia'), 'INST', dia(-700), dia(31)); // beyond 30 days
    // Two runs at once: each completion is claimed by one.
    const runs = await Promise.all([avisarVencimentos(t.app), avisarVencimentos(t.app)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mailOf = () =>
      smtp.received.filter((m) => m.to && 'text' in m.to && m.to.text === 'jonas@oficina.com.br');
    await until(() => mailOf().length > 0);
    expect(mailOf()).toHaveLength(1);
    expect(mailOf()[0]!.text).toContain('Instalação de balanças: Kiko Teste');
    expect(mailOf()[0]!.text).not.toContain('Manutenção');
    expect(mailOf()[0]!.text).not.toContain('Lia');
    expect(mailOf()[0]!.text).not.toContain('Mia');
  });

  it('runs each night at 3 o’clock in Brasília, queued once whatever the instances', async () => {
    // 01:00 in Brasília: tonight's run is today at 03:00 (06:00 UTC); the mechanism: plugins/nightly-job.test.ts.
    expect(nextRun(new Date('2026-11-28T04:00:00Z')).at).toEqual(new Date('2026-11-28T06:00:00Z'));
    // The app queued the next run once it answered.
    await home(who.admin!);
    const queued = () =>
      queryRows<{ singleton_key: string }>(
        db(),
        sql`select singleton_key from pgboss.job where name = ${AVISO_JOB} and state = 'created'`,
      );
    await until(async () => (await queued()).length > 0);
    expect(await queued()).toEqual([{ singleton_key: nextRun().key }]);
  });
});
