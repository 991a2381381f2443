import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element given the ref scrolls sideways (its content is wider than itself), followed as it or its
 * content resizes. A region that scrolls must be reachable by the keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable): `components/table-frame.tsx` becomes a focusable, named region then, and only
 * then, so a table that fits adds no stop to the tab order.
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}
