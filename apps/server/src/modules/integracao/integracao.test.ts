import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '@prix/shared';
import { INTEGRATION_KEYS, type IntegracaoDetail, type IntegracaoToken } from '@prix/shared/integracao';
import { hashIntegrationToken } from '../../auth/integration-token.js';
import { queryRows } from '../../db/client.js';
import { OPENAPI_PATH, REFERENCE_PATH } from '../../plugins/openapi.js';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { importBilling } from '../faturamento/import-faturamento.js';
import { until } from '../../testing/until.js';

/**
 * Integration tokens and the first integration route (decision 0054): tokens stored only hashed, scoped by
 * permission keys, ended by expiry, revocation or the end of a rotation's grace; tokens and sessions never
 * open each other's routes; a limit per token; the billing import through the API as through the file, with
 * idempotency keys.
 */

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from faturamento`);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function create(chaves: string[] = [PERM.faturamento.importar], app = t): Promise<IntegracaoToken> {
  const cookie = app === t ? admin : await sessionCookieFor(app, '10000001');
  const answer = await apiCaller(app)('POST', '/api/integracoes', cookie, {
    nome: `ERP ${Math.random().toString(36).slice(2, 8)}`,
    chaves,
    expiraEm: inDays(30),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as IntegracaoToken;
}

const ROW = {
  parceiro: '100234',
  mes: '01/2026',
  produtos: 1000.5,
  servicos: '2.000,00',
  beneficiosResgatados: 0,
};

async function putBilling(
  token: string | null,
  body: unknown = { linhas: [ROW] },
  headers: Record<string, string> = {},
  app = t,
) {
  const response = await app.app.inject({
    method: 'PUT',
    url: '/api/integracao/faturamento',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: body as object,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: parseJson<Record<string, unknown> & { errors?: string[] }>(response.body),
  };
}

const billing = () =>
  queryRows<{ cliente_id: string; periodo: string; produtos: string; servicos: string; beneficios: string }>(
    t.database.db,
    sql`select cliente_id, to_char(periodo, 'YYYY-MM') as periodo, produtos::text, servicos::text,
          beneficios_resgatados::text as beneficios
        from faturamento order by cliente_id, periodo`,
  );

describe('integration tokens', () => {
  it('shows the token once and stores only its SHA-256 and a short prefix', async () => {
    const { token, integracao } = await create();
    expect(token).toMatch(/^prix_[A-Za-z0-9_-]{43}$/);
    const secret = token.slice('prix_'.length);
    const stored = await queryRows<{ row: string }>(
      t.database.db,
      sql`select row_to_json(s)::text as row from integracao_segredo s where integracao_id = ${integracao.id}
          union all select row_to_json(i)::text from integracao i where id = ${integracao.id}`,
    );
    expect(stored.map((r) => r.row).join('\n')).not.toContain(secret.slice(8));
    const [row] = await queryRows<{ hash: string; prefixo: string }>(
      t.database.db,
      sql`select hash, prefixo from integracao_segredo where integracao_id = ${integracao.id}`,
    );
    expect(row).toEqual({ hash: hashIntegrationToken(token), prefixo: secret.slice(0, 8) });
    // Never answered again: not in the list, not in the detail.
    const list = await call('GET', '/api/integracoes', admin);
    const detail = await call('GET', `/api/integracoes/${integracao.id}`, admin);
    expect(JSON.stringify([list.body, detail.body])).not.toContain(secret);
  });

  it('opens an integration route only with a live token holding its key', async () => {
    const { token } = await create();
    expect((await putBilling(token)).status).toBe(200);
    const noKey = await create([PERM.treinamento.importar]);
    const refused = await putBilling(noKey.token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['Você não tem permissão para esta ação']);
    for (const wrong of [null, 'prix_x', `${token.slice(0, -1)}A`, token.replace('prix_', 'PRIX_')]) {
      const answer = await putBilling(
        wrong === `${token.slice(0, -1)}A` && token.endsWith('A') ? 'x' : wrong,
      );
      expect(answer.status, String(wrong)).toBe(401);
      expect(answer.body.errors).toEqual(['Token de integração ausente, inválido ou expirado.']);
    }
  });

  it('refuses an expired or revoked token (401)', async () => {
    const expiring = await create();
    await t.database.db.execute(
      sql`update integracao set expira_em = now() - interval '1 second' where id = ${expiring.integracao.id}`,
    );
    expect((await putBilling(expiring.token)).status).toBe(401);

    const revoked = await create();
    expect((await putBilling(revoked.token)).status).toBe(200);
    const answer = await call('POST', `/api/integracoes/${revoked.integracao.id}/revogar`, admin);
    expect(answer.body.situacao).toBe('revogada');
    expect((await putBilling(revoked.token)).status).toBe(401);
    // A revoked integration gets no new token.
    expect((await call('POST', `/api/integracoes/${revoked.integracao.id}/rotacionar`, admin)).status).toBe(
      409,
    );
  });

  it('rotates: the new token works at once, the old one until the grace period ends', async () => {
    const first = await create();
    const rotated = await call('POST', `/api/integracoes/${first.integracao.id}/rotacionar`, admin);
    expect(rotated.status).toBe(200);
    const { token, anteriorValidoAte } = rotated.body as unknown as IntegracaoToken;
    expect(token).not.toBe(first.token);
    const hours = (Date.parse(anteriorValidoAte!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await putBilling(first.token)).status).toBe(200);
    expect((await putBilling(token)).status).toBe(200);
    // The grace period over.
    await t.database.db.execute(sql`update integracao_segredo set valido_ate = now() - interval '1 second'
        where hash = ${hashIntegrationToken(first.token)}`);
    expect((await putBilling(first.token)).status).toBe(401);
    expect((await putBilling(token)).status).toBe(200);
  });

  it('logs each call with its route and status, and the last use, for staff', async () => {
    const { token, integracao } = await create();
    await putBilling(token);
    await putBilling(token, { linhas: [{ ...ROW, mes: '13/2026' }] });
    await putBilling(`${token.slice(0, 10)}${'x'.repeat(38)}`); // not this token: not its call
    // Logged once the answer is sent.
    const logged = async () =>
      (
        await queryRows(
          t.database.db,
          sql`select 1 from integracao_chamada where integracao_id = ${integracao.id}`,
        )
      ).length === 2;
    await until(logged);
    const detail = (await call('GET', `/api/integracoes/${integracao.id}`, admin))
      .body as unknown as IntegracaoDetail;
    expect(detail.chamadas.map((c) => [c.metodo, c.rota, c.status])).toEqual([
      ['PUT', '/api/integracao/faturamento', 400],
      ['PUT', '/api/integracao/faturamento', 200],
    ]);
    expect(detail.chamadas[0]!.ip).toBe('127.0.0.1');
    expect(detail.ultimoUsoIp).toBe('127.0.0.1');
    expect(Date.now() - Date.parse(detail.ultimoUsoEm!)).toBeLessThan(60_000);
  });

  it('is managed by staff with integracoes.gerenciar only', async () => {
    const partner = await sessionCookieFor(t, 'EXT0001');
    const leitura = await sessionCookieFor(t, '10000002');
    for (const cookie of [partner, leitura]) {
      expect((await call('GET', '/api/integracoes', cookie)).status).toBe(403);
      const body = { nome: 'X', chaves: [PERM.faturamento.importar], expiraEm: inDays(1) };
      expect((await call('POST', '/api/integracoes', cookie, body)).status).toBe(403);
    }
    const pageKey = await call('POST', '/api/integracoes', admin, {
      nome: 'Chave de página',
      chaves: [PERM.cadastro.usuario],
      expiraEm: inDays(1),
    });
    expect(pageKey.status).toBe(400);
    const past = await call('POST', '/api/integracoes', admin, {
      nome: 'Passado',
      chaves: [PERM.faturamento.importar],
      expiraEm: inDays(-2),
    });
    expect(past).toEqual({
      status: 400,
      body: { errors: ['A data de validade não pode estar no passado.'] },
    });
  });
});

describe('tokens and sessions never open each other’s routes', () => {
  const concrete = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*/g, 'x');

  it('no other /api route accepts a token, no integration route a session cookie (401)', async () => {
    const { token } = await create(Object.keys(INTEGRATION_KEYS));
    const guarded = t.app.routeInventory.filter(
      (r) => r.url.startsWith('/api/') && r.access?.kind !== 'public' && r.method !== 'HEAD',
    );
    const integration = guarded.filter((r) => r.access?.kind === 'integration');
    expect(integration.map((r) => `${r.method} ${r.url}`)).toContain('PUT /api/integracao/faturamento');
    for (const route of guarded) {
      const isIntegration = route.access?.kind === 'integration';
      expect(route.url.startsWith('/api/integracao/'), route.url).toBe(isIntegration);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        // Same-origin, so the origin check of a state-changing GET stays out of the way: only access decides.
        headers: isIntegration
          ? { cookie: admin, origin: t.baseUrl }
          : { authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(parseJson<{ errors: string[] }>(response.body).errors).toHaveLength(1);
    }
  });
});

describe('integration writes take JSON', () => {
  it('refuse a multipart body with 415, even with a good token', async () => {
    const { token } = await create(Object.keys(INTEGRATION_KEYS));
    const writes = t.app.routeInventory.filter(
      (r) => r.access?.kind === 'integration' && ['POST', 'PUT'].includes(r.method),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const response = await t.app.inject({
        method: route.method as 'PUT',
        url: route.url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
        payload: '--b\r\nContent-Disposition: form-data; name="campo"\r\n\r\nvalor\r\n--b--\r\n',
      });
      expect(response.statusCode, route.url).toBe(415);
    }
  });
});

describe('rate limit per token', () => {
  it('answers the 4th call of a token within the window with 429 and Retry-After; another token goes on', async () => {
    const limited = await startTestApp({ RATE_LIMIT_INTEGRACAO: '3/60' });
    try {
      const one = await create([PERM.faturamento.importar], limited);
      const two = await create([PERM.faturamento.importar], limited);
      for (let i = 0; i < 3; i++)
        expect((await putBilling(one.token, undefined, {}, limited)).status).toBe(200);
      const refused = await putBilling(one.token, undefined, {}, limited);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.errors).toEqual(['Muitas requisições. Aguarde um momento e tente novamente.']);
      expect((await putBilling(two.token, undefined, {}, limited)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/integracao/faturamento', () => {
  let token: string;
  beforeAll(async () => {
    token = (await create()).token;
  });

  const rows = [
    ROW,
    { parceiro: '200117', mes: '02/2026', produtos: '1.234,56', servicos: 0, beneficiosResgatados: '10,00' },
  ];
  const FILE_LINES = ['100234;01/2026;1000,50;2.000,00;0', '200117;02/2026;1.234,56;0;10,00'];
  const file = (lines: string[]) =>
    Readable.from([
      Buffer.from(`Parceiro;Mês;Produtos;Serviços;Benefícios resgatados\r\n${lines.join('\r\n')}\r\n`),
    ]);

  it('writes the same rows as the billing file, and the same rows twice change nothing', async () => {
    const first = await putBilling(token, { linhas: rows });
    expect(first).toMatchObject({
      status: 200,
      body: { linhas: 2, inseridos: 2, atualizados: 0, inalterados: 0 },
    });
    const viaApi = await billing();
    expect(viaApi).toHaveLength(2);
    expect((await putBilling(token, { linhas: rows })).body).toEqual({
      linhas: 2,
      inseridos: 0,
      atualizados: 0,
      inalterados: 2,
    });
    await t.database.db.execute(sql`delete from faturamento`);
    await importBilling(t.database.db, file(FILE_LINES), 'csv');
    expect(await billing()).toEqual(viaApi);
  });

  it('refuses the whole call naming every bad row with the file’s reasons', async () => {
    const bad = [{ ...ROW, mes: '13/2026' }, rows[1], { ...ROW, parceiro: '999999', produtos: -1 }];
    const answer = await putBilling(token, { linhas: bad });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'Nenhuma linha foi importada: 2 com erro.',
      "Linha 1: mês '13/2026' inválido (use mm/aaaa).",
      'Linha 3: produtos não pode ser negativo.',
    ]);
    expect(await billing()).toEqual([]);
    // The file says the same of the same rows, a line further down (its header is line 1).
    const fromFile = await importBilling(
      t.database.db,
      file(['100234;13/2026;1000,50;2.000,00;0', FILE_LINES[1]!, '999999;01/2026;-1;2.000,00;0']),
      'csv',
    ).catch((error: { messages: string[] }) => error.messages);
    expect(fromFile).toEqual([
      'Nenhuma linha foi importada: 2 com erro.',
      "Linha 2: mês '13/2026' inválido (use mm/aaaa).",
      'Linha 4: produtos não pode ser negativo.',
    ]);
  });

  it('answers the same key and body again without importing again; another body is 409', async () => {
    const key = { 'idempotency-key': 'c1b0e7a2-0000-4000-8000-000000000001' };
    const first = await putBilling(token, { linhas: rows }, key);
    expect(first.body).toMatchObject({ inseridos: 2 });
    // Were it imported again, these rows would come back.
    await t.database.db.execute(sql`delete from faturamento`);
    const again = await putBilling(token, { linhas: rows }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await billing()).toEqual([]);
    const other = await putBilling(token, { linhas: [rows[1]] }, key);
    expect(other.status).toBe(409);
    expect(other.body.errors).toEqual([
      'Esta Idempotency-Key já foi usada com outro corpo ou em outra rota.',
    ]);
    // A refused call's answer is kept too.
    const badKey = { 'idempotency-key': 'c1b0e7a2-0000-4000-8000-000000000002' };
    const bad = await putBilling(token, { linhas: [{ ...ROW, mes: '' }] }, badKey);
    expect(bad.status).toBe(400);
    expect(await putBilling(token, { linhas: [{ ...ROW, mes: '' }] }, badKey)).toMatchObject({
      status: 400,
      body: bad.body,
    });
  });

  it('does the work once for concurrent calls with the same key', async () => {
    const key = { 'idempotency-key': 'c1b0e7a2-0000-4000-8000-000000000003' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => putBilling(token, { linhas: rows }, key)),
    );
    const worked = answers.filter((a) => a.status === 200 && a.headers['idempotent-replayed'] === undefined);
    expect(worked).toHaveLength(1);
    expect(worked[0]!.body).toMatchObject({ inseridos: 2 });
    for (const answer of answers) {
      if (answer === worked[0]) continue;
      if (answer.status === 200) expect(answer.body).toEqual(worked[0]!.body);
      else expect(answer.status).toBe(409);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the integration route with the bearer scheme, its schemas and an example', async () => {
    const response = await t.app.inject({ url: OPENAPI_PATH, headers: { cookie: admin } });
    const doc = JSON.parse(response.body) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.components.securitySchemes.integracao).toMatchObject({ type: 'http', scheme: 'bearer' });
    const put = doc.paths['/api/integracao/faturamento']!.put as {
      security: unknown;
      requestBody: { content: { 'application/json': { example?: unknown } } };
      responses: Record<string, unknown>;
    };
    expect(put.security).toEqual([{ integracao: [] }]);
    expect(put.requestBody.content['application/json'].example).toMatchObject({ linhas: expect.any(Array) });
    expect(Object.keys(put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '429']),
    );
    // Every other guarded route keeps the session scheme.
    expect(doc.paths['/api/integracoes']!.get!.security).toBeUndefined();
    // The reference page shows the scheme and the example.
    const page = await t.app.inject({ url: REFERENCE_PATH, headers: { cookie: admin } });
    const section = page.body.slice(page.body.indexOf('id="put-/api/integracao/faturamento"'));
    expect(section).toContain('Authorization: Bearer prix_…');
    expect(section).toContain('Exemplo:');
    expect(section).toContain('12.345.678/0001-95');
  });
});
