import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import { AREA_CATALOG } from './areaCatalog.ts';
import { CONSTANT_CONSOLE_ROUTES, type ConsoleRoute } from './consoleRoutes.ts';
import { normalizeMenuPath } from './normalizeMenuPath.ts';

function byOrder(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => a.orderNum - b.orderNum || a.id - b.id);
}

/** The pages of a server menu tree as routes, depth first in menu order. */
export function menuRoutesOf(tree: readonly MenuItem[]): ConsoleRoute[] {
  const routes: ConsoleRoute[] = [];
  const visit = (items: readonly MenuItem[], parentHidden: boolean) => {
    for (const item of byOrder(items)) {
      const hidden = parentHidden || item.hidden === 1;
      const path = normalizeMenuPath(item.url);
      if (item.type === MENU_TYPE.page && path) {
        const area = AREA_CATALOG[path];
        routes.push({
          path,
          title: item.name,
          ...(area ? { titleKey: `areas.${area.key}.title` as const } : {}),
          icon: item.icon || area?.icon || '',
          hidden,
          affix: false,
          keepAlive: item.keepAlive !== 0,
        });
      }
      visit(item.children, hidden);
    }
  };
  visit(tree, false);
  return routes;
}

/** A route with roles is kept when the user holds any of them, or when none are listed. */
export function hasRouteAccess(route: ConsoleRoute, roles: readonly string[]): boolean {
  return !route.roles?.length || route.roles.some((role) => roles.includes(role));
}

/**
 * All console routes of the user: the constant ones (dashboard first, affixed) and the menu's,
 * one per path, filtered by roles. A menu entry for a constant path keeps the constant route.
 */
export function buildConsoleRoutes(tree: readonly MenuItem[], roles: readonly string[]): ConsoleRoute[] {
  const seen = new Set<string>();
  const routes: ConsoleRoute[] = [];
  for (const route of [...CONSTANT_CONSOLE_ROUTES, ...menuRoutesOf(tree)]) {
    if (seen.has(route.path) || !hasRouteAccess(route, roles)) continue;
    seen.add(route.path);
    routes.push(route);
  }
  return routes;
}

/** The route for a location path (a trailing slash is ignored). */
export function findConsoleRoute(routes: readonly ConsoleRoute[], pathname: string): ConsoleRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path);
}
