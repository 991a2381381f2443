/** Days and months are those of the portal's users, whatever the database server's time zone. */
export const REPORT_TIME_ZONE = 'America/Sao_Paulo';
