import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/** Tables whose rows a check may leave out of what the product serves. */
const CHECKED_TABLES = [
  'score_rank_rows',
  'control_lines',
  'university_admissions',
  'group_admissions',
  'major_admissions',
  'enrollment_plans',
] as const;

/**
 * What the import checks found in the data, and what they did about it. A check runs at the end
 * of each file's import against that file's rows, the other years and the other sources; its
 * findings replace the file's earlier ones. A row a check will not serve is marked
 * `check_excluded = 1` and kept as published, so the evidence stays in the database.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('data_findings'), dialect)
    /** The file the finding is about; null for findings across files (the plan history join). */
    .addColumn('file_id', 'integer', (column) => column.references('import_files.id'))
    /** What kind of problem (`track-swap`, `rank-order`, …); see contract/src/imports/data-finding.ts. */
    .addColumn('kind', 'varchar(48)', (column) => column.notNull())
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull().defaultTo(''))
    .addColumn('year', 'integer')
    .addColumn('track_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    /** The file's row (header = 1) where one row is meant; null for a whole table. */
    .addColumn('row_number', 'integer')
    /** What was checked, as a teacher would name it: 广东 2026 物理类 一分一段表. */
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    /** What is wrong and what was done, in plain words. */
    .addColumn('message', 'text', (column) => column.notNull())
    /** 'fixed' (corrected on import), 'excluded' (not served), 'flagged' (served, to be looked at). */
    .addColumn('action', 'varchar(16)', (column) => column.notNull())
    /** The figures the decision rests on, as JSON text. */
    .addColumn('evidence', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('found_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('data_findings_file').on('data_findings').columns(['file_id']).execute();
  await db.schema
    .createIndex('data_findings_province')
    .on('data_findings')
    .columns(['province_code', 'year'])
    .execute();

  for (const table of CHECKED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('check_excluded', 'smallint', (column) => column.notNull().defaultTo(0))
      .execute();
  }
  // The track as the file printed it: a check may correct track_name / track_code (a table whose
  // 物理类 and 历史类 are swapped), and decides again from this on every import of the file.
  await db.schema
    .alterTable('score_rank_rows')
    .addColumn('published_track_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .execute();
  await sql`update score_rank_rows set published_track_name = track_name`.execute(db);
  // A plan row whose plan book prints no 选科 takes it from the same year's group line
  // ('outcome') or from the unit it continues ('previous-year', 参考往年); '' when published.
  await db.schema
    .alterTable('enrollment_plans')
    .addColumn('subject_inherited', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('enrollment_plans').addColumn('subject_inherited_year', 'integer').execute();
  await addDataHealthMenu(db);
}

/**
 * Installations seeded before the data health page: its menu entry after 数据说明, granted to
 * the roles that hold 数据说明 (a fresh database gets it from the seed).
 */
export async function addDataHealthMenu(db: Kysely<unknown>): Promise<void> {
  const { rows: existing } = await sql<{ id: number }>`select id from menus where url = '/edu/dataHealth'`.execute(db);
  const { rows: anchors } = await sql<{ id: number; order_num: number }>`
    select id, order_num from menus where url = '/edu/engineData'`.execute(db);
  const anchor = anchors[0];
  if (existing.length > 0 || !anchor) return;
  await sql`
    insert into menus (parent_id, name, url, perms, type, icon, order_num, home_flag, hidden, always_show, keep_alive)
    values (0, '数据体检', '/edu/dataHealth', 'stu:plan:info', 1, 'chart', ${anchor.order_num}, 0, 0, 1, 1)
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role_menus.role_id, menus.id from role_menus, menus
    where role_menus.menu_id = ${anchor.id} and menus.url = '/edu/dataHealth'
  `.execute(db);
}
