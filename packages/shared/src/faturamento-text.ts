/**
 * The billing report's months and titles (SPEC §2.2), without zod: the report's page reads them in the browser
 * (decision 0033); schemas/faturamento.ts builds its query schema with them and re-exports them.
 */

const MONTH = /^(\d{2})\/(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})(?:-01)?$/;

/** '03/2026' (or '2026-03', '2026-03-01') → '2026-03-01'; null when it is not a month of years 2000–2099. */
export function monthToIso(value: string): string | null {
  const display = MONTH.exec(value.trim());
  const iso = display ? null : ISO_MONTH.exec(value.trim());
  const [month, year] = display
    ? [Number(display[1]), Number(display[2])]
    : iso
      ? [Number(iso[2]), Number(iso[1])]
      : [0, 0];
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** '2026-03-01' → '03/2026'. */
export function isoToMonth(value: string): string {
  const [year = '', month = ''] = value.split('-');
  return `${month}/${year}`;
}

export const BILLING_TITLE = 'Relatório de faturamento';

/** 'Relatório de faturamento DO PARCEIRO …' or '… DO GRUPO …' (SPEC §2.2): the page's and the export's title. */
export const billingTitle = (companyName: string, grupo: boolean) =>
  `${BILLING_TITLE} ${grupo ? 'DO GRUPO' : 'DO PARCEIRO'} ${companyName}`;
