import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StudentScope } from '../students/student-scope.policy.ts';

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

/** What the board asks of the students module (its service), the owner of the students. */
export type BoardStudents = {
  activeRoster(
    scope: StudentScope,
    filter: { entryYear?: number; className?: string },
  ): Promise<
    Array<{ id: number; name: string; className: string; entryYear: number; updatedAt: number; teacherId: number }>
  >;
  idOfAccount(orgId: number, userId: number): Promise<number | undefined>;
};

/** What the board asks of the guidance module: the stamps of the students' records. */
export type BoardRecords = {
  recordStamps(orgId: number, studentIds: readonly number[]): Promise<Map<number, { id: number; updatedAt: number }>>;
};

/** The owners' services the board reads through. */
export type BoardPorts = { people: BoardPeople; students: BoardStudents; records: BoardRecords };

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
export function createClassBoardRepository(db: Kysely<Database>, { people, students, records }: BoardPorts) {
  return {
    /** The scope's active students (the students service) with their teachers and records' stamps. */
    async students(scope: StudentScope, filter: { entryYear?: number; className?: string }): Promise<BoardStudent[]> {
      const rows = await students.activeRoster(scope, filter);
      if (!rows.length) return [];
      const ids = rows.map((row) => row.id);
      const [teachers, stamps] = await Promise.all([
        people.userNames(rows.map((row) => row.teacherId)),
        records.recordStamps(scope.orgId, ids),
      ]);
      return rows.map((row) => {
        const record = stamps.get(row.id);
        return {
          id: row.id,
          name: row.name,
          className: row.className,
          entryYear: row.entryYear,
          teacherName: teachers.get(row.teacherId) ?? '',
          stamp: `${row.updatedAt}|${record?.id ?? 0}|${record?.updatedAt ?? 0}`,
        };
      });
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
      const studentId = await students.idOfAccount(orgId, userId);
      if (studentId === undefined) return [];
      const rows = await db
        .selectFrom('student_reminders')
        .select([
          'student_reminders.id',
          'student_reminders.message',
          'student_reminders.deadline_at',
          'student_reminders.created_at',
          'student_reminders.created_by',
        ])
        .where('student_reminders.org_id', '=', orgId)
        .where('student_reminders.student_id', '=', studentId)
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
