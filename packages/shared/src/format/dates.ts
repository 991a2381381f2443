import { format, isValid, parse, parseISO } from 'date-fns';

/**
 * Dates travel as ISO 'yyyy-MM-dd' in the API and are typed and shown as 'dd/MM/yyyy' (SPEC §5).
 * date-fns does the parsing, so 31/02/2026 is refused rather than rolled over to March.
 */
const DISPLAY = 'dd/MM/yyyy';
const ISO = 'yyyy-MM-dd';

/** '21/11/2026' → '2026-11-21'; null when it is not a real date. */
export function displayDateToIso(value: string): string | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null;
  const date = parse(value, DISPLAY, new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO) : null;
}

/** '2026-11-21' → '21/11/2026'; '' for an empty or malformed value. */
export function isoDateToDisplay(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, DISPLAY) : '';
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parse(value, ISO, new Date(2000, 0, 1));
  return isValid(date) && format(date, ISO) === value;
}

export const dateMessages = { invalid: 'Data inválida: use o formato dd/mm/aaaa' };
