import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { sessionCookieFor, type TestApp } from './app.js';

export interface StaffWithKeys {
  /** The staff member's session cookie. */
  readonly cookie: string;
  /** Gives the staff member exactly `keys` (by SPEC's names); each must be a key the portal knows. */
  holdOnly(keys: readonly string[]): Promise<void>;
}

/**
 * A staff member (internal user `id`, 8 digits) whose one profile holds whatever keys a test gives it: what a
 * test of a key's reach needs, the key written as SPEC names it.
 */
export async function staffWithKeys(t: TestApp, id: string): Promise<StaffWithKeys> {
  const perfil = `T${id}`;
  await t.database.db.execute(sql`insert into perfil (id, nome) values (${perfil}, 'Chaves do teste')`);
  await t.database.db.execute(sql`
    insert into usuario (id, nome, sobrenome, email, externo)
    values (${id}, 'Tito', 'Teste', ${`teste.${id}@prix.com.br`}, false)`);
  await t.database.db.execute(
    sql`insert into usuario_perfil (usuario_id, perfil_id) values (${id}, ${perfil})`,
  );
  return {
    cookie: await sessionCookieFor(t, id),
    async holdOnly(keys) {
      await t.database.db.execute(sql`delete from perfil_permissao where perfil_id = ${perfil}`);
      for (const key of keys) {
        const added = await queryRows(
          t.database.db,
          sql`insert into perfil_permissao (perfil_id, permissao_id)
              select ${perfil}, id from permissao where referencia = ${key} returning permissao_id`,
        );
        expect(added, `a chave ${key} existe`).toHaveLength(1);
      }
    },
  };
}
