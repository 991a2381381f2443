import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtratoVerba } from '@prix/shared/programa';
import type { SolicitacaoDetalhe } from '@prix/shared/solicitacao';
import { queryRows } from '../../db/client.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { sendMultipart } from '../../testing/multipart.js';
import { availableBenefitValue, coopFundOf } from '../cliente/benefit-balance.js';
import { ATIVIDADE, fotoPart, notaDoAno, xmlPart } from '../../testing/nfe.js';

const MARCOS = 'EXT0001'; // Balanças Paulista (100234), Prix 250
const ADMIN = '10000001';
const EMPRESA = '100234';
const ano = new Date().getFullYear();
const RESGATE = 'resgate-verba-marketing-cooperado';

let t: TestApp;
let api: ReturnType<typeof apiCaller>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  api = apiCaller(t);
  for (const id of [MARCOS, ADMIN]) cookies[id] = await sessionCookieFor(t, id);
});
afterAll(() => t.close());

const db = () => t.database.db;
const setClass = (classe: string) =>
  db().execute(sql`update cliente set classe_id = ${classe} where id = ${EMPRESA}`);
const clearRedemptions = () =>
  db().execute(sql`delete from solicitacao where cliente_id = ${EMPRESA} and formulario = ${RESGATE}`);

/** A redemption of `valor` in `status` this year, straight in the table (the workflow is tested elsewhere). */
async function redemption(valor: number, status: string): Promise<string> {
  const [row] = await queryRows<{ uuid: string }>(
    db(),
    sql`insert into solicitacao (formulario, cliente_id, usuario_id, status, dados, valor)
        values (${RESGATE}, ${EMPRESA}, ${MARCOS}, ${status}, ${JSON.stringify({ vmc: valor })}::jsonb, ${valor})
        returning uuid`,
  );
  return row!.uuid;
}

describe('the co-op fund ledger (decision 0027)', () => {
  it('accrues last year’s product purchases × the class rate of SPEC §9, nothing below Prix 100', async () => {
    await clearRedemptions();
    const [base] = await queryRows<{ compras: string }>(
      db(),
      sql`select sum(produtos) as compras from faturamento where cliente_id = ${EMPRESA}
          and periodo >= ${`${ano - 1}-01-01`}::date and periodo < ${`${ano}-01-01`}::date`,
    );
    const compras = Number(base!.compras);
    // The demo company's products last year; the rates are SPEC §9's, written here.
    expect(compras).toBe(402_000);
    try {
      for (const classe of ['10', '50']) {
        await setClass(classe);
        expect(await coopFundOf(db(), EMPRESA)).toBeNull();
        expect(await availableBenefitValue(db(), EMPRESA, classe)).toBe(0);
      }
      for (const [nivel, accrued] of [
        ['100', 3015], // 0,75 %
        ['250', 4020], // 1,00 %
        ['500', 5025], // 1,25 %
        ['1000', 6030], // 1,50 %
      ] as const) {
        await setClass(nivel);
        const fund = (await coopFundOf(db(), EMPRESA))!;
        expect(fund).toMatchObject({
          ano,
          anoBase: ano - 1,
          compras,
          verbaAnual: accrued,
          disponivel: accrued,
        });
      }
    } finally {
      await setClass('250');
    }
  });

  it('splits the year’s redemptions by status: available = accrued − approved − paid', async () => {
    await clearRedemptions();
    await redemption(100, 'Recebida');
    await redemption(50.5, 'Em análise');
    await redemption(300, 'Aprovada');
    await redemption(200.25, 'Paga');
    await redemption(999, 'Recusada');
    const fund = (await coopFundOf(db(), EMPRESA))!;
    expect(fund).toMatchObject({ verbaAnual: 4020, solicitado: 150.5, aprovado: 300, pago: 200.25 });
    expect(fund.disponivel).toBe(3519.75);
    // One rule: benefitResultFinal and the home tile read the same figure.
    expect(await availableBenefitValue(db(), EMPRESA, '250')).toBe(3519.75);
    const home = await api('GET', '/api/home', cookies[MARCOS]!);
    expect(
      (home.body as { empresa: { metricas: { marketingCooperado: unknown } } }).empresa.metricas,
    ).toMatchObject({
      marketingCooperado: { solicitado: 150.5, aprovado: 300, pago: 200.25, disponivel: 3519.75 },
    });
  });

  it('refuses a redemption request above the available balance, with the balance in the message', async () => {
    await clearRedemptions();
    await redemption(4000, 'Aprovada');
    const send = (vmc: string) =>
      sendMultipart(`${t.baseUrl}/api/solicita-beneficio/upload`, {
        headers: { cookie: cookies[MARCOS]!, origin: t.baseUrl },
        fields: {
          json: JSON.stringify({
            layout: RESGATE,
            partner: EMPRESA,
            name: 'Marcos Proprietário',
            email: 'marcos@balancaspaulista.com.br',
            equipaments: 'Prix 3 Light',
            quantity: '1',
            vmc,
            ...ATIVIDADE,
          }),
        },
        files: [xmlPart(notaDoAno(100)), fotoPart()],
      });
    const refused = await send('20,01');
    expect(refused!.status).toBe(400);
    expect(parseJson<{ errors: string[] }>(refused!.body).errors).toEqual([
      'O valor do resgate (R$ 20,01) é maior que o saldo disponível da verba de marketing cooperado (R$ 20,00).',
    ]);
    expect((await send('20,00'))!.status).toBe(200);
  });

  it('two approvals at once cannot overdraw: exactly one passes, the other is refused', async () => {
    await clearRedemptions();
    const first = await redemption(3000, 'Em análise');
    const second = await redemption(3000, 'Em análise');
    const approve = (uuid: string) =>
      api('POST', `/api/solicitacao/${uuid}/status`, cookies[ADMIN]!, { status: 'Aprovada' });
    const answers = await Promise.all([approve(first), approve(second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.errors).toEqual([
      'O valor do resgate (R$ 3.000,00) é maior que o saldo disponível da verba de marketing cooperado (R$ 1.020,00).',
    ]);
    const fund = (await coopFundOf(db(), EMPRESA))!;
    expect(fund).toMatchObject({ aprovado: 3000, solicitado: 3000, disponivel: 1020 });
  });

  it('shows staff the partner’s balance on a redemption’s detail, not the partner', async () => {
    await clearRedemptions();
    const uuid = await redemption(700, 'Em análise');
    const staff = (await api('GET', `/api/solicitacao/${uuid}`, cookies[ADMIN]!))
      .body as unknown as SolicitacaoDetalhe;
    expect(staff.verba).toMatchObject({ verbaAnual: 4020, solicitado: 700, disponivel: 4020 });
    const partner = (await api('GET', `/api/solicitacao/${uuid}`, cookies[MARCOS]!))
      .body as unknown as SolicitacaoDetalhe;
    expect(partner.verba).toBeUndefined();
  });

  it('GET /api/verba-marketing-cooperado: the year’s figures and redemptions of the current company', async () => {
    await clearRedemptions();
    await redemption(1200, 'Paga');
    await redemption(500, 'Recebida');
    const answer = await api('GET', '/api/verba-marketing-cooperado', cookies[MARCOS]!);
    expect(answer.status).toBe(200);
    const extrato = answer.body as unknown as ExtratoVerba;
    expect(extrato.empresa.id).toBe(EMPRESA);
    expect(extrato.anos[0]).toBe(ano);
    expect(extrato.verba).toMatchObject({ verbaAnual: 4020, pago: 1200, solicitado: 500, disponivel: 2820 });
    expect(extrato.resgates.map((r) => [r.status, r.valor]).sort()).toEqual([
      ['Paga', 1200],
      ['Recebida', 500],
    ]);
    const lastYear = (await api('GET', `/api/verba-marketing-cooperado?ano=${ano - 1}`, cookies[MARCOS]!))
      .body as unknown as ExtratoVerba;
    expect(lastYear.resgates).toEqual([]);
    expect((await api('GET', '/api/verba-marketing-cooperado?ano=abc', cookies[MARCOS]!)).status).toBe(400);
  });
});
