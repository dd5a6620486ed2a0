import { create } from 'zustand';
import {
  addCachedView,
  addVisitedView,
  deleteAllVisitedViews,
  deleteCachedView,
  deleteOtherVisitedViews,
  deleteVisitedView,
  keepCachedViewsOf,
  type TagView,
} from '../../console/tags/tagViews.ts';

type TagsViewState = {
  visitedViews: TagView[];
  /** Paths of the views kept alive. */
  cachedViews: string[];
  /** A visited page: tag it and, unless no-cache, keep it alive. */
  addView: (view: TagView) => void;
  /** An affixed tag shown before its page is visited (not kept alive until visited). */
  addAffixTag: (view: TagView) => void;
  deleteView: (path: string) => void;
  deleteCachedView: (path: string) => void;
  deleteOthersViews: (path: string) => void;
  deleteAllViews: () => void;
};

/** Visited and cached console views (not persisted: a reload starts from the dashboard tag). */
export const useTagsViewStore = create<TagsViewState>()((set) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) =>
    set((state) => ({
      visitedViews: addVisitedView(state.visitedViews, view),
      cachedViews: addCachedView(state.cachedViews, view),
    })),
  addAffixTag: (view) =>
    set((state) =>
      state.visitedViews.some((existing) => existing.path === view.path)
        ? state
        : { visitedViews: [...state.visitedViews, view] },
    ),
  deleteView: (path) =>
    set((state) => ({
      visitedViews: deleteVisitedView(state.visitedViews, path),
      cachedViews: deleteCachedView(state.cachedViews, path),
    })),
  deleteCachedView: (path) => set((state) => ({ cachedViews: deleteCachedView(state.cachedViews, path) })),
  deleteOthersViews: (path) =>
    set((state) => {
      const visitedViews = deleteOtherVisitedViews(state.visitedViews, path);
      return { visitedViews, cachedViews: keepCachedViewsOf(state.cachedViews, visitedViews) };
    }),
  deleteAllViews: () =>
    set((state) => {
      const visitedViews = deleteAllVisitedViews(state.visitedViews);
      return { visitedViews, cachedViews: keepCachedViewsOf(state.cachedViews, visitedViews) };
    }),
}));
