import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERM } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { USUARIO_MSG } from './usuario-rules.js';

/**
 * A person who belongs to two partners (Gabriela, EXT0004, of 100234 and 200117) is shared.
 * Each owner may add or remove only the links to their own companies; the links to the other company
 * stay, and her e-mail, active flag, job title and personal data stay with the back office. Both
 * directions, on both forms a partner writes users through, and delete.
 */

let t: TestApp;
let admin: string;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

const GABRIELA = 'EXT0004';
const OWNERS = [
  { name: 'Marcos', owner: 'EXT0001', company: '100234', other: '200117' },
  { name: 'Otávio', owner: 'EXT0003', company: '200117', other: '100234' },
] as const;

const stored = async () =>
  (
    await queryRows<{ email: string; nome: string; inativo: boolean; cargo: string; clientes: string[] }>(
      t.database.db,
      sql`select email, nome, inativo, cargo_id as cargo,
        array(select cliente_id from usuario_cliente where usuario_id = u.id order by 1) as clientes
        from usuario u where id = ${GABRIELA}`,
    )
  )[0]!;
const uuid = async (id = GABRIELA) =>
  (await queryRows<{ uuid: string }>(t.database.db, sql`select uuid from usuario where id = ${id}`))[0]!.uuid;

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  // Owners may delete people here, so only the shared-user rule can refuse the delete below.
  await t.database.db.execute(sql`insert into perfil_permissao (perfil_id, permissao_id)
    select 'PARC_GEST', id from permissao where referencia = ${PERM.usuario.excluirExterno}`);
});
afterAll(() => t.close());

// Each test starts from the seeded Gabriela.
afterEach(async () => {
  await t.database.db.execute(sql`update usuario set email = 'gabriela@grupoprix.com.br', nome = 'Gabriela',
    inativo = false, cargo_id = 'MANDATARIO' where id = ${GABRIELA}`);
  await t.database.db.execute(sql`delete from usuario_cliente where usuario_id = ${GABRIELA}`);
  await t.database.db.execute(sql`insert into usuario_cliente (usuario_id, cliente_id)
    values (${GABRIELA}, '100234'), (${GABRIELA}, '200117')`);
});

const SEEDED = { email: 'gabriela@grupoprix.com.br', nome: 'Gabriela', inativo: false, cargo: 'MANDATARIO' };

describe.each(OWNERS)('$name, owner of $company, on Gabriela (also of $other)', (o) => {
  let cookie: string;
  /** Her record as the employee form shows it to this owner, the body the form sends back. */
  const employeeForm = async (overrides: Record<string, unknown> = {}) => {
    const { body } = await call('GET', `/api/usuario/externo/${await uuid()}`, cookie);
    const fields = ['nome', 'sobrenome', 'email', 'telefone', 'ramal', 'celular', 'cargo'] as const;
    const form: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, body[f] ?? '']));
    return { ...form, clientes: body.clientes, acessosfsf: true, treinamento: true, ...overrides };
  };
  const put = async (path: string, payload: Record<string, unknown>) =>
    call('PUT', `${path}/${await uuid()}`, cookie, payload);

  beforeAll(async () => {
    cookie = await sessionCookieFor(t, o.owner);
  });

  it('saves her unchanged record, her links to both companies as they were', async () => {
    const saved = await put('/api/usuario/externo', await employeeForm());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored()).toEqual({ ...SEEDED, clientes: ['100234', '200117'] });
  });

  it("keeps her link to the other company when the form names only the owner's", async () => {
    for (const path of ['/api/usuario/externo', '/api/usuario']) {
      const saved = await put(path, await employeeForm({ clientes: [o.company] }));
      expect(saved.status, `${path}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect((await stored()).clientes, path).toEqual(['100234', '200117']);
    }
  });

  it('removes only the link to her own company when the owner takes her off it', async () => {
    const saved = await put('/api/usuario/externo', await employeeForm({ clientes: [] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored()).toEqual({ ...SEEDED, clientes: [o.other] });
  });

  it.each([
    ['e-mail', { email: 'invasor@exemplo.com.br' }, "'E-mail'"],
    ['active flag', { inativo: true }, "'Ativo'"],
    ['name', { nome: 'Outra' }, "'Nome'"],
    ['job title', { cargo: 'FUNCIONARIO' }, "'Cargo'"],
  ])('refuses a change of her %s on the employee form and the full form (403)', async (_, change, label) => {
    for (const path of ['/api/usuario/externo', '/api/usuario']) {
      const refused = await put(path, await employeeForm({ ...change, clientes: [o.company] }));
      expect(refused.status, path).toBe(403);
      expect(refused.body.errors?.[0], path).toContain('também pertence a uma empresa que não é sua');
      expect(refused.body.errors?.[0], path).toContain(label);
      expect(await stored(), path).toEqual({ ...SEEDED, clientes: ['100234', '200117'] });
    }
  });

  it('refuses personal data of the full form (CPF, phone) too', async () => {
    const refused = await put(
      '/api/usuario',
      await employeeForm({ telefone: '+55 (11) 3251-4400', dtnascimento: '1990-05-01' }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([USUARIO_MSG.compartilhado(['Data de nascimento', 'Telefone'])]);
  });

  it('refuses to delete her (403), and she stays with both companies', async () => {
    const refused = await call('DELETE', `/api/usuario/externo/${await uuid()}`, cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([USUARIO_MSG.excluirCompartilhado]);
    expect((await call('DELETE', `/api/usuario/${await uuid()}`, cookie)).status).toBe(403);
    expect(await stored()).toEqual({ ...SEEDED, clientes: ['100234', '200117'] });
  });
});

describe('the back office', () => {
  it("still changes a shared person's e-mail and active flag", async () => {
    const { body } = await call('GET', `/api/usuario/${await uuid()}`, admin);
    const { uuid: _u, id: _i, nomecompleto: _n, related: _r, ...record } = body;
    for (const k of ['dhcriacao', 'uscriacao', 'dhedicao', 'usedicao']) delete record[k];
    const saved = await call('PUT', `/api/usuario/${await uuid()}`, admin, {
      ...record,
      email: 'gabriela.nova@grupoprix.com.br',
      inativo: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored()).toMatchObject({ email: 'gabriela.nova@grupoprix.com.br', inativo: true });
  });

  it('lets an owner delete a person of their own company alone', async () => {
    const marcos = await sessionCookieFor(t, 'EXT0001');
    const deleted = await call('DELETE', `/api/usuario/externo/${await uuid('EXT0005')}`, marcos);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });
});
