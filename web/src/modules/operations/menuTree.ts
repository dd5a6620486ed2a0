import type { MenuAdminItem } from '@zhihang/contract/operations/menu-admin.schema';

export type MenuTreeNode = MenuAdminItem & { children?: MenuTreeNode[] };

/** The flat menu list as a tree in order; rows whose parent is missing stay at the top. */
export function menuTreeOf(items: readonly MenuAdminItem[]): MenuTreeNode[] {
  const sorted = [...items].sort((a, b) => a.orderNum - b.orderNum || a.id - b.id);
  const nodes = new Map<number, MenuTreeNode>(sorted.map((item) => [item.id, { ...item }]));
  const roots: MenuTreeNode[] = [];
  for (const item of sorted) {
    const node = nodes.get(item.id) as MenuTreeNode;
    const parent = item.parentId === 0 ? undefined : nodes.get(item.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of a menu and everything below it: what cannot become its parent. */
export function selfAndDescendants(items: readonly MenuAdminItem[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (found.has(item.parentId) && !found.has(item.id)) {
        found.add(item.id);
        grew = true;
      }
    }
  }
  return found;
}
