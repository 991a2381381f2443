/** Days and months are those of the portal's users, whatever the database server's time zone. */
import { PORTAL_TIME_ZONE } from '@prix/shared';

export const REPORT_TIME_ZONE = PORTAL_TIME_ZONE;
