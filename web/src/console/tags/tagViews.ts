/** A page visited in the console, as the tags view shows it. */
export type TagView = {
  /** Route path, the identity of the tag (one tag per path, whatever the query). */
  path: string;
  /** Path with query, where a click on the tag goes back to. */
  fullPath: string;
  title: string;
  /** Affixed tags (the dashboard) survive close-others and close-all. */
  affix: boolean;
  /** Views with `noCache` are not kept alive. */
  noCache: boolean;
};

/** Adds a view, or refreshes the full path and title of the tag already there for its path. */
export function addVisitedView(views: readonly TagView[], view: TagView): TagView[] {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index === -1) return [...views, view];
  const existing = views[index] as TagView;
  if (existing.fullPath === view.fullPath && existing.title === view.title) return views as TagView[];
  return views.map((item, position) =>
    position === index ? { ...item, fullPath: view.fullPath, title: view.title } : item,
  );
}

export function deleteVisitedView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.path !== path);
}

/** Keeps the affixed tags and the chosen one. */
export function deleteOtherVisitedViews(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path === path);
}

/** Keeps only the affixed tags. */
export function deleteAllVisitedViews(views: readonly TagView[]): TagView[] {
  return views.filter((view) => view.affix);
}

/** Paths of the views kept alive. */
export function addCachedView(cached: readonly string[], view: TagView): string[] {
  if (view.noCache || cached.includes(view.path)) return cached as string[];
  return [...cached, view.path];
}

export function deleteCachedView(cached: readonly string[], path: string): string[] {
  return cached.filter((item) => item !== path);
}

/** After tags closed, only views that still have a tag stay alive. */
export function keepCachedViewsOf(cached: readonly string[], visited: readonly TagView[]): string[] {
  return cached.filter((path) => visited.some((view) => view.path === path));
}

/** Where to go after the current tag closed: the last remaining tag, else the dashboard. */
export function nextPathAfterClose(remaining: readonly TagView[], fallback = '/dashboard'): string {
  return remaining.at(-1)?.fullPath ?? fallback;
}
