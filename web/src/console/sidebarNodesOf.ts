import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import { AREA_CATALOG } from './areaCatalog.ts';
import { type TitleKey } from './consoleRoutes.ts';
import { HOME_NAV_ENTRY } from './navEntriesOf.ts';
import { normalizeMenuPath } from './normalizeMenuPath.ts';

export type SidebarNode = {
  key: string;
  title: string;
  titleKey?: TitleKey;
  icon: string;
  /** Pages have a path; groups have children. */
  path?: string;
  children?: SidebarNode[];
};

function nodesOf(items: readonly MenuItem[]): SidebarNode[] {
  const nodes: SidebarNode[] = [];
  for (const item of [...items].sort((a, b) => a.orderNum - b.orderNum || a.id - b.id)) {
    if (item.hidden === 1 || item.type === MENU_TYPE.button) continue;
    const children = nodesOf(item.children);
    const path = normalizeMenuPath(item.url);
    const area = path ? AREA_CATALOG[path] : undefined;
    const titleKey = area ? ({ titleKey: `areas.${area.key}.title` as const } as const) : {};
    if (item.type === MENU_TYPE.page && path) {
      const page: SidebarNode = { key: path, path, title: item.name, icon: item.icon, ...titleKey };
      nodes.push(
        children.length
          ? { key: `menu-${item.id}`, title: item.name, icon: item.icon, children: [page, ...children], ...titleKey }
          : page,
      );
    } else if (children.length) {
      nodes.push({ key: `menu-${item.id}`, title: item.name, icon: item.icon, children });
    }
  }
  return nodes;
}

/**
 * The sidebar menu: entries flagged hidden are left out, children nest, directories without a
 * visible child disappear; the home entry is always first.
 */
export function sidebarNodesOf(tree: readonly MenuItem[]): SidebarNode[] {
  const nodes = nodesOf(tree);
  const home = nodes.find((node) => node.path === HOME_NAV_ENTRY.path);
  const rest = nodes.filter((node) => node !== home);
  return [
    home ? { ...home, titleKey: HOME_NAV_ENTRY.titleKey } : { key: HOME_NAV_ENTRY.path, ...HOME_NAV_ENTRY },
    ...rest,
  ];
}
