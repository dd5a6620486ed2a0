import { randomBytes } from 'node:crypto';
import type {
  PermissionNode,
  Role,
  RoleListBody,
  RoleOption,
  RoleSaveBody,
  RoleUpdateBody,
} from '@zhihang/contract/access/role.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isPlatformAdmin, type AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import { permissionTree, withAncestors } from './menu-grants.ts';
import { createRolesRepository, type MenuGrantRow, type RoleRow } from './roles.repository.ts';

/** Student accounts are opened by teachers, not here: their role is never listed or assigned. */
const STUDENT_ROLE_CODE = 'student';

/** Every menu in menu order, from the module that owns the menus (system). */
export type MenuList = { allMenus(): Promise<MenuGrantRow[]> };

type Dependencies = { db: Kysely<Database>; orgs: OrgsService; menus: MenuList; now?: () => number };

/**
 * 角色管理: an organisation's own roles beside the built-in ones, each with its menu and button
 * grants and data scope. A caller reaches the roles of their organisation (a platform
 * administrator any organisation's) and grants only menus their own acting role holds.
 */
/**
 * The grant steps 菜单管理 takes inside its own transaction: a new menu granted to a built-in
 * role, a deleted menu taken out of every role's grants.
 */
export function menuGrantSteps(executor: Kysely<Database>) {
  const roles = createRolesRepository(executor);
  return {
    grantToRoleCode: roles.grantMenuToRoleCode,
    revokeMenu: roles.revokeMenu,
    /** The menus a role is granted (the navigation of its holders). */
    menuIdsOfRole: async (roleId: number): Promise<number[]> => (await roles.menuIdsOf([roleId])).get(roleId) ?? [],
  };
}

export function createRolesService({ db, orgs, menus, now = Date.now }: Dependencies) {
  const roles = createRolesRepository(db);

  const targetOrg = (auth: AuthContext, requested: number | undefined) =>
    isPlatformAdmin(auth) && requested !== undefined ? requested : auth.orgId;

  /** The built-in platform role is for platform administrators to see and give. */
  const hiddenCodes = (auth: AuthContext) =>
    isPlatformAdmin(auth) ? [STUDENT_ROLE_CODE] : [STUDENT_ROLE_CODE, 'admin'];

  const isVisible = (auth: AuthContext, role: RoleRow) =>
    !hiddenCodes(auth).includes(role.code) && (isPlatformAdmin(auth) || role.orgId === 0 || role.orgId === auth.orgId);

  /** The roles by id, all of them within reach, or 记录不存在. */
  const reachable = async (auth: AuthContext, ids: number[]): Promise<RoleRow[]> => {
    const unique = [...new Set(ids)];
    const found = (await roles.findMany(unique)).filter((role) => isVisible(auth, role));
    if (found.length !== unique.length) throw new AppError(ERROR.recordNotFound);
    return found;
  };

  /** Menus the caller may pass on: everything for a platform administrator, else their role's. */
  const grantableMenuIds = async (auth: AuthContext): Promise<Set<number>> => {
    if (isPlatformAdmin(auth)) return new Set((await menus.allMenus()).map((menu) => menu.id));
    return new Set((await roles.menuIdsOf([auth.roleId])).get(auth.roleId) ?? []);
  };

  /** The requested grants with their ancestors; a menu the caller does not hold is refused. */
  const grantsOf = async (auth: AuthContext, menuIds: number[]): Promise<number[]> => {
    const grantable = await grantableMenuIds(auth);
    if (menuIds.some((id) => !grantable.has(id))) throw new AppError(ERROR.forbidden);
    return withAncestors(await menus.allMenus(), menuIds);
  };

  const toRoles = async (rows: RoleRow[], countOrg: number | undefined): Promise<Role[]> => {
    const ids = rows.map((row) => row.id);
    const [menus, counts] = await Promise.all([roles.menuIdsOf(ids), roles.userCounts(ids, countOrg)]);
    return rows.map((row) => ({
      id: row.id,
      orgId: row.orgId,
      roleName: row.roleName,
      remark: row.remark,
      builtin: row.builtin,
      dataScope: row.dataScope,
      menuIdList: menus.get(row.id) ?? [],
      userCount: counts.get(row.id) ?? 0,
      createdAt: row.createdAt,
    }));
  };

  const refuseTakenName = async (orgId: number, roleName: string, exceptId?: number) => {
    if (await roles.nameTaken(orgId, roleName, exceptId)) throw new AppError(ERROR.roleNameTaken);
  };

  return {
    async list(auth: AuthContext, body: RoleListBody): Promise<Page<Role>> {
      const orgId = targetOrg(auth, body.orgId);
      const page = await paginate(body, (window) =>
        roles.list([0, orgId], { roleName: body.roleName, excludedCodes: hiddenCodes(auth) }, window),
      );
      return { ...page, list: await toRoles(page.list, orgId) };
    },

    async info(auth: AuthContext, id: number): Promise<Role> {
      const [role] = await reachable(auth, [id]);
      const [answer] = await toRoles([role as RoleRow], isPlatformAdmin(auth) ? undefined : auth.orgId);
      return answer as Role;
    },

    /** The roles an account of the organisation may be given. */
    async options(auth: AuthContext, orgId: number | undefined): Promise<RoleOption[]> {
      const page = await roles.list(
        [0, targetOrg(auth, orgId)],
        { excludedCodes: hiddenCodes(auth) },
        { offset: 0, limit: 1000 },
      );
      return page.rows.map((role) => ({ id: role.id, roleName: role.roleName, builtin: role.builtin }));
    },

    /** Checks roles picked for an account of `orgId`: built-in or that organisation's own. */
    async assignable(auth: AuthContext, orgId: number, roleIds: number[]): Promise<RoleRow[]> {
      const picked = await reachable(auth, roleIds);
      if (picked.some((role) => role.orgId !== 0 && role.orgId !== orgId)) throw new AppError(ERROR.recordNotFound);
      return picked;
    },

    async permissionTree(auth: AuthContext): Promise<PermissionNode[]> {
      return permissionTree(await menus.allMenus(), await grantableMenuIds(auth));
    },

    async save(auth: AuthContext, body: RoleSaveBody): Promise<Role> {
      const orgId = targetOrg(auth, body.orgId);
      // A platform administrator names the organisation: a role must not belong to none.
      if (!(await orgs.findById(orgId))) throw new AppError(ERROR.recordNotFound);
      const menuIds = await grantsOf(auth, body.menuIdList);
      await refuseTakenName(orgId, body.roleName);
      const id = await withTransaction(db, async (trx) => {
        const scoped = createRolesRepository(trx);
        // Codes are for the built-in roles; an organisation's own role gets an opaque one.
        const code = `r${randomBytes(6).toString('hex')}`;
        const roleId = await scoped.insert(orgId, code, body, now());
        await scoped.replaceMenus(roleId, menuIds);
        return roleId;
      });
      return this.info(auth, id);
    },

    /** Built-in roles are shared by every organisation: only a platform administrator edits them. */
    async update(auth: AuthContext, body: RoleUpdateBody): Promise<Role> {
      const [role] = (await reachable(auth, [body.id])) as [RoleRow];
      if (role.builtin === 1 && !isPlatformAdmin(auth)) throw new AppError(ERROR.builtinRoleReadonly);
      const menuIds = await grantsOf(auth, body.menuIdList);
      await refuseTakenName(role.orgId, body.roleName, role.id);
      // A built-in role keeps its scope: the platform role's reach is not an organisation's to set.
      const dataScope = role.builtin === 1 ? role.dataScope : body.dataScope;
      await withTransaction(db, async (trx) => {
        const scoped = createRolesRepository(trx);
        await scoped.update(role.id, { roleName: body.roleName, remark: body.remark, dataScope });
        await scoped.replaceMenus(role.id, menuIds);
      });
      return this.info(auth, role.id);
    },

    /** All or nothing: a built-in role, or one some account still holds, refuses the request. */
    async delete(auth: AuthContext, ids: number[]): Promise<void> {
      const found = await reachable(auth, ids);
      if (found.some((role) => role.builtin === 1)) throw new AppError(ERROR.builtinRoleUndeletable);
      const counts = await roles.userCounts(
        found.map((role) => role.id),
        undefined,
      );
      if ([...counts.values()].some((count) => count > 0)) throw new AppError(ERROR.roleInUse);
      await roles.deleteMany(found.map((role) => role.id));
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
