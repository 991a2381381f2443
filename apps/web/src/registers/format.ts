import { formatCnpj, type ColumnFormat } from '@prix/shared';

/**
 * Pure formatting of register values (SPEC §2.3). A stored CNPJ is shown with @prix/shared's formatCnpj; the
 * typing mask and the date format live here until the server needs them too (then in shared's format/).
 */

/** 'N registro(s) encontrado(s)': '1 registro encontrado', '12 registros encontrados'. */
export function countText(total: number): string {
  return total === 1 ? '1 registro encontrado' : `${total} registros encontrados`;
}

/** Only the first line, cut at 100 characters with '...' when cut (parametro's value in the list). */
export function firstLine100(value: string | null | undefined): string {
  const first = (value ?? '').split(/\r?\n/, 1)[0] ?? '';
  return first.length > 100 ? `${first.slice(0, 100)}...` : first;
}

/**
 * CNPJ as it is typed: letters and digits in the first 12 positions (the alphanumeric CNPJ), digits in the
 * last 2, punctuated as 00.000.000/0000-00 so far as they go.
 */
export function maskCnpj(value: string): string {
  const chars = value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  let raw = '';
  for (const char of chars) {
    if (raw.length === 14) break;
    if (raw.length < 12 || /\d/.test(char)) raw += char;
  }
  const parts = [raw.slice(0, 2), raw.slice(2, 5), raw.slice(5, 8), raw.slice(8, 12), raw.slice(12, 14)];
  let out = parts[0] ?? '';
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

/** dd/mm/aaaa HH:mm in the browser's time zone; '' for no date or a bad one. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** A list cell's text for the formats that are text ('active' is drawn as an icon, see cells.tsx). */
export function formatText(value: unknown, format: ColumnFormat | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  if (format === 'firstLine100') return firstLine100(text);
  if (format === 'cnpj') return formatCnpj(text);
  return text;
}
