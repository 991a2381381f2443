import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listResponseSchema } from '@prix/shared';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';

/**
 * Decision 0016: a list counts at most LIST_COUNT_LIMIT records past its page and says the total is a floor
 * beyond; its pages follow the sort (name, then uuid) without a gap or a repeat, even among equal names.
 */

let t: TestApp;
let admin: string;
/** SPEC §9: 10 records a page. Decision 0016: a list counts at most 1 000 records past its page. */
const PAGE_SIZE = 10;
const LIST_COUNT_LIMIT = 1000;
const MANY = LIST_COUNT_LIMIT + 234;

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
  // MANY companies whose names hold 'Zebalt' (none of the demo's), 30 of them under one and the same name.
  await t.database.db.execute(sql`insert into cliente (id, nome, pais_id)
    select 'ZB' || lpad(g::text, 6, '0'),
      case when g <= 30 then 'Zebalt A Igual' else 'Zebalt X ' || lpad(((g * 7919) % 100000)::text, 5, '0') end, 'BR'
    from generate_series(1, ${MANY}) g`);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
type List = {
  results: Array<{ uuid: string; id: string; nome: string }>;
  total: number;
  totalIsMinimum?: boolean;
};
const list = async (query: string) => {
  const answer = await call('GET', `/api/cliente?${query}`, admin);
  expect(answer.status).toBe(200);
  // The web app reads list pages without checking them (SERVER_CHECKED_ANSWERS): 'mais de' pages too.
  expect(listResponseSchema.safeParse(answer.body).error).toBeUndefined();
  return answer.body as unknown as List;
};

describe('a list over many records', () => {
  it('stops counting past the limit and says the total is a floor', async () => {
    const first = await list('geral=zebalt');
    expect(first.total).toBe(LIST_COUNT_LIMIT);
    expect(first.totalIsMinimum).toBe(true);
    expect(first.results).toHaveLength(PAGE_SIZE);
    // Further on, the floor moves with the page: the buttons always reach the next pages.
    const later = await list('geral=zebalt&page=10');
    expect(later.total).toBe(9 * PAGE_SIZE + LIST_COUNT_LIMIT);
    expect(later.totalIsMinimum).toBe(true);
    // Close to the end, the count is exact again.
    const end = await list(`geral=zebalt&page=${Math.ceil(MANY / PAGE_SIZE)}`);
    expect(end.total).toBe(MANY);
    expect(end.totalIsMinimum).toBeUndefined();
    expect(end.results).toHaveLength(MANY % PAGE_SIZE || PAGE_SIZE);
  });

  it('counts exactly below the limit, and from the rows alone on a last page', async () => {
    const narrow = await list('geral=zebalt a igual');
    expect(narrow.total).toBe(30);
    expect(narrow.totalIsMinimum).toBeUndefined();
    const last = await list('geral=zebalt a igual&page=3');
    expect(last.results).toHaveLength(10);
    expect(last.total).toBe(30);
    const few = await list('geral=zebalt x 45489'); // company 31's name
    expect(few.total).toBe(few.results.length);
    expect(few.total).toBeLessThan(PAGE_SIZE);
    // Past the end: no rows, and the count tells the screen where the last page is.
    const past = await list('geral=zebalt a igual&page=9');
    expect(past.results).toHaveLength(0);
    expect(past.total).toBe(30);
  });

  it('pages in the order of name then uuid, each record once, equal names included', async () => {
    const expected = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from cliente where nome like 'Zebalt%' order by nome, uuid limit 60`,
    );
    const pages = [];
    for (let page = 1; page <= 6; page++) pages.push(...(await list(`geral=zebalt&page=${page}`)).results);
    expect(pages.map((r) => r.uuid)).toEqual(expected.map((r) => r.uuid));
    expect(pages.slice(0, 30).every((r) => r.nome === 'Zebalt A Igual')).toBe(true);
  });

  it('reuses a floor for a while, and forgets it when a record is deleted here (last: it deletes)', async () => {
    expect((await list('geral=zebalt x')).totalIsMinimum).toBe(true);
    // 300 fewer matches behind the server's back: the floor it keeps is still what it says.
    await t.database.db.execute(
      sql`delete from cliente where id in (select id from cliente where nome like 'Zebalt X%' order by id limit 300)`,
    );
    expect((await list('geral=zebalt x')).totalIsMinimum).toBe(true);
    // A delete through the API forgets the floors: the next answer counts again, exactly.
    const [victim] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from cliente where nome like 'Zebalt X%' limit 1`,
    );
    expect((await call('DELETE', `/api/cliente/${victim!.uuid}`, admin)).status).toBe(200);
    const after = await list('geral=zebalt x');
    expect(after.totalIsMinimum).toBeUndefined();
    expect(after.total).toBe(MANY - 30 - 300 - 1);
  });
});
