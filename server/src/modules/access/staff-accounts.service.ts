import { randomInt } from 'node:crypto';
import type {
  StaffUser,
  TransferStudentsBody,
  UserListBody,
  UserSaveBody,
  UserSaveResult,
  UserStatusBody,
  UserUpdateBody,
} from '@zhihang/contract/access/user-admin.schema';
import { USER_STATUS } from '@zhihang/contract/access/user-admin.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { isPlatformAdmin, type AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { RolesService } from './roles.service.ts';
import {
  createStaffAccountsRepository,
  ORG_ADMIN_ROLE_CODE,
  type StaffAccountRow,
} from './staff-accounts.repository.ts';

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  orgs: OrgsService;
  roles: RolesService;
  students: StudentsService;
  now?: () => number;
};

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 12;

/** A random password shown once to the administrator who asked for it. */
export function generatePassword(): string {
  let password = '';
  for (let index = 0; index < GENERATED_PASSWORD_LENGTH; index += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/**
 * 用户管理: an organisation's staff accounts (a platform administrator reaches every
 * organisation's). An organisation always keeps one enabled org admin; nobody deletes or locks
 * their own account; a teacher with students hands them over before leaving.
 */
export function createStaffAccountsService({
  db,
  auth: accounts,
  orgs,
  roles,
  students,
  now = Date.now,
}: Dependencies) {
  const staff = createStaffAccountsRepository(db, orgs);

  /** undefined: every organisation (platform administrators). */
  const reachOf = (auth: AuthContext): number | undefined => (isPlatformAdmin(auth) ? undefined : auth.orgId);

  const toUsers = async (rows: StaffAccountRow[]): Promise<StaffUser[]> => {
    const ids = rows.map((row) => row.id);
    const [roleMap, studentCounts] = await Promise.all([staff.rolesOf(ids), students.countByTeachers(ids)]);
    return rows.map((row) => {
      const held = roleMap.get(row.id) ?? [];
      return {
        ...row,
        roleIdList: held.map((role) => role.id),
        roleNames: held.map((role) => role.name),
        studentCount: studentCounts.get(row.id) ?? 0,
      };
    });
  };

  /** The accounts by id, all within reach, or 记录不存在. */
  const reachable = async (auth: AuthContext, ids: number[]): Promise<StaffAccountRow[]> => {
    const unique = [...new Set(ids)];
    const found = await staff.findMany(reachOf(auth), unique);
    if (found.length !== unique.length) throw new AppError(ERROR.recordNotFound);
    return found;
  };

  /**
   * Refuses a change that leaves an organisation without an enabled org admin: `leaving` are the
   * accounts that stop being one (deleted, locked or demoted).
   */
  const keepAnOrgAdmin = async (leaving: StaffAccountRow[]) => {
    const roleMap = await staff.rolesOf(leaving.map((user) => user.id));
    const admins = leaving.filter(
      (user) =>
        user.status === USER_STATUS.active && roleMap.get(user.id)?.some((role) => role.code === ORG_ADMIN_ROLE_CODE),
    );
    for (const orgId of new Set(admins.map((user) => user.orgId))) {
      const excluded = leaving.filter((user) => user.orgId === orgId).map((user) => user.id);
      if ((await staff.countOtherActiveOrgAdmins(orgId, excluded)) === 0) throw new AppError(ERROR.lastOrgAdmin);
    }
  };

  const info = async (auth: AuthContext, id: number): Promise<StaffUser> => {
    const [user] = await toUsers(await reachable(auth, [id]));
    return user as StaffUser;
  };

  return {
    async list(auth: AuthContext, body: UserListBody): Promise<Page<StaffUser>> {
      const orgId = isPlatformAdmin(auth) ? body.orgId : auth.orgId;
      const page = await paginate(body, (window) =>
        staff.list(orgId, { account: body.account, name: body.name, roleId: body.roleId, status: body.status }, window),
      );
      return { ...page, list: await toUsers(page.list) };
    },

    info,

    /** A new account; without a password given, a random one is generated and answered once. */
    async save(auth: AuthContext, body: UserSaveBody): Promise<UserSaveResult> {
      const orgId = isPlatformAdmin(auth) && body.orgId !== undefined ? body.orgId : auth.orgId;
      if (!(await orgs.findById(orgId))) throw new AppError(ERROR.recordNotFound);
      const picked = await roles.assignable(auth, orgId, body.roleIdList);
      if (await staff.accountTaken(body.account)) throw new AppError(ERROR.accountTaken);
      const generated = body.password === undefined ? generatePassword() : null;
      const passwordHash = await accounts.hashPassword(body.password ?? (generated as string));
      const id = await refuseUniqueViolation(
        () =>
          withTransaction(db, async (trx) => {
            const scoped = accounts.within(trx);
            const userId = await scoped.createStaffAccount(
              orgId,
              {
                account: body.account,
                passwordHash,
                name: body.name,
                mobile: body.mobile,
                email: body.email,
                status: body.status,
              },
              now(),
            );
            await scoped.replaceRoles(
              userId,
              picked.map((role) => role.id),
            );
            return userId;
          }),
        UNIQUE_KEYS.userAccount,
        () => new AppError(ERROR.accountTaken),
      );
      return { user: await info(auth, id), password: generated };
    },

    async update(auth: AuthContext, body: UserUpdateBody): Promise<StaffUser> {
      const [user] = (await reachable(auth, [body.id])) as [StaffAccountRow];
      if (user.id === auth.userId && body.status === USER_STATUS.locked) throw new AppError(ERROR.cannotLockSelf);
      const picked = await roles.assignable(auth, user.orgId, body.roleIdList);
      const staysOrgAdmin = picked.some((role) => role.code === ORG_ADMIN_ROLE_CODE);
      if (!staysOrgAdmin || body.status === USER_STATUS.locked) await keepAnOrgAdmin([user]);
      await withTransaction(db, async (trx) => {
        const scoped = accounts.within(trx);
        const values = { name: body.name, mobile: body.mobile, email: body.email, status: body.status };
        await scoped.updateStaffAccount(user.orgId, user.id, values, now());
        await scoped.replaceRoles(
          user.id,
          picked.map((role) => role.id),
        );
        if (body.status === USER_STATUS.locked) await scoped.signOutEverywhere([user.id]);
      });
      return info(auth, user.id);
    },

    /** Locks (their sessions end) or unlocks accounts; all or nothing. */
    async setStatus(auth: AuthContext, body: UserStatusBody): Promise<void> {
      const users = await reachable(auth, body.ids);
      if (body.status === USER_STATUS.locked) {
        if (users.some((user) => user.id === auth.userId)) throw new AppError(ERROR.cannotLockSelf);
        await keepAnOrgAdmin(users);
      }
      await withTransaction(db, async (trx) => {
        await accounts.within(trx).setAccountsStatus(
          users.map((user) => user.id),
          body.status,
          now(),
        );
        if (body.status === USER_STATUS.locked) {
          await accounts.within(trx).signOutEverywhere(users.map((user) => user.id));
        }
      });
    },

    /** All or nothing: oneself, the last org admin or a teacher with students refuses the request. */
    async delete(auth: AuthContext, ids: number[]): Promise<void> {
      const users = await reachable(auth, ids);
      if (users.some((user) => user.id === auth.userId)) throw new AppError(ERROR.cannotDeleteSelf);
      await keepAnOrgAdmin(users);
      const counts = await students.countByTeachers(users.map((user) => user.id));
      if ([...counts.values()].some((count) => count > 0)) throw new AppError(ERROR.teacherHasStudents);
      await withTransaction(db, async (trx) => {
        for (const orgId of new Set(users.map((user) => user.orgId))) {
          const inOrg = users.filter((user) => user.orgId === orgId).map((user) => user.id);
          await accounts.within(trx).deleteAccounts(orgId, inOrg);
        }
      });
    },

    /** A new random password, answered once; every session of the account ends. */
    async resetPassword(auth: AuthContext, userId: number): Promise<{ password: string }> {
      const [user] = (await reachable(auth, [userId])) as [StaffAccountRow];
      const password = generatePassword();
      await accounts.resetPassword(user.orgId, user.id, password);
      return { password };
    },

    /** Every student of a leaving teacher goes to a colleague of the same organisation. */
    async transferStudents(auth: AuthContext, body: TransferStudentsBody): Promise<{ moved: number }> {
      if (body.fromUserId === body.toUserId) throw new AppError(ERROR.transferToSelf);
      const users = await reachable(auth, [body.fromUserId, body.toUserId]);
      const from = users.find((user) => user.id === body.fromUserId) as StaffAccountRow;
      const to = users.find((user) => user.id === body.toUserId) as StaffAccountRow;
      // A colleague in another organisation, or a locked one, cannot take the students.
      if (from.orgId !== to.orgId || to.status !== USER_STATUS.active) throw new AppError(ERROR.recordNotFound);
      return { moved: await students.moveAllToTeacher(from.orgId, from.id, to.id) };
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
