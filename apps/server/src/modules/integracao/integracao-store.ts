import { sql } from 'drizzle-orm';
import {
  INTEGRATION_MAX_DAYS,
  ROTATION_GRACE_HOURS,
  type Integracao,
  type IntegracaoChamada,
  type IntegracaoCreate,
  type IntegracaoDetail,
  type IntegracaoToken,
} from '@prix/shared/integracao';
import { MSG } from '@prix/shared';
import { newIntegrationToken } from '../../auth/integration-token.js';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

/** How many of the latest calls the detail shows. */
const CALLS_SHOWN = 200;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The register's columns, with the state worked out from revocation and expiry. */
const SELECT = sql`select i.id, i.nome, i.chaves, ${iso('i.expira_em')} as "expiraEm",
    nullif(trim(coalesce(u.nome, '') || ' ' || coalesce(u.sobrenome, '')), '') as dono,
    case when i.revogada_em is not null then 'revogada' when i.expira_em <= now() then 'expirada' else 'ativa' end
      as situacao,
    ${iso('i.revogada_em')} as "revogadaEm", ${iso('i.ultimo_uso_em')} as "ultimoUsoEm",
    i.ultimo_uso_ip as "ultimoUsoIp", ${iso('i.dhcriacao')} as "criadaEm"
  from integracao i left join usuario u on u.id = i.dono_id`;

export const listIntegracoes = (db: Db) => queryRows<Integracao>(db, sql`${SELECT} order by i.nome, i.id`);

async function findIntegracao(db: Db, id: string): Promise<Integracao> {
  const [found] = await queryRows<Integracao>(db, sql`${SELECT} where i.id = ${id}`);
  if (!found) throw new HttpError(404, MSG.naoEncontrado);
  return found;
}

export async function integracaoDetail(db: Db, id: string): Promise<IntegracaoDetail> {
  const integracao = await findIntegracao(db, id);
  const chamadas = await queryRows<IntegracaoChamada>(
    db,
    sql`select metodo, rota, status, ip, ${iso('em')} as em from integracao_chamada
        where integracao_id = ${id} order by em desc, id desc limit ${CALLS_SHOWN}`,
  );
  const [anterior] = await queryRows<{ ate: string }>(
    db,
    sql`select ${iso('valido_ate')} as ate from integracao_segredo
        where integracao_id = ${id} and valido_ate > now() order by valido_ate desc limit 1`,
  );
  return { ...integracao, chamadas, anteriorValidoAte: anterior?.ate ?? null };
}

/**
 * Creates an integration and its first secret; the answer is the only place the token ever appears. It works
 * until the end of `expiraEm` in the portal's time zone.
 */
export async function createIntegracao(
  db: Db,
  input: IntegracaoCreate,
  donoId: string,
): Promise<IntegracaoToken> {
  const [check] = await queryRows<{ passado: boolean; longe: boolean }>(
    db,
    sql`select ${input.expiraEm}::date < (now() at time zone ${REPORT_TIME_ZONE})::date as passado,
        ${input.expiraEm}::date > (now() at time zone ${REPORT_TIME_ZONE})::date + ${INTEGRATION_MAX_DAYS}::int as longe`,
  );
  if (check!.passado) throw new HttpError(400, 'A data de validade não pode estar no passado.');
  if (check!.longe) throw new HttpError(400, `A validade é de no máximo ${INTEGRATION_MAX_DAYS} dias.`);
  const secret = newIntegrationToken();
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into integracao (nome, chaves, expira_em, dono_id, uscriacao)
          values (${input.nome}, ${sql`array[${sql.join(
            input.chaves.map((k) => sql`${k}`),
            sql`, `,
          )}]::text[]`},
            ((${input.expiraEm}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE}), ${donoId}, ${donoId})
          returning id`,
    );
    await tx.execute(sql`insert into integracao_segredo (integracao_id, prefixo, hash)
        values (${row!.id}, ${secret.prefixo}, ${secret.hash})`);
    return row!.id;
  });
  return { integracao: await findIntegracao(db, id), token: secret.token, anteriorValidoAte: null };
}

/** Revokes an integration: every secret of it stops at once. */
export async function revokeIntegracao(db: Db, id: string): Promise<Integracao> {
  await db.execute(sql`update integracao set revogada_em = coalesce(revogada_em, now()) where id = ${id}`);
  return findIntegracao(db, id);
}

/**
 * A new secret for a live integration; the current ones keep working for ROTATION_GRACE_HOURS (one already
 * ending sooner keeps its end), so the other system can switch without a failed call.
 */
export async function rotateIntegracao(db: Db, id: string): Promise<IntegracaoToken> {
  const current = await findIntegracao(db, id);
  if (current.situacao !== 'ativa')
    throw new HttpError(409, 'Só uma integração ativa pode ter o token trocado.');
  const secret = newIntegrationToken();
  const [grace] = await db.transaction(async (tx) => {
    // One rotation at a time per integration: a second waits and then sees the first's secrets.
    await tx.execute(sql`select id from integracao where id = ${id} for update`);
    const ended = await queryRows<{ ate: string }>(
      tx,
      sql`update integracao_segredo
          set valido_ate = least(coalesce(valido_ate, 'infinity'), now() + make_interval(hours => ${ROTATION_GRACE_HOURS}))
          where integracao_id = ${id} and (valido_ate is null or valido_ate > now())
          returning ${iso('valido_ate')} as ate`,
    );
    await tx.execute(sql`insert into integracao_segredo (integracao_id, prefixo, hash)
        values (${id}, ${secret.prefixo}, ${secret.hash})`);
    return ended.sort((a, b) => b.ate.localeCompare(a.ate));
  });
  return { integracao: current, token: secret.token, anteriorValidoAte: grace?.ate ?? null };
}
