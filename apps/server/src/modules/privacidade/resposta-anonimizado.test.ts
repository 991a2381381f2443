import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonimizacaoRespostaSchema, type SolicitacaoPrivacidadeDetalhe } from '@prix/shared/privacidade';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { until } from '../../testing/until.js';
import { scanTextColumns } from '../../testing/scan-text-columns.js';
import { startSmtpServer } from '../../testing/smtp.js';

/**
 * The answer to an erasure request reaches the person (decision 0048): the officer carries out the erasure and
 * then answers, as the page leads them to; the anonymisation kept the address the answer goes to, and the
 * answer, sent there, clears it.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const who: Record<string, string> = {};
const OTAVIO = { id: 'EXT0003', email: 'otavio@pesagemsul.com.br' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1', JOB_POLL_SECONDS: '0.5' });
  call = apiCaller(t);
  who.davi = await sessionCookieFor(t, '10000005'); // the demo's data protection officer
  who.otavio = await sessionCookieFor(t, OTAVIO.id);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const responderPara = async (uuid: string) =>
  (
    await queryRows<{ responder_para: string | null }>(
      db(),
      sql`select responder_para from solicitacao_privacidade where uuid = ${uuid}::uuid`,
    )
  )[0]!.responder_para;

describe('an erasure request answered after the erasure', () => {
  it('is answered at the former address, which is then kept nowhere', async () => {
    const made = await call('POST', '/api/privacidade/solicitacoes', who.otavio!, {
      tipo: 'anonimizacao',
      mensagem: 'Quero que apaguem os meus dados do portal.',
    });
    expect(made.status).toBe(201);
    const { uuid } = made.body as unknown as SolicitacaoPrivacidadeDetalhe;
    expect(await responderPara(uuid)).toBeNull();

    const [{ usuario } = { usuario: '' }] = await queryRows<{ usuario: string }>(
      db(),
      sql`select uuid::text as usuario from usuario where id = ${OTAVIO.id}`,
    );
    const anonimizada = await call('POST', `/api/privacidade/titular/${usuario}/anonimizacao`, who.davi!, {
      confirmacao: true,
    });
    expect(anonimizada.status).toBe(200);
    expect(
      anonimizacaoRespostaSchema
        .parse(anonimizada.body)
        .mantidos.some((m) => m.tabela === 'solicitacao_privacidade' && m.coluna === 'responder_para'),
    ).toBe(true);
    expect(await responderPara(uuid)).toBe(OTAVIO.email);
    expect(await scanTextColumns(db(), [OTAVIO.email])).toEqual(['solicitacao_privacidade.responder_para']);

    // Progress recorded: nothing sent, the address stays for the answer.
    const url = `/api/privacidade/solicitacoes/${uuid}/resposta`;
    const andamento = await call('POST', url, who.davi!, {
      resposta: 'Anonimização em andamento.',
      status: 'em_atendimento',
    });
    expect(andamento.status).toBe(200);
    expect(await responderPara(uuid)).toBe(OTAVIO.email);

    const resposta = 'Seus dados foram anonimizados: o acesso ao portal foi encerrado.';
    const answered = await call('POST', url, who.davi!, { resposta, status: 'respondida' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'respondida', resposta });
    // The answered request keeps no address, in the very transaction that queued the e-mail.
    expect(await responderPara(uuid)).toBeNull();

    const toOtavio = () => smtp.received.filter((m) => m.to && 'text' in m.to && m.to.text === OTAVIO.email);
    await until(() => toOtavio().length > 0);
    const [mail] = toOtavio();
    expect(mail!.subject).toBe('Resposta à sua solicitação: Anonimização ou exclusão');
    expect(mail!.text).toContain(resposta);
    expect(smtp.received.filter((m) => m.to && 'text' in m.to && /@invalid$/.test(m.to.text))).toEqual([]);

    // The former address is kept nowhere: neither in the portal's tables nor in the job queue, which deletes
    // a sent e-mail's job.
    await until(async () => (await scanTextColumns(db(), [OTAVIO.email])).length === 0);
  });
});
