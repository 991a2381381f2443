import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import * as t from '../db/schema.js';
import { SYSTEM_AUTHOR } from '../registers/register-sql.js';

/** The base profile with every capability (seed/data.ts `perfis`). */
export const ADMIN_PROFILE = 'ADMIN';

/**
 * The first administrator of a production portal, named by ADMIN_EMAIL: an active internal user with the
 * administrator profile, named 'Administrador' until they write their name in 'Meus dados', who signs in
 * through the corporate provider. An internal id of 8 digits (SPEC §1), the first one free.
 */
export async function createFirstAdministrator(db: Db, email: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`select lpad((coalesce(max(id::bigint), 0) + 1)::text, 8, '0') as id from usuario where id ~ '^[0-9]{8}$'`,
    );
    const id = row!.id;
    await tx.insert(t.usuario).values({
      id,
      nome: 'Administrador',
      email: email.trim().toLowerCase(),
      externo: false,
      uscriacao: SYSTEM_AUTHOR.id,
    });
    await tx.insert(t.usuarioPerfil).values({ usuarioId: id, perfilId: ADMIN_PROFILE });
    return id;
  });
}
