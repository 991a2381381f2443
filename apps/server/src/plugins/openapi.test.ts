import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { OPENAPI_PATH, REFERENCE_PATH } from './openapi.js';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
}

let t: TestApp;
let staff: string;
let partner: string;
beforeAll(async () => {
  t = await startTestApp();
  staff = await sessionCookieFor(t, '10000001');
  partner = await sessionCookieFor(t, 'EXT0001');
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is for signed-in staff only', async () => {
    for (const url of [OPENAPI_PATH, REFERENCE_PATH]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: partner } })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: { cookie: staff } })).statusCode).toBe(200);
    }
  });

  it('describes every /api route, each with a summary and its responses', async () => {
    const doc = JSON.parse(
      (await t.app.inject({ url: OPENAPI_PATH, headers: { cookie: staff } })).body,
    ) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const routes = t.app.routeInventory.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      return !op?.summary || !op.responses || Object.keys(op.responses).length === 0;
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // Nothing outside /api (the provider's pages, the web app) is described.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('carries the request schemas: the register list takes geral and page, an insert its fields', async () => {
    const doc = JSON.parse(
      (await t.app.inject({ url: OPENAPI_PATH, headers: { cookie: staff } })).body,
    ) as Doc & {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const list = doc.paths['/api/pais']!.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['geral', 'page']));
    const insert = doc.paths['/api/pais']!.post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(insert.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['id', 'nome', 'gentilico']),
    );
  });

  it('has a reference page in Portuguese that lists the operations', async () => {
    const page = await t.app.inject({ url: REFERENCE_PATH, headers: { cookie: staff } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('API do Portal de Parceiros Prix');
    expect(page.body).toContain('GET /api/pais');
  });
});
