import { ERROR } from '@zhihang/contract/http/error-codes';
import type { MenuAdminItem, MenuSaveBody, MenuUpdateBody } from '@zhihang/contract/operations/menu-admin.schema';
import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { createMenusAdminRepository } from './menus-admin.repository.ts';

const MENU_MESSAGES = {
  hasChildren: { code: 500, msg: '请先删除子菜单或按钮' },
  badParent: { code: 500, msg: '上级菜单只能是目录或菜单' },
  ownParent: { code: 500, msg: '上级菜单不能是自己或自己的下级' },
} as const;

/**
 * The access module's grant steps (its `menuGrantSteps`), taken inside this service's transaction.
 * Declared here so that system, which access imports, does not import access.
 */
export type MenuGrantSteps = (executor: Kysely<Database>) => {
  grantToRoleCode(menuId: number, roleCode: string): Promise<void>;
  revokeMenu(menuId: number): Promise<void>;
};

/** 菜单管理: the menu tree the console's routes are generated from (platform administrators). */
export function createMenusAdminService({ db, grants }: { db: Kysely<Database>; grants: MenuGrantSteps }) {
  const menus = createMenusAdminRepository(db);
  const existing = async (id: number) => {
    const menu = await menus.findById(id);
    if (!menu) throw new AppError(ERROR.recordNotFound);
    return menu;
  };

  /** A parent is the root, a directory or a page; never a button, nor the menu itself or below it. */
  const checkParent = async (menu: MenuSaveBody, selfId?: number) => {
    if (menu.parentId === 0) return;
    const all = await menus.listAll();
    const parent = all.find((candidate) => candidate.id === menu.parentId);
    if (!parent) throw new AppError(ERROR.recordNotFound);
    if (parent.type === MENU_TYPE.button) throw new AppError(MENU_MESSAGES.badParent);
    if (selfId === undefined) return;
    for (let at: MenuAdminItem | undefined = parent; at; at = all.find((candidate) => candidate.id === at?.parentId)) {
      if (at.id === selfId) throw new AppError(MENU_MESSAGES.ownParent);
    }
  };

  return {
    list: () => menus.listAll(),
    info: (id: number) => existing(id),

    async save(menu: MenuSaveBody): Promise<{ id: number }> {
      await checkParent(menu);
      return withTransaction(db, async (trx) => {
        const scoped = createMenusAdminRepository(trx);
        const id = await scoped.insert(menu);
        // The platform administrators' role gets it, so whoever made it sees it.
        await grants(trx).grantToRoleCode(id, 'admin');
        return { id };
      });
    },

    async update(menu: MenuUpdateBody): Promise<void> {
      await existing(menu.id);
      await checkParent(menu, menu.id);
      await menus.update(menu.id, menu);
    },

    async delete(id: number): Promise<void> {
      await existing(id);
      if ((await menus.countChildren(id)) > 0) throw new AppError(MENU_MESSAGES.hasChildren);
      await withTransaction(db, async (trx) => {
        await grants(trx).revokeMenu(id);
        await createMenusAdminRepository(trx).delete(id);
      });
    },
  };
}

export type MenusAdminService = ReturnType<typeof createMenusAdminService>;
