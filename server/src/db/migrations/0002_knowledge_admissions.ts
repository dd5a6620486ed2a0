import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';
import { uniqueSourceKey, withImportSource, type AnyTable } from './imported-row-columns.ts';

/** Province × year × track × batch, each as a code for queries and as published for display. */
function withAdmissionScope(table: AnyTable): AnyTable {
  return table
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('track_code', 'integer', (column) => column.notNull())
    .addColumn('track_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('batch_code', 'integer', (column) => column.notNull())
    .addColumn('batch_name', 'varchar(128)', (column) => column.notNull().defaultTo(''));
}

/** The university an admission row names, resolved when a name or code matched, kept as published. */
function withSchool(table: AnyTable): AnyTable {
  return table
    .addColumn('university_id', 'integer', (column) => column.references('universities.id').onDelete('set null'))
    .addColumn('school_code', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('school_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('admission_type', 'varchar(128)', (column) => column.notNull().defaultTo(''));
}

/** 选科 requirement as published and parsed; masks use the bits of ELECTIVE_SUBJECTS. */
function withSubjectRequirement(table: AnyTable): AnyTable {
  return table
    .addColumn('subject_requirement', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('subject_first', 'varchar(8)')
    .addColumn('subject_reselect', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('subject_match', 'varchar(8)')
    .addColumn('subject_all_mask', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('subject_any_mask', 'integer', (column) => column.notNull().defaultTo(0));
}

/** Outcome figures of one admission row; a rank may be published or derived from the score. */
function withOutcome(table: AnyTable): AnyTable {
  return table
    .addColumn('min_score', 'double precision')
    .addColumn('min_score_text', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('avg_score', 'double precision')
    .addColumn('max_score', 'double precision')
    .addColumn('min_rank', 'double precision')
    .addColumn('min_rank_start', 'integer')
    .addColumn('min_rank_end', 'integer')
    .addColumn('min_rank_derived', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('plan_count', 'integer')
    .addColumn('admitted_count', 'integer')
    .addColumn('filing_count', 'integer')
    .addColumn('control_line', 'double precision')
    .addColumn('remark', 'varchar(1000)', (column) => column.notNull().defaultTo(''));
}

/**
 * The admissions part of migration 0002_knowledge, per province × year × track (科类 / 首选科目) ×
 * batch: 一分一段 tables, control lines, admission history at university, 院校专业组 and major
 * level, enrollment plans with 选科 requirements, province filling rules, and the majors with a
 * plan in each year. Every row keeps its file and provenance and, where it has a rank, whether the
 * rank was published or derived from the score. Indexed for the queries the pages make.
 */
export async function createAdmissionTables(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // 一分一段: one row per score as published. Merged top bands ("666-750") and the publication
  // floor ("0-139") keep their text and range; table_seq numbers repeated tables in one file.
  await withIdColumn(db.schema.createTable('score_rank_rows'), dialect)
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('track_code', 'integer', (column) => column.notNull())
    .addColumn('track_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('batch_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('rank_category', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .addColumn('rank_usage', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .addColumn('table_seq', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('score_low', 'integer', (column) => column.notNull())
    .addColumn('score_high', 'integer')
    .addColumn('score_text', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('count_at_score', 'integer')
    .addColumn('rank_start', 'integer')
    .addColumn('rank_end', 'integer')
    .addColumn('control_score', 'integer')
    .addColumn('policy_bonus_included', 'integer')
    .addColumn('score_basis', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'score_rank_rows');
  await db.schema
    .createIndex('score_rank_rows_lookup_index')
    .on('score_rank_rows')
    .columns(['province_code', 'year', 'track_code', 'score_low'])
    .execute();

  // 批次线; `seq` keeps every published line when a source repeats a line without telling them apart.
  await withIdColumn(db.schema.createTable('control_lines'), dialect)
    .$call(withAdmissionScope)
    .addColumn('line_type', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('score', 'double precision', (column) => column.notNull())
    .addColumn('seq', 'integer', (column) => column.notNull().defaultTo(1))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'control_lines');
  await db.schema
    .createIndex('control_lines_scope_index')
    .on('control_lines')
    .columns(['province_code', 'year', 'track_code', 'batch_code'])
    .execute();

  await withIdColumn(db.schema.createTable('university_admissions'), dialect)
    .$call(withAdmissionScope)
    .$call(withSchool)
    .$call(withOutcome)
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'university_admissions');
  await db.schema
    .createIndex('university_admissions_history_index')
    .on('university_admissions')
    .columns(['university_id', 'province_code', 'year', 'track_code', 'batch_code'])
    .execute();
  await db.schema
    .createIndex('university_admissions_scope_index')
    .on('university_admissions')
    .columns(['province_code', 'year', 'track_code', 'batch_code', 'min_score'])
    .execute();

  await withIdColumn(db.schema.createTable('group_admissions'), dialect)
    .$call(withAdmissionScope)
    .$call(withSchool)
    .addColumn('group_code', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('group_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('group_majors', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('major_count', 'integer')
    .addColumn('vacancy_count', 'integer')
    .addColumn('tie_breaks', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .$call(withSubjectRequirement)
    .$call(withOutcome)
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'group_admissions');
  await db.schema
    .createIndex('group_admissions_history_index')
    .on('group_admissions')
    .columns(['university_id', 'province_code', 'year', 'track_code', 'batch_code'])
    .execute();
  await db.schema
    .createIndex('group_admissions_scope_index')
    .on('group_admissions')
    .columns(['province_code', 'year', 'track_code', 'batch_code', 'min_score'])
    .execute();

  await withIdColumn(db.schema.createTable('major_admissions'), dialect)
    .$call(withAdmissionScope)
    .$call(withSchool)
    .addColumn('group_code', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_code', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('major_id', 'integer', (column) => column.references('majors.id').onDelete('set null'))
    .addColumn('education_level', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('study_years', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('tuition', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_dept', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .$call(withSubjectRequirement)
    .$call(withOutcome)
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'major_admissions');
  await db.schema
    .createIndex('major_admissions_history_index')
    .on('major_admissions')
    .columns(['university_id', 'province_code', 'year', 'track_code', 'batch_code'])
    .execute();
  await db.schema
    .createIndex('major_admissions_major_index')
    .on('major_admissions')
    .columns(['major_id', 'province_code', 'year'])
    .execute();

  // Enrollment plans (and published 选科 requirement lists, whose plan_count is null).
  await withIdColumn(db.schema.createTable('enrollment_plans'), dialect)
    .$call(withAdmissionScope)
    .$call(withSchool)
    .addColumn('group_code', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('group_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_code', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_name', 'varchar(500)', (column) => column.notNull())
    .addColumn('major_id', 'integer', (column) => column.references('majors.id').onDelete('set null'))
    .addColumn('major_category', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('education_level', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('plan_count', 'integer')
    .addColumn('tuition', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('study_years', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('is_new', 'integer')
    .$call(withSubjectRequirement)
    // Outcome of the same year where known, and of the year before (the reference for choosing).
    .addColumn('min_score', 'double precision')
    .addColumn('min_rank', 'double precision')
    .addColumn('min_rank_derived', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('prev_plan_count', 'integer')
    .addColumn('prev_min_score', 'double precision')
    .addColumn('prev_min_rank', 'double precision')
    .addColumn('remark', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'enrollment_plans');
  await db.schema
    .createIndex('enrollment_plans_score_index')
    .on('enrollment_plans')
    .columns(['province_code', 'year', 'track_code', 'batch_code', 'prev_min_score'])
    .execute();
  await db.schema
    .createIndex('enrollment_plans_rank_index')
    .on('enrollment_plans')
    .columns(['province_code', 'year', 'track_code', 'batch_code', 'prev_min_rank'])
    .execute();
  await db.schema
    .createIndex('enrollment_plans_university_index')
    .on('enrollment_plans')
    .columns(['university_id', 'province_code', 'year'])
    .execute();
  await db.schema
    .createIndex('enrollment_plans_major_index')
    .on('enrollment_plans')
    .columns(['major_id', 'year'])
    .execute();

  await withIdColumn(db.schema.createTable('filling_rules'), dialect)
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('batches', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('filling_mode', 'varchar(16)', (column) => column.notNull())
    .addColumn('volunteer_count', 'integer', (column) => column.notNull())
    .addColumn('majors_per_group', 'integer')
    .addColumn('allows_adjustment', 'integer')
    .addColumn('remark', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'filling_rules');
  await db.schema
    .createIndex('filling_rules_province_index')
    .on('filling_rules')
    .columns(['province_code', 'year'])
    .execute();

  // Majors with a plan in a year (/bdmajoryif/getCurrentYearPlanMajor), derived from the plans.
  await db.schema
    .createTable('current_plan_majors')
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('major_id', 'integer', (column) => column.notNull().references('majors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('current_plan_majors_pk', ['year', 'major_id'])
    .execute();
}
