import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import type { NightlyJob } from '../../plugins/nightly-job.js';

/**
 * How long the calls made with a token and the webhooks' finished deliveries are kept: a quarter answers "did
 * the ERP call, did the CRM get it" for any recent question, and the address each call came from is not kept
 * for longer than that use needs (LGPD's necessity).
 */
export const INTEGRATION_LOG_DAYS = 90;

/** The nightly clean-up, at 3 o'clock in Brasília. */
export const LIMPEZA_INTEGRACOES: NightlyJob = {
  name: 'integracoes-limpeza',
  hour: 3,
  keyPrefix: 'integracoes-limpeza',
};

export interface IntegrationLogsPruned {
  chamadas: number;
  entregas: number;
}

/**
 * Deletes the calls older than INTEGRATION_LOG_DAYS and the deliveries finished (delivered or failed) before
 * then; a delivery still waiting for a try stays whatever its age. Idempotent: a second run deletes nothing more.
 */
export async function pruneIntegrationLogs(db: Db, now = new Date()): Promise<IntegrationLogsPruned> {
  const limite = sql`${now.toISOString()}::timestamptz - make_interval(days => ${INTEGRATION_LOG_DAYS}::int)`;
  const [chamadas] = await queryRows<{ n: number }>(
    db,
    sql`with apagadas as (delete from integracao_chamada where em < ${limite} returning 1)
        select count(*)::int as n from apagadas`,
  );
  const [entregas] = await queryRows<{ n: number }>(
    db,
    sql`with apagadas as (
          delete from webhook_entrega where situacao in ('entregue', 'falhou') and criada_em < ${limite}
          returning 1
        ) select count(*)::int as n from apagadas`,
  );
  return { chamadas: chamadas!.n, entregas: entregas!.n };
}
