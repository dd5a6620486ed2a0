import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/** Permissions of the plans and the guidance record, granted through the 规划指导 menu. */
export const PLAN_PERMS = [
  'stu:plan:list',
  'stu:plan:info',
  'stu:plan:save',
  'stu:plan:update',
  'stu:plan:delete',
  'stu:plan:share',
] as const;

/**
 * The guidance record becomes one row per student with the planning data (spec §3), and the
 * students' 志愿 plans get their tables: the plan (one province, year and batch, with its share
 * link and the frozen snapshot the link shows) and its rows in slot order.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // Until now a student could have several records (one per interview); keep the first.
  await sql`delete from guidance_records where id not in (select min(id) from guidance_records group by org_id, student_id)`.execute(
    db,
  );
  const guidanceColumns: Array<[string, string, string | number | null]> = [
    ['province', 'varchar(12)', ''],
    ['score_total', 'double precision', null],
    ['add_score', 'double precision', 0],
    ['score_array', 'text', '[]'],
    ['main_subject', 'varchar(8)', ''],
    ['minor_subject1', 'varchar(8)', ''],
    ['minor_subject2', 'varchar(8)', ''],
    ['gui_batch', 'integer', 3],
    ['gui_plan_id', 'integer', null],
    ['gui_plan_type', 'varchar(16)', null],
    ['selected_enrollment_plan_ids', 'text', '[]'],
    ['updated_by', 'integer', null],
    ['updated_at', 'bigint', null],
  ];
  for (const [name, type, fallback] of guidanceColumns) {
    await db.schema
      .alterTable('guidance_records')
      .addColumn(name, sql.raw(type), (column) => (fallback === null ? column : column.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema
    .createIndex('guidance_records_student_unique')
    .on('guidance_records')
    .columns(['org_id', 'student_id'])
    .unique()
    .execute();

  await withIdColumn(db.schema.createTable('plans'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('province_code', 'varchar(12)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('track_code', 'integer', (column) => column.notNull())
    .addColumn('batch_code', 'integer', (column) => column.notNull())
    .addColumn('batch_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('filling_mode', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('editing'))
    .addColumn('share_id', 'varchar(64)', (column) => column.unique())
    .addColumn('share_code', 'varchar(16)')
    .addColumn('shared_at', 'bigint')
    .addColumn('share_expires_at', 'bigint')
    .addColumn('share_revoked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('share_snapshot', 'text')
    .addColumn('created_by', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_by', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('plans_student_name_unique', ['org_id', 'student_id', 'name'])
    .execute();

  await withIdColumn(db.schema.createTable('plan_rows'), dialect)
    .addColumn('plan_id', 'integer', (column) => column.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (column) => column.notNull())
    .addColumn('enrollment_plan_id', 'integer')
    .addColumn('college_code', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('group_code', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_ids', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('obeys_adjustment', 'integer')
    .addUniqueConstraint('plan_rows_slot_unique', ['plan_id', 'slot'])
    .execute();

  // Installations seeded before plans existed: the 规划指导 menu grants them and stays kept alive.
  await sql`update menus set perms = ${PLAN_PERMS.join(',')}, keep_alive = 1 where url = '/edu/studentGuidance'`.execute(
    db,
  );
}
