import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EMPRESA_HEADER, PERM, can, type SessionInfo, type UserProfile } from '@prix/shared';
import { sessao, usuario } from '../../db/schema.js';
import { hashToken } from '../../auth/session-store.js';
import { queryRows } from '../../db/client.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { HttpAgent, signInThroughProvider } from '../../testing/http-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_TIMEOUT: '600', SESSION_ABSOLUTE_TIMEOUT: '3600' });
});
afterAll(() => t.close());

async function info(cookie: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/acesso/info',
    headers: { cookie, ...headers },
  });
  return { status: response.statusCode, body: parseJson<SessionInfo & { errors?: string[] }>(response.body) };
}

/** The Set-Cookie line for `name`: its value and its attributes (lower-case names; flags are `true`). */
function parseSetCookie(lines: readonly string[], name: string) {
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`sem Set-Cookie ${name} em ${JSON.stringify(lines)}`);
  const [pair = '', ...attrs] = line.split(';');
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const [key = '', ...value] = attr.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { value: pair.slice(name.length + 1), attributes };
}

const setCookie = (response: Response, name: string) => parseSetCookie(response.headers.getSetCookie(), name);

describe('POST /api/acesso/info', () => {
  it('answers 401 with a Portuguese message when not signed in', async () => {
    const { status, body } = await info('');
    expect(status).toBe(401);
    expect(body.errors).toEqual(['Sua sessão expirou. Entre novamente.']);
  });

  it('returns usuario, permissions and env for an internal administrator', async () => {
    const { status, body } = await info(await sessionCookieFor(t, '10000001'));
    expect(status).toBe(200);
    expect(body.usuario).toMatchObject({
      id: '10000001',
      nomecompleto: 'Ana Administradora',
      externo: false,
    });
    expect(can(body.permissions, PERM.cadastro.pais)).toBe(true);
    expect(can(body.permissions, PERM.somenteleitura)).toBe(false);
    expect(body.env).toMatchObject({ ambiente: 'test', seletorEmpresa: false });
    expect(body.empresa).toBeNull();
  });

  it('gives an external user the keys of their profile that pass the combined check', async () => {
    const { body } = await info(await sessionCookieFor(t, 'EXT0001')); // REV at Prix 250
    expect(body.empresa).toMatchObject({ id: '100234', classe: 'Prix 250', tiposparceria: ['REV'] });
    expect(can(body.permissions, PERM.docs.listaPrecosRevFisica)).toBe(true);
    expect(can(body.permissions, PERM.metricas.marketingCooperado)).toBe(true); // from Prix 100
    expect(can(body.permissions, PERM.docs.manualRelacionamentoOta)).toBe(false); // workshops only
    expect(can(body.permissions, PERM.cadastro.pais)).toBe(false);
  });

  it('follows the company switcher: index 1 is the second company by name, with its own permissions', async () => {
    const cookie = await sessionCookieFor(t, 'EXT0004'); // linked to both demo companies
    const first = await info(cookie);
    expect(first.body.env.seletorEmpresa).toBe(true);
    expect(first.body.empresa?.nome).toBe('Balanças Paulista Comércio Ltda');
    const second = await info(cookie, { [EMPRESA_HEADER]: '1' });
    expect(second.body.empresa).toMatchObject({
      nome: 'Pesagem Sul Assistência Técnica Ltda',
      classe: 'Prix 10',
    });
    expect(can(second.body.permissions, PERM.docs.manualRelacionamentoOta)).toBe(true);
    expect(can(second.body.permissions, PERM.docs.listaPrecosRevFisica)).toBe(false);
    expect(can(second.body.permissions, PERM.metricas.marketingCooperado)).toBe(false); // Prix 10
    const outOfRange = await info(cookie, { [EMPRESA_HEADER]: '7' });
    expect(outOfRange.body.empresa?.nome).toBe('Balanças Paulista Comércio Ltda');
  });

  it('flags the incomplete profile', async () => {
    const { body } = await info(await sessionCookieFor(t, 'EXT0005'));
    expect(body.usuario.incompleto).toBe(true);
  });

  it('GET /api/usuario/profile lists only the signed-in user’s companies', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/usuario/profile',
      headers: { cookie: await sessionCookieFor(t, 'EXT0004') },
    });
    const body = parseJson<UserProfile>(response.body);
    expect(body.result.clientes.map((c) => c.id)).toEqual(['100234', '200117']);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/usuario/profile',
      headers: { cookie: await sessionCookieFor(t, 'EXT0003') },
    });
    expect(parseJson<UserProfile>(own.body).result.clientes.map((c) => c.id)).toEqual(['200117']);
  });
});

describe('permission changes', () => {
  // The permission tree is shared between requests with the same grants, never kept past a change.
  const get = async (cookie: string, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;

  it('a permission taken from a profile is refused on the very next request, and back on the next', async () => {
    const cookie = await sessionCookieFor(t, '10000001');
    expect(await get(cookie, '/api/pais?page=1')).toBe(200);
    const links = await queryRows<{ perfil_id: string; permissao_id: string }>(
      t.database.db,
      sql`delete from perfil_permissao where permissao_id in
        (select id from permissao where referencia = ${PERM.cadastro.pais}) returning perfil_id, permissao_id`,
    );
    expect(links.length).toBeGreaterThan(0);
    try {
      expect(await get(cookie, '/api/pais?page=1')).toBe(403);
      expect(can((await info(cookie)).body.permissions, PERM.cadastro.pais)).toBe(false);
    } finally {
      for (const link of links)
        await t.database.db.execute(
          sql`insert into perfil_permissao (perfil_id, permissao_id) values (${link.perfil_id}, ${link.permissao_id})`,
        );
    }
    expect(await get(cookie, '/api/pais?page=1')).toBe(200);
  });

  it('a permission made inactive, or a company moved to another class, counts on the next request', async () => {
    const cookie = await sessionCookieFor(t, 'EXT0001'); // REV at Prix 250
    const key = PERM.docs.listaPrecosRevFisica;
    expect(can((await info(cookie)).body.permissions, key)).toBe(true);
    await t.database.db.execute(sql`update permissao set inativo = true where referencia = ${key}`);
    expect(can((await info(cookie)).body.permissions, key)).toBe(false);
    await t.database.db.execute(sql`update permissao set inativo = false where referencia = ${key}`);
    expect(can((await info(cookie)).body.permissions, key)).toBe(true);
    // The combined check (SPEC §6) follows the company's class: none, no external key.
    const [company] = await queryRows<{ classe_id: string }>(
      t.database.db,
      sql`update cliente c set classe_id = null from cliente old
        where c.id = '100234' and old.id = c.id returning old.classe_id`,
    );
    try {
      expect(can((await info(cookie)).body.permissions, key)).toBe(false);
    } finally {
      await t.database.db.execute(
        sql`update cliente set classe_id = ${company!.classe_id} where id = '100234'`,
      );
    }
    expect(can((await info(cookie)).body.permissions, key)).toBe(true);
  });
});

describe('concurrent requests', () => {
  // The session lookups of concurrent requests share a query (db/batched-lookup.ts).
  it('each request of many users at once gets its own user, and an unknown session its 401', async () => {
    const cookies = [
      await sessionCookieFor(t, '10000001'),
      await sessionCookieFor(t, 'EXT0001'),
      await sessionCookieFor(t, '10000001'),
      `${t.app.sessionCookie.name}=desconhecida`,
    ];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => info(cookies[(i * 7) % cookies.length]!)),
    );
    answers.forEach((answer, i) => {
      const which = (i * 7) % cookies.length;
      if (which === 3) expect(answer.status, `pedido ${i}`).toBe(401);
      else expect(answer.body.usuario?.id, `pedido ${i}`).toBe(which === 1 ? 'EXT0001' : '10000001');
    });
  });
});

describe('session lifetime', () => {
  it('an inactivated user loses every session at once', async () => {
    const a = await sessionCookieFor(t, 'EXT0002');
    const b = await sessionCookieFor(t, 'EXT0002');
    expect((await info(a)).status).toBe(200);
    await t.database.db.update(usuario).set({ inativo: true }).where(eq(usuario.id, 'EXT0002'));
    expect((await info(a)).status).toBe(401);
    const left = await t.database.db.select().from(sessao).where(eq(sessao.usuarioId, 'EXT0002'));
    expect(left).toHaveLength(0);
    expect((await info(b)).status).toBe(401);
    await t.database.db.update(usuario).set({ inativo: false }).where(eq(usuario.id, 'EXT0002'));
  });

  it('expires after the idle timeout', async () => {
    const cookie = await sessionCookieFor(t, 'EXT0003');
    const token = cookie.split('=')[1]!;
    await t.database.db
      .update(sessao)
      .set({ vistoEm: sql`now() - interval '11 minutes'` })
      .where(eq(sessao.tokenHash, hashToken(token)));
    expect((await info(cookie)).status).toBe(401);
  });

  it('slides the idle timeout: a request near its end starts the idle time again', async () => {
    const cookie = await sessionCookieFor(t, 'EXT0003');
    const byToken = eq(sessao.tokenHash, hashToken(cookie.split('=')[1]!));
    const idleFor = (minutes: number) =>
      t.database.db
        .update(sessao)
        .set({ vistoEm: sql`${sessao.vistoEm} - make_interval(mins => ${minutes})` })
        .where(byToken);
    await idleFor(9); // of the 10 allowed
    expect((await info(cookie)).status).toBe(200);
    // Nine more idle minutes: 9 since that request, 18 since sign-in. Only the request's refresh keeps it alive.
    await idleFor(9);
    expect((await info(cookie)).status).toBe(200);
  });

  it('expires after the absolute timeout even when used all along', async () => {
    const cookie = await sessionCookieFor(t, 'EXT0003');
    const token = cookie.split('=')[1]!;
    await t.database.db
      .update(sessao)
      .set({ criadoEm: sql`now() - interval '61 minutes'` })
      .where(eq(sessao.tokenHash, hashToken(token)));
    expect((await info(cookie)).status).toBe(401);
  });

  it('sets the session cookie httpOnly, SameSite=Lax, on / and for the absolute lifetime', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const { response, location } = await signInThroughProvider(
      agent,
      '/api/auth/signin',
      'marcos@balancaspaulista.com.br',
    );
    expect(location.pathname).toBe('/home');
    // Over plain HTTP (a developer's machine) the cookie has no prefix and no Secure.
    const cookie = setCookie(response, 'prix_sessao');
    expect(cookie.value).toBe(agent.cookie('prix_sessao'));
    expect(cookie.attributes).toEqual({
      httponly: true,
      samesite: 'Lax',
      path: '/',
      'max-age': '3600',
    });
  });
});

describe('the session cookie under an https PUBLIC_URL', () => {
  const portal = 'https://parceiros.prix.example';
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ PUBLIC_URL: portal });
  });
  afterAll(() => secure.close());

  it('is named __Host-prix_sessao: the unprefixed name is not read', async () => {
    const cookie = await sessionCookieFor(secure, '10000001');
    const token = cookie.split('=')[1]!;
    expect(cookie).toBe(`__Host-prix_sessao=${token}`);
    const answer = (c: string) =>
      secure.app.inject({ method: 'POST', url: '/api/acesso/info', headers: { cookie: c } });
    expect((await answer(cookie)).statusCode).toBe(200);
    expect((await answer(`prix_sessao=${token}`)).statusCode).toBe(401);
  });

  it('is cleared with Secure, HttpOnly, SameSite=Lax and Path=/ (what the __Host- prefix demands)', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/acesso/logout',
      headers: { cookie: await sessionCookieFor(secure, '10000001'), origin: portal },
    });
    expect(response.statusCode).toBe(200);
    const header = [response.headers['set-cookie'] ?? []].flat();
    const cleared = parseSetCookie(header, '__Host-prix_sessao');
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax', path: '/' });
    expect(cleared.attributes).not.toHaveProperty('domain');
  });
});

describe('cross-site requests', () => {
  it('refuses a write whose Origin is another site, and changes nothing', async () => {
    const cookie = await sessionCookieFor(t, '10000001');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acesso/logout',
      headers: { cookie, origin: 'https://malicioso.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(parseJson(response.body)).toEqual({ errors: ['Requisição recusada: origem não permitida'] });
    expect((await info(cookie)).status).toBe(200);
  });

  it('refuses a cross-site write that only says so in Sec-Fetch-Site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acesso/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a write from the portal’s own origin', async () => {
    const cookie = await sessionCookieFor(t, '10000001');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acesso/logout',
      headers: { cookie, origin: t.baseUrl },
    });
    expect(response.statusCode).toBe(200);
    expect((await info(cookie)).status).toBe(401);
  });
});
