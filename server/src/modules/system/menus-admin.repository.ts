import type { MenuAdminItem, MenuSaveBody } from '@zhihang/contract/operations/menu-admin.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The menu table as 菜单管理 edits it; menus are platform-wide (roles grant them per organisation). */
export function createMenusAdminRepository(db: Kysely<Database>) {
  const toItem = (row: {
    id: number;
    parent_id: number;
    name: string;
    url: string;
    perms: string;
    type: number;
    icon: string;
    order_num: number;
    hidden: number;
    always_show: number;
    keep_alive: number;
  }): MenuAdminItem => ({
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    url: row.url,
    perms: row.perms,
    type: row.type,
    icon: row.icon,
    orderNum: row.order_num,
    hidden: row.hidden,
    alwaysShow: row.always_show,
    keepAlive: row.keep_alive,
  });
  const columns = [
    'id',
    'parent_id',
    'name',
    'url',
    'perms',
    'type',
    'icon',
    'order_num',
    'hidden',
    'always_show',
    'keep_alive',
  ] as const;
  const values = (menu: MenuSaveBody) => ({
    parent_id: menu.parentId,
    name: menu.name,
    url: menu.url,
    perms: menu.perms,
    type: menu.type,
    icon: menu.icon,
    order_num: menu.orderNum,
    hidden: menu.hidden,
    always_show: menu.alwaysShow,
    keep_alive: menu.keepAlive,
  });

  return {
    async listAll(): Promise<MenuAdminItem[]> {
      const rows = await db.selectFrom('menus').select(columns).orderBy('order_num').orderBy('id').execute();
      return rows.map(toItem);
    },

    async findById(id: number): Promise<MenuAdminItem | undefined> {
      const row = await db.selectFrom('menus').select(columns).where('id', '=', id).executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    async insert(menu: MenuSaveBody): Promise<number> {
      const row = await db
        .insertInto('menus')
        .values({ ...values(menu), home_flag: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, menu: MenuSaveBody): Promise<void> {
      await db.updateTable('menus').set(values(menu)).where('id', '=', id).execute();
    },

    async countChildren(id: number): Promise<number> {
      const row = await db
        .selectFrom('menus')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('menus').where('id', '=', id).execute();
    },
  };
}
