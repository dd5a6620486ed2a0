import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What 用户管理 edits of a console account; the account name and password are set apart. */
export type StaffAccountValues = { name: string; mobile: string; email: string; status: number };

/** The writes of console accounts and their roles that 用户管理 (the access module) asks for. */
export function createAccountWritesRepository(db: Kysely<Database>) {
  return {
    async insertStaff(
      orgId: number,
      account: { account: string; passwordHash: string } & StaffAccountValues,
      now: number,
    ): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          org_id: orgId,
          account: account.account,
          password_hash: account.passwordHash,
          user_name: account.account,
          name: account.name,
          mobile: account.mobile,
          email: account.email,
          status: account.status,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateStaff(orgId: number, id: number, values: StaffAccountValues, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...values, updated_at: now })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    async setStatusMany(ids: number[], status: number, now: number): Promise<void> {
      await db.updateTable('users').set({ status, updated_at: now }).where('id', 'in', ids).execute();
    },

    async replaceRoles(userId: number, roleIds: number[]): Promise<void> {
      await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      await db
        .insertInto('user_roles')
        .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
        .execute();
    },
  };
}
