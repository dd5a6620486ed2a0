import { useLayoutEffect, useRef, useState } from 'react';

/** Smallest body a virtual table gets, however little room is left below it. */
const MIN_BODY_HEIGHT = 320;
/** Room kept under the body for the table header, the pager and the page's bottom padding. */
const RESERVED_BELOW = 140;

/**
 * The body height that makes a virtual table end at the bottom of the window, so a long list
 * scrolls in one place (the table) instead of the table scrolling inside a scrolling page.
 * Recomputed when the window is resized.
 */
export function useViewportBodyHeight(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(560);
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      const scrolled = window.scrollY || document.documentElement.scrollTop;
      setHeight(Math.max(MIN_BODY_HEIGHT, Math.round(window.innerHeight - (top + scrolled) - RESERVED_BELOW)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [enabled]);
  return { ref, height };
}
