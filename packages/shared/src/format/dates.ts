/**
 * The portal's time zone: the days and hours its people read (Brasília time), on the server and in the browser
 * alike, so a page the server draws shows the same hour the browser would (decision 0049).
 */
export const PORTAL_TIME_ZONE = 'America/Sao_Paulo';

/**
 * Dates travel as ISO 'yyyy-MM-dd' in the API and are typed and shown as 'dd/MM/yyyy' (SPEC §5). A date that
 * does not exist (31/02/2026) is refused rather than rolled over to March; years run from 0001 to 9999.
 * Written out rather than with date-fns's pattern parser, which weighed 12 kB brotli in every signed-in page
 * of the web app (docs/performance.md); dates.test.ts checks these against date-fns.
 */
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A day of the (proleptic Gregorian) calendar: month 1–12, year 1–9999. */
function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** '21/11/2026' → '2026-11-21'; null when it is not a real date. */
export function displayDateToIso(value: string): string | null {
  const match = DISPLAY.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/** '2026-11-21' → '21/11/2026'; '' for an empty or malformed value. */
export function isoDateToDisplay(value: string | null | undefined): string {
  if (!value || !isValidIsoDate(value)) return '';
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

export function isValidIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  return isRealDate(Number(year), Number(month), Number(day));
}

export const dateMessages = { invalid: 'Data inválida: use o formato dd/mm/aaaa' };
