import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTER_DEFS,
  SERVER_CHECKED_ANSWERS,
  WRAPPED_REGISTER_DEFS,
  clienteRecordSchema,
  registerRecordSchema,
  sessionInfoSchema,
  type ListResponse,
} from '@prix/shared';
import type { z } from 'zod';
import { openApiPath, parseJson, sessionCookieFor, startTestApp, type TestApp } from './testing/app.js';
import { TOKEN_INVALIDO } from './plugins/integration-access.js';
import { OPENAPI_PATH } from './plugins/openapi.js';

// One app for the whole file: none of these tests changes its data or its configuration.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('route inventory', () => {
  it('every registered route declares its access (public routes say so explicitly)', () => {
    const routes = t.app.routeInventory;
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(8);
    expect(routes.map((r) => r.url)).toContain('/api/acesso/info');
    expect(undeclared).toEqual([]);
  });

  it('every answer the web app reads without checking it again is checked by its route (SERVER_CHECKED_ANSWERS)', () => {
    const routes = new Map(t.app.routeInventory.map((r) => [`${r.method} ${r.url}`, r]));
    const registerPaths = [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS].map((def) => `/api${def.apiPath}`);
    for (const [answer, how] of Object.entries(SERVER_CHECKED_ANSWERS)) {
      const [method, url] = answer.split(' ') as [string, string];
      const expanded = url.includes('{cadastro}')
        ? registerPaths.map((path) => `${method} ${url.replace('/api/{cadastro}', path)}`)
        : url === '/api/{opções}'
          ? t.app.routeInventory
              .filter((r) => r.answersOptions && r.method === method)
              .map((r) => `${method} ${r.url}`)
          : [answer];
      expect(expanded.length, answer).toBeGreaterThan(0);
      for (const route of expanded) {
        expect(routes.get(route), `${route} existe`).toBeDefined();
        // 'tested': the route writes its answer itself; a contract test parses it (see the list's comments).
        if (how === 'schema') expect(routes.get(route)!.checksAnswer, `${route} declara o schema`).toBe(true);
      }
    }
    // Lists of options read whole: the states, the staff, the click report's three filters.
    expect(
      t.app.routeInventory.filter((r) => r.answersOptions && r.method === 'GET').length,
    ).toBeGreaterThanOrEqual(5);
    // The flag tells a route that only documents its answer from one that checks it.
    expect(routes.get('GET /api/relatorio/exportar')!.checksAnswer).toBe(false);
  });

  it('the session answer, written by hand, matches its schema: staff, a partner, a partner with several companies', async () => {
    for (const id of ['10000001', 'EXT0001', 'EXT0003', 'EXT0004']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/acesso/info',
        headers: { cookie: await sessionCookieFor(t, id) },
      });
      expect(response.statusCode, id).toBe(200);
      expect(sessionInfoSchema.safeParse(parseJson(response.body)).error, id).toBeUndefined();
    }
  });
});

describe("the record answers the forms read unchecked ('tested' in SERVER_CHECKED_ANSWERS)", () => {
  const read = async (url: string, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: await sessionCookieFor(t, id) },
    });
    expect(response.statusCode, `${id} ${url}`).toBe(200);
    return parseJson(response.body) as unknown;
  };
  /** Parses as the schema says and needs none of its defaults: the answer is already what the form reads. */
  const expectAnswer = (schema: z.ZodType, answer: unknown, what: string) => {
    const parsed = schema.safeParse(answer);
    expect(parsed.error, what).toBeUndefined();
    expect(parsed.data, what).toEqual(answer);
  };
  const firstUuid = async (path: string, id: string) =>
    ((await read(`/api${path}?page=1`, id)) as ListResponse).results[0]?.uuid as string | undefined;

  it("every register's record (GET {path}/{uuid}), for staff", async () => {
    let records = 0;
    for (const def of [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS]) {
      const uuid = await firstUuid(def.apiPath, '10000001');
      if (!uuid) continue;
      expectAnswer(registerRecordSchema, await read(`/api${def.apiPath}/${uuid}`, '10000001'), def.name);
      records += 1;
    }
    // The demo data has records in nearly every register.
    expect(records).toBeGreaterThan(15);
  });

  it("a company's record with what the server adds, for staff and for its partner", async () => {
    for (const id of ['10000001', 'EXT0001']) {
      const uuid = await firstUuid('/cliente', id);
      expect(uuid, id).toBeDefined();
      expectAnswer(clienteRecordSchema, await read(`/api/cliente/${uuid}`, id), id);
    }
  });

  it("a benefit per class and 'Meus dados'", async () => {
    const pair = ((await read('/api/classe-beneficio?page=1', '10000001')) as ListResponse).results[0]!;
    const url = `/api/classe-beneficio/${String(pair.classe_id)}/${String(pair.beneficio_id)}`;
    expectAnswer(registerRecordSchema, await read(url, '10000001'), url);
    for (const id of ['10000001', 'EXT0001']) {
      expectAnswer(registerRecordSchema, await read('/api/usuario/meu-perfil', id), id);
    }
  });
});

describe('access guard', () => {
  it('every guarded route and its HEAD answer 401 without a session, before the body is read', async () => {
    const guarded = t.app.routeInventory.filter((r) => r.access && r.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(50);
    expect(guarded.some((r) => r.method === 'HEAD')).toBe(true);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        // From the portal's own page; a body that does not parse: refused for want of a session, not for it.
        ...(['GET', 'HEAD', 'DELETE'].includes(route.method)
          ? { headers: { 'sec-fetch-site': 'same-origin' } }
          : {
              headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
              payload: '{"quebrado":',
            }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      // An integration route asks for its token, not a session (plugins/integration-access.ts).
      if (route.method !== 'HEAD')
        expect(parseJson(response.body), route.url).toEqual({
          errors: [
            route.access?.kind === 'integration' ? TOKEN_INVALIDO : 'Sua sessão expirou. Entre novamente.',
          ],
        });
    }
  });

  it('refuses to start when a guarded route was registered before it', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: fp } = await import('fastify-plugin');
    const { default: accessGuard, access } = await import('./plugins/access.js');
    const app = Fastify({ logger: false });
    app.decorate('routeInventory', [
      {
        method: 'GET',
        url: '/api/cedo',
        access: access.signedIn,
        checksAnswer: false,
        answersOptions: false,
        cache: null,
      },
    ]);
    await app.register(fp(async () => undefined, { name: 'sessions' }));
    await expect(app.register(accessGuard)).rejects.toThrow(/GET \/api\/cedo/);
    await app.close();
  });

  it('refuses every request to a route that declares no access (fail closed)', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: fp } = await import('fastify-plugin');
    const { default: accessGuard } = await import('./plugins/access.js');
    const app = Fastify({ logger: false });
    app.decorate('routeInventory', []);
    await app.register(fp(async () => undefined, { name: 'sessions' }));
    await app.register(accessGuard);
    app.get('/api/sem-acesso', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/api/sem-acesso' });
    expect(response.statusCode).toBe(403);
    await app.close();
  });
});

describe('API conventions', () => {
  it('an unknown /api path answers 404 as JSON with the prefix, never the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(parseJson(response.body)).toEqual({ errors: ['Recurso não encontrado'] });
  });

  it('an unknown /assets file answers 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(response.statusCode).toBe(404);
  });

  it('a malformed JSON body answers 400 with a Portuguese message, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acesso/info',
      headers: { cookie: await sessionCookieFor(t, '10000001'), 'content-type': 'application/json' },
      payload: '{"quebrado":',
    });
    expect(response.statusCode).toBe(400);
    expect(parseJson(response.body)).toEqual({ errors: ['Dados inválidos na requisição'] });
  });

  it('only the routes documented as multipart read a multipart body; every other write refuses it with 415', async () => {
    const cookie = await sessionCookieFor(t, '10000001');
    const { paths } = JSON.parse((await t.app.inject({ url: OPENAPI_PATH, headers: { cookie } })).body) as {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    const documented = (method: string, url: string) => {
      const docs = paths[openApiPath(url)]?.[method.toLowerCase()];
      return /multipart/.test(`${docs?.summary ?? ''} ${docs?.description ?? ''}`);
    };
    const boundary = 'prixcontrato';
    // Integration routes open with a token, not this cookie: modules/integracao/integracao.test.ts sends them one.
    const writes = t.app.routeInventory.filter(
      (r) =>
        ['POST', 'PUT'].includes(r.method) &&
        r.url.startsWith('/api/') &&
        r.access?.kind !== 'public' &&
        r.access?.kind !== 'integration',
    );
    const readsMultipart: string[] = [];
    const documentsMultipart: string[] = [];
    for (const route of writes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z]+/g, 'x'),
        headers: {
          cookie,
          'sec-fetch-site': 'same-origin',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="campo"\r\n\r\nvalor\r\n--${boundary}--\r\n`,
      });
      const name = `${route.method} ${route.url}`;
      if (response.statusCode === 415) {
        expect(parseJson(response.body), name).toEqual({ errors: ['Tipo de conteúdo não suportado'] });
      } else readsMultipart.push(name);
      if (documented(route.method, route.url)) documentsMultipart.push(name);
    }
    // The benefit forms, the ERP import and the file registers' writes, and nothing else (plugins/uploads.ts).
    expect(readsMultipart).toContain('POST /api/faturamento/importar');
    expect(readsMultipart).toContain('POST /api/solicita-beneficio/upload');
    expect(readsMultipart.length).toBeGreaterThan(writes.length / 10);
    expect(readsMultipart.length).toBeLessThan(writes.length / 2);
    expect(readsMultipart.sort()).toEqual(documentsMultipart.sort());
  });

  it('sends security headers: the site’s on pages, the API’s on API answers (security-headers.test.ts)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/acesso/login' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('embedded provider pages', () => {
  it('keep Origin on same-origin form posts (Referrer-Policy is not no-referrer)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/acesso/login' });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('answer errors in the portal’s JSON shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/idp/interacao/qualquer',
      headers: { origin: 'null' },
    });
    expect(response.statusCode).toBe(403);
    expect(parseJson(response.body)).toEqual({ errors: ['Requisição recusada: origem não permitida'] });
  });
});
