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
    /** Directories and pages granted to a role (the one the caller's token acts as). */
    listNavigableForRole(roleId: number): Promise<MenuRow[]> {
      return db
        .selectFrom('menus')
        .innerJoin('role_menus', 'role_menus.menu_id', 'menus.id')
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
        .distinct()
        .where('role_menus.role_id', '=', roleId)
        .where('menus.type', '!=', MENU_TYPE.button)
        .orderBy('menus.order_num')
        .orderBy('menus.id')
        .execute();
    },
  };
}
