import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExtratoVerba } from '@prix/shared/programa';
import type { NfeLida } from '@prix/shared/comprovacao';
import type { SolicitacaoDetalhe, SolicitacoesPage } from '@prix/shared/solicitacao';
import { queryRows } from '../../db/client.js';
import { diaEmBrasilia } from '../../lib/time-zone.js';
import { chaveDaNota } from '../../seed/nfe-demo.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { sendMultipart, type MultipartFile } from '../../testing/multipart.js';
import { ATIVIDADE, fotoPart, notaDoAno, xmlPart } from '../../testing/nfe.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { until } from '../../testing/until.js';
import { coopFundOf } from '../cliente/benefit-balance.js';

/**
 * Proof of performance for co-op fund redemptions (decision 0055), through the routes, on both databases: the
 * NF-e read and checked when the form sends its XML, the redemption stored with its proof, and the review:
 * partial approval debiting the amount approved, approvals at once serialised, the pending item e-mailed and
 * answered with files, the payment recorded, the queue's flag past 10 working days.
 */

const MARCOS = 'EXT0001'; // Balanças Paulista (100234), Prix 250: R$ 4.020,00 accrued this year
const OTAVIO = 'EXT0003'; // Pesagem Sul (200117)
const ADMIN = '10000001'; // beneficio.gerenciar and every form
const EMPRESA = '100234';
const OUTRA = '200117';
const CNPJ_OUTRA = '33.445.566/0001-86';
const RESGATE = 'resgate-verba-marketing-cooperado';
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'nfe-fixtures', name));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: ReturnType<typeof apiCaller>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  api = apiCaller(t);
  for (const id of [MARCOS, OTAVIO, ADMIN]) cookies[id] = await sessionCookieFor(t, id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
/** Each test starts from the fund as accrued: no redemption of this year. */
beforeEach(async () => {
  await db().execute(sql`delete from solicitacao where formulario = ${RESGATE}`);
});

async function multipart(user: string, url: string, fields: Record<string, string>, files: MultipartFile[]) {
  const answer = await sendMultipart(`${t.baseUrl}${url}`, {
    headers: { cookie: cookies[user]!, origin: t.baseUrl },
    fields,
    files,
  });
  return { status: answer!.status, body: parseJson<Record<string, unknown>>(answer!.body) };
}

const errors = (body: Record<string, unknown>) => body.errors as string[];

/** Reads an XML with the form's route, as the form does when the partner picks it. */
const ler = (xml: MultipartFile, user = MARCOS, partner?: string) =>
  multipart(user, '/api/solicita-beneficio/nfe', partner ? { partner } : {}, [xml]);

/** Files a redemption of `vmc` with its proof. */
function resgate(
  vmc: string,
  files: MultipartFile[],
  extra: Record<string, unknown> = {},
  user = MARCOS,
  partner = EMPRESA,
) {
  return multipart(
    user,
    '/api/solicita-beneficio/upload',
    {
      json: JSON.stringify({
        layout: RESGATE,
        partner,
        name: 'Marcos Proprietário',
        email: 'marcos@balancaspaulista.com.br',
        equipaments: 'Prix 3 Light',
        quantity: '2',
        vmc,
        ...ATIVIDADE,
        ...extra,
      }),
    },
    files,
  );
}

const detail = async (uuid: string, user = ADMIN) =>
  (await api('GET', `/api/solicitacao/${uuid}`, cookies[user]!)).body as unknown as SolicitacaoDetalhe;
const move = (uuid: string, body: Record<string, unknown>) =>
  api('POST', `/api/solicitacao/${uuid}/status`, cookies[ADMIN]!, body);
const fund = async () => (await coopFundOf(db(), EMPRESA))!;
const mailWith = async (subject: string) => {
  await until(() => smtp.received.some((m) => m.subject === subject));
  return smtp.received.find((m) => m.subject === subject)!;
};

describe('reading the NF-e the form sends (POST /api/solicita-beneficio/nfe)', () => {
  it('answers the fields read from an authorised note to the partner, for the form to fill', async () => {
    const nota = notaDoAno(3850);
    const { status, body } = await ler(xmlPart(nota));
    expect(status, JSON.stringify(body)).toBe(200);
    expect((body as unknown as NfeLida).nfe).toMatchObject({
      origem: 'xml',
      chave: chaveDaNota(nota),
      numero: nota.numero,
      serie: 1,
      emissao: nota.dhEmi.slice(0, 10),
      emitente: { cnpj: '24681357000140', nome: 'Gráfica e Editora Paulistana Ltda' },
      destinatario: { cnpj: '61234567000117' },
      valorTotal: 3850,
      autorizacao: { cStat: 100 },
    });
    // Only read: no file is kept.
    const [files] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from solicitacao_anexo
      where campo = 'nfeXml'`,
    );
    expect(files!.n).toBe(0);
  });

  it('refuses, naming the field: a wrong check digit, another recipient, another year, a file that is not an NF-e', async () => {
    const cases: [string, string][] = [
      [
        'nfe-digito-errado.xml',
        'Chave de acesso: o dígito verificador não confere; a chave tem um erro de digitação ou a nota foi alterada.',
      ],
      [
        'nao-nfe.xml',
        'Arquivo XML da NF-e: o arquivo não é o XML de uma NF-e (nfeProc com NFe de modelo 55, layout 4.00).',
      ],
    ];
    for (const [name, message] of cases) {
      const head = fixture(name);
      const { status, body } = await ler({ field: 'nfeXml', filename: name, head, size: head.length });
      expect(status, name).toBe(400);
      expect(errors(body), name).toEqual([message]);
    }
    const outra = await ler(
      xmlPart(notaDoAno(500, { destinatario: { cnpj: CNPJ_OUTRA, nome: 'Pesagem Sul' } })),
    );
    expect(outra.status).toBe(400);
    expect(errors(outra.body)).toEqual([
      'CNPJ do destinatário: a NF-e não foi emitida para o parceiro nem para outra empresa do grupo (CNPJ com a raiz 61.234.567).',
    ]);
    const ano = new Date().getFullYear();
    const antiga = await ler(xmlPart(notaDoAno(500, { dhEmi: `${ano - 1}-11-20T09:47:00-03:00` })));
    expect(antiga.status).toBe(400);
    expect(errors(antiga.body)).toEqual([
      `Data de emissão: a NF-e foi emitida em 20/11/${ano - 1}, fora do ano da verba (${ano}).`,
    ]);
  });

  it('refuses an XML bomb and an external entity, and a PDF sent as the XML', async () => {
    for (const name of ['xml-bomba.xml', 'xml-entidade-externa.xml']) {
      const head = fixture(name);
      const { status, body } = await ler({ field: 'nfeXml', filename: name, head, size: head.length });
      expect(status, name).toBe(400);
      expect(errors(body)).toEqual([
        'Arquivo XML da NF-e: o arquivo traz uma declaração DOCTYPE ou entidades, que o XML de uma NF-e não tem; envie o XML original da nota.',
      ]);
    }
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const { status, body } = await ler({
      field: 'nfeXml',
      filename: 'danfe.pdf',
      head: pdf,
      size: pdf.length,
    });
    expect(status).toBe(415);
    expect(errors(body)).toEqual([
      'Arquivo XML da NF-e: envie o arquivo .xml da nota (o DANFE em PDF vai no campo do DANFE).',
    ]);
  });
});

describe('a redemption with its proof', () => {
  it('is stored with the NF-e read from its XML and two photos; the detail and the ledger page show them', async () => {
    const nota = notaDoAno(3850);
    const { status, body } = await resgate('1.500,00', [
      xmlPart(nota),
      fotoPart('vitrine.png'),
      fotoPart('fachada.png'),
    ]);
    expect(status, JSON.stringify(body)).toBe(200);
    const d = await detail(body.uuid as string, MARCOS);
    expect(d.nfe).toMatchObject({ origem: 'xml', chave: chaveDaNota(nota), valorTotal: 3850 });
    expect(d.anexos.map((a) => [a.rotulo, a.nome, a.tipo])).toEqual([
      ['XML da NF-e', `NFe${chaveDaNota(nota)}-procNFe.xml`, 'application/xml'],
      ['Foto ou print da ação', 'vitrine.png', 'image/png'],
      ['Foto ou print da ação', 'fachada.png', 'image/png'],
    ]);
    expect(d.dados).toMatchObject({ atividade: 'Vitrine ou fachada', periodoInicio: '2026-01-05' });
    const extrato = (await api('GET', '/api/verba-marketing-cooperado', cookies[MARCOS]!))
      .body as unknown as ExtratoVerba;
    expect(extrato.resgates).toEqual([
      expect.objectContaining({
        status: 'Recebida',
        valor: 1500,
        comprovacao: {
          atividade: 'Vitrine ou fachada',
          nfe: { numero: nota.numero, serie: 1, emitente: 'Gráfica e Editora Paulistana Ltda' },
          fotos: 2,
        },
      }),
    ]);
  });

  it('takes the DANFE with the note’s data typed when there is no XML', async () => {
    const nota = notaDoAno(900);
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const danfe: MultipartFile = { field: 'danfe', filename: 'danfe.pdf', head: pdf, size: pdf.length };
    const typed = {
      chave: chaveDaNota(nota)
        .replace(/(\d{4})/g, '$1 ')
        .trim(),
      numero: String(nota.numero),
      serie: '1',
      emissao: nota.dhEmi.slice(0, 10).split('-').reverse().join('/'),
      emitenteCnpj: '24.681.357/0001-40',
      emitenteNome: 'Gráfica e Editora Paulistana Ltda',
      destinatarioCnpj: '61.234.567/0001-17',
      valorTotal: '900,00',
    };
    expect((await resgate('900,00', [danfe, fotoPart()])).body.errors).toEqual([
      'Comprovação: informe os dados da NF-e que estão no DANFE.',
    ]);
    const wrong = await resgate('900,00', [danfe, fotoPart()], { nfe: { ...typed, numero: '1' } });
    expect(errors(wrong.body)).toEqual([
      'Chave de acesso: a chave não confere com o número da nota; confira o que foi digitado do DANFE.',
    ]);
    const { status, body } = await resgate('900,00', [danfe, fotoPart()], { nfe: typed });
    expect(status, JSON.stringify(body)).toBe(200);
    expect((await detail(body.uuid as string)).nfe).toMatchObject({
      origem: 'danfe',
      chave: chaveDaNota(nota),
      autorizacao: null,
    });
  });

  it('refuses a redemption without its NF-e, without photos, with both XML and DANFE, or above the NF-e’s total', async () => {
    expect(errors((await resgate('100,00', [fotoPart()])).body)).toEqual([
      'Comprovação: envie o XML da NF-e do fornecedor, ou o DANFE em PDF com os dados da nota.',
    ]);
    expect(errors((await resgate('100,00', [xmlPart(notaDoAno(500))])).body)).toEqual([
      'Fotos da ação: envie ao menos uma foto ou print da ação realizada.',
    ]);
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const both = await resgate('100,00', [
      xmlPart(notaDoAno(500)),
      { field: 'danfe', filename: 'danfe.pdf', head: pdf, size: pdf.length },
      fotoPart(),
    ]);
    expect(errors(both.body)).toEqual([
      'Comprovação: envie o XML da NF-e ou o DANFE com os dados da nota, não os dois.',
    ]);
    const above = await resgate('500,01', [xmlPart(notaDoAno(500)), fotoPart()]);
    expect(above.status).toBe(400);
    expect(errors(above.body)).toEqual([
      'Valor da verba a resgatar: R$ 500,01 é maior que o valor total da NF-e (R$ 500,00).',
    ]);
    expect((await resgate('500,00', [xmlPart(notaDoAno(500)), fotoPart()])).status).toBe(200);
    const [n] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from solicitacao where formulario = ${RESGATE}`,
    );
    expect(n!.n).toBe(1);
  });

  it('refuses an NF-e already used in another redemption, of any partner, until that one is refused', async () => {
    const nota = notaDoAno(2000);
    const first = await resgate('1.000,00', [xmlPart(nota), fotoPart()]);
    expect(first.status).toBe(200);
    // The same note (the same key), as another partner would hold it: to its CNPJ, filed by staff for it.
    const outra = {
      ...nota,
      destinatario: { cnpj: CNPJ_OUTRA, nome: 'Pesagem Sul Assistência Técnica Ltda' },
    };
    expect(chaveDaNota(outra)).toBe(chaveDaNota(nota));
    const duplicada = ['Chave de acesso: esta NF-e já foi usada em outro pedido de resgate.'];
    const again = await resgate('500,00', [xmlPart(outra), fotoPart()], {}, ADMIN, OUTRA);
    expect(again.status).toBe(400);
    expect(errors(again.body)).toEqual(duplicada);
    expect(errors((await ler(xmlPart(outra), ADMIN, OUTRA)).body)).toEqual(duplicada);
    // The partner itself cannot use it twice either.
    expect(errors((await resgate('100,00', [xmlPart(nota), fotoPart()])).body)).toEqual(duplicada);

    const uuid = first.body.uuid as string;
    expect((await move(uuid, { status: 'Em análise' })).status).toBe(200);
    expect((await move(uuid, { status: 'Recusada', comentario: 'Ação sem a marca Prix.' })).status).toBe(200);
    expect((await ler(xmlPart(outra), ADMIN, OUTRA)).status).toBe(200);
  });

  it('two redemptions with one NF-e at once: one is stored, the other refused', async () => {
    const nota = notaDoAno(2000);
    const answers = await Promise.all([
      resgate('300,00', [xmlPart(nota), fotoPart()]),
      resgate('300,00', [xmlPart(nota), fotoPart()]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(errors(answers.find((a) => a.status === 400)!.body)).toEqual([
      'Chave de acesso: esta NF-e já foi usada em outro pedido de resgate.',
    ]);
  });
});

describe('the review', () => {
  async function emAnalise(vmc: string, total = 5000): Promise<string> {
    const { status, body } = await resgate(vmc, [xmlPart(notaDoAno(total)), fotoPart()]);
    expect(status, JSON.stringify(body)).toBe(200);
    const uuid = body.uuid as string;
    expect((await move(uuid, { status: 'Em análise' })).status).toBe(200);
    return uuid;
  }

  it('approves a part: the ledger debits the amount approved; a part needs its reason, never above the request', async () => {
    const uuid = await emAnalise('1.000,00');
    expect((await fund()).disponivel).toBe(4020);
    const above = await move(uuid, { status: 'Aprovada', valorAprovado: '1.000,01' });
    expect(errors(above.body)).toEqual([
      'Valor aprovado: R$ 1.000,01 é maior que o valor pedido (R$ 1.000,00).',
    ]);
    const noReason = await move(uuid, { status: 'Aprovada', valorAprovado: '600,00' });
    expect(errors(noReason.body)).toEqual([
      'Comentário para o parceiro: explique por que o valor aprovado é menor que o pedido.',
    ]);
    const approved = await move(uuid, {
      status: 'Aprovada',
      valorAprovado: '600,00',
      comentario: 'Os cartazes sem a marca Prix ficam fora.',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const d = approved.body as unknown as SolicitacaoDetalhe;
    expect(d).toMatchObject({ status: 'Aprovada', valor: 1000, valorAprovado: 600 });
    expect(d.eventos.at(-1)).toMatchObject({
      statusPara: 'Aprovada',
      texto: 'Os cartazes sem a marca Prix ficam fora.',
      detalhe: 'Valor aprovado: R$ 600,00 de R$ 1.000,00 pedidos (aprovação parcial)',
    });
    expect(await fund()).toMatchObject({ aprovado: 600, solicitado: 0, disponivel: 3420 });
    const mail = await mailWith(`Solicitação nº ${d.numero}: Aprovada`);
    expect(mail.text).toContain('Valor aprovado: R$ 600,00 dos R$ 1.000,00 pedidos.');
  });

  it('two approvals at once are serialised on the approved amounts: the one that would overdraw is refused', async () => {
    const first = await emAnalise('2.500,00');
    const second = await emAnalise('2.500,00');
    const approve = (uuid: string) =>
      move(uuid, { status: 'Aprovada', valorAprovado: '2.100,00', comentario: 'Aprovação parcial.' });
    const answers = await Promise.all([approve(first), approve(second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(errors(answers.find((a) => a.status === 409)!.body)).toEqual([
      'O valor do resgate (R$ 2.100,00) é maior que o saldo disponível da verba de marketing cooperado (R$ 1.920,00).',
    ]);
    expect(await fund()).toMatchObject({ aprovado: 2100, disponivel: 1920 });
    // What is left can still be approved, to the cent.
    const third = await emAnalise('1.920,00');
    expect((await move(third, { status: 'Aprovada' })).status).toBe(200);
    expect((await fund()).disponivel).toBe(0);
  });

  it('asks for more (pendência, e-mailed); the partner answers with files and it is back in analysis', async () => {
    const uuid = await emAnalise('400,00');
    expect(errors((await move(uuid, { status: 'Pendência' })).body)).toEqual([
      'Comentário para o parceiro: escreva o que falta (documentos, fotos ou dados) para a análise.',
    ]);
    const pedido = 'Envie uma foto da vitrine com a marca Prix à vista.';
    const pending = await move(uuid, { status: 'Pendência', comentario: pedido });
    expect(pending.status).toBe(200);
    const numero = (pending.body as unknown as SolicitacaoDetalhe).numero;
    const mail = await mailWith(`Solicitação nº ${numero}: Pendência`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('marcos@balancaspaulista.com.br');
    expect(mail.text).toContain('A Prix precisa de mais informações');
    expect(mail.text).toContain(`O que a Prix pede: ${pedido}`);
    expect(mail.text).toContain(`/minhas-solicitacoes/${uuid}`);
    // Open: it is still requested, not spent.
    expect(await fund()).toMatchObject({ solicitado: 400, disponivel: 4020 });
    expect((await detail(uuid, MARCOS)).podeResponder).toBe(true);
    expect((await detail(uuid, ADMIN)).podeResponder).toBe(false);

    const answer = (user: string, files: MultipartFile[], texto = 'Seguem as fotos pedidas.') =>
      multipart(user, `/api/solicitacao/${uuid}/resposta`, { json: JSON.stringify({ texto }) }, files);
    expect((await answer(OTAVIO, [fotoPart('x.png', 'resposta')])).status).toBe(404);
    expect((await answer(ADMIN, [fotoPart('x.png', 'resposta')])).status).toBe(409);
    expect(errors((await answer(MARCOS, [], '')).body)).toEqual([
      'Escreva a resposta ou envie os arquivos pedidos.',
    ]);
    const answered = await answer(MARCOS, [
      fotoPart('vitrine-marca.png', 'resposta'),
      fotoPart('vitrine-noite.png', 'resposta'),
    ]);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const d = answered.body as unknown as SolicitacaoDetalhe;
    expect(d.status).toBe('Em análise');
    expect(d.podeResponder).toBe(false);
    const last = d.eventos.at(-1)!;
    expect(last).toMatchObject({
      statusDe: 'Pendência',
      statusPara: 'Em análise',
      texto: 'Seguem as fotos pedidas.',
      autor: 'Marcos Proprietário',
      interno: false,
    });
    expect(last.anexos.map((a) => a.nome)).toEqual(['vitrine-marca.png', 'vitrine-noite.png']);
    expect(d.anexos.filter((a) => a.campo === 'resposta').map((a) => a.rotulo)).toEqual([
      'Resposta à pendência',
      'Resposta à pendência',
    ]);
    const office = await mailWith(
      `Solicitação nº ${numero}: resposta à pendência — Balanças Paulista Comércio Ltda`,
    );
    expect(office.text).toContain('vitrine-marca.png, vitrine-noite.png');
    // Answered once: it waits for staff again.
    expect((await answer(MARCOS, [fotoPart('mais.png', 'resposta')])).status).toBe(409);
  });

  it('marks it paid with the payment’s day and reference; the history and the ledger show it', async () => {
    const uuid = await emAnalise('700,00');
    expect((await move(uuid, { status: 'Aprovada' })).status).toBe(200);
    expect(errors((await move(uuid, { status: 'Paga' })).body)).toEqual([
      'Data do pagamento: informe a data e a referência do pagamento (a nota de bonificação ou o pedido).',
    ]);
    const hoje = diaEmBrasilia();
    const amanha = diaEmBrasilia(new Date(Date.now() + 86_400_000));
    expect(
      errors((await move(uuid, { status: 'Paga', pagamento: { data: amanha, referencia: 'NF 1' } })).body),
    ).toEqual(['Data do pagamento: a data não pode ser depois de hoje.']);
    const paid = await move(uuid, {
      status: 'Paga',
      pagamento: { data: hoje.split('-').reverse().join('/'), referencia: 'NF de bonificação 48412' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const d = paid.body as unknown as SolicitacaoDetalhe;
    expect(d.pagamento).toEqual({ data: hoje, referencia: 'NF de bonificação 48412' });
    expect(d.eventos.map((e) => e.statusPara)).toEqual(['Recebida', 'Em análise', 'Aprovada', 'Paga']);
    expect(d.eventos.at(-1)!.detalhe).toBe(
      `Pago em ${hoje.split('-').reverse().join('/')} · referência NF de bonificação 48412`,
    );
    expect(d.eventos[2]!.detalhe).toBe('Valor aprovado: R$ 700,00');
    expect(await fund()).toMatchObject({ aprovado: 0, pago: 700, disponivel: 3320 });
    const mail = await mailWith(`Solicitação nº ${d.numero}: Paga`);
    expect(mail.text).toContain('referência: NF de bonificação 48412');
    const extrato = (await api('GET', '/api/verba-marketing-cooperado', cookies[MARCOS]!))
      .body as unknown as ExtratoVerba;
    expect(extrato.resgates[0]).toMatchObject({
      status: 'Paga',
      valorAprovado: 700,
      pagamento: { data: hoje, referencia: 'NF de bonificação 48412' },
    });
  });

  it('flags in staff’s queue the requests waiting for staff more than 10 working days', async () => {
    const insert = async (status: string, diasAtras: number) => {
      const [row] = await queryRows<{ uuid: string }>(
        db(),
        sql`insert into solicitacao (formulario, cliente_id, usuario_id, status, dados, dhcriacao)
            values ('equipamentos', ${EMPRESA}, ${MARCOS}, ${status}, '{}'::jsonb, now() - make_interval(days => ${diasAtras}::int))
            returning uuid`,
      );
      return row!.uuid;
    };
    // 30 calendar days are over 10 working days whatever the holidays; 3 are under.
    const old = await insert('Recebida', 30);
    const oldInAnalysis = await insert('Em análise', 30);
    const oldPending = await insert('Pendência', 30);
    const oldDecided = await insert('Aprovada', 30);
    const recent = await insert('Recebida', 3);
    const queue = (await api('GET', '/api/solicitacao?formulario=equipamentos', cookies[ADMIN]!))
      .body as unknown as SolicitacoesPage;
    const flag = Object.fromEntries(queue.results.map((r) => [r.uuid, r.atrasada]));
    expect([flag[old], flag[oldInAnalysis], flag[oldPending], flag[oldDecided], flag[recent]]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    await db().execute(sql`delete from solicitacao where uuid in (${old}, ${oldInAnalysis}, ${oldPending},
      ${oldDecided}, ${recent})`);
  });
});
