import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor, startTestApp, type TestApp } from './testing/app.js';
import { HttpAgent, signInThroughProvider } from './testing/http-agent.js';
import { REFERENCE_PATH } from './plugins/openapi.js';
import { apiSecurityOptions, securityHeaders, siteSecurityOptions } from './plugins/security-headers.js';

/** No /api answer is kept by a browser or a cache; the embedded provider's pages get the site's headers. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie, origin: t.baseUrl } });

describe('Cache-Control: no-store on every /api answer', () => {
  it('every GET route of the inventory without parameters, signed in', async () => {
    const gets = t.app.routeInventory.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':') && !r.url.includes('*'),
    );
    expect(gets.length).toBeGreaterThan(15);
    for (const route of gets) {
      // A fresh session each time: the inventory holds the sign-out too.
      const answer = await inject('GET', route.url, await sessionCookieFor(t, '10000001'));
      // But the public answers the same for everyone, which say so (config.cache: the locator's).
      const expected =
        route.cache && answer.statusCode === 200 ? `public, max-age=${route.cache.maxAge}` : 'no-store';
      expect(answer.headers['cache-control'], `${route.url} (${answer.statusCode})`).toBe(expected);
    }
  });

  it('writes, errors, redirects and unknown paths too', async () => {
    admin = await sessionCookieFor(t, '10000001');
    const answers = [
      await inject('POST', '/api/acesso/info'),
      await inject('POST', '/api/acesso/info', ''), // 401
      await inject('GET', '/api/pais/00000000-0000-4000-8000-000000000000'), // 404
      await inject('GET', '/api/pais?page=x'), // 400
      await inject('GET', '/api/auth/signin', ''), // redirect to the provider
      await inject('GET', '/api/nao-existe'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400, 302, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('the web app’s pages and files keep their own caching', async () => {
    const page = await inject('GET', '/home', '');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the embedded provider’s pages', () => {
  const expectSiteHeaders = (headers: Record<string, unknown>, url: string) => {
    expect(headers['content-security-policy'], url).toContain("script-src 'self'");
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(headers['referrer-policy'], url).toBe('same-origin');
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
  };

  it('/oidc/* answers carry helmet’s headers, like every other page', async () => {
    for (const url of [
      '/oidc/.well-known/openid-configuration',
      '/oidc/jwks',
      '/oidc/auth?client_id=desconhecido', // the provider's error page
      '/oidc/session/end', // without a provider session: its own auto-submitted form
    ]) {
      const answer = await inject('GET', url, '');
      expect(answer.statusCode, url).toBeLessThan(500);
      expectSiteHeaders(answer.headers, url);
    }
  });

  it('the login interaction page too', async () => {
    const answer = await inject('GET', '/idp/interacao/nao-existe', '');
    expectSiteHeaders(answer.headers, '/idp/interacao');
  });

  it('signing out of the provider without a return address ends on a Portuguese page with the same headers', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const end = await agent.request('GET', '/oidc/session/end');
    const page = await end.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const { response, location } = await agent.follow(
      'POST',
      new URL(action).pathname,
      new URLSearchParams({ xsrf, logout: 'yes' }),
    );
    expect(location.pathname).toBe('/oidc/session/end/success');
    expect(await response.text()).toContain('<h1>Sessão encerrada</h1>');
    expectSiteHeaders(Object.fromEntries(response.headers), location.pathname);
  });

  it('the provider’s own inline script is allowed by its hash, added to the site’s CSP', async () => {
    const page = await inject('GET', '/oidc/session/end', '');
    expect(page.body).toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('the logout page runs no inline script (the CSP would block it): its script is a file of the site', async () => {
    const agent = new HttpAgent(t.baseUrl);
    await signInThroughProvider(agent, '/api/auth/signin', 'marcos@balancaspaulista.com.br');
    const { response, location } = await agent.follow('GET', '/api/auth/signout');
    expect(location.pathname).toBe('/oidc/session/end');
    expectSiteHeaders(Object.fromEntries(response.headers), location.pathname);
    const page = await response.text();
    expect(page).toContain('<script src="/idp/sair.js"></script>');
    expect(page).not.toMatch(/<script>/);
    const script = await inject('GET', '/idp/sair.js', '');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('document.forms[0].submit()');
  });
});

describe('the CSP of the pages', () => {
  it('frames only the portal itself and the one video host (the /video player)', async () => {
    const page = await inject('GET', '/video', '');
    const frameSrc = /(?:^|;)\s*frame-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(frameSrc?.split(' ')).toEqual(["'self'", 'https://player.vimeo.com']);
  });
});

describe('the headers are worked out once (decisions 0030, 0032)', () => {
  const expectExactly = (
    answer: { headers: Record<string, unknown> },
    expected: ReturnType<typeof securityHeaders>,
    url: string,
  ) => {
    for (const [name, value] of expected)
      expect(answer.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    expect(answer.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
  };

  it('every page (the web app, the API reference) carries exactly the headers helmet computed at start', async () => {
    const expected = securityHeaders(siteSecurityOptions(t.baseUrl));
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options']),
    );
    for (const url of ['/acesso/login', '/cadastro/pais/lista', REFERENCE_PATH]) {
      const answer = await inject(
        'GET',
        url,
        url === REFERENCE_PATH ? await sessionCookieFor(t, '10000001') : '',
      );
      // The web app's pages answer 200 once it is built, 404 before (a fresh clone runs these tests before
      // the build): either way with the site's headers.
      if (url === REFERENCE_PATH) expect(answer.statusCode, url).toBe(200);
      expectExactly(answer, expected, url);
    }
  });

  it('every API answer, 200, 401 or 404, carries the API set: nothing in it runs, loads or is framed', async () => {
    const expected = securityHeaders(apiSecurityOptions(t.baseUrl));
    expect(Object.fromEntries(expected)).toEqual({
      'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    admin = await sessionCookieFor(t, '10000001');
    for (const [method, url, cookie, status] of [
      ['POST', '/api/acesso/info', admin, 200],
      ['POST', '/api/acesso/info', '', 401],
      ['GET', '/api/nao-existe', admin, 404],
      ['GET', '/api/pais?page=x', admin, 400],
    ] as const) {
      const answer = await inject(method, url, cookie);
      expect(answer.statusCode, url).toBe(status);
      expectExactly(answer, expected, url);
      // None of the page-only headers: they would only cost bytes on every call.
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(answer.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('under https both sets carry HSTS', () => {
    for (const options of [siteSecurityOptions, apiSecurityOptions])
      expect(Object.fromEntries(securityHeaders(options('https://parceiros.prix.com.br')))).toHaveProperty(
        'Strict-Transport-Security',
      );
  });
});
