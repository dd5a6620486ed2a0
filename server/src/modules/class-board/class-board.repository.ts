import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { studentScopeCondition, type StudentScope } from '../students/student-scope.policy.ts';

/** A student on the board with the stamps the cached figures are keyed on. */
export type BoardStudent = {
  id: number;
  name: string;
  className: string;
  entryYear: number;
  teacherName: string;
  /** Changes of the archive or the guidance record (score, 选科) make the cached rank stale. */
  stamp: string;
};

/** Names of users by id, from the module that owns the accounts (auth). */
export type BoardPeople = { userNames(ids: readonly number[]): Promise<Map<number, string>> };

/** A plan as the board reads it: enough to pick the final one and age it. */
export type BoardPlan = {
  id: number;
  studentId: number;
  name: string;
  isFinal: boolean;
  stage: string;
  stageNote: string;
  version: number;
  updatedAt: number;
  deadlineAt: number | null;
};

const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const list: T[][] = [];
  for (let index = 0; index < values.length; index += CHUNK) list.push(values.slice(index, index + CHUNK));
  return list;
}

/**
 * The board's reads and its reminders (the plans' deadlines are the plans module's): students of a scope with their
 * plans in two queries whatever the class size. Tenant-owned: orgId (or the scope) first.
 */
export function createClassBoardRepository(db: Kysely<Database>, people: BoardPeople) {
  return {
    async students(scope: StudentScope, filter: { entryYear?: number; className?: string }): Promise<BoardStudent[]> {
      let query = db
        .selectFrom('students')
        .leftJoin('guidance_records', (join) =>
          join.onRef('guidance_records.student_id', '=', 'students.id').on('guidance_records.org_id', '=', scope.orgId),
        )
        .select([
          'students.id',
          'students.name',
          'students.class_name',
          'students.entry_year',
          'students.updated_at',
          'students.teacher_id',
          'guidance_records.updated_at as record_updated_at',
          'guidance_records.id as record_id',
        ])
        .where(studentScopeCondition(scope))
        .where('students.status', '=', 1);
      if (filter.entryYear !== undefined) query = query.where('students.entry_year', '=', filter.entryYear);
      if (filter.className) query = query.where('students.class_name', '=', filter.className);
      const rows = await query.orderBy('students.class_name').orderBy('students.id').execute();
      const teachers = rows.length ? await people.userNames(rows.map((row) => row.teacher_id)) : new Map();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        className: row.class_name,
        entryYear: row.entry_year,
        teacherName: teachers.get(row.teacher_id) ?? '',
        stamp: `${Number(row.updated_at)}|${row.record_id ?? 0}|${Number(row.record_updated_at ?? 0)}`,
      }));
    },

    async plansOf(orgId: number, studentIds: readonly number[]): Promise<BoardPlan[]> {
      const result: BoardPlan[] = [];
      for (const ids of chunks(studentIds)) {
        const rows = await db
          .selectFrom('plans')
          .select([
            'id',
            'student_id',
            'name',
            'is_final',
            'stage',
            'stage_note',
            'version',
            'updated_at',
            'deadline_at',
          ])
          .where('org_id', '=', orgId)
          .where('student_id', 'in', ids)
          .execute();
        for (const row of rows) {
          result.push({
            id: row.id,
            studentId: row.student_id,
            name: row.name,
            isFinal: row.is_final === 1,
            stage: row.stage,
            stageNote: row.stage_note,
            version: row.version,
            updatedAt: Number(row.updated_at),
            deadlineAt: row.deadline_at === null ? null : Number(row.deadline_at),
          });
        }
      }
      return result;
    },

    /** The organisations with at least one plan. */
    async orgsWithPlans(): Promise<number[]> {
      const rows = await db.selectFrom('plans').select('org_id').distinct().orderBy('org_id').execute();
      return rows.map((row) => row.org_id);
    },

    /** The latest deadline a reminder gave each student (a student without a plan has no other). */
    async reminderDeadlines(orgId: number, studentIds: readonly number[]): Promise<Map<number, number>> {
      const deadlines = new Map<number, number>();
      for (const ids of chunks(studentIds)) {
        const rows = await db
          .selectFrom('student_reminders')
          .select(['student_id', 'deadline_at'])
          .where('org_id', '=', orgId)
          .where('student_id', 'in', ids)
          .where('deadline_at', 'is not', null)
          .orderBy('id')
          .execute();
        for (const row of rows) deadlines.set(row.student_id, Number(row.deadline_at));
      }
      return deadlines;
    },

    async insertReminders(
      orgId: number,
      reminders: ReadonlyArray<{ studentId: number; planId: number | null }>,
      values: { message: string; deadlineAt: number; createdBy: number; createdAt: number },
    ): Promise<void> {
      for (const part of chunks(reminders)) {
        await db
          .insertInto('student_reminders')
          .values(
            part.map((reminder) => ({
              org_id: orgId,
              student_id: reminder.studentId,
              plan_id: reminder.planId,
              message: values.message,
              deadline_at: values.deadlineAt,
              created_by: values.createdBy,
              created_at: values.createdAt,
            })),
          )
          .execute();
      }
    },

    /** The reminders of the student signed in with this account, newest first, with who sent them (named by auth). */
    async remindersOfAccount(orgId: number, userId: number, limit: number) {
      const rows = await db
        .selectFrom('student_reminders')
        .innerJoin('students', 'students.id', 'student_reminders.student_id')
        .select([
          'student_reminders.id',
          'student_reminders.message',
          'student_reminders.deadline_at',
          'student_reminders.created_at',
          'student_reminders.created_by',
        ])
        .where('student_reminders.org_id', '=', orgId)
        .where('students.org_id', '=', orgId)
        .where('students.user_id', '=', userId)
        .orderBy('student_reminders.id', 'desc')
        .limit(limit)
        .execute();
      const senders = rows.length ? await people.userNames(rows.map((row) => row.created_by)) : new Map();
      return rows.map((row) => ({
        id: row.id,
        message: row.message,
        deadlineAt: row.deadline_at === null ? null : Number(row.deadline_at),
        createdAt: Number(row.created_at),
        teacherName: senders.get(row.created_by) ?? '',
      }));
    },
  };
}
