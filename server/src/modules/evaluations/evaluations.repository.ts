import type { AssignmentStatus } from '@zhihang/contract/evaluations/evaluations.schemas';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { studentScopeCondition, type StudentScope } from '../students/student-scope.policy.ts';
import { flag, nullableNumber } from './evaluation-columns.ts';

/** The list's filters as columns: the grade already turned into an entry year. */
export type AssignmentQuery = {
  entryYear?: number;
  className?: string;
  instrumentKey?: string;
  status?: AssignmentStatus | 'overdue';
  name?: string;
  studentId?: number;
};

/** An assignment with its student, attempt and result, as the console lists it. */
export type AssignmentRecord = {
  id: number;
  studentId: number;
  studentName: string;
  studentNo: string;
  className: string;
  entryYear: number;
  instrumentKey: string;
  status: AssignmentStatus;
  deadline: number | null;
  assignedAt: number;
  remindedAt: number | null;
  completedAt: number | null;
  demo: boolean;
  attemptId: number | null;
  startedAt: number | null;
  answeredCount: number;
  /** Items of the attempt's version; null before an attempt exists. */
  itemCount: number | null;
  resultId: number | null;
  resultCode: string;
  careless: { tooFast: boolean; allSame: boolean; inconsistent: boolean } | null;
};

export type OverdueRow = {
  id: number;
  orgId: number;
  studentId: number;
  studentName: string;
  className: string;
  instrumentKey: string;
  deadline: number;
  remindedAt: number | null;
};

export type NewAssignment = { studentId: number; instrumentKey: string; deadline: number | null };

/** `LIKE` pattern for a case-insensitive substring, `%` and `_` taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Rows per INSERT: 8 columns each stays far below either dialect's bound-parameter limit. */
const INSERT_CHUNK = 500;

/**
 * All SQL of assignments: giving them, listing them through the student scope, reminding and
 * withdrawing them; the student's own through their account (`students.user_id`) in their org.
 */
export function createEvaluationsRepository(db: Kysely<Database>) {
  const assignmentsInScope = (scope: StudentScope, query: AssignmentQuery, now: number) => {
    let builder = db
      .selectFrom('evaluation_assignments as a')
      .innerJoin('students', 'students.id', 'a.student_id')
      .where('a.org_id', '=', scope.orgId)
      .where(studentScopeCondition(scope));
    if (query.entryYear !== undefined) builder = builder.where('students.entry_year', '=', query.entryYear);
    if (query.className) builder = builder.where('students.class_name', '=', query.className);
    if (query.instrumentKey) builder = builder.where('a.instrument_key', '=', query.instrumentKey);
    if (query.studentId !== undefined) builder = builder.where('a.student_id', '=', query.studentId);
    if (query.name) {
      builder = builder.where(sql<boolean>`lower(students.name) like ${containsPattern(query.name)} escape '\\'`);
    }
    if (query.status === 'overdue') {
      builder = builder.where('a.status', '!=', 'completed').where('a.deadline', '<', now);
    } else if (query.status) {
      builder = builder.where('a.status', '=', query.status);
    }
    return builder;
  };

  const withDetails = <T extends ReturnType<typeof assignmentsInScope>>(builder: T) =>
    builder
      .leftJoin('evaluation_attempts as t', 't.assignment_id', 'a.id')
      .leftJoin('evaluation_instruments as i', 'i.id', 't.instrument_id')
      .leftJoin('evaluation_results as r', 'r.assignment_id', 'a.id')
      .select([
        'a.id',
        'a.student_id',
        'a.instrument_key',
        'a.status',
        'a.deadline',
        'a.assigned_at',
        'a.reminded_at',
        'a.completed_at',
        'a.demo',
        'students.name as student_name',
        'students.student_no',
        'students.class_name',
        'students.entry_year',
        't.id as attempt_id',
        't.started_at',
        'i.item_count',
        'r.id as result_id',
        'r.code as result_code',
        'r.too_fast',
        'r.all_same',
        'r.inconsistent',
      ])
      .select((eb) =>
        eb
          .selectFrom('evaluation_answers')
          .whereRef('evaluation_answers.attempt_id', '=', 't.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('answered_count'),
      );

  type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];

  const toAssignment = (row: DetailRow): AssignmentRecord => ({
    id: row.id,
    studentId: row.student_id,
    studentName: row.student_name,
    studentNo: row.student_no,
    className: row.class_name,
    entryYear: row.entry_year,
    instrumentKey: row.instrument_key,
    status: row.status as AssignmentStatus,
    deadline: nullableNumber(row.deadline),
    assignedAt: Number(row.assigned_at),
    remindedAt: nullableNumber(row.reminded_at),
    completedAt: nullableNumber(row.completed_at),
    demo: flag(row.demo),
    attemptId: row.attempt_id ?? null,
    startedAt: nullableNumber(row.started_at),
    answeredCount: Number(row.answered_count ?? 0),
    itemCount: nullableNumber(row.item_count),
    resultId: row.result_id ?? null,
    resultCode: row.result_code ?? '',
    careless:
      row.result_id === null || row.result_id === undefined
        ? null
        : { tooFast: flag(row.too_fast), allSame: flag(row.all_same), inconsistent: flag(row.inconsistent) },
  });

  return {
    /** Ids of the students in scope among `ids`, or of a grade (and class) in scope; active students only. */
    async studentIdsInScope(
      scope: StudentScope,
      target: { ids?: readonly number[]; entryYear?: number; className?: string },
    ): Promise<number[]> {
      let builder = db
        .selectFrom('students')
        .select('students.id')
        .where(studentScopeCondition(scope))
        .where('students.status', '=', 1);
      if (target.ids) builder = builder.where('students.id', 'in', target.ids.length > 0 ? [...target.ids] : [0]);
      if (target.entryYear !== undefined) builder = builder.where('students.entry_year', '=', target.entryYear);
      if (target.className) builder = builder.where('students.class_name', '=', target.className);
      const rows = await builder.orderBy('students.id').execute();
      return rows.map((row) => row.id);
    },

    /** `student|instrument` of the assignments not yet completed among these students. */
    async openPairs(orgId: number, studentIds: readonly number[], keys: readonly string[]): Promise<Set<string>> {
      if (studentIds.length === 0) return new Set();
      const pairs = new Set<string>();
      for (let start = 0; start < studentIds.length; start += INSERT_CHUNK) {
        const rows = await db
          .selectFrom('evaluation_assignments')
          .select(['student_id', 'instrument_key'])
          .where('org_id', '=', orgId)
          .where('student_id', 'in', studentIds.slice(start, start + INSERT_CHUNK))
          .where('instrument_key', 'in', [...keys])
          .where('status', '!=', 'completed')
          .execute();
        for (const row of rows) pairs.add(`${row.student_id}|${row.instrument_key}`);
      }
      return pairs;
    },

    async insertAssignments(
      orgId: number,
      rows: readonly NewAssignment[],
      actor: { userId: number; now: number; demo?: boolean },
    ): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const inserted = await db
          .insertInto('evaluation_assignments')
          .values(
            rows.slice(start, start + INSERT_CHUNK).map((row) => ({
              org_id: orgId,
              student_id: row.studentId,
              instrument_key: row.instrumentKey,
              deadline: row.deadline,
              assigned_by: actor.userId,
              assigned_at: actor.now,
              demo: actor.demo ? 1 : 0,
            })),
          )
          .returning('id')
          .execute();
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    async list(
      scope: StudentScope,
      query: AssignmentQuery & { offset: number; limit: number },
      now: number,
    ): Promise<{ total: number; rows: AssignmentRecord[] }> {
      const totalRow = await assignmentsInScope(scope, query, now)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const rows = await withDetails(assignmentsInScope(scope, query, now))
        .orderBy('a.assigned_at', 'desc')
        .orderBy('a.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return { total: Number(totalRow?.total ?? 0), rows: rows.map(toAssignment) };
    },

    /** Every matching assignment in list order, up to `limit` (the export). */
    async listAll(scope: StudentScope, query: AssignmentQuery, now: number, limit: number) {
      const rows = await withDetails(assignmentsInScope(scope, query, now))
        .orderBy('students.class_name')
        .orderBy('students.name')
        .orderBy('a.instrument_key')
        .limit(limit)
        .execute();
      return rows.map(toAssignment);
    },

    /** Assignments among `ids` in scope and not completed (withdrawing, reminding). */
    async unfinishedInScope(scope: StudentScope, ids: readonly number[]): Promise<number[]> {
      const rows = await db
        .selectFrom('evaluation_assignments as a')
        .innerJoin('students', 'students.id', 'a.student_id')
        .select('a.id')
        .where('a.org_id', '=', scope.orgId)
        .where(studentScopeCondition(scope))
        .where('a.id', 'in', [...ids])
        .where('a.status', '!=', 'completed')
        .execute();
      return rows.map((row) => row.id);
    },

    async deleteAssignments(orgId: number, ids: readonly number[]): Promise<number> {
      const result = await db
        .deleteFrom('evaluation_assignments')
        .where('org_id', '=', orgId)
        .where('id', 'in', [...ids])
        .where('status', '!=', 'completed')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async markReminded(orgId: number, ids: readonly number[], now: number): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('evaluation_assignments')
        .set({ reminded_at: now })
        .where('org_id', '=', orgId)
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Unfinished assignments past their deadline, in one org or all (the scheduled reminder). */
    async overdue(now: number, orgId?: number): Promise<OverdueRow[]> {
      let builder = db
        .selectFrom('evaluation_assignments as a')
        .innerJoin('students', 'students.id', 'a.student_id')
        .select([
          'a.id',
          'a.org_id',
          'a.student_id',
          'a.instrument_key',
          'a.deadline',
          'a.reminded_at',
          'students.name',
          'students.class_name',
        ])
        .where('a.status', '!=', 'completed')
        .where('a.deadline', '<', now)
        .where('students.status', '=', 1);
      if (orgId !== undefined) builder = builder.where('a.org_id', '=', orgId);
      const rows = await builder.orderBy('a.org_id').orderBy('a.deadline').execute();
      return rows.map((row) => ({
        id: row.id,
        orgId: row.org_id,
        studentId: row.student_id,
        studentName: row.name,
        className: row.class_name,
        instrumentKey: row.instrument_key,
        deadline: Number(row.deadline),
        remindedAt: nullableNumber(row.reminded_at),
      }));
    },

    /** The student record of a student account in its org. */
    async studentOfAccount(orgId: number, userId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('students')
        .select('id')
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.id;
    },

    /** A student's own assignments, newest first. */
    async ofStudent(orgId: number, studentId: number, now: number): Promise<AssignmentRecord[]> {
      const rows = await withDetails(assignmentsInScope({ orgId }, { studentId }, now))
        .orderBy('a.assigned_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
      return rows.map(toAssignment);
    },

    async assignmentOfStudent(orgId: number, studentId: number, id: number) {
      const row = await db
        .selectFrom('evaluation_assignments')
        .select(['id', 'instrument_key', 'status'])
        .where('org_id', '=', orgId)
        .where('student_id', '=', studentId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? { id: row.id, instrumentKey: row.instrument_key, status: row.status as AssignmentStatus }
        : undefined;
    },
  };
}

export type EvaluationsRepository = ReturnType<typeof createEvaluationsRepository>;
