import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { startSmtpServer } from '../../testing/smtp.js';
import { USUARIO_MSG } from './usuario-rules.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;
let marcos: string; // owner of company 100234 (REV): cadastro.usuario and .externo, no LGPD, no delete

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  admin = await sessionCookieFor(t, '10000001');
  marcos = await sessionCookieFor(t, 'EXT0001');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const uuidOf = async (id: string) =>
  (await queryRows<{ uuid: string }>(t.database.db, sql`select uuid from usuario where id = ${id}`))[0]!.uuid;
const detail = async (id: string, cookie = admin) =>
  (await call('GET', `/api/usuario/${await uuidOf(id)}`, cookie)).body;

const externalUser = (overrides: Record<string, unknown> = {}) => ({
  id: 'EXT0100',
  nome: 'Paula',
  sobrenome: 'Parceira',
  email: 'Paula@BalancasPaulista.com.br',
  clientes: ['100234'],
  cargo: 'FUNCIONARIO',
  ...overrides,
});

describe('creating users', () => {
  it('sends the invitation through SMTP to the new user, with the sign-in link', async () => {
    const created = await call('POST', '/api/usuario', admin, externalUser());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const mail = smtp.received.find(
      (m) => m.to && JSON.stringify(m.to).includes('paula@balancaspaulista.com.br'),
    );
    expect(mail?.subject).toBe('Convite para o Portal de Parceiros Prix');
    expect(mail?.text).toContain(`${t.baseUrl}/acesso/login`);
    expect(mail?.html).toContain(`href="${t.baseUrl}/acesso/login"`);
    const stored = await detail('EXT0100');
    // SPEC §4 defaults: external, e-learning and training on, Brazil and Portuguese.
    expect(stored).toMatchObject({
      externo: true,
      acessosfsf: true,
      treinamento: true,
      pais: 'BR',
      idioma: 'PT',
      email: 'paula@balancaspaulista.com.br',
      nomecompleto: 'Paula Parceira',
      clientes: ['100234'],
    });
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const again = await call(
      'POST',
      '/api/usuario',
      admin,
      externalUser({ id: 'EXT0101', email: 'PAULA@balancaspaulista.com.br' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual(['Já existe um registro com este valor de E-mail.']);
  });

  it('validates CPF, phones and dates with Portuguese messages', async () => {
    const bad = await call(
      'POST',
      '/api/usuario',
      admin,
      externalUser({
        id: 'EXT0102',
        email: 'x@y.com.br',
        cpf: '529.982.247-26',
        celular: '11 9876',
        dtnascimento: '1990-02-31',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'CPF inválido',
        'Celular inválido: informe DDD e número de 8 ou 9 dígitos',
        'Data inválida: use o formato dd/mm/aaaa',
      ]),
    );
  });

  it('keeps internal-only fields off external users and training off without the e-learning login', async () => {
    await call(
      'POST',
      '/api/usuario',
      admin,
      externalUser({
        id: 'EXT0103',
        email: 'ext103@x.com.br',
        login: 'nao',
        perfis: ['ADMIN'],
        acessosfsf: false,
      }),
    );
    expect(await detail('EXT0103')).toMatchObject({
      login: null,
      perfis: [],
      acessosfsf: false,
      treinamento: false,
    });
  });

  it('creates internal users only with cadastro.usuario.interno', async () => {
    const internal = {
      id: '20000001',
      nome: 'Iara',
      sobrenome: 'Interna',
      email: 'iara@prix.com.br',
      externo: false,
      perfis: ['LEITURA'],
    };
    expect((await call('POST', '/api/usuario', admin, internal)).status).toBe(200);
    const refused = await call('POST', '/api/usuario', marcos, {
      ...internal,
      id: '20000002',
      email: 'outra@prix.com.br',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([USUARIO_MSG.interno]);
  });
});

describe('an external owner', () => {
  it('sees only the people of their own companies', async () => {
    const list = await call('GET', '/api/usuario?geral=', marcos);
    const ids = (list.body.results as { id: string }[]).map((r) => r.id).sort();
    expect(ids).toEqual(['EXT0001', 'EXT0002', 'EXT0004', 'EXT0005', 'EXT0100', 'EXT0103']);
  });

  it("gets 404 for another company's user on every route", async () => {
    const otavio = await uuidOf('EXT0003');
    expect((await call('GET', `/api/usuario/${otavio}`, marcos)).status).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/usuario/${otavio}`,
          marcos,
          externalUser({ id: undefined, clientes: ['100234'] }),
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', `/api/usuario/reenvioemail/${otavio}`, marcos)).status).toBe(404);
    const keys = await call('POST', '/api/usuario/keys', marcos, { search: 'otavio', selected: ['EXT0003'] });
    expect(keys.body).toEqual([]);
  });

  it('links people only to their own companies', async () => {
    const foreign = await call(
      'POST',
      '/api/usuario',
      marcos,
      externalUser({ id: 'EXT0110', email: 'e110@x.com.br', clientes: ['200117'] }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors).toEqual([USUARIO_MSG.empresaAlheia]);
    const none = await call(
      'POST',
      '/api/usuario',
      marcos,
      externalUser({ id: 'EXT0111', email: 'e111@x.com.br', clientes: [] }),
    );
    expect(none.status).toBe(400);
    const own = await call(
      'POST',
      '/api/usuario',
      marcos,
      externalUser({ id: 'EXT0112', email: 'e112@x.com.br', perfis: ['ADMIN'] }),
    );
    expect(own.status).toBe(200);
    expect(await detail('EXT0112')).toMatchObject({ perfis: [], clientes: ['100234'] });
  });

  it('sets a CPF that was empty, but changing it needs the LGPD permission', async () => {
    const uuid = await uuidOf('EXT0002');
    const base = {
      ...externalUser(),
      email: 'fernanda@balancaspaulista.com.br',
      nome: 'Fernanda',
      sobrenome: 'Funcionária',
    };
    delete (base as Record<string, unknown>).id;
    expect((await call('PUT', `/api/usuario/${uuid}`, marcos, { ...base, cpf: '52998224725' })).status).toBe(
      200,
    );
    expect((await detail('EXT0002')).cpf).toBe('529.982.247-25');
    const change = await call('PUT', `/api/usuario/${uuid}`, marcos, { ...base, cpf: '111.444.777-35' });
    expect(change.status, JSON.stringify(change.body)).toBe(403);
    expect(change.body.errors).toEqual([USUARIO_MSG.cpf]);
    expect(
      (await call('PUT', `/api/usuario/${uuid}`, admin, { ...base, cpf: '111.444.777-35' })).status,
    ).toBe(200);
  });

  it('cannot edit themselves through the full form, nor delete users without excluir.usuario.externo', async () => {
    const self = await call(
      'PUT',
      `/api/usuario/${await uuidOf('EXT0001')}`,
      marcos,
      externalUser({ id: undefined }),
    );
    expect(self.status).toBe(403);
    expect(self.body.errors).toEqual([USUARIO_MSG.proprioFormulario]);
    expect((await call('DELETE', `/api/usuario/${await uuidOf('EXT0112')}`, marcos)).status).toBe(403);
  });
});

describe('self-restrictions and inactivation', () => {
  const adminPayload = {
    nome: 'Ana',
    sobrenome: 'Administradora',
    email: 'admin@prix.com.br',
    cargo: 'DIRETOR',
    perfis: ['ADMIN'],
    filial: '0001',
  };

  it('nobody deletes or deactivates themselves, nor changes their own job title', async () => {
    const uuid = await uuidOf('10000001');
    const del = await call('DELETE', `/api/usuario/${uuid}`, admin);
    expect(del.status).toBe(400);
    expect(del.body.errors).toEqual([USUARIO_MSG.excluirSe]);
    const off = await call('PUT', `/api/usuario/${uuid}`, admin, { ...adminPayload, inativo: true });
    expect(off.body.errors).toEqual([USUARIO_MSG.desativarSe]);
    const cargo = await call('PUT', `/api/usuario/${uuid}`, admin, {
      ...adminPayload,
      cargo: 'GERENTE_CANAL',
    });
    expect(cargo.body.errors).toEqual([USUARIO_MSG.empresasCargoProprios]);
    expect(
      (await call('PUT', `/api/usuario/${uuid}`, admin, { ...adminPayload, telefone: '1133334444' })).status,
    ).toBe(200);
    expect((await detail('10000001')).telefone).toBe('+55 (11) 3333-4444');
  });

  it('a user made inactive loses every session at once', async () => {
    const fernanda = await sessionCookieFor(t, 'EXT0002');
    expect((await call('POST', '/api/acesso/info', fernanda)).status).toBe(200);
    const current = await detail('EXT0002');
    const {
      uuid: _u,
      related: _r,
      nomecompleto: _n,
      id: _i,
      dhcriacao: _a,
      uscriacao: _b,
      dhedicao: _c,
      usedicao: _d,
      ...payload
    } = current;
    const off = await call('PUT', `/api/usuario/${await uuidOf('EXT0002')}`, admin, {
      ...payload,
      inativo: true,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const left = await queryRows(t.database.db, sql`select 1 from sessao where usuario_id = 'EXT0002'`);
    expect(left).toHaveLength(0);
    expect((await call('POST', '/api/acesso/info', fernanda)).status).toBe(401);
  });

  it('an administrator deletes another user', async () => {
    const del = await call('DELETE', `/api/usuario/${await uuidOf('EXT0103')}`, admin);
    expect(del.body).toEqual({ deleted: true, errors: [] });
  });
});

describe('resending the invitation', () => {
  it('answers resendInviteOk and the mail arrives', async () => {
    const before = smtp.received.length;
    const resend = await call('GET', `/api/usuario/reenvioemail/${await uuidOf('EXT0100')}`, admin);
    expect(resend.body).toEqual({ resendInviteOk: true });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('answers resendInviteOk false when the mail server is down', async () => {
    // The same app, its mail server stopped for this one call, then started again on the same port.
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    try {
      const resend = await call('GET', `/api/usuario/reenvioemail/${await uuidOf('EXT0100')}`, admin);
      expect(resend.body).toEqual({ resendInviteOk: false });
    } finally {
      smtp = await startSmtpServer(undefined, port);
    }
  });
});

describe('Meus dados', () => {
  const own = {
    nome: 'Igor',
    sobrenome: 'Completo',
    dtnascimento: '1991-03-09',
    cpf: '987.654.321-00',
    docuestr: '',
    telefone: '',
    ramal: '',
    celular: '11987654321',
    pais: 'BR',
    idioma: 'PT',
  };

  it('reads and updates the own record with no permission, never companies or status', async () => {
    const rafael = await sessionCookieFor(t, '10000003'); // no profile at all
    const read = await call('GET', '/api/usuario/meu-perfil', rafael);
    expect(read.body).toMatchObject({ id: '10000003', nome: 'Rafael' });
    const saved = await call('PUT', '/api/usuario/meu-perfil', rafael, {
      ...own,
      nome: 'Rafael',
      sobrenome: 'Responsável',
      inativo: true,
      clientes: ['100234'],
    });
    expect(saved.body).toEqual({ updated: true });
    expect(await detail('10000003')).toMatchObject({
      inativo: false,
      clientes: [],
      celular: '+55 (11) 98765-4321',
      dtnascimento: '1991-03-09',
    });
  });

  it('completing a self-registration answers aguardandoAtivacao and signs the person out until activated', async () => {
    const igor = await sessionCookieFor(t, 'EXT0005');
    const saved = await call('PUT', '/api/usuario/meu-perfil', igor, own);
    expect(saved.body).toEqual({ updated: true, aguardandoAtivacao: true });
    expect(await detail('EXT0005')).toMatchObject({
      incompleto: false,
      inativo: true,
      nomecompleto: 'Igor Completo',
    });
    expect((await call('GET', '/api/usuario/meu-perfil', igor)).status).toBe(401);
  });

  it('changing one’s own CPF once set needs the LGPD permission', async () => {
    const otavio = await sessionCookieFor(t, 'EXT0003');
    const first = { ...own, nome: 'Otávio', sobrenome: 'Oficina', cpf: '111.444.777-35' };
    expect((await call('PUT', '/api/usuario/meu-perfil', otavio, first)).body).toEqual({ updated: true });
    const change = await call('PUT', '/api/usuario/meu-perfil', otavio, { ...first, cpf: '987.654.321-00' });
    expect(change.status).toBe(403);
  });
});

describe('the external-employee form', () => {
  const employee = (overrides: Record<string, unknown> = {}) => ({
    nome: 'Bruno',
    sobrenome: 'Balconista',
    email: 'bruno@balancaspaulista.com.br',
    clientes: ['100234'],
    cargo: 'FUNCIONARIO',
    ...overrides,
  });

  it('lets an owner add a team member to their company: external, numbered code, invitation sent', async () => {
    const created = await call('POST', '/api/usuario/externo', marcos, employee());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await call('GET', `/api/usuario/externo/${created.body.uuid as string}`, marcos);
    expect(stored.body).toMatchObject({ clientes: ['100234'], acessosfsf: true });
    // From a sequence, never from the name, and never an 8-digit employee id (SPEC §1).
    const code = stored.body.id as string;
    expect(code).toMatch(/^EXT\d{6}$/);
    expect((await detail(code)).externo).toBe(true);
    expect(smtp.received.some((m) => JSON.stringify(m.to).includes('bruno@balancaspaulista.com.br'))).toBe(
      true,
    );
  });

  it('numbers people created at the same time with different codes, whatever their names', async () => {
    const twins = await Promise.all(
      ['gemeo1', 'gemeo2'].map((who) =>
        call('POST', '/api/usuario/externo', marcos, employee({ nome: 'EXT0003', email: `${who}@x.com.br` })),
      ),
    );
    expect(twins.map((r) => r.status)).toEqual([200, 200]);
    const codes = await Promise.all(
      twins.map(
        async (r) =>
          (await call('GET', `/api/usuario/externo/${r.body.uuid as string}`, marcos)).body.id as string,
      ),
    );
    expect(codes.every((c) => /^EXT\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(2);
  });

  it("refuses another company, and lists only external people of the owner's companies", async () => {
    const foreign = await call(
      'POST',
      '/api/usuario/externo',
      marcos,
      employee({ email: 'b2@x.com.br', clientes: ['200117'] }),
    );
    expect(foreign.status).toBe(403);
    const list = await call('GET', '/api/usuario/externo', admin);
    expect((list.body.results as { id: string }[]).some((r) => r.id === '10000001')).toBe(false);
    const otavio = await call('GET', `/api/usuario/externo/${await uuidOf('EXT0003')}`, marcos);
    expect(otavio.status).toBe(404);
  });

  it('offers the internal employees as responsible for a company', async () => {
    const lookup = await call('GET', '/api/usuario/funcionario', admin);
    const keys = (lookup.body as unknown as { key: string }[]).map((k) => k.key);
    expect(keys).toContain('10000003');
    expect(keys.every((k) => /^\d{8}$/.test(k))).toBe(true);
    expect((await call('GET', '/api/usuario/funcionario', marcos)).status).toBe(403);
  });
});
