import { once, PORTAL_TIME_ZONE } from '@prix/shared/core';

/**
 * A pt-BR date format in the portal's time zone, made on first use, once (a list formats a date per row; see
 * lib/format-number.ts). Every date the app writes goes through one: the server's first view and the browser
 * must write the same hour (decision 0049).
 */
export const portalDateFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) =>
  once(() => new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: PORTAL_TIME_ZONE }));

const dataHora = portalDateFormat({ dateStyle: 'short', timeStyle: 'short' });
const data = portalDateFormat({ dateStyle: 'short' });

/** An instant as the staff's queues show it: '03/12/2026, 17:30'. */
export const formatDataHora = (iso: string) => dataHora().format(new Date(iso));

/** A day: '03/12/2026'. */
export const formatData = (iso: string) => data().format(new Date(iso));
