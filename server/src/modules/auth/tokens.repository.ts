import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TokenOwner = {
  userId: number;
  orgId: number;
  /** The role the token acts as; 0 for tokens issued before role switching. */
  roleId: number;
  expiresAt: number;
  userStatus: number;
};

export function createTokensRepository(db: Kysely<Database>) {
  return {
    async insert(token: {
      userId: number;
      orgId: number;
      tokenHash: string;
      loginType: string;
      createdAt: number;
      expiresAt: number;
      roleId: number;
    }): Promise<void> {
      await db
        .insertInto('user_tokens')
        .values({
          user_id: token.userId,
          org_id: token.orgId,
          token_hash: token.tokenHash,
          login_type: token.loginType,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
          role_id: token.roleId,
        })
        .execute();
    },

    async findOwner(tokenHash: string): Promise<TokenOwner | undefined> {
      const row = await db
        .selectFrom('user_tokens')
        .innerJoin('users', 'users.id', 'user_tokens.user_id')
        .select([
          'user_tokens.user_id',
          'user_tokens.org_id',
          'user_tokens.role_id',
          'user_tokens.expires_at',
          'users.status',
        ])
        .where('user_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? {
            userId: row.user_id,
            orgId: row.org_id,
            roleId: row.role_id,
            expiresAt: row.expires_at,
            userStatus: row.status,
          }
        : undefined;
    },

    async deleteByHash(tokenHash: string): Promise<void> {
      await db.deleteFrom('user_tokens').where('token_hash', '=', tokenHash).execute();
    },

    async deleteOthersOfUser(userId: number, keepTokenHash: string): Promise<void> {
      await db
        .deleteFrom('user_tokens')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', keepTokenHash)
        .execute();
    },

    async deleteAllOfUser(userId: number): Promise<void> {
      await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    },

    /** Every session of an organisation (the token keeps its organisation). */
    async deleteAllOfOrg(orgId: number): Promise<void> {
      await db.deleteFrom('user_tokens').where('org_id', '=', orgId).execute();
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('user_tokens').where('expires_at', '<=', now).execute();
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
