import { isoToMonth } from '@prix/shared/faturamento';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** Money in Brazilian reais (SPEC §9: currency BRL): 'R$ 1.234,56'. */
export const formatBrl = (value: number) => brl.format(value);
/** Axis labels: 'R$ 35 mil'. */
export const formatBrlShort = (value: number) => `R$ ${compact.format(value)}`;
/** '2026-03-01' → '03/2026'. */
export const formatPeriodo = (iso: string) => isoToMonth(iso);
