import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation a late page heading still takes the focus (code or data still loading). */
const SETTLE_MS = 5000;

/** Navigation state that leaves the focus where the page puts it (a save's message), not on the heading. */
export const KEEP_FOCUS = { keepFocus: true } as const;

/** Focuses a page's heading; it takes the focus only with a tabindex (PageTitle has one; a plain h1 gets it). */
function focusHeading(h1: HTMLElement): void {
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  h1.focus();
}

/**
 * Where the focus goes when what held it goes away outside a navigation (the cookie notice acknowledged): the
 * page's heading, else its main content, never the document's body.
 */
export function focusPageStart(): void {
  const h1 = document.querySelector<HTMLElement>('main h1');
  if (h1) return focusHeading(h1);
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
}

const keepsFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;

/**
 * After a navigation to another page, the focus moves to the page's h1 (PageTitle), so keyboard and screen
 * reader users start at the new page instead of the page body. The shell runs it over its main content, the
 * public frame (app/public-frame.tsx) over the pages outside the shell. The heading may come later (a lazy page, a
 * record loading, a loading title replaced by the form's): until the person does something or SETTLE_MS
 * pass, a focus left on nothing goes to the current heading. The first page of a visit keeps the browser's
 * own start; a search in the address (a list's filter) is no navigation.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname, state } = useLocation();
  const first = useRef(true);
  const latestState = useRef(state);
  useEffect(() => {
    latestState.current = state;
  });
  // Only a change of page moves the focus, not a new state or search of the same one.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root || keepsFocus(latestState.current)) return;
    let done = false;
    let moved = false;
    const heading = () => root.querySelector<HTMLElement>('h1');
    const moveToHeading = () => {
      const h1 = heading();
      if (!h1) return;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (moved && !lost) return;
      if (document.activeElement !== h1) focusHeading(h1);
      moved = true;
    };
    const stop = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const observer = new MutationObserver(moveToHeading);
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(stop, SETTLE_MS);
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    moveToHeading();
    return stop;
  }, [pathname, main]);
}
