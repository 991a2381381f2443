import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { clienteDetailExtrasSchema } from '@prix/shared';
import { CLIENTE_MSG } from './cliente-rules.js';

let t: TestApp;
let admin: string;
let marcos: string; // owner at company 100234
let gabriela: string; // linked to both companies

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  marcos = await sessionCookieFor(t, 'EXT0001');
  gabriela = await sessionCookieFor(t, 'EXT0004');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const uuidOf = async (id: string) =>
  (await queryRows<{ uuid: string }>(t.database.db, sql`select uuid from cliente where id = ${id}`))[0]!.uuid;

const company = (overrides: Record<string, unknown> = {}) => ({
  id: '300500',
  nome: 'Balanças do Nordeste Ltda',
  cnpj: '45678912000155',
  tiposparceria: ['REV'],
  classe: '50',
  usuario_resp: '10000003',
  cep: '50030230',
  pais: 'BR',
  estado: 'PE',
  cidade: 'Recife',
  ...overrides,
});

describe('partner companies for internal users', () => {
  it('creates, reads with class, benefits and team, and masks the documents', async () => {
    const created = await call('POST', '/api/cliente', admin, company());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await call('GET', `/api/cliente/${created.body.uuid as string}`, admin);
    expect(detail.body).toMatchObject({
      cnpj: '45.678.912/0001-55',
      cep: '50030-230',
      classeNome: 'Prix 50',
      tiposparceria: ['REV'],
      related: { usuarios: [] },
    });
    expect(detail.body.beneficios).toContainEqual({
      id: 'DSCS',
      nome: 'Desconto showroom',
      valor_beneficio: '16%',
    });
    const seeded = await call('GET', `/api/cliente/${await uuidOf('100234')}`, admin);
    expect((seeded.body.related as { usuarios: { id: string }[] }).usuarios.map((u) => u.id)).toContain(
      'EXT0001',
    );
  });

  it('refuses a state of another country, a partner as responsible and a bad CNPJ', async () => {
    const estado = await call(
      'POST',
      '/api/cliente',
      admin,
      company({ id: '300501', pais: 'AR', estado: 'SP' }),
    );
    expect(estado.body.errors).toEqual([CLIENTE_MSG.estado]);
    const resp = await call(
      'POST',
      '/api/cliente',
      admin,
      company({ id: '300502', usuario_resp: 'EXT0001' }),
    );
    expect(resp.body.errors).toEqual([CLIENTE_MSG.responsavel]);
    const cnpj = await call('POST', '/api/cliente', admin, company({ id: '300503', cnpj: '45678912000156' }));
    expect(cnpj.body.errors).toEqual(['CNPJ inválido']);
  });

  it('a company with people, billing, benefit requests and customer enquiries cannot be deleted', async () => {
    const refused = await call('DELETE', `/api/cliente/${await uuidOf('100234')}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      'Não é possível excluir: o registro está em uso em Contatos de clientes, Faturamento, Solicitações de benefício, Usuários.',
    ]);
  });

  it("shows the available benefit value: the class's VMC rate on last year's products, less this year's approved and paid redemptions", async () => {
    const year = new Date().getFullYear();
    const created = await call('POST', '/api/cliente', admin, company({ id: '300520', classe: '250' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await t.database.db
      .execute(sql`insert into faturamento (cliente_id, periodo, produtos, servicos, beneficios_resgatados)
      values ('300520', ${`${year - 2}-12-01`}, 999999, 0, 0),
             ('300520', ${`${year - 1}-01-01`}, 100000, 8000, 0),
             ('300520', ${`${year - 1}-12-01`}, 50000.55, 9000, 700),
             ('300520', ${`${year}-01-01`}, 40000, 0, 300)`);
    // Decision 0027: the portal's redemption requests count (the ERP's beneficios_resgatados does not).
    await t.database.db.execute(sql`insert into solicitacao (formulario, cliente_id, status, dados, valor)
      values ('resgate-verba-marketing-cooperado', '300520', 'Aprovada', '{}'::jsonb, 200),
             ('resgate-verba-marketing-cooperado', '300520', 'Paga', '{}'::jsonb, 100),
             ('resgate-verba-marketing-cooperado', '300520', 'Recusada', '{}'::jsonb, 900)`);
    const detail = await call('GET', `/api/cliente/${created.body.uuid as string}`, admin);
    // Prix 250: 1,00% of 150 000,55 = 1 500,0055; less 200 approved and 100 paid this year.
    expect(detail.body.benefitResultFinal).toBe(1200.01);
    expect(clienteDetailExtrasSchema.safeParse(detail.body).success).toBe(true);

    const noFund = await call('GET', `/api/cliente/${await uuidOf('200117')}`, admin);
    expect(noFund.body.benefitResultFinal).toBe(0); // Prix 10 has no cooperative marketing fund
    const partner = await call('GET', `/api/cliente/${await uuidOf('100234')}`, marcos);
    expect(partner.body).not.toHaveProperty('benefitResultFinal');
  });
});

describe('the complementary partnership column (visualizar.parceria.complementar)', () => {
  it('lists the names for who holds the key, and leaves the column out for everyone else', async () => {
    await t.database.db.execute(
      sql`insert into cliente_tpcomplementar (cliente_id, tipoparceriacomplementar_id) values ('100234', 'LOCACAO')`,
    );
    const withKey = await call('GET', '/api/cliente?geral=paulista', admin);
    expect(withKey.body.results).toEqual([
      expect.objectContaining({ id: '100234', 'parceriaComplementar.nome': 'Locação de equipamentos' }),
    ]);
    const rita = await sessionCookieFor(t, '10000004'); // reads every register, without the key
    const withoutKey = await call('GET', '/api/cliente?geral=paulista', rita);
    expect(withoutKey.status).toBe(200);
    expect((withoutKey.body.results as Record<string, unknown>[])[0]).not.toHaveProperty(
      'parceriaComplementar.nome',
    );
    const partner = await call('GET', '/api/cliente', marcos);
    expect((partner.body.results as Record<string, unknown>[])[0]).not.toHaveProperty(
      'parceriaComplementar.nome',
    );
  });
});

describe('partner companies for external users', () => {
  it('list and keys show only their own companies', async () => {
    const mine = await call('GET', '/api/cliente', marcos);
    expect((mine.body.results as { id: string }[]).map((r) => r.id)).toEqual(['100234']);
    const both = await call('GET', '/api/cliente', gabriela);
    expect((both.body.results as { id: string }[]).map((r) => r.id).sort()).toEqual(['100234', '200117']);
    const keys = await call('POST', '/api/cliente/keys', marcos, { search: '', selected: ['200117'] });
    expect((keys.body as unknown as { key: string }[]).map((k) => k.key)).toEqual(['100234']);
  });

  it("another company's uuid is 404, and no partner writes", async () => {
    const other = await uuidOf('200117');
    expect((await call('GET', `/api/cliente/${other}`, marcos)).status).toBe(404);
    const own = await uuidOf('100234');
    expect((await call('PUT', `/api/cliente/${own}`, marcos, company({ id: undefined }))).status).toBe(403);
    expect((await call('POST', '/api/cliente', marcos, company({ id: '300510' }))).status).toBe(403);
    expect((await call('DELETE', `/api/cliente/${own}`, marcos)).status).toBe(403);
  });

  it('see contact cards of the responsible and their superior, not the internal-only data', async () => {
    const detail = await call('GET', `/api/cliente/${await uuidOf('100234')}`, marcos);
    expect(detail.status).toBe(200);
    // The shape the company screen reads (one shared schema for both sides).
    expect(clienteDetailExtrasSchema.safeParse(detail.body).success).toBe(true);
    expect(detail.body).not.toHaveProperty('nomeprop');
    expect(detail.body).not.toHaveProperty('tipostreinamento');
    expect(detail.body).not.toHaveProperty('usuario_resp');
    expect(detail.body.contatos).toEqual({
      responsavel: expect.objectContaining({
        nomecompleto: 'Rafael Responsável',
        celular: '+55 (11) 98765-4321',
      }),
      superior: expect.objectContaining({ nomecompleto: 'Ana Administradora', email: 'admin@prix.com.br' }),
    });
  });
});

describe('internal holders of visualizar.equipe.cliente (SPEC §6: the company form is read-only)', () => {
  /** An internal user with cadastro.cliente, and with visualizar.equipe.cliente too when `equipe`. */
  async function internalWith(id: string, equipe: boolean): Promise<string> {
    const perfil = `P_${id}`;
    const keys = equipe ? ['cadastro.cliente', 'visualizar.equipe.cliente'] : ['cadastro.cliente'];
    await t.database.db.execute(sql`insert into perfil (id, nome) values (${perfil}, ${perfil})`);
    await t.database.db.execute(sql`insert into perfil_permissao (perfil_id, permissao_id)
      select ${perfil}, id from permissao where referencia = any(${`{${keys.join(',')}}`}::text[])`);
    await t.database.db.execute(
      sql`insert into usuario (id, nome, sobrenome, email, externo) values (${id}, 'Interno', ${perfil}, ${`${id}@prix.com.br`}, false)`,
    );
    await t.database.db.execute(
      sql`insert into usuario_perfil (usuario_id, perfil_id) values (${id}, ${perfil})`,
    );
    return sessionCookieFor(t, id);
  }

  it('with the key: reads every company and writes none (403), changing nothing', async () => {
    const equipe = await internalWith('10000091', true);
    const uuid = await uuidOf('200117');
    const before = await queryRows(t.database.db, sql`select * from cliente where id = '200117'`);
    expect((await call('GET', '/api/cliente', equipe)).status).toBe(200);
    const detail = await call('GET', `/api/cliente/${uuid}`, equipe);
    expect(detail.status).toBe(200);
    const { uuid: _uuid, related: _related, ...record } = detail.body;
    expect(
      (await call('PUT', `/api/cliente/${uuid}`, equipe, { ...record, nome: 'Outro nome' })).status,
    ).toBe(403);
    expect((await call('POST', '/api/cliente', equipe, company({ id: '300591' }))).status).toBe(403);
    expect((await call('DELETE', `/api/cliente/${uuid}`, equipe)).status).toBe(403);
    expect(await queryRows(t.database.db, sql`select * from cliente where id = '200117'`)).toEqual(before);
  });

  it('without it, the same profile writes', async () => {
    const writer = await internalWith('10000092', false);
    const created = await call(
      'POST',
      '/api/cliente',
      writer,
      company({ id: '300592', cnpj: '11222333000181' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const uuid = created.body.uuid as string;
    const detail = await call('GET', `/api/cliente/${uuid}`, writer);
    const { uuid: _uuid, related: _related, ...record } = detail.body;
    const updated = await call('PUT', `/api/cliente/${uuid}`, writer, { ...record, nome: 'Nome gravado' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await call('GET', `/api/cliente/${uuid}`, writer)).body.nome).toBe('Nome gravado');
    expect((await call('DELETE', `/api/cliente/${uuid}`, writer)).status).toBe(200);
  });
});
