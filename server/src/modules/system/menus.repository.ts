import type { Kysely } from 'kysely';
import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import type { Database } from '../../db/schema.ts';

export type MenuRow = {
  id: number;
  parent_id: number;
  name: string;
  url: string;
  icon: string;
  type: number;
  order_num: number;
  home_flag: number;
  hidden: number;
  always_show: number;
  keep_alive: number;
};

export function createMenusRepository(db: Kysely<Database>) {
  return {
    /** The directories and pages among these menus (a role's grants), in menu order. */
    async listNavigable(menuIds: readonly number[]): Promise<MenuRow[]> {
      if (!menuIds.length) return [];
      return db
        .selectFrom('menus')
        .select([
          'menus.id',
          'menus.parent_id',
          'menus.name',
          'menus.url',
          'menus.icon',
          'menus.type',
          'menus.order_num',
          'menus.home_flag',
          'menus.hidden',
          'menus.always_show',
          'menus.keep_alive',
        ])
        .where('menus.id', 'in', [...new Set(menuIds)])
        .where('menus.type', '!=', MENU_TYPE.button)
        .orderBy('menus.order_num')
        .orderBy('menus.id')
        .execute();
    },

    /** Every menu, page and button, in menu order, with its permission (角色管理's grant tree). */
    async listForGrants() {
      const rows = await db
        .selectFrom('menus')
        .select(['id', 'parent_id', 'name', 'type', 'perms', 'order_num'])
        .orderBy('order_num')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        name: row.name,
        type: row.type,
        perms: row.perms,
        orderNum: row.order_num,
      }));
    },
  };
}
