import type { ExportRow } from './columns.js';

/** Rows per query of an export: large enough to cost few round trips, small enough to stay a few hundred kB. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The whole result of a query read in keyset batches (decision 0026): each batch starts after the last row
 * of the one before (`fetch(after)`), so no batch re-reads what came earlier and only one batch is held at a
 * time. A batch shorter than `size` is the last.
 */
export async function* keysetBatches<R extends ExportRow>(
  fetch: (after: R | null, size: number) => Promise<readonly R[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<readonly R[]> {
  let after: R | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!;
  }
}
