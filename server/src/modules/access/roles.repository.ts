import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

export type RoleRow = {
  id: number;
  orgId: number;
  code: string;
  roleName: string;
  remark: string;
  builtin: number;
  dataScope: number;
  createdAt: number;
};

/** A menu, page or button as the permission tree shows it. */
export type MenuGrantRow = {
  id: number;
  parentId: number;
  name: string;
  type: number;
  perms: string;
  orderNum: number;
};

export type RoleValues = { roleName: string; remark: string; dataScope: number };

/**
 * All SQL of 角色管理: roles (built-in ones have org_id 0 and are shared by every organisation),
 * their menu grants, and the menus a grant can name.
 */
export function createRolesRepository(db: Kysely<Database>) {
  const columns = ['id', 'org_id', 'role_code', 'role_name', 'remark', 'builtin', 'data_scope', 'created_at'] as const;
  const toRow = (row: {
    id: number;
    org_id: number;
    role_code: string;
    role_name: string;
    remark: string;
    builtin: number;
    data_scope: number;
    created_at: number;
  }): RoleRow => ({
    id: row.id,
    orgId: row.org_id,
    code: row.role_code,
    roleName: row.role_name,
    remark: row.remark,
    builtin: row.builtin,
    dataScope: row.data_scope,
    createdAt: Number(row.created_at),
  });

  return {
    /** Roles of the given organisations (0: the built-in ones), built-in first, then by age. */
    async list(
      orgIds: number[],
      filter: { roleName?: string; excludedCodes: string[] },
      window: PageWindow,
    ): Promise<{ total: number; rows: RoleRow[] }> {
      const base = () => {
        let query = db.selectFrom('roles').where('org_id', 'in', orgIds);
        if (filter.excludedCodes.length) query = query.where('role_code', 'not in', filter.excludedCodes);
        if (filter.roleName) query = query.where('role_name', 'like', `%${filter.roleName.replace(/[\\%_]/g, '')}%`);
        return query;
      };
      const counted = await base()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base()
        .select(columns)
        .orderBy('builtin', 'desc')
        .orderBy('id')
        .offset(window.offset)
        .limit(window.limit)
        .execute();
      return { total: Number(counted.total), rows: rows.map(toRow) };
    },

    async findMany(ids: number[]): Promise<RoleRow[]> {
      if (!ids.length) return [];
      return (await db.selectFrom('roles').select(columns).where('id', 'in', ids).execute()).map(toRow);
    },

    async nameTaken(orgId: number, roleName: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('roles')
        .select('id')
        .where('org_id', 'in', [0, orgId])
        .where('role_name', '=', roleName);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(orgId: number, code: string, values: RoleValues, now: number): Promise<number> {
      const row = await db
        .insertInto('roles')
        .values({
          org_id: orgId,
          role_code: code,
          role_name: values.roleName,
          remark: values.remark,
          data_scope: values.dataScope,
          builtin: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: RoleValues): Promise<void> {
      await db
        .updateTable('roles')
        .set({ role_name: values.roleName, remark: values.remark, data_scope: values.dataScope })
        .where('id', '=', id)
        .execute();
    },

    async deleteMany(ids: number[]): Promise<void> {
      await db.deleteFrom('roles').where('id', 'in', ids).execute();
    },

    /** Menu ids granted to each role. */
    async menuIdsOf(roleIds: number[]): Promise<Map<number, number[]>> {
      const grants = new Map<number, number[]>(roleIds.map((id) => [id, []]));
      if (!roleIds.length) return grants;
      const rows = await db
        .selectFrom('role_menus')
        .select(['role_id', 'menu_id'])
        .where('role_id', 'in', roleIds)
        .orderBy('menu_id')
        .execute();
      for (const row of rows) grants.get(row.role_id)?.push(row.menu_id);
      return grants;
    },

    async replaceMenus(roleId: number, menuIds: number[]): Promise<void> {
      await db.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
      if (menuIds.length) {
        await db
          .insertInto('role_menus')
          .values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
          .execute();
      }
    },

    /** Accounts holding each role, in one organisation or (undefined) all. */
    /** Grants a menu to the built-in role of this code (when it exists). */
    async grantMenuToRoleCode(menuId: number, roleCode: string): Promise<void> {
      const role = await db.selectFrom('roles').select('id').where('role_code', '=', roleCode).executeTakeFirst();
      if (role) await db.insertInto('role_menus').values({ role_id: role.id, menu_id: menuId }).execute();
    },

    /** Takes a menu out of every role's grants (the menu is being deleted). */
    async revokeMenu(menuId: number): Promise<void> {
      await db.deleteFrom('role_menus').where('menu_id', '=', menuId).execute();
    },

    async userCounts(roleIds: number[], orgId: number | undefined): Promise<Map<number, number>> {
      if (!roleIds.length) return new Map();
      let query = db
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select(['user_roles.role_id', (eb) => eb.fn.countAll<number>().as('total')])
        .where('user_roles.role_id', 'in', roleIds)
        .groupBy('user_roles.role_id');
      if (orgId !== undefined) query = query.where('users.org_id', '=', orgId);
      const rows = await query.execute();
      return new Map(rows.map((row) => [row.role_id, Number(row.total)]));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
