import { sql, type SQL } from 'drizzle-orm';
import {
  LEMBRETE_PRIVACIDADE_DIA,
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  PRIVACIDADE_VENCENDO_DIAS,
  type PrazoPrivacidade,
} from '@prix/shared/core/privacidade';
import { diaEmBrasilia } from '../../lib/time-zone.js';

/** The day of an instant in Brasília, 'yyyy-mm-dd' (one definition, in lib/time-zone.ts). */
export { diaEmBrasilia };

/** 'yyyy-mm-dd' + n days. */
export function somarDias(dia: string, n: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `de` to `ate` ('yyyy-mm-dd'); negative when `ate` is before. */
export const diasEntre = (de: string, ate: string): number =>
  Math.round((Date.parse(`${ate}T12:00:00Z`) - Date.parse(`${de}T12:00:00Z`)) / 86_400_000);

/** LGPD Art. 19: the due date of a request whose clock started at `inicio` (its day in Brasília + 15). */
export const prazoDe = (inicio: Date): string =>
  somarDias(diaEmBrasilia(inicio), PRAZO_RESPOSTA_PRIVACIDADE_DIAS);

/** When the officer is reminded of an open request: day LEMBRETE_PRIVACIDADE_DIA of its clock. */
export const lembreteDe = (inicio: Date): Date =>
  new Date(inicio.getTime() + LEMBRETE_PRIVACIDADE_DIA * 86_400_000);

/**
 * The clock of a request as the lists show it: days left to the due date (negative: overdue) while it is open,
 * null once answered or before a visitor confirms.
 */
export function relogio(
  prazo: string | null,
  aberta: boolean,
  hoje = diaEmBrasilia(),
): { diasRestantes: number | null; atrasada: boolean } {
  if (!prazo || !aberta) return { diasRestantes: null, atrasada: false };
  const diasRestantes = diasEntre(hoje, prazo);
  return { diasRestantes, atrasada: diasRestantes < 0 };
}

/** A request (`s`) whose clock runs: received or being answered, with a due date (a visitor's, once confirmed). */
export const ABERTA_SQL: SQL = sql`s.status in ('recebida', 'em_atendimento') and s.prazo is not null`;

/**
 * The open requests (`s`) of one band of `relogio`'s days left, `hoje` being today in Brasília: overdue (fewer
 * than 0), due within PRIVACIDADE_VENCENDO_DIAS (0 to 5), or later.
 */
export function faixaSql(faixa: PrazoPrivacidade, hoje = diaEmBrasilia()): SQL {
  const limite = somarDias(hoje, PRIVACIDADE_VENCENDO_DIAS);
  const dias =
    faixa === 'atrasadas'
      ? sql`s.prazo < ${hoje}::date`
      : faixa === 'vencendo'
        ? sql`s.prazo >= ${hoje}::date and s.prazo <= ${limite}::date`
        : sql`s.prazo > ${limite}::date`;
  return sql`${ABERTA_SQL} and ${dias}`;
}
