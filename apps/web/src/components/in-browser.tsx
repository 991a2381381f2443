import { Suspense, type ReactNode } from 'react';
import { useTakenOver } from '../lib/use-taken-over';

/**
 * A part only a browser can draw (pdf.js, tiptap, a chart's canvas), usually a lazy chunk: the server's first
 * view and the browser's take-over draw `fallback` (decision 0049), and so does the browser while the chunk
 * loads. One boundary for both, so the part's placeholder is written once.
 */
export function InBrowser({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useTakenOver() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
