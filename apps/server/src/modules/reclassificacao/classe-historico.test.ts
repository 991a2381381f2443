import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClienteDetailExtras } from '@prix/shared';
import { MIGRATIONS_DIR, queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { application, BOTH_DOCUMENTS, lastCandidatura } from '../../testing/candidaturas.js';
import { createTestDatabase } from '../../testing/database.js';
import { migrationsUpTo } from '../../testing/migrations.js';
import { sendMultipart } from '../../testing/multipart.js';

/**
 * Every path that changes a partner's class writes the class history (decision 0053): the yearly
 * reclassification (reclassificacao.test.ts), a staff edit of the company, the approval of an application.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  call = apiCaller(t);
  admin = await sessionCookieFor(t, '10000001');
}, 60_000);
afterAll(() => t.close());

interface Row {
  origem: string;
  ano: number | null;
  classe_de: string | null;
  classe_para: string;
  faturamento: string | null;
  usuario_id: string | null;
}
const historyOf = (clienteId: string) =>
  queryRows<Row>(
    t.database.db,
    sql`select origem, ano, classe_de, classe_para, faturamento::text, usuario_id
        from classe_historico where cliente_id = ${clienteId} order by id`,
  );

const company = (overrides: Record<string, unknown> = {}) => ({
  id: '300600',
  nome: 'Balanças do Cerrado Ltda',
  cnpj: '45678912000155',
  tiposparceria: ['REV'],
  classe: '50',
  usuario_resp: '10000003',
  cep: '74000000',
  pais: 'BR',
  estado: 'GO',
  cidade: 'Goiânia',
  ...overrides,
});
const staffEdit = (by: string): Row => ({
  origem: 'cadastro',
  ano: null,
  classe_de: null,
  classe_para: '',
  faturamento: null,
  usuario_id: by,
});

describe('class history', () => {
  it('records a staff edit of the company’s class, at creation and on update, and nothing else', async () => {
    const created = await call('POST', '/api/cliente', admin, company());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await historyOf('300600')).toEqual([{ ...staffEdit('10000001'), classe_para: '50' }]);

    const uuid = created.body.uuid as string;
    const record = (await call('GET', `/api/cliente/${uuid}`, admin)).body;
    const update = async (changes: Record<string, unknown>) =>
      (await call('PUT', `/api/cliente/${uuid}`, admin, { ...record, ...changes })).status;
    expect(await update({ classe: '250' })).toBe(200);
    expect(await update({ nome: 'Balanças do Cerrado Comércio Ltda', classe: '250' })).toBe(200);
    expect(await historyOf('300600')).toEqual([
      { ...staffEdit('10000001'), classe_para: '50' },
      { ...staffEdit('10000001'), classe_de: '50', classe_para: '250' },
    ]);

    // The company screen lists them newest first, with what changed them.
    const detail = (await call('GET', `/api/cliente/${uuid}`, admin)).body as unknown as ClienteDetailExtras;
    expect(detail.historicoClasse.map((h) => [h.origem, h.classeDe, h.classePara, h.usuario])).toEqual([
      ['cadastro', 'Prix 50', 'Prix 250', 'Ana Administradora'],
      ['cadastro', null, 'Prix 50', 'Ana Administradora'],
    ]);
  });

  it('leaves no row when the save fails', async () => {
    const refused = await call(
      'POST',
      '/api/cliente',
      admin,
      company({ id: '300601', cnpj: '45678912000156' }),
    );
    expect(refused.status).toBe(400);
    expect(await historyOf('300601')).toEqual([]);
  });

  it('records the approval of an application: the new company’s first class, Prix 10', async () => {
    const sent = await sendMultipart(`${t.baseUrl}/api/publico/candidatura`, {
      headers: { origin: t.baseUrl },
      fields: {
        json: JSON.stringify(
          application({ cnpj: '55.667.788/0001-86', contatoEmail: 'vale@pesosdovale.com.br' }),
        ),
      },
      files: BOTH_DOCUMENTS,
    });
    expect(sent!.status).toBe(201);
    const c = await lastCandidatura(t.database.db);
    const approved = await call('POST', `/api/candidaturas/${c.uuid}/decisao`, admin, {
      status: 'aprovada',
      clienteId: 'T700',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await historyOf('T700')).toEqual([
      {
        origem: 'candidatura',
        ano: null,
        classe_de: null,
        classe_para: '10',
        faturamento: null,
        usuario_id: '10000001',
      },
    ]);
    // 'Meu desempenho' dates the class from the approval.
    const page = await call('GET', '/api/desempenho/T700', admin);
    expect(page.body.classe).toMatchObject({ atual: { id: '10' }, desde: { origem: 'candidatura' } });
  });

  it('refuses an origin it does not know', async () => {
    await expect(
      t.database.db.execute(
        sql`insert into classe_historico (cliente_id, origem, classe_para) values ('100234', 'importacao', '10')`,
      ),
    ).rejects.toThrow();
  });
});

describe('migration 0022', () => {
  it('gives the rows written before it the reclassification’s origin, and keeps their year and billing', async () => {
    const folder = await migrationsUpTo(22);
    const database = await createTestDatabase({ seed: false, migrationsDir: folder });
    try {
      await database.db.execute(sql`insert into cliente (id, nome) values ('X1', 'Antiga')`);
      await database.db
        .execute(sql`insert into classe_historico (cliente_id, ano, classe_de, classe_para, faturamento)
        values ('X1', 2024, '100', '250', 371400)`);
      await database.migrate(MIGRATIONS_DIR);
      const rows = await queryRows<{ origem: string; ano: number; faturamento: string }>(
        database.db,
        sql`select origem, ano, faturamento::text from classe_historico`,
      );
      expect(rows).toEqual([{ origem: 'reclassificacao', ano: 2024, faturamento: '371400.00' }]);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
