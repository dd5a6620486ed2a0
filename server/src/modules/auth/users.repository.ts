import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { idChunks } from '../../lib/id-chunks.ts';

export type UserRow = {
  id: number;
  orgId: number;
  account: string;
  passwordHash: string;
  userName: string;
  name: string;
  avatar: string;
  introduction: string;
  status: number;
};

/** Who a user is, as other modules name them beside their own rows. */
export type UserEntry = { name: string; account: string; orgId: number };

/** A teacher or admin of an organisation, as pickers show them. */
export type StaffMember = { id: number; name: string; account: string };

/** One role a user holds, with what it grants. */
export type RoleGrant = { id: number; code: string; name: string; dataScope: number; perms: string[] };

/** Every role but the student's is a console role. */
const STUDENT_ROLE_CODE = 'student';

export function createUsersRepository(db: Kysely<Database>) {
  const selectUser = () =>
    db
      .selectFrom('users')
      .select(['id', 'org_id', 'account', 'password_hash', 'user_name', 'name', 'avatar', 'introduction', 'status']);

  const toUser = (row: {
    id: number;
    org_id: number;
    account: string;
    password_hash: string;
    user_name: string;
    name: string;
    avatar: string;
    introduction: string;
    status: number;
  }): UserRow => ({
    id: row.id,
    orgId: row.org_id,
    account: row.account,
    passwordHash: row.password_hash,
    userName: row.user_name,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    status: row.status,
  });

  return {
    /** Accounts are unique across the platform: the login form carries no organisation. */
    async findByAccount(account: string): Promise<UserRow | undefined> {
      const row = await selectUser().where('account', '=', account).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async findById(orgId: number, userId: number): Promise<UserRow | undefined> {
      const row = await selectUser().where('org_id', '=', orgId).where('id', '=', userId).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async updatePasswordHash(orgId: number, userId: number, passwordHash: string, now: number) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('org_id', '=', orgId)
        .where('id', '=', userId)
        .execute();
    },

    async insert(user: {
      orgId: number;
      account: string;
      passwordHash: string;
      userName: string;
      name: string;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          org_id: user.orgId,
          account: user.account,
          password_hash: user.passwordHash,
          user_name: user.userName,
          name: user.name,
          created_at: user.now,
          updated_at: user.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Active staff of the organisation (one of them when `userId` is given), by name. */
    async listStaff(orgId: number, userId?: number): Promise<StaffMember[]> {
      let query = db
        .selectFrom('users')
        .select(['users.id', 'users.name', 'users.account'])
        .where('users.org_id', '=', orgId)
        .where('users.status', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('user_roles.user_id')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('roles.role_code', '!=', STUDENT_ROLE_CODE),
          ),
        );
      if (userId !== undefined) query = query.where('users.id', '=', userId);
      return query.orderBy('users.name').orderBy('users.id').execute();
    },

    /** Name, account and organisation of each existing user of `ids`, any organisation, 500 ids a query. */
    async directory(ids: readonly number[]): Promise<Map<number, UserEntry>> {
      const found = new Map<number, UserEntry>();
      for (const chunk of idChunks(ids)) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'name', 'account', 'org_id'])
          .where('id', 'in', chunk)
          .execute();
        for (const row of rows) found.set(row.id, { name: row.name, account: row.account, orgId: row.org_id });
      }
      return found;
    },

    /** The users holding these account names (accounts are unique across the platform). */
    async byAccounts(accounts: readonly string[]): Promise<Map<string, { id: number; orgId: number }>> {
      if (!accounts.length) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'account', 'org_id'])
        .where('account', 'in', [...accounts])
        .execute();
      return new Map(rows.map((row) => [row.account, { id: row.id, orgId: row.org_id }]));
    },

    /** How many accounts (staff and students) each organisation of `orgIds` has; absent when none. */
    async countsByOrg(orgIds: readonly number[]): Promise<Map<number, number>> {
      if (!orgIds.length) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['org_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('org_id', 'in', [...orgIds])
        .groupBy('org_id')
        .execute();
      return new Map(rows.map((row) => [row.org_id, Number(row.n)]));
    },

    async deleteMany(orgId: number, userIds: number[]): Promise<void> {
      await db.deleteFrom('users').where('org_id', '=', orgId).where('id', 'in', userIds).execute();
    },

    /** Role codes and menu permission strings granted through the user's roles. */
    async findGrants(userId: number): Promise<{ roles: string[]; perms: string[] }> {
      const rows = await db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .leftJoin('role_menus', 'role_menus.role_id', 'roles.id')
        .leftJoin('menus', 'menus.id', 'role_menus.menu_id')
        .select(['roles.role_code', 'menus.perms'])
        .where('user_roles.user_id', '=', userId)
        .execute();
      const roles = new Set<string>();
      const perms = new Set<string>();
      for (const row of rows) {
        roles.add(row.role_code);
        for (const perm of (row.perms ?? '').split(',')) {
          if (perm.trim()) perms.add(perm.trim());
        }
      }
      return { roles: [...roles], perms: [...perms] };
    },

    /**
     * The user's roles with the permission strings of each role's menus, broadest data scope
     * first (then oldest): the first is the role a fresh login acts as.
     */
    async findRoleGrants(userId: number): Promise<RoleGrant[]> {
      const rows = await db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .leftJoin('role_menus', 'role_menus.role_id', 'roles.id')
        .leftJoin('menus', 'menus.id', 'role_menus.menu_id')
        .select(['roles.id', 'roles.role_code', 'roles.role_name', 'roles.data_scope', 'menus.perms'])
        .where('user_roles.user_id', '=', userId)
        .execute();
      const grants = new Map<number, RoleGrant & { permSet: Set<string> }>();
      for (const row of rows) {
        let grant = grants.get(row.id);
        if (!grant) {
          grant = {
            id: row.id,
            code: row.role_code,
            name: row.role_name,
            dataScope: row.data_scope,
            perms: [],
            permSet: new Set(),
          };
          grants.set(row.id, grant);
        }
        for (const perm of (row.perms ?? '').split(',')) {
          if (perm.trim()) grant.permSet.add(perm.trim());
        }
      }
      return [...grants.values()]
        .sort((a, b) => b.dataScope - a.dataScope || a.id - b.id)
        .map(({ permSet, ...grant }) => ({ ...grant, perms: [...permSet].sort() }));
    },

    async assignRole(userId: number, roleCode: string): Promise<void> {
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('role_code', '=', roleCode)
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
