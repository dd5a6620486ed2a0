import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

/** A staff account with its organisation's name; never its password hash. */
export type StaffAccountRow = {
  id: number;
  orgId: number;
  orgName: string;
  account: string;
  name: string;
  mobile: string;
  email: string;
  status: number;
  createdAt: number;
};

export type StaffAccountFilter = {
  account?: string;
  name?: string;
  roleId?: number;
  status?: number;
};

/** The role student accounts hold; everything else is a console (staff) account. */
const STUDENT_ROLE_CODE = 'student';
/** Accounts holding a role of this scope are the platform's, beyond an organisation's reach. */
const PLATFORM_SCOPE = DATA_SCOPE.platform;
/** The built-in role whose last enabled holder an organisation must keep. */
const ORG_ADMIN_ROLE_CODE = 'orgAdmin';

/** `LIKE` pattern for a case-insensitive substring with `%` and `_` taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * All SQL of 用户管理: staff accounts (never student accounts) and their roles. `orgId`
 * undefined reaches every organisation (the platform administrator); otherwise another
 * organisation's account is simply not found.
 */
/** Names of organisations by id, from the module that owns them (orgs). */
export type OrgNames = { orgNames(ids: readonly number[]): Promise<Map<number, string>> };

export function createStaffAccountsRepository(db: Kysely<Database>, organisations: OrgNames) {
  /**
   * Staff accounts; `orgId` undefined means a platform administrator's reach (every organisation),
   * otherwise the organisation's accounts without the platform administrators among them.
   */
  const staffOnly = (orgId: number | undefined) => {
    let query = db
      .selectFrom('users')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('user_roles.user_id')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('roles.role_code', '=', STUDENT_ROLE_CODE),
          ),
        ),
      );
    if (orgId !== undefined) {
      query = query
        .where('users.org_id', '=', orgId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('user_roles')
                .innerJoin('roles', 'roles.id', 'user_roles.role_id')
                .select('user_roles.user_id')
                .whereRef('user_roles.user_id', '=', 'users.id')
                .where('roles.data_scope', '=', PLATFORM_SCOPE),
            ),
          ),
        );
    }
    return query;
  };

  const filtered = (orgId: number | undefined, filter: StaffAccountFilter) => {
    let query = staffOnly(orgId);
    if (filter.account) {
      query = query.where(sql<boolean>`lower(users.account) like ${containsPattern(filter.account)} escape '\\'`);
    }
    if (filter.name)
      query = query.where(sql<boolean>`lower(users.name) like ${containsPattern(filter.name)} escape '\\'`);
    if (filter.status !== undefined) query = query.where('users.status', '=', filter.status);
    if (filter.roleId !== undefined) {
      const roleId = filter.roleId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.user_id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role_id', '=', roleId),
        ),
      );
    }
    return query;
  };

  const columns = [
    'users.id',
    'users.org_id',
    'users.account',
    'users.name',
    'users.mobile',
    'users.email',
    'users.status',
    'users.created_at',
  ] as const;

  const toRow = (
    row: {
      id: number;
      org_id: number;
      account: string;
      name: string;
      mobile: string;
      email: string;
      status: number;
      created_at: number;
    },
    orgName: string,
  ): StaffAccountRow => ({
    id: row.id,
    orgId: row.org_id,
    orgName,
    account: row.account,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    status: row.status,
    createdAt: Number(row.created_at),
  });

  /** The rows with their organisation's name, one query for the page. */
  const named = async (rows: Array<Parameters<typeof toRow>[0]>): Promise<StaffAccountRow[]> => {
    if (!rows.length) return [];
    const names = await organisations.orgNames(rows.map((row) => row.org_id));
    return rows.map((row) => toRow(row, names.get(row.org_id) ?? ''));
  };

  return {
    async list(
      orgId: number | undefined,
      filter: StaffAccountFilter,
      window: PageWindow,
    ): Promise<{ total: number; rows: StaffAccountRow[] }> {
      const counted = await filtered(orgId, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(orgId, filter)
        .select(columns)
        .orderBy('users.id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute();
      return { total: Number(counted.total), rows: await named(rows) };
    },

    async findMany(orgId: number | undefined, ids: number[]): Promise<StaffAccountRow[]> {
      if (!ids.length) return [];
      const rows = await staffOnly(orgId).select(columns).where('users.id', 'in', ids).execute();
      return named(rows);
    },

    /** Role ids and names of each account, in role order. */
    async rolesOf(userIds: number[]): Promise<Map<number, Array<{ id: number; name: string; code: string }>>> {
      const roles = new Map<number, Array<{ id: number; name: string; code: string }>>();
      if (!userIds.length) return roles;
      const rows = await db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['user_roles.user_id', 'roles.id', 'roles.role_name', 'roles.role_code'])
        .where('user_roles.user_id', 'in', userIds)
        .orderBy('roles.id')
        .execute();
      for (const row of rows) {
        const list = roles.get(row.user_id) ?? [];
        list.push({ id: row.id, name: row.role_name, code: row.role_code });
        roles.set(row.user_id, list);
      }
      return roles;
    },

    /** Enabled holders of the built-in org-admin role in the organisation, besides `excluded`. */
    async countOtherActiveOrgAdmins(orgId: number, excluded: number[]): Promise<number> {
      let query = db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select((eb) => eb.fn.count<number>('users.id').distinct().as('total'))
        .where('users.org_id', '=', orgId)
        .where('users.status', '=', 1)
        .where('roles.role_code', '=', ORG_ADMIN_ROLE_CODE);
      if (excluded.length) query = query.where('users.id', 'not in', excluded);
      return Number((await query.executeTakeFirstOrThrow()).total);
    },

    async accountTaken(account: string): Promise<boolean> {
      return (
        (await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirst()) !== undefined
      );
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
export { ORG_ADMIN_ROLE_CODE, STUDENT_ROLE_CODE };
