import { EXPORT_CHOICES, exportHref } from '@prix/shared/core';
import type { MenuAction } from './row-menu';

/** 'Exportar' → 'Excel (.xlsx)' / 'CSV': the whole list with these filters, downloaded by the browser. */
export function exportActions(
  apiPath: string,
  filters: Readonly<Record<string, string | number | null | undefined>>,
): MenuAction[] {
  return EXPORT_CHOICES.map(({ formato, label }) => ({
    label,
    group: 'Exportar',
    href: exportHref(apiPath, formato, filters),
  }));
}
