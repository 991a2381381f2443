import { formatCnpj, type ColumnFormat } from '@prix/shared/core';
import { portalDateFormat } from './format-date-time';

/**
 * Pure formatting of register values (SPEC §2.3). A stored CNPJ is shown with @prix/shared's formatCnpj; the
 * typing mask and the date format live here until the server needs them too (then in shared's format/).
 */

/** 'N registro(s) encontrado(s)': '1 registro encontrado', '12 registros encontrados'. */
export function countText(total: number, atLeast = false): string {
  // A list counts only so far (decision 0016): past that, the total is a floor.
  if (atLeast) return `mais de ${total} registros encontrados`;
  return total === 1 ? '1 registro encontrado' : `${total} registros encontrados`;
}

/** Only the first line, cut at 100 characters with '...' when cut (parametro's value in the list). */
export function firstLine100(value: string | null | undefined): string {
  const first = (value ?? '').split(/\r?\n/, 1)[0] ?? '';
  return first.length > 100 ? `${first.slice(0, 100)}...` : first;
}

/** Made on first use, once (a list formats a date per row; see lib/format-number.ts). */
const dateTime = portalDateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa HH:mm in the portal's time zone; '' for no date or a bad one. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTime().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** A list cell's text for the formats that are text ('active' is drawn as an icon, see cells.tsx). */
export function formatText(value: unknown, format: ColumnFormat | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  if (format === 'firstLine100') return firstLine100(text);
  if (format === 'cnpj') return formatCnpj(text);
  if (format === 'cut40') return text.length > 40 ? `${text.slice(0, 40)}...` : text;
  if (format === 'yesNo') return value === true ? 'Sim' : 'Não';
  return text;
}
