import { useEffect } from 'react';
import { layoutOf } from '../base/stores/layoutOf.ts';
import { useAppStore } from '../base/stores/useAppStore.ts';

/**
 * Follows the body width: device and navbar mode; entering mobile closes the sidebar. The width is
 * observed as the browser lays the page out: reading it right after a render would force a layout
 * of the whole page inside the render's task.
 */
export function useLayoutWatcher(): void {
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
      if (width === undefined) return;
      const layout = layoutOf(width);
      const app = useAppStore.getState();
      const enteringMobile = layout.device === 'mobile' && app.device !== 'mobile';
      if (layout.device !== app.device || layout.narrowNavbar !== app.narrowNavbar) app.setLayout(layout);
      if (enteringMobile && app.sidebar.opened) app.closeSidebar(true);
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
}
