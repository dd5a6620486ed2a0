import { createHash, randomBytes } from 'node:crypto';
import type {
  LoginResult,
  PasswordChangeBody,
  RoleCode,
  TeacherLoginBody,
  UserInfo,
} from '@zhihang/contract/auth/auth.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './password-hash.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createRateLimitsRepository } from './rate-limits.repository.ts';
import { createTokensRepository } from './tokens.repository.ts';
import { createUsersRepository } from './users.repository.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type Dependencies = {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'tokenTtlMs' | 'loginLimits'>;
  orgs: OrgsService;
  now?: () => number;
};

export function createAuthService({ db, config, orgs, now = Date.now }: Dependencies) {
  const limits = config.loginLimits;
  const users = createUsersRepository(db);
  const tokens = createTokensRepository(db);
  const rateLimits = createRateLimitsRepository(db);

  return {
    async login(body: TeacherLoginBody, meta: { address: string; loginType: string }): Promise<LoginResult> {
      const at = now();
      const addressKey = `login:address:${meta.address}`;
      const accountKey = `login:account:${body.account.toLowerCase()}`;
      const addressHits = await rateLimits.hit(addressKey, limits.addressWindowMs, at);
      if (addressHits > limits.maxPerAddress) throw new AppError(ERROR.loginThrottled, 429);
      const failures = await rateLimits.count(accountKey, limits.accountWindowMs, at);
      if (failures >= limits.maxFailuresPerAccount) throw new AppError(ERROR.loginThrottled, 429);

      const user = await users.findByAccount(body.account);
      const passwordMatches = await verifyPassword(body.password, user?.passwordHash ?? UNMATCHABLE_HASH);
      if (!user || !passwordMatches) {
        await rateLimits.hit(accountKey, limits.accountWindowMs, at);
        throw new AppError(ERROR.loginFailed);
      }
      if (user.status !== 1) throw new AppError(ERROR.accountLocked);
      await rateLimits.clear(accountKey);

      const token = randomBytes(32).toString('hex');
      await tokens.deleteExpired(at);
      await tokens.insert({
        userId: user.id,
        orgId: user.orgId,
        tokenHash: hashToken(token),
        loginType: meta.loginType,
        createdAt: at,
        expiresAt: at + config.tokenTtlMs,
      });
      return { token, expire: Math.round(config.tokenTtlMs / 1000) };
    },

    /** Resolves a presented token; `undefined` when absent from the store, expired or locked. */
    async authenticate(token: string): Promise<AuthContext | undefined> {
      const tokenHash = hashToken(token);
      const owner = await tokens.findOwner(tokenHash);
      if (!owner || owner.expiresAt <= now() || owner.userStatus !== 1) return undefined;
      const grants = await users.findGrants(owner.userId);
      return {
        userId: owner.userId,
        orgId: owner.orgId,
        roles: grants.roles as RoleCode[],
        perms: new Set(grants.perms),
        tokenHash,
      };
    },

    async logout(auth: AuthContext): Promise<void> {
      await tokens.deleteByHash(auth.tokenHash);
    },

    async userInfo(auth: AuthContext): Promise<UserInfo> {
      const user = await users.findById(auth.orgId, auth.userId);
      if (!user) throw new AppError(ERROR.tokenInvalid);
      const org = await orgs.findById(auth.orgId);
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
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
