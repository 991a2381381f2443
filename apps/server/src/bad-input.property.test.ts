import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REGISTER_DEFS,
  WRAPPED_REGISTER_DEFS,
  keysRequestSchema,
  type Field,
  type RegisterDef,
} from '@prix/shared';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from './testing/app.js';

/**
 * As a property: over every /api route of the server's inventory (not a hand-made list), any
 * string (NUL, lone surrogates, 1 MB, `__proto__` keys…) in any parameter, query or body field answers
 * below 500, and whatever a write accepted reads back (detail, list and selector). Fixed seed, few runs.
 */

const SEED = 20261123;
const RUNS = 2;
const MEGA = 'x'.repeat(1_000_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Any UTF-16 code unit, NUL and half surrogates included (fast-check's own units leave those out). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uDBFF\uDBFF',
    MEGA,
    '__proto__',
    'constructor',
  ),
  fc.constantFrom('', ' ', '%00', "'; drop table usuario; --", '\\', '../../etc', 'São Paulo 😀', '1e309'),
  fc.string({ unit: codeUnit, maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
);
const nastyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', '\uD800'),
  fc.string({ unit: codeUnit, maxLength: 8 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyKey, nastyString, { maxKeys: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e21, {}, []),
);
/** The fixed examples every route gets before its random runs; write routes also get a 1 MB value and `__proto__`. */
const EXAMPLES: unknown[] = ['a\u0000b', 'x\uD800'];
const WRITE_EXAMPLES: unknown[] = [
  ...EXAMPLES,
  MEGA,
  JSON.parse('{"__proto__":{"x":1},"constructor":{"prototype":{}}}'),
];

/** Percent-encodes as a browser would, lone surrogates too (as their WTF-8 bytes, which encodeURIComponent refuses). */
function encode(value: string): string {
  if (/^[\w.~-]*$/.test(value)) return value;
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const DEFS = [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS].map((d) => d as unknown as RegisterDef);
const defOf = (url: string) =>
  DEFS.find((d) => [`/api${d.apiPath}`, `/api${d.apiPath}/:uuid`].includes(url)) ?? null;

type Body = Record<string, unknown>;
let cookie = '';
async function call(method: string, url: string, payload?: unknown) {
  // The inventory holds the sign-outs too: after one, a new session.
  if (!cookie) cookie = await sessionCookieFor(t, '10000001');
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, origin: t.baseUrl, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  if (/sign-?out|logout/.test(url)) cookie = '';
  // A downloaded file ('Baixar meus dados' in JSON) is not an API answer: it has no anti-hijack prefix.
  const file = String(response.headers['content-disposition'] ?? '').startsWith('attachment');
  const json = !file && response.headers['content-type']?.toString().startsWith('application/json');
  return { status: response.statusCode, body: (json ? parseJson(response.body) : {}) as Body };
}

/** The least valid new record of a definition (required fields only), so a write reaches the database. */
let counter = 0;
function minimalPayload(def: RegisterDef): Body {
  counter += 1;
  const payload: Body = {};
  for (const [name, f] of Object.entries(def.fields) as [string, Field][]) {
    if (f.kind === 'code' && !f.auto)
      payload[name] =
        f.max === 1 ? '0123456789ABCDEGHIJKLPQRSTUVWXYZ'[counter % 32] : `P${counter}`.slice(0, f.max);
    if (f.kind === 'text' && f.required)
      payload[name] = name === 'email' ? `prop${counter}@teste.com.br` : `Prop ${counter}`.slice(0, f.max);
  }
  return payload;
}

/** Real values for a route's parameters, from the first row of the list its path starts with. */
async function realParams(url: string): Promise<Record<string, string> | null> {
  const base = url.slice(0, url.indexOf('/:'));
  const list = await call('GET', base);
  const row = (list.body.results as Body[] | undefined)?.[0];
  if (!row) return null;
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const snake = (n: string) => n.replace(/Id$/, '_id');
  const values = names.map((n) => row[n] ?? row[snake(n)]);
  return values.every((v) => typeof v === 'string')
    ? Object.fromEntries(names.map((n, i) => [n, values[i] as string]))
    : null;
}
const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encode(params[name] ?? ''));

/** After an accepted write, what was stored must read back: the record, and its register's list and selector. */
async function readsBack(url: string, written: Body) {
  const uuid = typeof written.uuid === 'string' ? written.uuid : null;
  const record = uuid ? `${url}/${uuid}` : url;
  expect((await call('GET', record)).status, `GET ${record}`).toBeLessThan(300);
  const def = defOf(url.replace(/\/[0-9a-f-]{36}$/, '/:uuid'));
  if (def) {
    expect((await call('GET', `/api${def.apiPath}`)).status, `lista ${def.name}`).toBe(200);
    const keys = await call('POST', `/api${def.apiPath}/keys`, { search: '' });
    expect(keys.status, `keys ${def.name}`).toBe(200);
  }
}

const routes = () =>
  t.app.routeInventory.filter(
    (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.includes('*'),
  );

describe('no input gives a 5xx, and what is accepted reads back', () => {
  it('walks a real inventory', () => {
    expect(routes().length).toBeGreaterThan(60);
  });

  it('every GET route without parameters (lists, lookups, sign-in) with any query string', async () => {
    for (const route of routes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const params = {};
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('geral', 'page', 'search'), nastyValue, async (key, value) => {
          const url = `${fill(route.url, params)}?${encode(key)}=${encode(asText(value))}`;
          const answer = await call('GET', url);
          expect(answer.status, `GET ${url.slice(0, 120)}`).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: RUNS, examples: EXAMPLES.map((e) => ['geral', e]) },
      );
    }
  });

  it('every route with a path parameter, with any parameter', async () => {
    for (const route of routes().filter((r) => r.url.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(nastyValue, async (value) => {
          const url = route.url.replace(/:(\w+)/g, () => encode(asText(value)));
          // DELETE only ever meets a parameter that names nothing: the records stay for the other runs.
          const answer = await call(
            route.method,
            url,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          );
          expect(answer.status, `${route.method} ${url.slice(0, 120)}`).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: RUNS, examples: EXAMPLES.map((e) => [e]) },
      );
    }
  });

  it('every write route with any value in any field of a valid body', async () => {
    const writes = routes().filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH');
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const def = defOf(route.url);
      const params = route.url.includes(':') ? await realParams(route.url) : {};
      if (!params) continue; // nothing to address (an empty list): the parameter walk above covers it
      const url = fill(route.url, params);
      // A valid body to start from: a new record, the stored one sent back, or nothing.
      const current = route.method === 'PUT' ? await call('GET', url) : null;
      const base: Body =
        route.method === 'POST' && def && route.url === `/api${def.apiPath}`
          ? minimalPayload(def)
          : current?.status === 200
            ? current.body
            : {};
      // The fields a body may carry: the definition's, the stored record's, a selector's request.
      const keysFields = route.url.endsWith('/keys') ? Object.keys(keysRequestSchema.shape) : [];
      const fields = [...new Set([...Object.keys(def?.fields ?? {}), ...Object.keys(base), ...keysFields])];
      // The fixed examples go in a text field, where they would reach the database.
      const textField =
        Object.entries(def?.fields ?? {}).find(([n, f]) => f.kind === 'text' && n in base)?.[0] ??
        fields.find((k) => typeof base[k] === 'string') ??
        keysFields[0] ??
        'nome';
      const field = fields.length ? fc.oneof(fc.constantFrom(...fields), nastyKey) : nastyKey;
      await fc.assert(
        fc.asyncProperty(field, nastyValue, async (name, value) => {
          const body: Body = { ...(route.method === 'POST' && def ? minimalPayload(def) : base) };
          Object.defineProperty(body, name, { value, enumerable: true, configurable: true, writable: true });
          const answer = await call(route.method, url, body);
          expect(answer.status, `${route.method} ${url} ${name}=${asText(value).slice(0, 60)}`).toBeLessThan(
            500,
          );
          // A record created (its uuid) or edited (PUT) must read back.
          if (answer.status < 300 && (typeof answer.body.uuid === 'string' || route.method === 'PUT'))
            await readsBack(url, answer.body);
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          examples: [
            ...WRITE_EXAMPLES.map((e) => [textField, e] as [string, unknown]),
            ['__proto__', { x: 1 }],
          ],
        },
      );
    }
  });
});
