import { useEffect } from 'react';
import { useAppStore } from '../app/stores/useAppStore.ts';
import { layoutOf } from './layoutOf.ts';

function followBodyWidth(bodyWidth: number): void {
  if (document.hidden) return;
  const layout = layoutOf(bodyWidth);
  const app = useAppStore.getState();
  const enteringMobile = layout.device === 'mobile' && app.device !== 'mobile';
  if (layout.device !== app.device || layout.narrowNavbar !== app.narrowNavbar) app.setLayout(layout);
  if (enteringMobile && app.sidebar.opened) app.closeSidebar(true);
}

/**
 * Follows the body width: device and navbar mode; entering mobile closes the sidebar. The width
 * is read where the browser has just laid the body out (a ResizeObserver calls back after layout,
 * first as soon as it starts observing): reading it right after the shell's first render would
 * force a layout of the whole page.
 */
export function useLayoutWatcher(): void {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') {
      const onResize = () => followBodyWidth(document.body.getBoundingClientRect().width);
      onResize();
      window.addEventListener('resize', onResize);
      return () => window.removeEventListener('resize', onResize);
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) followBodyWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
}
