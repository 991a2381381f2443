import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessao, usuario } from '../../db/schema.js';
import { hashToken } from '../../auth/session-store.js';
import { parseJson, startTestApp, type TestApp } from '../../testing/app.js';
import { HttpAgent, signInThroughProvider, signOutThroughProvider } from '../../testing/http-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = (agent: HttpAgent) => agent.request('POST', '/api/acesso/info');

describe('sign-in through the embedded OpenID Connect provider', () => {
  it('signs a partner in with authorization code + PKCE and lands on /home with a session', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const start = await agent.request('GET', '/api/auth/signin');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe('portal-parceiros');

    const { location } = await signInThroughProvider(
      agent,
      '/api/auth/signin',
      'marcos@balancaspaulista.com.br',
    );
    expect(location.pathname).toBe('/home');
    const cookie = agent.cookie(t.app.sessionCookie.name);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    const body = parseJson<{ usuario: { id: string; tipos: string[] } }>(await (await info(agent)).text());
    expect(body.usuario.id).toBe('EXT0001');
    expect(body.usuario.tipos).toEqual(['logado', 'externo']);
  });

  it('signs an employee in through the corporate client', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const start = await agent.request('GET', '/api/acesso/oidc/login');
    expect(new URL(start.headers.get('location')!).searchParams.get('client_id')).toBe('portal-corporativo');
    const { location } = await signInThroughProvider(agent, '/api/acesso/oidc/login', 'admin@prix.com.br');
    expect(location.pathname).toBe('/home');
    const body = parseJson<{ usuario: { id: string; tipos: string[] } }>(await (await info(agent)).text());
    expect(body.usuario).toMatchObject({ id: '10000001', tipos: ['logado', 'interno', 'funcionario'] });
  });

  it('sends an identity with no portal user to the error page with its e-mail', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const { location } = await signInThroughProvider(agent, '/api/auth/signin', 'ninguem@exemplo.com.br');
    expect(location.pathname).toBe('/erros');
    expect(location.searchParams.get('type')).toBe('user-not-found-portal-parceiros');
    expect(location.searchParams.get('email')).toBe('ninguem@exemplo.com.br');
    expect(agent.cookie(t.app.sessionCookie.name)).toBeUndefined();
  });

  it('rotates the session token at every sign-in', async () => {
    const agent = new HttpAgent(t.baseUrl);
    await signInThroughProvider(agent, '/api/auth/signin', 'fernanda@balancaspaulista.com.br');
    const first = agent.cookie(t.app.sessionCookie.name);
    await signInThroughProvider(agent, '/api/auth/signin', 'fernanda@balancaspaulista.com.br');
    const second = agent.cookie(t.app.sessionCookie.name);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const replay = await fetch(`${t.baseUrl}/api/acesso/info`, {
      method: 'POST',
      headers: { cookie: `${t.app.sessionCookie.name}=${first}`, origin: t.baseUrl },
    });
    expect(replay.status).toBe(401);
  });

  it('refuses a callback that does not come from a sign-in this browser started', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const response = await agent.request('GET', '/api/auth/callback?code=forjado&state=forjado');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${t.baseUrl}/acesso/login`);
  });
});

describe('sign-out', () => {
  it('external sign-out ends the portal session and the provider session', async () => {
    const agent = new HttpAgent(t.baseUrl);
    await signInThroughProvider(agent, '/api/auth/signin', 'otavio@pesagemsul.com.br');
    const token = agent.cookie(t.app.sessionCookie.name)!;
    const [stored] = await t.database.db
      .select()
      .from(sessao)
      .where(eq(sessao.tokenHash, hashToken(token)));
    expect(stored?.idToken).toBeTruthy();
    const out = await agent.request('GET', '/api/auth/signout');
    const endSession = new URL(out.headers.get('location')!);
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBe(stored?.idToken);
    await signInThroughProvider(agent, '/api/auth/signin', 'otavio@pesagemsul.com.br');
    // The provider's end-session confirmation ran (it is what redirects back to the login page).
    const { location } = await signOutThroughProvider(agent);
    expect(location.href).toBe(`${t.baseUrl}/acesso/login`);
    const replay = await fetch(`${t.baseUrl}/api/acesso/info`, {
      method: 'POST',
      headers: { cookie: `${t.app.sessionCookie.name}=${token}`, origin: t.baseUrl },
    });
    expect(replay.status).toBe(401);
  });

  it('internal logout answers logout_ok and the old cookie is useless afterwards', async () => {
    const agent = new HttpAgent(t.baseUrl);
    await signInThroughProvider(agent, '/api/acesso/oidc/login', 'admin@prix.com.br');
    const token = agent.cookie(t.app.sessionCookie.name)!;
    const out = await agent.request('POST', '/api/acesso/logout');
    expect(parseJson(await out.text())).toEqual({ logout_ok: true });
    expect(agent.cookie(t.app.sessionCookie.name)).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(sessao)
      .where(eq(sessao.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(0);
    const replay = await fetch(`${t.baseUrl}/api/acesso/info`, {
      method: 'POST',
      headers: { cookie: `${t.app.sessionCookie.name}=${token}`, origin: t.baseUrl },
    });
    expect(replay.status).toBe(401);
  });

  it('an inactive user cannot sign in', async () => {
    await t.database.db.update(usuario).set({ inativo: true }).where(eq(usuario.id, 'EXT0005'));
    const agent = new HttpAgent(t.baseUrl);
    const { location } = await signInThroughProvider(
      agent,
      '/api/auth/signin',
      'igor@balancaspaulista.com.br',
    );
    expect(location.searchParams.get('type')).toBe('user-not-found-portal-parceiros');
    await t.database.db.update(usuario).set({ inativo: false }).where(eq(usuario.id, 'EXT0005'));
  });

  it('the corporate sign-in is for employees only', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const { location } = await signInThroughProvider(
      agent,
      '/api/acesso/oidc/login',
      'marcos@balancaspaulista.com.br',
    );
    expect(location.pathname).toBe('/erros');
    // The generic page of SPEC §2.1 with the support contact, and no session.
    expect(Object.fromEntries(location.searchParams)).toEqual({
      type: 'acesso-corporativo-somente-colaboradores',
      email: t.config.suporteEmail,
    });
    expect(agent.cookie(t.app.sessionCookie.name)).toBeUndefined();
  });
});
