import { useEffect } from 'react';
import { useAppStore } from '../base/stores/useAppStore.ts';
import { layoutOf } from './layoutOf.ts';

/** Follows the body width: device and navbar mode; entering mobile closes the sidebar. */
export function useLayoutWatcher(): void {
  useEffect(() => {
    const handleResize = () => {
      if (document.hidden) return;
      const layout = layoutOf(document.body.getBoundingClientRect().width);
      const app = useAppStore.getState();
      const enteringMobile = layout.device === 'mobile' && app.device !== 'mobile';
      if (layout.device !== app.device || layout.narrowNavbar !== app.narrowNavbar) app.setLayout(layout);
      if (enteringMobile && app.sidebar.opened) app.closeSidebar(true);
    };
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
}
