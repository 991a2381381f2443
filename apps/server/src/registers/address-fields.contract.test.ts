import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  REGISTER_DEFS,
  WRAPPED_REGISTER_DEFS,
  fieldMessages,
  isAddressParameter,
  isSafeAddress,
  parametro,
  type Field,
  type RegisterDef,
  type TextField,
} from '@prix/shared';
import { SAFE_ADDRESSES, UNSAFE_ADDRESSES } from '../../../../test-support/addresses.js';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { sendRecord } from '../testing/register-send.js';

/**
 * Every field that holds an address takes only https://, http:// or a path of this site, through the real
 * routes (JSON, and a file register's multipart `json` part), on insert and on update, with the field's
 * message and nothing stored. The walk finds the fields by their kind (field.address) and by their names and
 * labels, so a new field that says it holds an address cannot be of another kind; and the parameters whose
 * value is an address, by their code and by their seeded values.
 */

const ALL_DEFS = [...REGISTER_DEFS, ...WRAPPED_REGISTER_DEFS].map((d) => d as unknown as RegisterDef);

/** Words of a field's name or label that say it holds an address (link_banner, siteUrl, 'Endereço web'). */
const ADDRESS_WORDS = new Set(['url', 'urls', 'uri', 'link', 'links', 'href', 'site', 'website', 'web']);
const wordsOf = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
const saysAddress = (text: string) => wordsOf(text).some((word) => ADDRESS_WORDS.has(word));

/** Fields whose name mentions an address without holding one, and why. */
const NOT_ADDRESSES: Record<string, string> = {
  'banner.link_aponta_vimeo': 'a yes/no switch about the link: it holds no text',
};

const isAddressField = (f: Field): f is TextField & { address: true } =>
  f.kind === 'text' && f.address === true;

const ADDRESS_FIELDS = ALL_DEFS.flatMap((def) =>
  Object.entries(def.fields)
    .filter(([, f]) => isAddressField(f))
    .map(([name, f]) => ({ def, name, field: f as TextField })),
);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const countOf = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;

let counter = 0;
/** A valid record of a definition: its required fields, with values no other record holds. */
function validPayload(def: RegisterDef): Record<string, unknown> {
  counter += 1;
  const payload: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'code' && !f.auto) payload[name] = `END${counter}`.slice(0, f.max);
    if (f.kind === 'text' && f.required)
      payload[name] =
        name === 'email' ? `endereco${counter}@teste.com.br` : `Endereço ${counter}`.slice(0, f.max);
  }
  return payload;
}

describe('the walk over the register definitions', () => {
  it('finds the address fields, the banner link among them', () => {
    expect(ADDRESS_FIELDS.map(({ def, name }) => `${def.name}.${name}`)).toContain('banner.link_banner');
  });

  it('every field whose name or label says it holds an address is of the address kind (field.address)', () => {
    const named = ALL_DEFS.flatMap((def) =>
      Object.entries(def.fields)
        .filter(([name, f]) => saysAddress(name) || saysAddress(f.label))
        .map(([name, f]) => ({ key: `${def.name}.${name}`, f })),
    );
    for (const { key, f } of named) {
      if (key in NOT_ADDRESSES) continue;
      expect(isAddressField(f), `${key} diz guardar um endereço: use field.address`).toBe(true);
    }
    // An exception still exists and still cannot hold an address.
    for (const key of Object.keys(NOT_ADDRESSES)) {
      const f = named.find((n) => n.key === key)?.f;
      expect(f, key).toBeDefined();
      expect(f!.kind, key).not.toBe('text');
    }
  });

  it('finds by name a field that would slip in as plain text', () => {
    for (const name of ['link_video', 'url_catalogo', 'siteParceiro', 'href', 'endereco_web'])
      expect(saysAddress(name), name).toBe(true);
    for (const name of ['nome', 'rua', 'endereco', 'cliente', 'linkedin_id_interno'])
      expect(saysAddress(name), name).toBe(false);
    expect(saysAddress('Link do banner')).toBe(true);
  });
});

describe.each(ADDRESS_FIELDS.map((a) => [`${a.def.name}.${a.name}`, a] as const))(
  'address field %s',
  (_key, { def, name, field }) => {
    const base = `/api${def.apiPath}`;
    const message = fieldMessages.address(field.label);
    const send = (method: 'POST' | 'PUT', url: string, body: unknown, withFile = true) =>
      sendRecord(t, def, method, url, admin, body, withFile ? undefined : null);

    it('refuses every unsafe address on insert: 400 with the field’s message, nothing stored', async () => {
      const before = await countOf(def.table);
      for (const bad of UNSAFE_ADDRESSES) {
        const sent = await send('POST', base, { ...validPayload(def), [name]: bad });
        expect(sent.status, `${JSON.stringify(bad)}: ${JSON.stringify(sent.body)}`).toBe(400);
        expect(sent.body.errors, JSON.stringify(bad)).toContain(message);
      }
      expect(await countOf(def.table)).toBe(before);
    });

    it('stores a web page and a path of this site, and refuses an unsafe one on update, keeping the record', async () => {
      const created: string[] = [];
      for (const good of [...SAFE_ADDRESSES, '  https://www.prix.com.br/com-espacos  ']) {
        const sent = await send('POST', base, { ...validPayload(def), [name]: good });
        expect(sent.status, `${JSON.stringify(good)}: ${JSON.stringify(sent.body)}`).toBe(200);
        const uuid = sent.body.uuid as string;
        created.push(uuid);
        expect((await call('GET', `${base}/${uuid}`, admin)).body[name]).toBe(good.trim());
      }
      const url = `${base}/${created[0]!}`;
      const { [def.codeField]: _code, ...editable } = validPayload(def);
      const before = await call('GET', url, admin);
      for (const bad of UNSAFE_ADDRESSES) {
        const sent = await send('PUT', url, { ...editable, [name]: bad }, false);
        expect(sent.status, `${JSON.stringify(bad)}: ${JSON.stringify(sent.body)}`).toBe(400);
        expect(sent.body.errors, JSON.stringify(bad)).toContain(message);
      }
      expect((await call('GET', url, admin)).body).toEqual(before.body);
      const changed = await send('PUT', url, { ...editable, [name]: '/recursos' }, false);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await call('GET', url, admin)).body[name]).toBe('/recursos');
      for (const uuid of created) expect((await call('DELETE', `${base}/${uuid}`, admin)).status).toBe(200);
    });
  },
);

describe('parameters whose value is an address', () => {
  const base = `/api${parametro.apiPath}`;
  const message = fieldMessages.address('Valor');
  const seeded = () =>
    queryRows<{ uuid: string; id: string; nome: string; valor: string | null }>(
      t.database.db,
      sql`select uuid, id, nome, valor from parametro order by id`,
    );

  it('are found by their code and by their values: every seeded one holds a valid address', async () => {
    const rows = await seeded();
    const addresses = rows.filter((r) => isAddressParameter(r.id)).map((r) => r.id);
    expect(addresses).toEqual(
      expect.arrayContaining([
        'LINK_RECURSOS_MARCA',
        'URL_CANAL_OTA',
        'URL_ELEARNING',
        'URL_PORTAL_BOLETOS',
        'URL_SIMULADOR_PEDIDO',
        'VIDEO_PADRAO',
      ]),
    );
    for (const row of rows) {
      // A code that says it holds an address, or a value that is one, makes an address parameter.
      const looksLikeOne = saysAddress(row.id) || /^\s*(https?:|\/)/i.test(row.valor ?? '');
      if (looksLikeOne) expect(isAddressParameter(row.id), `${row.id}: um parâmetro de endereço`).toBe(true);
      if (isAddressParameter(row.id)) expect(isSafeAddress(row.valor ?? ''), row.id).toBe(true);
    }
  });

  it('refuse an unsafe value on update of each, with the field’s message, and take an address', async () => {
    for (const row of (await seeded()).filter((r) => isAddressParameter(r.id))) {
      const url = `${base}/${row.uuid}`;
      const before = await call('GET', url, admin);
      for (const bad of UNSAFE_ADDRESSES) {
        const sent = await call('PUT', url, admin, { nome: row.nome, valor: bad });
        expect(sent.status, `${row.id} ${JSON.stringify(bad)}: ${JSON.stringify(sent.body)}`).toBe(400);
        expect(sent.body.errors, `${row.id} ${JSON.stringify(bad)}`).toEqual([message]);
      }
      expect((await call('GET', url, admin)).body, row.id).toEqual(before.body);
      for (const good of ['https://novo.prix.com.br/pagina', '/recursos', row.valor!]) {
        const sent = await call('PUT', url, admin, { nome: row.nome, valor: good });
        expect(sent.status, `${row.id} ${good}: ${JSON.stringify(sent.body)}`).toBe(200);
      }
    }
  });

  it('refuse an unsafe value on insert of a new one named as an address; other parameters hold any text', async () => {
    const before = await countOf('parametro');
    for (const bad of UNSAFE_ADDRESSES) {
      const sent = await call('POST', base, admin, { id: 'URL_NOVA_PAGINA', nome: 'Nova', valor: bad });
      expect(sent.status, JSON.stringify(bad)).toBe(400);
      expect(sent.body.errors, JSON.stringify(bad)).toEqual([message]);
    }
    expect(await countOf('parametro')).toBe(before);
    const created = await call('POST', base, admin, {
      id: 'URL_NOVA_PAGINA',
      nome: 'Nova',
      valor: 'https://nova.prix.com.br',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const text = await call('POST', base, admin, {
      id: 'TEXTO_EXEMPLO',
      nome: 'Texto',
      valor: 'Escreva javascript:alert(1) se quiser: é só texto',
    });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
  });
});
