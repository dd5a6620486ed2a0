import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { createMenusRepository, type MenuRow } from './menus.repository.ts';

export function buildMenuTree(rows: MenuRow[]): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const row of rows) {
    items.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      url: row.url,
      icon: row.icon,
      type: row.type,
      orderNum: row.order_num,
      homeFlag: row.home_flag,
      hidden: row.hidden,
      alwaysShow: row.always_show,
      keepAlive: row.keep_alive,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id) as MenuItem;
    const parent = items.get(row.parent_id);
    if (parent) parent.children.push(item);
    else if (row.parent_id === 0) roots.push(item);
  }
  return roots;
}

/** The menus a role is granted, from the module that owns the grants (access). */
export type RoleGrants = { menuIdsOfRole(roleId: number): Promise<number[]> };

export function createMenusService({ db, grants }: { db: Kysely<Database>; grants: RoleGrants }) {
  const menus = createMenusRepository(db);
  return {
    /** The directories and pages the caller's acting role is granted, as a tree. */
    async loginMenuTree(auth: AuthContext): Promise<MenuItem[]> {
      return buildMenuTree(await menus.listNavigable(await grants.menuIdsOfRole(auth.roleId)));
    },

    /** Every menu, page and button, in menu order (角色管理's grant tree). */
    allMenus: () => menus.listForGrants(),
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
