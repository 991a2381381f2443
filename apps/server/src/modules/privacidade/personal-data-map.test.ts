import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client.js';
import { createTestDatabase } from '../../testing/database.js';
import { MAPA_DADOS_PESSOAIS, TABELAS_NAO_PESSOAIS, pareceDadoPessoal } from './personal-data-map.js';

/**
 * The schema walk (decision 0048): every column of the database that references a user, or whose name says it
 * holds personal data, is in the declared map (or its table is declared not personal), so a new table cannot
 * leak out of the export or survive an erasure.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface Coluna {
  tabela: string;
  coluna: string;
}

/** The columns the map must cover and does not: `tabela.coluna`, each with why the walk took it. */
async function colunasForaDoMapa(db: Db): Promise<string[]> {
  const colunas = await queryRows<Coluna>(
    db,
    sql`select c.table_name as tabela, c.column_name as coluna
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by 1, 2`,
  );
  const referencias = await queryRows<Coluna>(
    db,
    sql`select kcu.table_name as tabela, kcu.column_name as coluna
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'usuario'`,
  );
  const refs = new Set(referencias.map((r) => `${r.tabela}.${r.coluna}`));
  const mapeadas = new Set(
    MAPA_DADOS_PESSOAIS.flatMap((e) => Object.keys(e.colunas).map((c) => `${e.tabela}.${c}`)),
  );
  return colunas.flatMap(({ tabela, coluna }) => {
    const nome = `${tabela}.${coluna}`;
    const referencia = refs.has(nome);
    if (!referencia && !pareceDadoPessoal(coluna)) return [];
    if (mapeadas.has(nome)) return [];
    // A register's `nome` is not a person's; a reference to a user always is.
    if (
      !referencia &&
      tabela in TABELAS_NAO_PESSOAIS &&
      !/^us(criacao|edicao|creation|edition)$/.test(coluna)
    )
      return [];
    return [`${nome} (${referencia ? 'referencia usuario' : 'nome de dado pessoal'})`];
  });
}

describe('the declared map of personal data', () => {
  it('covers every column of the schema that references a user or is named like personal data', async () => {
    expect(await colunasForaDoMapa(database.db)).toEqual([]);
  });

  it('fails for a new table with a CPF, or a column pointing to a user, until the map lists them', async () => {
    await database.db.execute(sql`create table ficha_teste (
      id integer primary key, cpf varchar(14), responsavel varchar(20) references usuario(id), obs text)`);
    try {
      expect(await colunasForaDoMapa(database.db)).toEqual([
        'ficha_teste.cpf (nome de dado pessoal)',
        'ficha_teste.responsavel (referencia usuario)',
      ]);
    } finally {
      await database.db.execute(sql`drop table ficha_teste`);
    }
  });

  it('names only tables and columns that exist, each treatment complete', async () => {
    const existentes = new Set(
      (
        await queryRows<Coluna>(
          database.db,
          sql`select table_name as tabela, column_name as coluna from information_schema.columns
              where table_schema = 'public'`,
        )
      ).map((c) => `${c.tabela}.${c.coluna}`),
    );
    const tabelas = new Set([...existentes].map((c) => c.split('.')[0]));
    const problemas: string[] = [];
    const ids = new Set<string>();
    for (const e of MAPA_DADOS_PESSOAIS) {
      if (ids.has(e.id)) problemas.push(`${e.id}: repetida`);
      ids.add(e.id);
      for (const [coluna, c] of Object.entries(e.colunas)) {
        if (!existentes.has(`${e.tabela}.${coluna}`)) problemas.push(`${e.tabela}.${coluna}: não existe`);
        if (c.tratamento === 'manter' && !c.motivo)
          problemas.push(`${e.tabela}.${coluna}: manter sem motivo`);
        if (c.tratamento === 'anonimizar' && !c.como)
          problemas.push(`${e.tabela}.${coluna}: anonimizar sem como`);
      }
      for (const a of e.alcance) {
        const coluna = 'usuario' in a ? a.usuario : 'email' in a ? a.email : 'cpf' in a ? a.cpf : null;
        if (coluna && !existentes.has(`${e.tabela}.${coluna}`))
          problemas.push(`${e.tabela}.${coluna}: alcance`);
        if ('pai' in a && !MAPA_DADOS_PESSOAIS.some((p) => p.id === a.pai))
          problemas.push(`${e.id}: pai ${a.pai}`);
      }
    }
    for (const tabela of Object.keys(TABELAS_NAO_PESSOAIS))
      if (!tabelas.has(tabela)) problemas.push(`${tabela}: não existe`);
    expect(problemas).toEqual([]);
  });
});
