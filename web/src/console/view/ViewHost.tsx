import { Activity, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useTagsViewStore } from '../../base/stores/useTagsViewStore.ts';
import { findConsoleRoute } from '../buildConsoleRoutes.ts';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import type { TagView } from '../tags/tagViews.ts';
import { ConsolePage } from './ConsolePage.tsx';
import { useScrollRestore } from './useScrollRestore.ts';

export type ViewHostProps = { routes: readonly ConsoleRoute[] };

const REDIRECT_PREFIX = '/redirect/';

function tagViewOf(route: ConsoleRoute, fullPath: string): TagView {
  return { path: route.path, fullPath, title: route.title, affix: route.affix, noCache: !route.keepAlive };
}

/**
 * Renders the active console view and keeps the cached ones alive (hidden with React's
 * `<Activity>`), each with the location it was last shown with.
 */
export function ViewHost({ routes }: ViewHostProps) {
  const location = useLocation();
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const cachedViews = useTagsViewStore((state) => state.cachedViews);
  const addView = useTagsViewStore((state) => state.addView);
  const addAffixTag = useTagsViewStore((state) => state.addAffixTag);
  const isRedirect = location.pathname.startsWith(REDIRECT_PREFIX);
  const active = isRedirect ? undefined : findConsoleRoute(routes, location.pathname);
  const fullPath = `${location.pathname}${location.search}`;
  const routesByPath = useMemo(() => new Map(routes.map((route) => [route.path, route])), [routes]);

  useEffect(() => {
    for (const route of routes) if (route.affix) addAffixTag(tagViewOf(route, route.path));
  }, [routes, addAffixTag]);

  useEffect(() => {
    if (active) addView(tagViewOf(active, fullPath));
  }, [active, fullPath, addView]);

  useScrollRestore(active?.path);

  if (!isRedirect && !active) return <Navigate to="/404" replace />;

  const paths = cachedViews.filter((path) => routesByPath.has(path));
  if (active && !paths.includes(active.path)) paths.push(active.path);

  return (
    <>
      {paths.map((path) => {
        const route = routesByPath.get(path) as ConsoleRoute;
        const isActive = path === active?.path;
        const viewLocation = isActive ? location : (visitedViews.find((view) => view.path === path)?.fullPath ?? path);
        return (
          <Activity key={path} mode={isActive ? 'visible' : 'hidden'}>
            <Routes location={viewLocation}>
              <Route path={path} element={<ConsolePage route={route} />} />
            </Routes>
          </Activity>
        );
      })}
      {isRedirect ? <RedirectPage /> : null}
    </>
  );
}
