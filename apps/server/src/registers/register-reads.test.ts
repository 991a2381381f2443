import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KEYS_PAGE_SIZE } from '@prix/shared';
import { queryRows } from '../db/client.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';

/**
 * What a selector, a list and a detail read: every option can be reached page after page, classes sort by
 * level (SPEC §4: the number in the class name), not as text, and the audit card names its authors properly.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionCookieFor(t, '10000001');
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
type KeyValue = { key: string; value: string };
const keysOf = async (path: string, body: object) => {
  const answer = await call('POST', `/api${path}/keys`, admin, body);
  expect(answer.status).toBe(200);
  return answer.body as unknown as KeyValue[];
};
const LEVELS = ['Prix 10', 'Prix 50', 'Prix 100', 'Prix 250', 'Prix 500', 'Prix 1000'];

describe('keys, page by page', () => {
  it('reaches every active record through offset, each once', async () => {
    const [row] = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from permissao where not inativo`,
    );
    const total = row!.total;
    expect(total).toBeGreaterThan(2 * KEYS_PAGE_SIZE);
    const seen: string[] = [];
    for (let offset = 0; offset < total + KEYS_PAGE_SIZE; offset += KEYS_PAGE_SIZE) {
      const page = await keysOf('/permissao', { search: '', selected: [], offset });
      expect(page.length).toBeLessThanOrEqual(KEYS_PAGE_SIZE);
      seen.push(...page.map((o) => o.key));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('brings the selected records with the first page only, and leaves them out of the pages', async () => {
    const first = await keysOf('/permissao', { search: '', selected: [] });
    const chosen = first[0]!.key;
    const withChosen = await keysOf('/permissao', { search: '', selected: [chosen] });
    expect(withChosen[0]!.key).toBe(chosen);
    expect(withChosen.filter((o) => o.key === chosen)).toHaveLength(1);
    expect(withChosen).toHaveLength(KEYS_PAGE_SIZE + 1);
    const second = await keysOf('/permissao', { search: '', selected: [chosen], offset: KEYS_PAGE_SIZE });
    expect(second.map((o) => o.key)).not.toContain(chosen);
  });

  it('refuses an offset that is not a whole number from 0', async () => {
    for (const offset of [-1, 1.5, '20']) {
      const answer = await call('POST', '/api/permissao/keys', admin, { search: '', selected: [], offset });
      expect(answer.status).toBe(400);
    }
  });
});

describe('classes sort by level', () => {
  it('in the list', async () => {
    const list = await call('GET', '/api/classe', admin);
    expect((list.body.results as { nome: string }[]).map((r) => r.nome)).toEqual(LEVELS);
  });

  it('in the selector, the selected ones too', async () => {
    expect((await keysOf('/classe', { search: 'prix' })).map((o) => o.value)).toEqual(LEVELS);
    const selected = await keysOf('/classe', { search: 'zzz', selected: ['1000', '250', '50'] });
    expect(selected.map((o) => o.value)).toEqual(['Prix 50', 'Prix 250', 'Prix 1000']);
  });

  it("in a record's chosen classes and in the benefit per class list", async () => {
    const [beneficio] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select b.uuid from beneficio b where (select count(*) from classe_beneficio cb where cb.beneficio_id = b.id) = 6 limit 1`,
    );
    const detail = await call('GET', `/api/solicita-beneficio/${beneficio!.uuid}`, admin);
    expect(detail.body.classe).toEqual(['10', '50', '100', '250', '500', '1000']);

    const pairs = await call('GET', '/api/classe-beneficio', admin);
    const names = (pairs.body.results as { classe_nome: string }[]).map((r) => r.classe_nome);
    expect(names[0]).toBe('Prix 10');
    const levels = names.map((n) => Number(/\d+/.exec(n)![0]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });
});

describe('audit names', () => {
  it('names the portal itself, author of the demo data, as a proper name', async () => {
    const [pais] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from pais where id = 'BR'`,
    );
    const detail = await call('GET', `/api/pais/${pais!.uuid}`, admin);
    expect(detail.body.uscriacao).toBe('Sistema');
    const pair = await call('GET', '/api/classe-beneficio/250/VMC', admin);
    expect(pair.body.uscreation).toBe('Sistema');
  });

  it('names a person by their full name', async () => {
    const novo = await call('POST', '/api/pais', admin, { id: 'QA', nome: 'Quadrantia', gentilico: '' });
    const detail = await call('GET', `/api/pais/${String(novo.body.uuid)}`, admin);
    expect(detail.body.uscriacao).toBe('Ana Administradora');
  });
});
