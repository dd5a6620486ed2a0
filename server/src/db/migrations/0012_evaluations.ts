import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/** Permissions of the evaluation pages: the student list and reports, and the analysis. */
export const EVALUATION_PERMS = [
  'stu:evaluation:list',
  'stu:evaluation:info',
  'stu:evaluation:assign',
  'stu:evaluation:export',
] as const;
export const EVALUATION_ANALYSE_PERMS = ['stu:evaluation:analyse'] as const;

/**
 * Student evaluations. Instruments are data: each version of an instrument's definition (items,
 * keying, norms, interpretation) is one row, loaded from the seed files and never edited once an
 * attempt uses it. A teacher's assignment gives one student one instrument; the student's attempt
 * is bound to the version current when it started and keeps one row per answered item with its
 * timing; submitting scores the attempt on the server into a result.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('evaluation_instruments'), dialect)
    .addColumn('instrument_key', 'varchar(16)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('result_code', 'varchar(8)', (column) => column.notNull())
    .addColumn('title', 'varchar(128)', (column) => column.notNull())
    .addColumn('item_count', 'integer', (column) => column.notNull())
    /** The whole definition as JSON; only the server reads the keying in it. */
    .addColumn('definition', 'text', (column) => column.notNull())
    .addColumn('content_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('loaded_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('evaluation_instruments_version_unique', ['instrument_key', 'version'])
    .execute();

  await withIdColumn(db.schema.createTable('evaluation_assignments'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id').onDelete('cascade'))
    .addColumn('instrument_key', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('assigned'))
    .addColumn('deadline', 'bigint')
    .addColumn('assigned_by', 'integer', (column) => column.notNull())
    .addColumn('assigned_at', 'bigint', (column) => column.notNull())
    .addColumn('reminded_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('demo', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('evaluation_assignments_student')
    .on('evaluation_assignments')
    .columns(['org_id', 'student_id', 'instrument_key'])
    .execute();
  await db.schema
    .createIndex('evaluation_assignments_status')
    .on('evaluation_assignments')
    .columns(['org_id', 'status', 'deadline'])
    .execute();

  await withIdColumn(db.schema.createTable('evaluation_attempts'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('assignment_id', 'integer', (column) =>
      column.notNull().unique().references('evaluation_assignments.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (column) => column.notNull())
    .addColumn('instrument_id', 'integer', (column) => column.notNull().references('evaluation_instruments.id'))
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint')
    .execute();

  await db.schema
    .createTable('evaluation_answers')
    .addColumn('attempt_id', 'integer', (column) =>
      column.notNull().references('evaluation_attempts.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('value', 'integer', (column) => column.notNull())
    .addColumn('elapsed_ms', 'integer', (column) => column.notNull())
    .addColumn('answered_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('evaluation_answers_pk', ['attempt_id', 'item_id'])
    .execute();

  await withIdColumn(db.schema.createTable('evaluation_results'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id').onDelete('cascade'))
    .addColumn('assignment_id', 'integer', (column) =>
      column.notNull().unique().references('evaluation_assignments.id').onDelete('cascade'),
    )
    .addColumn('attempt_id', 'integer', (column) =>
      column.notNull().unique().references('evaluation_attempts.id').onDelete('cascade'),
    )
    .addColumn('instrument_id', 'integer', (column) => column.notNull().references('evaluation_instruments.id'))
    .addColumn('instrument_key', 'varchar(16)', (column) => column.notNull())
    /** The Holland code, the type, or the leading scales. */
    .addColumn('code', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    /** Compact scale scores, `[[code, percent, sten], …]`, for the class analysis to read without the texts. */
    .addColumn('profile', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('too_fast', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('all_same', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('inconsistent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('completed_at', 'bigint', (column) => column.notNull())
    .addColumn('demo', 'integer', (column) => column.notNull().defaultTo(0))
    /**
     * The scoring's outcome as JSON (scale scores, texts, strengths, cautions), last: SQLite reads
     * a row's columns in order, and the analysis's columns should not wait behind kilobytes of text.
     */
    .addColumn('outcome', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('evaluation_results_org_instrument')
    .on('evaluation_results')
    .columns(['org_id', 'instrument_key', 'student_id'])
    .execute();

  await grantMenus(db);
}

/**
 * Installations seeded before evaluations existed: their menus get the permissions and the
 * hidden /test preview route. A fresh database has no menus yet and gets them from the seed.
 */
async function grantMenus(db: Kysely<unknown>): Promise<void> {
  await sql`update menus set perms = ${EVALUATION_PERMS.join(',')} where url = '/edu/studentEvaluation'`.execute(db);
  await sql`update menus set perms = ${EVALUATION_ANALYSE_PERMS.join(',')} where url = '/edu/analyse'`.execute(db);
  const { rows: existing } = await sql<{ id: number }>`select id from menus where url = '/test'`.execute(db);
  const { rows: anchors } = await sql<{ id: number }>`select id from menus where url = '/edu/evaluateDetail'`.execute(
    db,
  );
  if (existing.length > 0 || anchors.length === 0) return;
  await sql`
    insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
    values (0, '测评预览', '/test', '', 1, '', 99, 0, 1, 0, 0)
  `.execute(db);
  for (const role of ['admin', 'orgAdmin', 'teacher']) {
    await sql`
      insert into role_menus (role_id, menu_id)
      select roles.id, menus.id from roles, menus where roles.role_code = ${role} and menus.url = '/test'
    `.execute(db);
  }
}
