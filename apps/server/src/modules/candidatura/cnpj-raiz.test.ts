import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../testing/database.js';
import { cnpjRaiz, raizSql } from './candidatura-store.js';

/** The CNPJ root (its first 8 characters, the company apart from its branches), in code and in SQL alike. */
const CASES: [cnpj: string, raiz: string][] = [
  ['44.332.211/0001-05', '44332211'],
  ['44332211000105', '44332211'],
  ['7h.6a1.b2c/0001-75', '7H6A1B2C'],
  ['12.ABC.345/01DE-35', '12ABC345'],
];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the CNPJ root', () => {
  it('is the first 8 letters and digits, punctuation left out, in upper case', () => {
    for (const [cnpj, raiz] of CASES) expect(cnpjRaiz(cnpj), cnpj).toBe(raiz);
    expect(cnpjRaiz('44.332.211/0002-88')).toBe(cnpjRaiz('44.332.211/0001-05'));
  });

  it('is the same computed by the database from a stored CNPJ', async () => {
    for (const [cnpj, raiz] of CASES) {
      const [row] = await queryRows<{ raiz: string }>(
        database.db,
        sql`select ${raizSql(sql`${cnpj}::text`)} as raiz`,
      );
      expect(row!.raiz, cnpj).toBe(raiz);
    }
  });
});
