/** Days and months are those of the portal's users, whatever the database server's time zone. */
import { PORTAL_TIME_ZONE } from '@prix/shared';

export const REPORT_TIME_ZONE = PORTAL_TIME_ZONE;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The day of an instant in Brasília, 'yyyy-mm-dd'. */
export const diaEmBrasilia = (when = new Date()): string => dayFormat.format(when);
