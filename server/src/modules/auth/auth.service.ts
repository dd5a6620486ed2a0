import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { DataScope } from '@zhihang/contract/access/data-scope';
import type {
  LoginResult,
  PasswordChangeBody,
  RoleCode,
  TeacherLoginBody,
  UserInfo,
} from '@zhihang/contract/auth/auth.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Organization } from '@zhihang/contract/orgs/organization.schema';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { admits, isStaff, type AuthContext } from '../../http/auth-context.ts';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './password-hash.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DatabaseTransaction } from '../../db/transaction.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createTokensRepository } from './tokens.repository.ts';
import { createAccountWritesRepository, type StaffAccountValues } from './account-writes.repository.ts';

export type { StaffAccountValues } from './account-writes.repository.ts';
import { createUsersRepository, type StaffMember, type UserEntry } from './users.repository.ts';

export type { StaffMember, UserEntry };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type LoginMeta = {
  address: string;
  loginType: string;
  /** The host of the page signed in on: a school's own page takes only its accounts. */
  host?: string;
};
/** Which kind of account a login is for. */
export type LoginAudience = 'staff' | 'student';
/** The account a login verified. */
export type AccountOwner = { id: number; orgId: number };

/**
 * What a login reads of the organisations (the orgs module's service): the one a page's host names
 * by its own key, and an account's own. Declared here so that auth does not import orgs, which
 * imports auth to create an organisation's first administrator.
 */
export type OrgDirectory = {
  namedByDomain(domain: string): Promise<Organization | undefined>;
  findById(orgId: number): Promise<Organization | undefined>;
};

type Dependencies = {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'tokenTtlMs' | 'loginLimits'>;
  orgs: OrgDirectory;
  now?: () => number;
  /** Pauses a slowed login; defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
};

export function createAuthService({ db, config, orgs, now = Date.now, sleep = wait }: Dependencies) {
  const users = createUsersRepository(db);
  const tokens = createTokensRepository(db);
  const throttle = createLoginThrottle({ db, limits: config.loginLimits, sleep });

  /**
   * Who users are, for the modules that name them beside their own rows (a student's teacher, a
   * reminder's sender, a log line's account): by id, one query per 500 ids, whatever the organisation.
   */
  const directoryReads = (executor: Kysely<Database>) => ({
    /** The name of each existing user of `ids`. */
    async userNames(ids: readonly number[]): Promise<Map<number, string>> {
      const entries = await createUsersRepository(executor).directory(ids);
      return new Map([...entries].map(([id, entry]) => [id, entry.name]));
    },

    /** Name, account and organisation of each existing user of `ids`. */
    userEntries: (ids: readonly number[]): Promise<Map<number, UserEntry>> =>
      createUsersRepository(executor).directory(ids),

    /** The users holding these account names, with their organisations. */
    usersByAccount: (accounts: readonly string[]): Promise<Map<string, { id: number; orgId: number }>> =>
      createUsersRepository(executor).byAccounts(accounts),

    /** How many accounts each organisation has (absent when none). */
    userCountsByOrg: (orgIds: readonly number[]): Promise<Map<number, number>> =>
      createUsersRepository(executor).countsByOrg(orgIds),
  });

  /** The account steps other modules take inside their own transactions (students' accounts). */
  const accountSteps = (executor: Kysely<Database>) => ({
    ...directoryReads(executor),

    /** Whether an account name is taken anywhere on the platform (accounts are global). */
    async accountTaken(account: string): Promise<boolean> {
      return (await createUsersRepository(executor).findByAccount(account)) !== undefined;
    },

    /** A new account with one role. */
    async createAccount(account: {
      orgId: number;
      account: string;
      passwordHash: string;
      name: string;
      role: RoleCode;
    }): Promise<number> {
      const scoped = createUsersRepository(executor);
      const userId = await scoped.insert({
        orgId: account.orgId,
        account: account.account,
        passwordHash: account.passwordHash,
        userName: account.account,
        name: account.name,
        now: now(),
      });
      await scoped.assignRole(userId, account.role);
      return userId;
    },

    /** Ends every session of the accounts (locked, or their roles changed by an administrator). */
    async signOutEverywhere(userIds: number[]): Promise<void> {
      const scoped = createTokensRepository(executor);
      for (const userId of userIds) await scoped.deleteAllOfUser(userId);
    },

    /** A console account of 用户管理, with its roles set apart by `replaceRoles`. */
    createStaffAccount: (
      orgId: number,
      account: { account: string; passwordHash: string } & StaffAccountValues,
      at: number,
    ): Promise<number> => createAccountWritesRepository(executor).insertStaff(orgId, account, at),

    updateStaffAccount: (orgId: number, id: number, values: StaffAccountValues, at: number): Promise<void> =>
      createAccountWritesRepository(executor).updateStaff(orgId, id, values, at),

    /** Locks or unlocks accounts (a lock's sessions are ended by `signOutEverywhere`). */
    setAccountsStatus: (ids: number[], status: number, at: number): Promise<void> =>
      createAccountWritesRepository(executor).setStatusMany(ids, status, at),

    /** The account's roles become exactly these. */
    replaceRoles: (userId: number, roleIds: number[]): Promise<void> =>
      createAccountWritesRepository(executor).replaceRoles(userId, roleIds),

    /** Ends every session of an organisation (disabled by a platform administrator). */
    async signOutOrganisation(orgId: number): Promise<void> {
      await createTokensRepository(executor).deleteAllOfOrg(orgId);
    },

    /** Removes accounts of the organisation (their roles and tokens go with them). */
    async deleteAccounts(orgId: number, userIds: number[]): Promise<void> {
      if (userIds.length) await createUsersRepository(executor).deleteMany(orgId, userIds);
    },
  });

  /**
   * Login limits (login-throttle.ts), then the password; the account must be of the kind the
   * login is for (a student account never signs in to the console, nor a teacher's to the
   * student pages).
   */
  const verifyCredentials = async (
    body: TeacherLoginBody,
    meta: LoginMeta,
    audience: LoginAudience,
  ): Promise<AccountOwner> => {
    const at = now();
    await throttle.countAddress(meta.address, at);
    const attempt = await throttle.reserveAttempt(body.account, meta.address, at);

    const user = await users.findByAccount(body.account);
    const passwordMatches = await verifyPassword(body.password, user?.passwordHash ?? UNMATCHABLE_HASH);
    const fitsAudience = user ? admits(audience, (await users.findGrants(user.id)).roles) : false;
    // A wrong password keeps the booked failure; the right one takes it back.
    if (!user || !passwordMatches || !fitsAudience) throw new AppError(ERROR.loginFailed);
    await attempt.succeeded();
    if (user.status !== 1) throw new AppError(ERROR.accountLocked);
    if (meta.host !== undefined) await refuseOtherSchool(user, meta.host);
    return { id: user.id, orgId: user.orgId };
  };

  /**
   * A school's own page (its key in the host) signs in its own accounts and platform administrators
   * only: anyone else would see their school's data under this school's name. The answer names no
   * school. The default address (an IP, localhost, www) signs in every account.
   */
  const refuseOtherSchool = async (user: { id: number; orgId: number }, host: string) => {
    const page = await orgs.namedByDomain(host);
    if (!page || page.id === user.orgId) return;
    const grants = await users.findRoleGrants(user.id);
    if (grants.some((grant) => grant.dataScope === DATA_SCOPE.platform)) return;
    throw new AppError(ERROR.loginOtherSchool);
  };

  /** A token for the account; `roleId` 0 acts as the account's broadest role (see findRoleGrants). */
  const issueToken = async (owner: AccountOwner, loginType: string, roleId = 0): Promise<LoginResult> => {
    const at = now();
    const token = randomBytes(32).toString('hex');
    await tokens.deleteExpired(at);
    await tokens.insert({
      userId: owner.id,
      orgId: owner.orgId,
      tokenHash: hashToken(token),
      loginType,
      createdAt: at,
      expiresAt: at + config.tokenTtlMs,
      roleId,
    });
    return { token, expire: Math.round(config.tokenTtlMs / 1000) };
  };

  return {
    ...accountSteps(db),

    /** The account steps inside the caller's transaction (see withTransaction). */
    within: (trx: DatabaseTransaction) => accountSteps(trx),

    async login(body: TeacherLoginBody, meta: LoginMeta, audience: LoginAudience = 'staff'): Promise<LoginResult> {
      return issueToken(await verifyCredentials(body, meta, audience), meta.loginType);
    },

    verifyCredentials,
    issueToken,

    /** Counts a sign-up from an address against the same limit as logins. */
    throttleAddress(address: string): Promise<void> {
      return throttle.countAddress(address, now());
    },

    /**
     * Resolves a presented token; `undefined` when absent from the store, expired or locked, or
     * when the account no longer holds the role the token was switched to. Permissions and data
     * scope are the acting role's, read from its row and menus on every request, so a change to
     * a role applies at the next request.
     */
    async authenticate(token: string): Promise<AuthContext | undefined> {
      const tokenHash = hashToken(token);
      const owner = await tokens.findOwner(tokenHash);
      if (!owner || owner.expiresAt <= now() || owner.userStatus !== 1) return undefined;
      const grants = await users.findRoleGrants(owner.userId);
      const acting = owner.roleId === 0 ? grants[0] : grants.find((grant) => grant.id === owner.roleId);
      if (!acting) return undefined;
      return {
        userId: owner.userId,
        orgId: owner.orgId,
        roles: [acting.code],
        roleId: acting.id,
        dataScope: acting.dataScope as DataScope,
        perms: new Set(acting.perms),
        tokenHash,
      };
    },

    /**
     * Role switching: a new token acting as another role the account holds replaces the caller's
     * token (spec §4); the console then reloads the user info and regenerates its routes.
     */
    async switchRole(auth: AuthContext, roleId: number, loginType: string): Promise<LoginResult> {
      const grants = await users.findRoleGrants(auth.userId);
      const chosen = grants.find((grant) => grant.id === roleId);
      if (!chosen || !isStaff([chosen.code])) throw new AppError(ERROR.recordNotFound);
      const result = await issueToken({ id: auth.userId, orgId: auth.orgId }, loginType, chosen.id);
      await tokens.deleteByHash(auth.tokenHash);
      return result;
    },

    async logout(auth: AuthContext): Promise<void> {
      await tokens.deleteByHash(auth.tokenHash);
    },

    async userInfo(auth: AuthContext): Promise<UserInfo> {
      const user = await users.findById(auth.orgId, auth.userId);
      if (!user) throw new AppError(ERROR.tokenInvalid);
      const org = await orgs.findById(auth.orgId);
      const grants = await users.findRoleGrants(auth.userId);
      const staffRoles = grants.filter((grant) => isStaff([grant.code]));
      return {
        id: user.id,
        account: user.account,
        userName: user.userName,
        name: user.name,
        orgId: user.orgId,
        orgName: org?.orgName ?? '',
        avatar: user.avatar,
        introduction: user.introduction,
        roles: auth.roles,
        perms: [...auth.perms].sort(),
        roleId: auth.roleId,
        roleName: grants.find((grant) => grant.id === auth.roleId)?.name ?? '',
        roleOptions: staffRoles.map((grant) => ({ id: grant.id, roleName: grant.name })),
      };
    },

    /** Changes the password and signs out every other session of the user. */
    async changePassword(auth: AuthContext, body: PasswordChangeBody): Promise<void> {
      const user = await users.findById(auth.orgId, auth.userId);
      if (!user) throw new AppError(ERROR.tokenInvalid);
      if (!(await verifyPassword(body.password, user.passwordHash))) {
        throw new AppError(ERROR.wrongOldPassword);
      }
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).updatePasswordHash(auth.orgId, auth.userId, passwordHash, now());
        await createTokensRepository(trx).deleteOthersOfUser(auth.userId, auth.tokenHash);
      });
    },

    /** Hashes a new account's password before the transaction that creates it (scrypt is slow). */
    hashPassword(password: string): Promise<string> {
      return hashPassword(password);
    },

    /** Sets a new password and signs out every session of the account. */
    async resetPassword(orgId: number, userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).updatePasswordHash(orgId, userId, passwordHash, now());
        await createTokensRepository(trx).deleteAllOfUser(userId);
      });
    },

    /** Teachers and admins of the organisation, the people students can be assigned to. */
    staffMembers(orgId: number): Promise<StaffMember[]> {
      return users.listStaff(orgId);
    },

    async findStaffMember(orgId: number, userId: number): Promise<StaffMember | undefined> {
      return (await users.listStaff(orgId, userId))[0];
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
