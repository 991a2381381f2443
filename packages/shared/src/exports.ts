import type { ExportFormat } from './registers/define.js';

/** The choices of a list's 'Exportar' menu (decision 0026). */
export const EXPORT_CHOICES: readonly { formato: ExportFormat; label: string }[] = [
  { formato: 'xlsx', label: 'Excel (.xlsx)' },
  { formato: 'csv', label: 'CSV' },
];

/**
 * The address of a list's export with the list's current filters: a plain link the browser saves as it
 * arrives (no file in the page's memory). Empty filters are left out.
 */
export function exportHref(
  apiPath: string,
  formato: ExportFormat,
  filters: Readonly<Record<string, string | number | null | undefined>> = {},
): string {
  const query = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  query.push(`formato=${formato}`);
  return `/api${apiPath}/exportar?${query.join('&')}`;
}
