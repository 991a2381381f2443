import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/database.js';
import { queryRows, type Database } from './client.js';
import { createServer, type Socket } from 'node:net';
import { UNWATCHED_TABLES, postgresChangeFeed } from './change-feed.js';
import { readCache, tablesRead } from './read-cache.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const execute = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

describe('the change feed (decision 0031)', () => {
  it('every table of the schema notifies its changes, but those listed as unwatched', async () => {
    const rows = await queryRows<{ tabela: string; gatilhos: string[] }>(
      database.db,
      sql`select c.relname as tabela,
            array(select tg.tgname::text from pg_trigger tg where tg.tgrelid = c.oid and not tg.tgisinternal
              order by 1) as gatilhos
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const missing = rows
      .filter((r) => !UNWATCHED_TABLES.includes(r.tabela) && !r.gatilhos.includes('prix_mudanca'))
      .map((r) => r.tabela);
    expect(missing, 'tabelas sem o gatilho prix_mudanca (crie-o na migração que as cria)').toEqual([]);
    // Unwatched tables are not read by any cache; they must still exist (a renamed one would hide a gap).
    for (const table of UNWATCHED_TABLES) expect(rows.map((r) => r.tabela)).toContain(table);
  });

  it('a change committed before a sync is always seen by it', async () => {
    const watch = database.changes.watch(['pais']);
    expect(await database.changes.sync()).toBe(true);
    for (let i = 0; i < 40; i++) {
      const before = watch.version;
      await execute(sql`update pais set nome = nome where id = (select min(id) from pais)`);
      expect(await database.changes.sync()).toBe(true);
      expect(watch.version).toBeGreaterThan(before);
    }
  });

  it('a change to another table leaves a watch alone; a rolled-back change is not a change', async () => {
    const watch = database.changes.watch(['pais']);
    await database.changes.sync();
    const before = watch.version;
    await execute(sql`update estado set nome = nome`);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update pais set nome = nome`);
        throw new Error('desfeito');
      })
      .catch(() => undefined);
    await database.changes.sync();
    expect(watch.version).toBe(before);
  });

  it('names the row of a session that changed, without moving the session table’s watch', async () => {
    const [user] = await queryRows<{ id: string }>(database.db, sql`select id from usuario limit 1`);
    await execute(
      sql`insert into sessao (token_hash, usuario_id, provedor) values (${'f'.repeat(64)}, ${user!.id}, 'parceiro')`,
    );
    const watch = database.changes.watch(['sessao']);
    const rows: string[] = [];
    database.changes.onRowChange('sessao', (key) => rows.push(key));
    await database.changes.sync();
    const before = watch.version;
    await execute(sql`update sessao set visto_em = now() where token_hash = ${'f'.repeat(64)}`);
    await database.changes.sync();
    expect(rows).toEqual(['f'.repeat(64)]);
    await execute(sql`delete from sessao where token_hash = ${'f'.repeat(64)}`);
    await database.changes.sync();
    expect(rows).toEqual(['f'.repeat(64), 'f'.repeat(64)]);
    expect(watch.version).toBe(before);
  });

  it.runIf(process.env.TEST_DB === 'pg')(
    'when the listening connection breaks, nothing kept is trusted until it listens again',
    async () => {
      const watch = database.changes.watch(['pais']);
      expect(await database.changes.sync()).toBe(true);
      const before = watch.version;
      await execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'prix-mudancas'`,
      );
      let synced = true;
      for (let i = 0; i < 50 && synced; i++) synced = await database.changes.sync();
      expect(synced).toBe(false);
      expect(watch.version).toBeGreaterThan(before);
      // A change made while nobody listened.
      await execute(sql`update pais set nome = nome`);
      const down = watch.version;
      const deadline = Date.now() + 10_000;
      while (!(await database.changes.sync()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await database.changes.sync()).toBe(true);
      expect(watch.version).toBeGreaterThan(down);
    },
  );
});

describe('a PostgreSQL that accepts connections and never answers', () => {
  it('makes the feed say it is down (the request reads the database) instead of holding the request', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const feed = postgresChangeFeed(`postgres://ninguem@127.0.0.1:${port}/nada`);
    try {
      expect(await feed.sync()).toBe(false);
    } finally {
      await feed.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('readCache', () => {
  it('keeps an answer until a table it was read from changes, and by key', async () => {
    const read = readCache<number>(database.changes);
    let loads = 0;
    const statement = () => sql`select p.id from pais p join estado e on e.pais_id = p.id`;
    const load = async () => ++loads;
    expect(await read('a', statement, load)).toBe(1);
    expect(await read('a', statement, load)).toBe(1);
    expect(await read('b', statement, load)).toBe(2);
    await execute(sql`update filial set nome = nome`);
    expect(await read('a', statement, load)).toBe(1);
    await execute(sql`update estado set nome = nome`);
    expect(await read('a', statement, load)).toBe(3);
    await execute(sql`update pais set nome = nome`);
    expect(await read('a', statement, load)).toBe(4);
    expect(await read('a', statement, load)).toBe(4);
  });

  it('does not keep an answer whose table changed while it was read', async () => {
    const read = readCache<number>(database.changes);
    let loads = 0;
    const statement = () => sql`select id from pais`;
    expect(
      await read('a', statement, async () => {
        await execute(sql`update pais set nome = nome`);
        return ++loads;
      }),
    ).toBe(1);
    expect(await read('a', statement, async () => ++loads)).toBe(2);
  });

  it('shares one load among concurrent misses, and starts another once a table changed', async () => {
    const read = readCache<number>(database.changes);
    let loads = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const statement = () => sql`select id from pais`;
    const load = async () => {
      const n = ++loads;
      await held;
      return n;
    };
    const first = read('a', statement, load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = read('a', statement, load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(1);
    // A change committed before a caller asked is not in a load begun earlier: that caller loads again.
    await execute(sql`update pais set nome = nome`);
    const third = read('a', statement, load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(2);
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 2]);
    expect(await read('a', statement, load)).toBe(2);
  });

  it('never keeps an answer read from an unwatched table', async () => {
    const read = readCache<number>(database.changes);
    let loads = 0;
    const statement = () => sql`select count(*) from clique`;
    await read('a', statement, async () => ++loads);
    expect(await read('a', statement, async () => ++loads)).toBe(2);
  });
});

describe('tablesRead', () => {
  it('names every table after from or join, quoted, qualified or not', () => {
    expect(
      tablesRead(
        `select (select count(*) from "cliente" c) from public."usuario" u
         left join classe cl on true JOIN "Perfil" on true where x in (select 1 from usuario_perfil up)`,
      ),
    ).toEqual(['classe', 'cliente', 'perfil', 'usuario', 'usuario_perfil']);
  });
});
