import { once } from '@prix/shared/core';

// Counts and money come from @prix/shared, written without Intl: a page's first Intl object starts the
// browser's ICU, a long task, and /home shows money in its first paint.
export { formatBrl, formatCount } from '@prix/shared/core';

const compact = once(() => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));

/** Axis labels: 'R$ 35 mil' (the billing chart's, drawn after its page: Intl's compact notation). */
export const formatBrlShort = (value: number) => `R$ ${compact().format(value)}`;
