import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Roles per organisation (org_id 0: the built-in roles every organisation shares) with their data
 * scope (1 own students, 2 the whole organisation, 3 every organisation), a contact e-mail on
 * accounts, and the role a token was issued for (role switching).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('org_id', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('builtin', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('data_scope', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('created_at', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('roles_org_id_index').on('roles').column('org_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('email', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('user_tokens')
    .addColumn('role_id', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('user_roles_role_id_index').on('user_roles').column('role_id').execute();

  // Installations seeded before this migration: their four roles are the built-in ones.
  await sql`update roles set builtin = 1 where role_code in ('admin', 'orgAdmin', 'teacher', 'student')`.execute(db);
  await sql`update roles set data_scope = 3 where role_code = 'admin'`.execute(db);
  await sql`update roles set data_scope = 2 where role_code = 'orgAdmin'`.execute(db);
}
