import type { PermissionNode } from '@zhihang/contract/access/role.schema';

type MenuLike = { id: number; parentId: number; name: string; type: number; perms: string; orderNum: number };

/**
 * The granted ids with every ancestor added: a button granted without its page (or a page
 * without its directory) would hold a permission no menu leads to. Unknown ids are dropped.
 */
export function withAncestors(menus: readonly MenuLike[], ids: readonly number[]): number[] {
  const parents = new Map(menus.map((menu) => [menu.id, menu.parentId]));
  const granted = new Set<number>();
  for (const id of ids) {
    let current: number | undefined = id;
    while (current !== undefined && parents.has(current) && !granted.has(current)) {
      granted.add(current);
      current = parents.get(current);
    }
  }
  return [...granted].sort((a, b) => a - b);
}

/**
 * The menu tree with its buttons, limited to `allowed` when given (what the caller may pass on).
 * A node whose parent is left out becomes a root, so nothing allowed goes missing.
 */
export function permissionTree(menus: readonly MenuLike[], allowed?: ReadonlySet<number>): PermissionNode[] {
  const kept = allowed ? menus.filter((menu) => allowed.has(menu.id)) : [...menus];
  const nodes = new Map<number, PermissionNode>(
    kept.map((menu) => [
      menu.id,
      { id: menu.id, parentId: menu.parentId, name: menu.name, type: menu.type, perms: menu.perms, children: [] },
    ]),
  );
  const order = new Map(kept.map((menu) => [menu.id, menu.orderNum]));
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: PermissionNode[]) => {
    list.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.id - b.id);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}
