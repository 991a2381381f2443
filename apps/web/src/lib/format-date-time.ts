import { once, PORTAL_TIME_ZONE } from '@prix/shared/core';

const dataHora = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: PORTAL_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    }),
);

/** An instant as the staff's queues show it: '03/12/2026, 17:30'. */
export const formatDataHora = (iso: string) => dataHora().format(new Date(iso));
