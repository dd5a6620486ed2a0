import { useLayoutEffect } from 'react';
import { mobileHistory } from './mobileHistory.ts';

/**
 * Puts the window back where it was when the page was left. A kept-alive list runs this again
 * each time it is shown, so coming back from a detail lands at the same spot.
 */
export function useScrollRestore(pathname: string): void {
  useLayoutEffect(() => {
    const top = mobileHistory.savedScroll(pathname);
    window.scrollTo(0, top);
    // Once more after the browser has laid out the page shown again (images, fonts, the tab bar).
    const frame = requestAnimationFrame(() => window.scrollTo(0, top));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
