import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';

/**
 * The head teacher's class workflow: the plan a student will file (one final plan per student),
 * its stage from draft to signed off, the deadline, and every step kept as an audit trail.
 *
 * `plans.stage` is the board's status, kept on the plan so a board of 200 students is one read:
 * 'draft' | 'shared' | 'viewed' | 'student_confirmed' | 'parent_confirmed' | 'reviewed'
 * | 'needs_changes'. `stage_note` says why a plan fell back (changed after confirmation or review).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('plans')
    .addColumn('is_final', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('stage', 'varchar(24)', (column) => column.notNull().defaultTo('draft'))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('stage_note', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  /** The version the last confirmation or sign-off was given for; a save past it falls back. */
  await db.schema.alterTable('plans').addColumn('settled_version', 'integer').execute();
  await db.schema.alterTable('plans').addColumn('reviewer_id', 'integer').execute();
  await db.schema.alterTable('plans').addColumn('reviewed_at', 'bigint').execute();
  await db.schema.alterTable('plans').addColumn('deadline_at', 'bigint').execute();
  await db.schema.createIndex('plans_student_final').on('plans').columns(['student_id', 'is_final']).execute();

  // Every step of a plan's life: who (teacher, student or parent), when, on which version.
  await withIdColumn(db.schema.createTable('plan_events'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull())
    .addColumn('plan_id', 'integer', (column) => column.notNull())
    .addColumn('student_id', 'integer', (column) => column.notNull())
    .addColumn('plan_version', 'integer', (column) => column.notNull())
    /** 'teacher' | 'student' | 'parent'. */
    .addColumn('actor_kind', 'varchar(16)', (column) => column.notNull())
    /** The signed-in user; null for a parent, who is named in `actor_name`. */
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    /**
     * 'final' | 'share' | 'view' | 'student_confirm' | 'parent_confirm' | 'parent_question'
     * | 'review_comment' | 'review_changes' | 'review_pass' | 'fall_back' | 'deadline' | 'remind'.
     */
    .addColumn('action', 'varchar(24)', (column) => column.notNull())
    /** The stage after the event. */
    .addColumn('stage', 'varchar(24)', (column) => column.notNull())
    /** JSON: the row commented on, the comment, the relationship, what changed since, … */
    .addColumn('detail', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('plan_events_plan').on('plan_events').columns(['plan_id', 'id']).execute();
  await db.schema.createIndex('plan_events_org').on('plan_events').columns(['org_id', 'created_at']).execute();

  // A reminder a teacher sends to a student's phone, with the deadline it is about.
  await withIdColumn(db.schema.createTable('student_reminders'), dialect)
    .addColumn('org_id', 'integer', (column) => column.notNull())
    .addColumn('student_id', 'integer', (column) => column.notNull())
    .addColumn('plan_id', 'integer')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('deadline_at', 'bigint')
    .addColumn('created_by', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('student_reminders_student')
    .on('student_reminders')
    .columns(['student_id', 'created_at'])
    .execute();
}
