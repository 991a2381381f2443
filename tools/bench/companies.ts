import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';

/** The words company names are made of: 'Balanças' is one name in 8, so the search 'bal' finds 12.5 %. */
const WORDS = [
  'Balanças',
  'Comercial',
  'Distribuidora',
  'Indústria',
  'Mercado',
  'Ferragens',
  'Eletro',
  'Máquinas',
];
const REGIONS = ['Paulista', 'Mineira', 'Carioca', 'Gaúcha', 'Nordeste', 'Paranaense', 'Goiana'];

/**
 * `count` companies (codes BN0000001 …) added in one statement on the server side, with a CNPJ-shaped
 * number, then ANALYZE so the planner knows the table's size. The demo seed's companies stay.
 */
export async function seedCompanies(db: Db, count: number): Promise<void> {
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(', ')}]`);
  const regions = sql.raw(`array[${REGIONS.map((w) => `'${w}'`).join(', ')}]`);
  await db.execute(sql`insert into cliente (id, nome, cnpj, pais_id, classe_id)
    select 'BN' || lpad(g::text, 7, '0'),
      (${words})[1 + g % 8] || ' ' || (${regions})[1 + g % 7] || ' ' || g || ' Ltda',
      lpad((g * 7919 % 100000000)::text, 8, '0') || '/0001-' || lpad((g % 100)::text, 2, '0'),
      'BR', null
    from generate_series(1, ${count}) g`);
  await db.execute(sql`analyze cliente`);
}
