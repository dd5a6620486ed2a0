import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/** Text columns the student archive adds, all `not null default ''`. */
const ARCHIVE_TEXT_COLUMNS: Array<[name: string, type: `varchar(${number})`]> = [
  ['student_no', 'varchar(32)'],
  ['middle_school', 'varchar(64)'],
  ['province', 'varchar(12)'],
  ['phone', 'varchar(32)'],
  ['nation', 'varchar(16)'],
  ['language', 'varchar(16)'],
  ['archive_card', 'varchar(16)'],
  ['graduation_intention', 'varchar(16)'],
  ['special_reporting_type', 'varchar(256)'],
  ['vision', 'varchar(16)'],
  ['color_weakness', 'varchar(16)'],
  ['other_test_type', 'varchar(256)'],
  ['prefer_type', 'varchar(16)'],
  ['interest_major_option', 'varchar(16)'],
  ['main_subject', 'varchar(8)'],
  ['minor_subject1', 'varchar(8)'],
  ['minor_subject2', 'varchar(8)'],
  ['remark', 'varchar(500)'],
];

const STUDENT_MANAGE_PERMS = [
  'stu:archive:list',
  'stu:archive:info',
  'stu:archive:save',
  'stu:archive:update',
  'stu:archive:delete',
  'stu:archive:import',
  'stu:archive:export',
  'stu:archive:account',
];

/**
 * The student archive (学生档案) on the existing `students` table, the student's mobile-area
 * account, and teachers' QR binding codes. SQLite adds one column per ALTER statement.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const [name, type] of ARCHIVE_TEXT_COLUMNS) {
    await db.schema
      .alterTable('students')
      .addColumn(name, type, (column) => column.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('students')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.createIndex('students_user_id_unique').on('students').column('user_id').unique().execute();
  // A student number is unique within its school once given.
  await db.schema
    .createIndex('students_org_student_no_unique')
    .on('students')
    .columns(['org_id', 'student_no'])
    .unique()
    .where(sql.ref('student_no'), '<>', '')
    .execute();
  await db.schema
    .createIndex('students_org_entry_year_index')
    .on('students')
    .columns(['org_id', 'entry_year'])
    .execute();

  await withIdColumn(db.schema.createTable('qr_codes'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('teacher_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (column) => column.notNull())
    .addColumn('code', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('remark', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('qr_codes_org_teacher_app_index')
    .on('qr_codes')
    .columns(['org_id', 'teacher_id', 'app_id'])
    .execute();

  // Installations seeded before this migration grant 学生管理 its new permissions too (a fresh
  // database has no menus yet: the seed that follows writes them).
  await sql`update menus set perms = ${STUDENT_MANAGE_PERMS.join(',')} where url = '/edu/studentManage'`.execute(db);
}
