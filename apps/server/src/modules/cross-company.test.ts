import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';

/**
 * The wall between partners: an external user of company A gets 403 or 404 on every user and
 * company route that takes an id, given company B's ids, and B's records stay exactly as they were. The
 * routes come from the server's own inventory, so a route added later is covered without touching this.
 */

let t: TestApp;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Partner {
  /** The signed-in owner. */
  readonly owner: string;
  readonly company: string;
  /** The other company, and one of its people. */
  readonly otherCompany: string;
  readonly otherPerson: string;
}

const PARTNERS: readonly Partner[] = [
  { owner: 'EXT0001', company: '100234', otherCompany: '200117', otherPerson: 'EXT0003' },
  { owner: 'EXT0003', company: '200117', otherCompany: '100234', otherPerson: 'EXT0002' },
];

const uuidOf = async (table: 'usuario' | 'cliente', id: string) =>
  (
    await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from ${sql.identifier(table)} where id = ${id}`,
    )
  )[0]!.uuid;

/** A body the route would accept for its own company, so only the scope can refuse it. */
function bodyFor(url: string, partner: Partner): Record<string, unknown> {
  if (url.startsWith('/api/cliente')) {
    return { nome: 'Tentativa', cnpj: '45678912000155', tiposparceria: ['REV'], pais: 'BR' };
  }
  return {
    nome: 'Tentativa',
    sobrenome: 'Alheia',
    email: 'tentativa@exemplo.com.br',
    clientes: [partner.company],
    cargo: 'FUNCIONARIO',
  };
}

const idRoutes = () =>
  t.app.routeInventory.filter(
    (r) => r.method !== 'HEAD' && /^\/api\/(usuario|cliente)\//.test(r.url) && r.url.includes('/:'),
  );

describe.each(PARTNERS)('the owner $owner of company $company', (partner) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookieFor(t, partner.owner);
  });

  it("fails with 403 or 404 on every user and company route given the other company's ids", async () => {
    const targets = {
      usuario: await uuidOf('usuario', partner.otherPerson),
      cliente: await uuidOf('cliente', partner.otherCompany),
    };
    const before = {
      usuario: await queryRows(t.database.db, sql`select * from usuario where id = ${partner.otherPerson}`),
      cliente: await queryRows(t.database.db, sql`select * from cliente where id = ${partner.otherCompany}`),
    };
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(9);
    // Reads, writes and deletes of both kinds of record are among them.
    expect(routes.map((r) => `${r.method} ${r.url.split('/')[2]}`)).toEqual(
      expect.arrayContaining([
        'GET usuario',
        'PUT usuario',
        'DELETE usuario',
        'GET cliente',
        'PUT cliente',
        'DELETE cliente',
      ]),
    );
    for (const route of routes) {
      const target = route.url.startsWith('/api/cliente') ? targets.cliente : targets.usuario;
      const url = route.url.replace(/:[a-zA-Z]+/, target);
      const method = route.method as 'GET' | 'PUT' | 'DELETE';
      const answer = await call(
        method,
        url,
        cookie,
        method === 'PUT' ? bodyFor(route.url, partner) : undefined,
      );
      expect([403, 404], `${route.method} ${route.url}: ${JSON.stringify(answer.body)}`).toContain(
        answer.status,
      );
    }
    expect(
      await queryRows(t.database.db, sql`select * from usuario where id = ${partner.otherPerson}`),
    ).toEqual(before.usuario);
    expect(
      await queryRows(t.database.db, sql`select * from cliente where id = ${partner.otherCompany}`),
    ).toEqual(before.cliente);
  });

  it('never links anyone to the other company, and no selector offers its records', async () => {
    for (const path of ['/api/usuario', '/api/usuario/externo']) {
      const body = { ...bodyFor(path, partner), id: 'EXT0999', clientes: [partner.otherCompany] };
      expect((await call('POST', path, cookie, body)).status, path).toBe(403);
    }
    const people = await call('POST', '/api/usuario/keys', cookie, {
      search: '',
      selected: [partner.otherPerson],
    });
    expect((people.body as unknown as { key: string }[]).map((k) => k.key)).not.toContain(
      partner.otherPerson,
    );
    const companies = await call('POST', '/api/cliente/keys', cookie, {
      search: '',
      selected: [partner.otherCompany],
    });
    expect((companies.body as unknown as { key: string }[]).map((k) => k.key)).toEqual([partner.company]);
    const profile = await call('GET', '/api/usuario/profile', cookie);
    expect(JSON.stringify(profile.body)).not.toContain(partner.otherCompany);
  });
});
