import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/** Organisations, accounts, roles and menus, tokens, rate limits, system reference data. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('organizations'), dialect)
    .addColumn('org_key', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('org_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('org_login_title', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .addColumn('org_logo', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('filing_number', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id'))
    .addColumn('account', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'varchar(256)', (column) => column.notNull())
    .addColumn('user_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('avatar', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('introduction', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_org_id_index').on('users').column('org_id').execute();

  await withIdColumn(db.schema.createTable('roles'), dialect)
    .addColumn('role_code', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('role_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('remark', 'varchar(256)', (column) => column.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await withIdColumn(db.schema.createTable('menus'), dialect)
    .addColumn('parent_id', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('url', 'varchar(256)', (column) => column.notNull().defaultTo(''))
    .addColumn('perms', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('type', 'integer', (column) => column.notNull())
    .addColumn('icon', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('order_num', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('home_flag', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('always_show', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('keep_alive', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (column) => column.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (column) => column.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await withIdColumn(db.schema.createTable('user_tokens'), dialect)
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'integer', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('login_type', 'varchar(8)', (column) => column.notNull().defaultTo('0'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user_id_index').on('user_tokens').column('user_id').execute();
  await db.schema.createIndex('user_tokens_expires_at_index').on('user_tokens').column('expires_at').execute();

  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('bucket_key', 'varchar(256)', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limit_buckets_pk', ['bucket_key', 'window_start'])
    .execute();

  await withIdColumn(db.schema.createTable('sys_config'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('param_key', 'varchar(64)', (column) => column.notNull())
    .addColumn('param_value', 'varchar(2000)', (column) => column.notNull())
    .addColumn('remark', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addUniqueConstraint('sys_config_org_key_unique', ['org_id', 'param_key'])
    .execute();

  await withIdColumn(db.schema.createTable('sys_dictionary'), dialect)
    .addColumn('parent_id', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('data_code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('data_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('order_num', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db.schema.createTable('evaluation_dictionary'), dialect)
    .addColumn('evaluation_key', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('evaluation_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('test_result_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('description', 'varchar(2000)', (column) => column.notNull())
    .addColumn('order_num', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('areas')
    .addColumn('code', 'varchar(12)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('parent_code', 'varchar(12)', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('students'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('teacher_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('gender', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('entry_year', 'integer', (column) => column.notNull())
    .addColumn('class_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('students_org_teacher_index').on('students').columns(['org_id', 'teacher_id']).execute();

  await withIdColumn(db.schema.createTable('guidance_records'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id').onDelete('cascade'))
    .addColumn('teacher_id', 'integer', (column) => column.notNull())
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('guidance_records_student_index')
    .on('guidance_records')
    .columns(['org_id', 'student_id'])
    .execute();
}
