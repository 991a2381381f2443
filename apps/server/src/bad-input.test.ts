import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_PREFIX, REGISTER_DEFS, fieldMessages, type RegisterDef } from '@prix/shared';
import { apiCaller, parseJson, sessionCookieFor, startTestApp, type TestApp } from './testing/app.js';
import { sendRecord } from './testing/register-send.js';

/** Bad input never gives a 500, and every error under /api is the product's. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const defs = REGISTER_DEFS.map((d) => d as unknown as RegisterDef);
const UNSTORABLE = { NUL: 'a\u0000b', 'surrogate alone': 'a\uD800b', 'low surrogate alone': '\uDC00' };

/** Over a real socket: what Node itself answers before Fastify sees the request. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(`${t.baseUrl}${path}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('text PostgreSQL cannot store is a 400 with a Portuguese message', () => {
  it.each(Object.entries(UNSTORABLE))('%s in a field of every register names the field', async (_k, bad) => {
    for (const def of defs) {
      // The field a record is known by (nome, or nome_botao for buttons).
      const field = def.labelField ?? 'nome';
      // File registers take the same record as multipart (testing/register-send.ts).
      const sent = await sendRecord(t, def, 'POST', `/api${def.apiPath}`, admin, { [field]: bad });
      expect(sent.status, def.name).toBe(400);
      expect(sent.body.errors, def.name).toContain(fieldMessages.unstorable(def.fields[field]!.label));
    }
  });

  it('NUL in the search of every list and selector', async () => {
    for (const def of defs) {
      const list = await get(`/api${def.apiPath}?geral=%00`);
      expect(list.statusCode, def.name).toBe(400);
      expect(parseJson(list.body)).toEqual({
        errors: ['A busca contém caracteres não permitidos (como o caractere nulo).'],
      });
      for (const body of [{ search: '\u0000' }, { search: '', selected: ['\u0000'] }]) {
        expect((await call('POST', `/api${def.apiPath}/keys`, admin, body)).status, def.name).toBe(400);
      }
    }
    expect((await get('/api/classe-beneficio?geral=a%00')).statusCode).toBe(400);
  });

  it('NUL in a path parameter, whatever the route checks', async () => {
    for (const url of ['/api/classe-beneficio/%00/VMC', '/api/estado/B%00', '/api/pais/%00']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(parseJson<{ errors: string[] }>(answer.body).errors[0], url).toMatch(
        /^O parâmetro \w+ contém caracteres não permitidos/,
      );
    }
  });

  it('NUL anywhere in a body the route has no schema for: the request layer refuses it', async () => {
    const answer = await call('POST', '/api/acesso/info', admin, { qualquer: { coisa: ['ok', 'x\u0000'] } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'O campo qualquer.coisa.1 contém caracteres não permitidos (como o caractere nulo).',
    ]);
  });
});

describe('values PostgreSQL would refuse are refused first', () => {
  it('a date with year 0000 (no such year in PostgreSQL) is a 400 naming the field', async () => {
    const sent = await call('PUT', '/api/usuario/meu-perfil', admin, {
      nome: 'Ana',
      sobrenome: 'Administradora',
      dtnascimento: '0000-01-01',
    });
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toEqual(['Data inválida: use o formato dd/mm/aaaa']);
  });
});

describe('errors raised before the routes are the product’s too', () => {
  const expectProductError = (
    answer: { status: number; headers: Record<string, unknown>; body: string },
    status: number,
    message: string,
  ) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.startsWith(JSON_PREFIX)).toBe(true);
    expect(parseJson(answer.body)).toEqual({ errors: [message] });
  };

  it('a malformed percent-encoding is 400', async () => {
    for (const url of ['/api/pais/%ZZ', '/api/%E0%A4%A', '/api/pais/%ED%A0%80']) {
      const answer = await rawGet(url, { cookie: admin });
      expectProductError(answer, 400, 'Endereço inválido: há caracteres mal codificados na URL');
    }
  });

  it('an over-long path parameter is 414', async () => {
    const answer = await rawGet(`/api/pais/${'a'.repeat(101)}`, { cookie: admin });
    expectProductError(answer, 414, 'Endereço muito longo');
    expect((await get(`/api/pais/${'a'.repeat(100)}`)).statusCode).toBe(404);
  });

  it('oversized headers are 431', async () => {
    const answer = await rawGet('/api/pais', { cookie: admin, 'x-grande': 'a'.repeat(20_000) });
    expectProductError(answer, 431, 'Cabeçalhos da requisição muito grandes');
  });

  it('an unknown /api path with any method is 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const answer = await t.app.inject({ method, url: '/api/nao-existe', headers: { origin: t.baseUrl } });
      expectProductError(
        { status: answer.statusCode, headers: answer.headers, body: answer.body },
        404,
        'Recurso não encontrado',
      );
    }
  });
});
