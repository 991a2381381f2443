import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';

/**
 * List pages are kept in memory until a table they were read from changes (decision 0031). What must hold:
 * a page never outlives a change, whoever made it (a direct statement stands for another instance or a
 * tool), and a page kept for one viewer is never another's.
 */

let t: TestApp;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
interface Page {
  results: Array<Record<string, unknown>>;
  total: number;
}
const list = async (url: string, cookie: string) => {
  const answer = await call('GET', url, cookie);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Page;
};

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('kept list pages', () => {
  it('show a record written outside this process on the very next request, and its removal', async () => {
    const staff = await sessionCookieFor(t, '10000001');
    expect((await list('/api/pais?geral=Zzl', staff)).total).toBe(0);
    expect((await list('/api/pais?geral=Zzl', staff)).total).toBe(0);
    await t.database.db.execute(sql`insert into pais (id, nome) values ('ZZ', 'Zzlândia')`);
    const after = await list('/api/pais?geral=Zzl', staff);
    expect(after.results.map((r) => r.nome)).toEqual(['Zzlândia']);
    await t.database.db.execute(sql`update pais set nome = 'Zzlândia do Sul' where id = 'ZZ'`);
    expect((await list('/api/pais?geral=Zzl', staff)).results.map((r) => r.nome)).toEqual([
      'Zzlândia do Sul',
    ]);
    await t.database.db.execute(sql`delete from pais where id = 'ZZ'`);
    expect((await list('/api/pais?geral=Zzl', staff)).total).toBe(0);
  });

  it('follow a change to a table the page only joins (a link, a related name)', async () => {
    const staff = await sessionCookieFor(t, '10000001');
    const complementary = async () =>
      (await list('/api/cliente?geral=100234', staff)).results[0]!['parceriaComplementar.nome'];
    expect(await complementary()).toBeNull();
    await t.database.db.execute(
      sql`insert into cliente_tpcomplementar (cliente_id, tipoparceriacomplementar_id)
          select '100234', min(id) from tipoparceriacomplementar`,
    );
    const linked = await complementary();
    expect(linked).toEqual(expect.any(String));
    await t.database.db.execute(sql`update tipoparceriacomplementar set nome = nome || ' (novo)'`);
    expect(await complementary()).toBe(`${String(linked)} (novo)`);
  });

  it('are the viewer’s own: two partners asking the same page in turn each get only their companies', async () => {
    const owners = [
      { user: 'EXT0001', company: '100234' },
      { user: 'EXT0003', company: '200117' },
    ];
    for (let round = 0; round < 2; round++) {
      for (const owner of owners) {
        const cookie = await sessionCookieFor(t, owner.user);
        const companies = await list('/api/cliente?page=1', cookie);
        expect(companies.results.map((r) => r.id)).toEqual([owner.company]);
      }
    }
  });
});
