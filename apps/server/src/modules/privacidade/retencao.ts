import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  CONFIRMACAO_PRIVACIDADE_DIAS,
  PARAMETRO_RETENCAO_IDENTIDADE,
  RETENCAO_IDENTIDADE_PADRAO_MESES,
} from '@prix/shared/core/privacidade';
import { queryRows, type Db } from '../../db/client.js';
import type { NightlyJob } from '../../plugins/nightly-job.js';

/** The nightly job of the durable queue that forgets who clicked, old sessions and unconfirmed requests. */
export const RETENCAO_JOB = 'privacidade-retencao';
/** It runs at 4 o'clock, Brasília, each night (after the trainings' e-mail at 3). */
export const RETENCAO_NOTURNA: NightlyJob = { name: RETENCAO_JOB, hour: 4, keyPrefix: 'retencao' };

/** RETENCAO_IDENTIDADE_MESES: a whole number of months ≥ 1; the default when unset, inactive or not a number. */
export async function retentionMonths(db: Db): Promise<number> {
  const [row] = await queryRows<{ valor: string | null }>(
    db,
    sql`select valor from parametro where id = ${PARAMETRO_RETENCAO_IDENTIDADE} and not inativo`,
  );
  const months = Number(row?.valor?.trim());
  return Number.isInteger(months) && months >= 1 && months <= 1200
    ? months
    : RETENCAO_IDENTIDADE_PADRAO_MESES;
}

export interface RetencaoResultado {
  /** Clicks and document views that no longer say who. */
  cliques: number;
  /** Sessions (sign-in records) deleted. */
  sessoes: number;
  /** Visitors' requests never confirmed, deleted with their name and e-mail. */
  naoConfirmadas: number;
}

/**
 * Decision 0048: clicks and document views older than RETENCAO_IDENTIDADE_MESES lose the person (their only
 * personal column, `usuario_id`: the company and class are the partner's, the item is a document's name); the
 * daily and monthly rollups, which never held the person, keep the counts. Sessions opened before then are
 * deleted, and a visitor's request unconfirmed after CONFIRMACAO_PRIVACIDADE_DIAS goes. Each statement is
 * idempotent, so a second run, or two at once, changes nothing more.
 */
export async function applyRetention(app: FastifyInstance, now = new Date()): Promise<RetencaoResultado> {
  const db = app.database.db;
  const months = await retentionMonths(db);
  const limite = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  const cliques = await queryRows<{ n: number }>(
    db,
    sql`with apagados as (
          update clique set usuario_id = null where dh < ${limite} and usuario_id is not null returning 1
        ) select count(*)::int as n from apagados`,
  );
  const sessoes = await queryRows<{ n: number }>(
    db,
    sql`with apagadas as (delete from sessao where criado_em < ${limite} returning 1)
        select count(*)::int as n from apagadas`,
  );
  const naoConfirmadas = await queryRows<{ n: number }>(
    db,
    sql`with apagadas as (
          delete from solicitacao_privacidade where status = 'aguardando_confirmacao'
            and recebida_em < ${now.toISOString()}::timestamptz - make_interval(days => ${CONFIRMACAO_PRIVACIDADE_DIAS}::int)
          returning 1
        ) select count(*)::int as n from apagadas`,
  );
  return { cliques: cliques[0]!.n, sessoes: sessoes[0]!.n, naoConfirmadas: naoConfirmadas[0]!.n };
}
