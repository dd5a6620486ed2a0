import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTagsViewStore } from '../../base/stores/useTagsViewStore.ts';
import { createScrollMemory } from './scrollMemory.ts';

/**
 * Kept-alive views keep their DOM, but the window scroll is shared: remember it per view and
 * put it back when the view shows again (a view that was not kept alive starts at the top).
 */
export function useScrollRestore(activePath: string | undefined): void {
  const [memory] = useState(createScrollMemory);
  // Where the window is, followed from scroll events: scrolling to the same place would still
  // force a layout of the view just committed (30–50 ms on a table page's first load).
  // The first view of a page load starts where the browser put it, read during the first render,
  // before anything asks for a layout of the new view.
  const [initialTop] = useState(() => Math.round(window.scrollY));
  const current = useRef(initialTop);

  useEffect(() => {
    const follow = () => {
      current.current = Math.round(window.scrollY);
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);

  useLayoutEffect(() => {
    if (!activePath) return;
    const keptAlive = useTagsViewStore.getState().cachedViews.includes(activePath);
    const top = memory.positionOf(activePath, keptAlive);
    if (current.current === top) return;
    window.scrollTo({ top, behavior: 'instant' });
    current.current = top;
  }, [activePath, memory]);

  useEffect(() => {
    if (!activePath) return;
    const handleScroll = () => memory.save(activePath, window.scrollY);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [activePath, memory]);
}
