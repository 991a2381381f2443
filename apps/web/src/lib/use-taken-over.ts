import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server draws a page's first view and while the browser takes it over, true after (and in a
 * page the browser drew itself). A part that only a browser can draw (pdf.js, a chart's canvas) waits for it:
 * the server draws its placeholder, and so does the take-over, so both agree (decision 0049).
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
