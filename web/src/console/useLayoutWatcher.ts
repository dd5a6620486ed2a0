import { useEffect } from 'react';
import { useAppStore } from '../base/stores/useAppStore.ts';
import { layoutOf } from './layoutOf.ts';

/** Sets device and navbar mode for a body width; entering mobile closes the sidebar. */
function followWidth(bodyWidth: number): void {
  if (document.hidden) return;
  const layout = layoutOf(bodyWidth);
  const app = useAppStore.getState();
  const enteringMobile = layout.device === 'mobile' && app.device !== 'mobile';
  if (layout.device !== app.device || layout.narrowNavbar !== app.narrowNavbar) app.setLayout(layout);
  if (enteringMobile && app.sidebar.opened) app.closeSidebar(true);
}

/**
 * Follows the body width: device and navbar mode. A ResizeObserver is told the width after the
 * browser's own layout; reading it when the console mounts made the browser lay out the whole
 * freshly mounted page inside that task (70 ms of a table page's first load on an older PC).
 */
export function useLayoutWatcher(): void {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') {
      const handleResize = () => followWidth(document.body.getBoundingClientRect().width);
      handleResize();
      window.addEventListener('resize', handleResize);
      return () => window.removeEventListener('resize', handleResize);
    }
    const observer = new ResizeObserver(([entry]) => {
      // The border box, as getBoundingClientRect measured it.
      if (entry) followWidth(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
}
