import { useEffect, type RefObject } from 'react';

/**
 * What stays stuck to an edge of the screen over the page: the top bar at the top, the cookie notice at the
 * bottom. Each says its height in a CSS property of the document (base.css turns them into the page's
 * scroll-padding; the side menu pads and scroll-pads by the bottom one), so an element the focus moves to is
 * scrolled clear of them, never under them (WCAG 2.4.11, focus not obscured).
 */
export const SCREEN_EDGE = { top: '--borda-topo', bottom: '--borda-rodape' } as const;

/**
 * Reserves the height of the element given the ref at `edge` while it is mounted, following its size. Read when
 * the browser lays the page out (ResizeObserver's first report comes with the next frame): reading it at mount
 * would make the browser lay out the whole page inside React's commit, which on a phone is already long.
 */
export function useScreenEdge(ref: RefObject<HTMLElement | null>, edge: keyof typeof SCREEN_EDGE): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;
      // Rounded up: a reserve a fraction of a pixel short leaves the focused element's edge under the notice.
      style.setProperty(SCREEN_EDGE[edge], `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(SCREEN_EDGE[edge]);
    };
  }, [ref, edge]);
}
