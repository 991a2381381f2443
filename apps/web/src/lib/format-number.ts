import { once } from '@prix/shared/core';

// Each formatter is made on its first use, not when a module loads: the first Intl object of a page loads the
// locale's data (~13 ms on a fast machine, ~50 ms on Lighthouse's phone), which belongs after the first paint
// (issue 12's TBT). One of each for the whole app.
const count = once(() => new Intl.NumberFormat('pt-BR'));
const brl = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const compact = once(() => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));

/** A count: '1.234'. */
export const formatCount = (n: number) => count().format(n);
/** Money in Brazilian reais (SPEC §9: currency BRL): 'R$ 1.234,56'. */
export const formatBrl = (value: number) => brl().format(value);
/** Axis labels: 'R$ 35 mil'. */
export const formatBrlShort = (value: number) => `R$ ${compact().format(value)}`;
