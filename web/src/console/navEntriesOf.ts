import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import { AREA_CATALOG } from './areaCatalog.ts';
import { DASHBOARD_PATH, type TitleKey } from './consoleRoutes.ts';
import { normalizeMenuPath } from './normalizeMenuPath.ts';

export type NavEntry = { path: string; title: string; titleKey?: TitleKey; icon: string };

/** The navbar's fixed first entry. */
export const HOME_NAV_ENTRY: NavEntry = { path: DASHBOARD_PATH, title: '首页', titleKey: 'nav.home', icon: 'home' };

/**
 * Top navbar entries: the fixed home entry, then the menu pages that are not hidden, have a name
 * and are flagged always-show (spec §2), in menu order.
 */
export function navEntriesOf(tree: readonly MenuItem[]): NavEntry[] {
  const entries: NavEntry[] = [HOME_NAV_ENTRY];
  const visit = (items: readonly MenuItem[]) => {
    for (const item of [...items].sort((a, b) => a.orderNum - b.orderNum || a.id - b.id)) {
      if (item.hidden === 1) continue;
      const path = normalizeMenuPath(item.url);
      if (item.type === MENU_TYPE.page && path && item.name.trim() && item.alwaysShow === 1) {
        if (!entries.some((entry) => entry.path === path)) {
          const area = AREA_CATALOG[path];
          entries.push({
            path,
            title: item.name,
            ...(area ? { titleKey: `areas.${area.key}.title` as const } : {}),
            icon: item.icon,
          });
        }
      }
      visit(item.children);
    }
  };
  visit(tree);
  return entries;
}
