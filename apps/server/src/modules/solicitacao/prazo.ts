import { sql, type SQL } from 'drizzle-orm';
import { PRAZO_ANALISE_DIAS_UTEIS, type PrazoAnalise } from '@prix/shared/core/candidatura';
import { STATUS_AGUARDANDO_PRIX } from '@prix/shared/core/solicitacao';
import { lateSql } from '../../lib/working-days.js';

/**
 * A request (`s`) waiting for the back office (`STATUS_AGUARDANDO_PRIX`: Recebida or Em análise). Not the
 * partner's 'em aberto' (`STATUS_EM_ABERTO`, which holds a Pendência too: undecided, waiting for the partner).
 */
export const AGUARDANDO_PRIX: SQL = sql`s.status in (${sql.join(
  STATUS_AGUARDANDO_PRIX.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * A request (`s`) waiting past SPEC §9's review time at `now`: open, and received more than
 * PRAZO_ANALISE_DIAS_UTEIS working days before (lib/working-days.ts, the rule of the applications' queue too).
 */
export const atrasadaSql = (now: Date): SQL =>
  sql`${AGUARDANDO_PRIX} and ${lateSql(sql`s.dhcriacao`, now, PRAZO_ANALISE_DIAS_UTEIS)}`;

/** The queue's `prazo` filter: open ones, or open past the review time. */
export const prazoSql = (prazo: PrazoAnalise, now: Date): SQL =>
  prazo === 'atrasadas' ? atrasadaSql(now) : AGUARDANDO_PRIX;
