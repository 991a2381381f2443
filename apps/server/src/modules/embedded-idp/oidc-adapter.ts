import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { queryRows, type Db } from '../../db/client.js';

interface Row {
  dados: AdapterPayload;
  consumido: boolean;
}

/**
 * oidc-provider's storage over our database (table oidc_registro) instead of its development-only memory
 * adapter: the embedded provider's sessions, interactions, codes and grants survive a restart and are seen
 * by every server process on the same database. Expired records are not found and are deleted as new ones
 * are written.
 */
export function databaseAdapter(db: () => Db): AdapterFactory {
  return (modelo: string): Adapter => {
    const findWhere = async (condition: ReturnType<typeof sql>) => {
      const [row] = await queryRows<Row>(
        db(),
        sql`select dados, consumido_em is not null as consumido from oidc_registro
            where modelo = ${modelo} and ${condition} and (expira_em is null or expira_em > now())`,
      );
      if (!row) return undefined;
      return row.consumido ? { ...row.dados, consumed: true } : row.dados;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expira = expiresIn ? sql`now() + make_interval(secs => ${expiresIn})` : sql`null`;
        await db().execute(sql`delete from oidc_registro where expira_em < now()`);
        await db().execute(sql`
          insert into oidc_registro (modelo, id, dados, grant_id, user_code, uid, expira_em)
          values (${modelo}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
                  ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expira})
          on conflict (modelo, id) do update set dados = excluded.dados, grant_id = excluded.grant_id,
            user_code = excluded.user_code, uid = excluded.uid, expira_em = excluded.expira_em`);
      },
      find: (id) => findWhere(sql`id = ${id}`),
      findByUid: (uid) => findWhere(sql`uid = ${uid}`),
      findByUserCode: (userCode) => findWhere(sql`user_code = ${userCode}`),
      async consume(id) {
        await db().execute(
          sql`update oidc_registro set consumido_em = now() where modelo = ${modelo} and id = ${id}`,
        );
      },
      async destroy(id) {
        await db().execute(sql`delete from oidc_registro where modelo = ${modelo} and id = ${id}`);
      },
      async revokeByGrantId(grantId) {
        await db().execute(sql`delete from oidc_registro where grant_id = ${grantId}`);
      },
    };
  };
}

/**
 * The provider's signing key: made by the first start and kept in oidc_chave, so later starts skip the RSA key
 * generation and every process signs with the key the others publish.
 */
export async function sharedSigningKey(db: Db): Promise<Record<string, unknown>> {
  const existing = await queryRows<{ jwk: Record<string, unknown> }>(
    db,
    sql`select jwk from oidc_chave order by criado_em limit 1`,
  );
  if (existing[0]) return existing[0].jwk;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db.execute(
    sql`insert into oidc_chave (kid, jwk) values (${jwk.kid}, ${JSON.stringify(jwk)}::jsonb) on conflict do nothing`,
  );
  // Two processes starting at once: both read back the first key written.
  const [first] = await queryRows<{ jwk: Record<string, unknown> }>(
    db,
    sql`select jwk from oidc_chave order by criado_em, kid limit 1`,
  );
  return first!.jwk;
}
