import { Kysely, SqliteDialect } from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, refuseUniqueViolation, UNIQUE_KEYS } from './unique-violation.ts';

/** What pg reports for a duplicate (fields of its DatabaseError). */
const postgresDuplicate = {
  code: '23505',
  table: 'sys_config',
  constraint: 'sys_config_org_key_unique',
  detail: 'Key (org_id, param_key)=(1, theme) already exists.',
  message: 'duplicate key value violates unique constraint "sys_config_org_key_unique"',
};

async function sqliteDuplicateError(): Promise<unknown> {
  const db = new Kysely<{ sys_config: { org_id: number; param_key: string } }>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  await db.schema
    .createTable('sys_config')
    .addColumn('org_id', 'integer')
    .addColumn('param_key', 'text')
    .addUniqueConstraint('sys_config_org_key_unique', ['org_id', 'param_key'])
    .execute();
  const row = { org_id: 1, param_key: 'theme' };
  await db.insertInto('sys_config').values(row).execute();
  const failure = await db
    .insertInto('sys_config')
    .values(row)
    .execute()
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  await db.destroy();
  return failure;
}

describe('isUniqueViolation', () => {
  it("recognises SQLite's and PostgreSQL's duplicate errors and the key they violate", async () => {
    const sqlite = await sqliteDuplicateError();
    for (const error of [sqlite, postgresDuplicate]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, UNIQUE_KEYS.configParamKey)).toBe(true);
      expect(isUniqueViolation(error, UNIQUE_KEYS.studentNumber)).toBe(false);
      expect(isUniqueViolation(error, UNIQUE_KEYS.userAccount)).toBe(false);
    }
  });

  it('leaves other errors alone', () => {
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false);
    expect(isUniqueViolation({ code: '23503', table: 'students', detail: 'Key (user_id)=(9) is not present.' })).toBe(
      false,
    );
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY constraint failed' })).toBe(
      false,
    );
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('refuseUniqueViolation', () => {
  it("turns a violation of the key into the service's refusal and passes on anything else", async () => {
    const refusal = () => new Error('参数名已存在');
    await expect(
      refuseUniqueViolation(() => Promise.reject(postgresDuplicate), UNIQUE_KEYS.configParamKey, refusal),
    ).rejects.toThrow('参数名已存在');
    await expect(
      refuseUniqueViolation(() => Promise.reject(postgresDuplicate), UNIQUE_KEYS.userAccount, refusal),
    ).rejects.toBe(postgresDuplicate);
    await expect(refuseUniqueViolation(() => Promise.resolve(7), UNIQUE_KEYS.userAccount, refusal)).resolves.toBe(7);
  });
});
