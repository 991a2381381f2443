import { formatPercent } from '@prix/shared/core';

/** A share as a percentage with one decimal: 0.8123 → '81,2%'. */
export const percentual = (share: number) => formatPercent(Math.round(share * 1000) / 10);
