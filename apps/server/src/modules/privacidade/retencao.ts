import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  CONFIRMACAO_PRIVACIDADE_DIAS,
  PARAMETRO_RETENCAO_IDENTIDADE,
  RETENCAO_IDENTIDADE_PADRAO_MESES,
} from '@prix/shared/core/privacidade';
import { queryRows, type Db } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

/** The nightly job of the durable queue that forgets who clicked, old sessions and unconfirmed requests. */
export const RETENCAO_JOB = 'privacidade-retencao';
/** It runs at this hour, Brasília, each night (after the trainings' e-mail at 3). */
const HORA_RETENCAO = 4;

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

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The next night's run: HORA_RETENCAO o'clock in Brasília (today's when still ahead), keyed by its day so every
 * instance scheduling it queues one job (the kind is exclusive).
 */
export function nextRetentionRun(now = new Date()): { at: Date; key: string } {
  const parts = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  if (Number(parts.hour) >= HORA_RETENCAO) day.setUTCDate(day.getUTCDate() + 1);
  // Brasília is UTC−3 all year (no daylight saving since 2019).
  const at = new Date(day.getTime() + (HORA_RETENCAO + 3) * 3_600_000);
  return { at, key: `retencao-${day.toISOString().slice(0, 10)}` };
}

/** Queues the next night's run (once per night, whatever the number of instances). */
export async function scheduleRetention(app: FastifyInstance, now = new Date()): Promise<void> {
  const { at, key } = nextRetentionRun(now);
  await app.jobs.schedule(RETENCAO_JOB, {}, { startAfter: at, singletonKey: key });
}
