import { useEffect, useLayoutEffect, useState } from 'react';
import { useTagsViewStore } from '../../app/stores/useTagsViewStore.ts';
import { createScrollMemory } from './scrollMemory.ts';

/**
 * Kept-alive views keep their DOM, but the window scroll is shared: remember it per view and
 * put it back when the view shows again (a view that was not kept alive starts at the top).
 */
export function useScrollRestore(activePath: string | undefined): void {
  const [memory] = useState(createScrollMemory);

  useLayoutEffect(() => {
    if (!activePath) return;
    const keptAlive = useTagsViewStore.getState().cachedViews.includes(activePath);
    window.scrollTo({ top: memory.positionOf(activePath, keptAlive), behavior: 'instant' });
  }, [activePath, memory]);

  useEffect(() => {
    if (!activePath) return;
    const handleScroll = () => memory.save(activePath, window.scrollY);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [activePath, memory]);
}
