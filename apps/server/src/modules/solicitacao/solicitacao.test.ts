import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolicitacaoDetalhe } from '@prix/shared/solicitacao';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { sendMultipart, type MultipartFile } from '../../testing/multipart.js';
import { PNG_BYTES } from '../../testing/register-send.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { until } from '../../testing/until.js';
import { ATIVIDADE, fotoPart, notaDoAno, xmlPart } from '../../testing/nfe.js';

const PDF = (field: string, filename: string): MultipartFile => ({
  field,
  filename,
  head: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  size: 2048,
});
const PNG = (field: string, filename: string): MultipartFile => ({
  field,
  filename,
  head: PNG_BYTES,
  size: PNG_BYTES.length,
});

const MARCOS = 'EXT0001'; // Balanças Paulista (100234), Prix 250, revenda: every form
const OTAVIO = 'EXT0003'; // Pesagem Sul (200117), Prix 10: no fair or co-op fund forms
const GABRIELA = 'EXT0004'; // both companies
const ADMIN = '10000001'; // beneficio.gerenciar
const RITA = '10000004'; // staff without the queue's key

describe('benefit requests', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const cookies: Record<string, string> = {};
  let api: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
    api = apiCaller(t);
    for (const id of [MARCOS, OTAVIO, GABRIELA, ADMIN, RITA]) cookies[id] = await sessionCookieFor(t, id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function submit(
    user: string,
    json: Record<string, unknown>,
    files: MultipartFile[] = [],
    path = '/api/solicita-beneficio/upload',
  ) {
    const answer = await sendMultipart(`${t.baseUrl}${path}`, {
      headers: { cookie: cookies[user]!, origin: t.baseUrl },
      fields: { json: JSON.stringify(json) },
      files,
    });
    return {
      status: answer!.status,
      body: parseJson<{ uuid: string; numero: number; errors?: string[] }>(answer!.body),
    };
  }

  const contact = { name: 'Marcos Proprietário', email: 'marcos@balancaspaulista.com.br' };
  const payloads: [string, Record<string, unknown>, MultipartFile[], string[]][] = [
    [
      'equipamentos',
      {
        ...contact,
        equipaments: 'Balança Prix 3 Light',
        transporter: 'Jadlog',
        condition: '30-60 DDF',
        obs: '',
      },
      [],
      [],
    ],
    [
      'feira-eventos',
      {
        ...contact,
        fairName: 'Feira do Varejo 2027',
        date: '12/03/2027',
        local: 'Expo Center Norte, São Paulo',
        exposedEquipaments: 'Prix 4 Uno, Prix 3 Fit',
        areaExposedPercentage: '30',
        areaExposedProductsPercentage: '80',
        value: '25.000,00',
        obs: 'Estande 42',
      },
      [PDF('file', 'planta-evento.pdf'), PNG('file', 'planta-estande.png')],
      ['Planta do Evento', 'Planta do estande'],
    ],
    [
      'material-comunicacao',
      {
        ...contact,
        materialType: 'Banners,Outros',
        equipaments: 'Linha Prix 4',
        requestJustification: 'Inauguração da loja',
      },
      [],
      [],
    ],
    [
      'consulta-valores-marketing-cooperado',
      { ...contact, projectInfo: 'Campanha de rádio', obs: '' },
      [PDF('file', 'orcamento.pdf')],
      ['Anexo'],
    ],
    [
      'resgate-verba-marketing-cooperado',
      {
        ...contact,
        equipaments: 'Prix 3 Light',
        quantity: '4',
        vmc: '1.500,50',
        transporter: 'Braspress',
        projectInfo: 'Showroom',
        ...ATIVIDADE,
      },
      // Its proof (decision 0055): the supplier's NF-e and a photo of the activity.
      [xmlPart(notaDoAno(2000)), fotoPart()],
      ['XML da NF-e', 'Foto ou print da ação'],
    ],
  ];

  it.each(payloads)(
    'stores the %s form with its fields and files and e-mails the back office with them',
    async (layout, fields, files, rotulos) => {
      const { status, body } = await submit(MARCOS, { layout, partner: '100234', ...fields }, files);
      expect(status, JSON.stringify(body)).toBe(200);
      const [row] = await queryRows<{
        formulario: string;
        cliente_id: string;
        status: string;
        dados: Record<string, unknown>;
        valor: string | null;
      }>(
        t.database.db,
        sql`select formulario, cliente_id, status, dados, valor from solicitacao where uuid = ${body.uuid}`,
      );
      expect(row).toMatchObject({ formulario: layout, cliente_id: '100234', status: 'Recebida' });
      expect(row!.dados.name).toBe('Marcos Proprietário');
      const anexos = await queryRows<{ rotulo: string; arquivo_nome: string }>(
        t.database.db,
        sql`select a.rotulo, a.arquivo_nome from solicitacao_anexo a join solicitacao s on s.id = a.solicitacao_id
            where s.uuid = ${body.uuid} order by a.id`,
      );
      expect(anexos.map((a) => a.rotulo)).toEqual(rotulos);
      if (layout === 'resgate-verba-marketing-cooperado') expect(Number(row!.valor)).toBe(1500.5);
      if (layout === 'feira-eventos') expect(row!.dados.value).toBe(25000);

      const subject = `Solicitação nº ${body.numero}:`;
      await until(() => smtp.received.some((m) => m.subject?.startsWith(subject)));
      const mail = smtp.received.find((m) => m.subject?.startsWith(subject))!;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('beneficios@prix.com.br');
      expect(mail.text).toContain('Balanças Paulista Comércio Ltda');
      // A redemption's e-mail carries its NF-e; its photos stay in the portal.
      const mailed = layout === 'resgate-verba-marketing-cooperado' ? files.slice(0, 1) : files;
      expect(mail.attachments.map((a) => a.filename)).toEqual(mailed.map((f) => f.filename));
      if (files[0])
        expect(mail.attachments[0]!.content.subarray(0, 8).toString()).toBe(
          files[0].head.subarray(0, 8).toString(),
        );
    },
  );

  it("names a fair's one file by `anexos` (only the booth plan)", async () => {
    const { status, body } = await submit(
      MARCOS,
      {
        layout: 'feira-eventos',
        ...contact,
        fairName: 'Feira',
        date: '01/02/2027',
        local: 'Recife',
        anexos: ['boothFile'],
      },
      [PNG('file', 'estande.png')],
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const detail = (await api('GET', `/api/solicitacao/${body.uuid}`, cookies[MARCOS]!))
      .body as unknown as SolicitacaoDetalhe;
    expect(detail.anexos.map((a) => [a.campo, a.rotulo])).toEqual([['boothFile', 'Planta do estande']]);
  });

  it('answers the validation errors as a list and keeps nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from solicitacao`,
    );
    const missing = await submit(MARCOS, { layout: 'equipamentos', name: '', email: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining(['Informe o nome.', 'Informe um e-mail válido.', 'Informe os equipamentos.']),
    );
    const unknown = await submit(MARCOS, { layout: 'outro', ...contact });
    expect(unknown.status).toBe(400);
    const tooMany = await submit(
      MARCOS,
      { layout: 'equipamentos', ...contact, equipaments: 'x', condition: 'À vista' },
      [PDF('file', 'a.pdf')],
    );
    expect(tooMany.status).toBe(400);
    const badType = await submit(MARCOS, { layout: 'consulta-valores-marketing-cooperado', ...contact }, [
      { field: 'file', filename: 'x.exe', head: Buffer.from('MZ\x90\x00'), size: 100 },
    ]);
    expect(badType.status).toBe(415);
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from solicitacao`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('puts each form behind its key and the combined check (Prix 10 has no fair form)', async () => {
    const fair = await submit(OTAVIO, {
      layout: 'feira-eventos',
      ...contact,
      fairName: 'F',
      date: 'd',
      local: 'l',
    });
    expect(fair.status).toBe(403);
    const equipment = await submit(OTAVIO, {
      layout: 'equipamentos',
      ...contact,
      equipaments: 'Prix 3',
      condition: 'À vista',
    });
    expect(equipment.status).toBe(200);
    // A partner cannot file for a company that is not theirs.
    const other = await submit(OTAVIO, {
      layout: 'equipamentos',
      partner: '100234',
      ...contact,
      equipaments: 'x',
      condition: 'À vista',
    });
    expect(other.status).toBe(400);
  });

  describe('registration change (SPEC §5, enforced by the server too)', () => {
    const path = '/api/solicita-beneficio/registration-change-form';
    // SPEC §5's messages, as written there.
    it.each([
      ['', 'a@b.com', 'Preenchimento do nome é obrigatório'],
      ['Ana Li', 'a@b.com', 'Insira um nome e sobrenome'],
      ['1234567 890', 'a@b.com', 'Insira um nome e sobrenome válidos'],
      ['Marcos Proprietário', '', 'Preenchimento do e-mail obrigatório'],
      ['Marcos Proprietário', 'marcos@empresa.comercial', 'Email inválido'],
      ['Marcos Proprietário', 'sem-arroba', 'Email inválido'],
    ])('name %j, e-mail %j → %s', async (name, email, message) => {
      const { status, body } = await submit(
        MARCOS,
        { name, email, dadosAlterados: 'Novo endereço' },
        [],
        path,
      );
      expect(status).toBe(400);
      expect(body.errors).toContain(message);
    });

    it('takes a name of 7 characters, one more than the refused 6, and an e-mail ending in 4 letters', async () => {
      const { status, body } = await submit(
        MARCOS,
        { name: 'Ana Lia', email: 'ana@empresa.info', dadosAlterados: 'Novo telefone' },
        [],
        path,
      );
      expect(status, JSON.stringify(body)).toBe(200);
    });

    it('stores a valid change with both files', async () => {
      const { status, body } = await submit(
        MARCOS,
        {
          name: 'Marcos Proprietário',
          email: 'marcos@balancaspaulista.com.br',
          dadosAlterados: 'Rua nova, 100',
          layout: 'formulario-alteracao-cadastral',
          partner: '100234',
        },
        [PDF('fileAttachmentProofChange', 'comprovante.pdf'), PNG('fileAttachmentAnotherChange', 'foto.png')],
        path,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const detail = await api('GET', `/api/solicitacao/${body.uuid}`, cookies[MARCOS]!);
      const d = detail.body as unknown as SolicitacaoDetalhe;
      expect(d.formulario).toBe('formulario-alteracao-cadastral');
      expect(d.anexos.map((a) => a.campo)).toEqual([
        'fileAttachmentProofChange',
        'fileAttachmentAnotherChange',
      ]);
    });
  });

  describe('workflow', () => {
    let uuid: string;
    let numero: number;
    beforeAll(async () => {
      const { body } = await submit(MARCOS, {
        layout: 'equipamentos',
        ...contact,
        equipaments: 'Prix 4 Uno',
        condition: 'À vista',
      });
      uuid = body.uuid;
      numero = body.numero;
    });

    it('partners see their own requests; another partner gets 404', async () => {
      const mine = await api('GET', '/api/solicitacao/minhas', cookies[MARCOS]!);
      expect((mine.body.results as { uuid: string }[]).some((r) => r.uuid === uuid)).toBe(true);
      const theirs = await api('GET', '/api/solicitacao/minhas', cookies[OTAVIO]!);
      expect((theirs.body.results as { uuid: string }[]).some((r) => r.uuid === uuid)).toBe(false);
      expect((await api('GET', `/api/solicitacao/${uuid}`, cookies[OTAVIO]!)).status).toBe(404);
      expect(
        (await api('POST', `/api/solicitacao/${uuid}/comentarios`, cookies[OTAVIO]!, { texto: 'oi' })).status,
      ).toBe(404);
      expect((await api('GET', `/api/solicitacao/${uuid}`, cookies[GABRIELA]!)).status).toBe(200);
      expect((await api('GET', '/api/solicitacao/nao-e-um-uuid', cookies[MARCOS]!)).status).toBe(404);
    });

    it('only staff with beneficio.gerenciar see the queue and change a status', async () => {
      expect((await api('GET', '/api/solicitacao', cookies[MARCOS]!)).status).toBe(403);
      expect((await api('GET', '/api/solicitacao', cookies[RITA]!)).status).toBe(403);
      expect(
        (await api('POST', `/api/solicitacao/${uuid}/status`, cookies[MARCOS]!, { status: 'Em análise' }))
          .status,
      ).toBe(403);
      expect(
        (await api('POST', `/api/solicitacao/${uuid}/status`, cookies[RITA]!, { status: 'Em análise' }))
          .status,
      ).toBe(403);
      const queue = await api(
        'GET',
        '/api/solicitacao?status=Recebida&formulario=equipamentos&cliente=100234&classe=250',
        cookies[ADMIN]!,
      );
      expect(queue.status).toBe(200);
      expect((queue.body.results as { uuid: string }[]).some((r) => r.uuid === uuid)).toBe(true);
      const otherClass = await api('GET', '/api/solicitacao?classe=10', cookies[ADMIN]!);
      expect((otherClass.body.results as { uuid: string }[]).some((r) => r.uuid === uuid)).toBe(false);
    });

    it('moves only along Recebida → Em análise → Aprovada → Paga, records who and when, and e-mails the partner', async () => {
      const move = (status: string, comentario?: string) =>
        api('POST', `/api/solicitacao/${uuid}/status`, cookies[ADMIN]!, { status, comentario });
      expect((await move('Aprovada')).status).toBe(409);
      expect((await move('Paga')).status).toBe(409);
      expect((await move('Em análise')).status).toBe(200);
      expect((await move('Recebida')).status).toBe(409);
      const approved = await move('Aprovada', 'Aprovado: envio em 5 dias úteis.');
      expect(approved.status).toBe(200);
      expect((approved.body as unknown as SolicitacaoDetalhe).proximos).toEqual(['Paga']);
      expect((await move('Recusada')).status).toBe(409);
      expect((await move('Paga')).status).toBe(200);
      expect((await move('Em análise')).status).toBe(409);

      const detail = (await api('GET', `/api/solicitacao/${uuid}`, cookies[MARCOS]!))
        .body as unknown as SolicitacaoDetalhe;
      expect(detail.status).toBe('Paga');
      expect(detail.proximos).toEqual([]);
      const moves = detail.eventos.filter((e) => e.tipo === 'status');
      expect(moves.map((e) => e.statusPara)).toEqual(['Recebida', 'Em análise', 'Aprovada', 'Paga']);
      expect(moves[2]).toMatchObject({
        statusDe: 'Em análise',
        autor: 'Ana Administradora',
        interno: true,
        texto: 'Aprovado: envio em 5 dias úteis.',
      });
      expect(moves.every((e) => !Number.isNaN(Date.parse(e.dhcriacao)))).toBe(true);

      await until(() => smtp.received.some((m) => m.subject === `Solicitação nº ${numero}: Paga`));
      const approvedMail = smtp.received.find((m) => m.subject === `Solicitação nº ${numero}: Aprovada`)!;
      expect(approvedMail.to && 'text' in approvedMail.to ? approvedMail.to.text : '').toBe(
        'marcos@balancaspaulista.com.br',
      );
      expect(approvedMail.text).toContain('Aprovado: envio em 5 dias úteis.');
    });

    it('Recusada ends the request; comments go both ways', async () => {
      const { body } = await submit(MARCOS, {
        layout: 'equipamentos',
        ...contact,
        equipaments: 'Prix 5',
        condition: 'À vista',
      });
      const move = (status: string, comentario?: string) =>
        api('POST', `/api/solicitacao/${body.uuid}/status`, cookies[ADMIN]!, { status, comentario });
      expect((await move('Em análise')).status).toBe(200);
      // A refusal's reason goes to the partner: it cannot be left out.
      const semMotivo = await move('Recusada');
      expect(semMotivo.status).toBe(400);
      expect(semMotivo.body.errors).toEqual([
        'Motivo da recusa: escreva o motivo; ele vai por e-mail ao parceiro.',
      ]);
      expect((await move('Recusada', 'Fora da linha de showroom.')).status).toBe(200);
      expect((await move('Paga')).status).toBe(409);
      expect((await move('Aprovada')).status).toBe(409);
      await api('POST', `/api/solicitacao/${body.uuid}/comentarios`, cookies[MARCOS]!, { texto: 'Por quê?' });
      const answer = await api('POST', `/api/solicitacao/${body.uuid}/comentarios`, cookies[ADMIN]!, {
        texto: 'Fora do prazo.',
      });
      const comments = (answer.body as unknown as SolicitacaoDetalhe).eventos.filter(
        (e) => e.tipo === 'comentario',
      );
      expect(comments.map((c) => [c.texto, c.interno])).toEqual([
        ['Por quê?', false],
        ['Fora do prazo.', true],
      ]);
      expect(
        (await api('POST', `/api/solicitacao/${body.uuid}/comentarios`, cookies[MARCOS]!, { texto: '' }))
          .status,
      ).toBe(400);
    });

    it('serves a request file to who may see the request only', async () => {
      const { body } = await submit(MARCOS, { layout: 'consulta-valores-marketing-cooperado', ...contact }, [
        PDF('file', 'orcamento.pdf'),
      ]);
      const detail = (await api('GET', `/api/solicitacao/${body.uuid}`, cookies[MARCOS]!))
        .body as unknown as SolicitacaoDetalhe;
      const url = `/api/solicitacao/${body.uuid}/anexos/${detail.anexos[0]!.id}`;
      const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[MARCOS]! } });
      expect(mine.statusCode).toBe(200);
      expect(mine.body.startsWith('%PDF')).toBe(true);
      const theirs = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[OTAVIO]! } });
      expect(theirs.statusCode).toBe(404);
    });
  });
});
