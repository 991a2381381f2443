import { isoToMonth } from '@prix/shared/core';

/** '2026-03-01' → '03/2026'. */
export const formatPeriodo = (iso: string) => isoToMonth(iso);
