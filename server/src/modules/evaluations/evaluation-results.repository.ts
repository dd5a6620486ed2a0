import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { studentScopeCondition, type StudentScope } from '../students/student-scope.policy.ts';
import { flag } from './evaluation-columns.ts';

/** A result with its student, for reports. */
export type ResultRecord = {
  id: number;
  studentId: number;
  studentName: string;
  className: string;
  entryYear: number;
  instrumentId: number;
  instrumentKey: string;
  code: string;
  outcome: string;
  completedAt: number;
  demo: boolean;
};

/** One latest result per student and instrument, for the class analysis. */
export type AnalysisResultRow = {
  id: number;
  assignmentId: number;
  studentId: number;
  studentName: string;
  className: string;
  instrumentKey: string;
  code: string;
  /** `[[code, percent, sten], …]` */
  profile: string;
  tooFast: boolean;
  allSame: boolean;
  inconsistent: boolean;
  completedAt: number;
  mainSubject: string;
  minorSubject1: string;
  minorSubject2: string;
};

/** The 选科 of students' guidance records, from the module that owns them (guidance). */
export type StudentSubjects = {
  subjectsOf(
    orgId: number,
    studentIds: readonly number[],
  ): Promise<Map<number, { mainSubject: string; minorSubject1: string; minorSubject2: string }>>;
};

/** Reads of scored results through the student scope: reports and the class analysis. */
export function createEvaluationResultsRepository(db: Kysely<Database>, records: StudentSubjects) {
  return {
    /** A result in the console's scope, or (with `studentId`) only that student's. */
    async findResult(scope: StudentScope, id: number, studentId?: number): Promise<ResultRecord | undefined> {
      let builder = db
        .selectFrom('evaluation_results as r')
        .innerJoin('students', 'students.id', 'r.student_id')
        .select([
          'r.id',
          'r.student_id',
          'r.instrument_id',
          'r.instrument_key',
          'r.code',
          'r.outcome',
          'r.completed_at',
          'r.demo',
          'students.name',
          'students.class_name',
          'students.entry_year',
        ])
        .where('r.org_id', '=', scope.orgId)
        .where(studentScopeCondition(scope))
        .where('r.id', '=', id);
      if (studentId !== undefined) builder = builder.where('r.student_id', '=', studentId);
      const row = await builder.executeTakeFirst();
      return row
        ? {
            id: row.id,
            studentId: row.student_id,
            studentName: row.name,
            className: row.class_name,
            entryYear: row.entry_year,
            instrumentId: row.instrument_id,
            instrumentKey: row.instrument_key,
            code: row.code,
            outcome: row.outcome,
            completedAt: Number(row.completed_at),
            demo: flag(row.demo),
          }
        : undefined;
    },

    /** Active students in scope of a grade and class: the analysis's population. */
    async countStudents(scope: StudentScope, filter: { entryYear?: number; className?: string }): Promise<number> {
      let builder = db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(studentScopeCondition(scope))
        .where('students.status', '=', 1);
      if (filter.entryYear !== undefined) builder = builder.where('students.entry_year', '=', filter.entryYear);
      if (filter.className) builder = builder.where('students.class_name', '=', filter.className);
      const row = await builder.executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Results of active students in scope, newest first, with the 选科 of their guidance record
     * (the planning data the fit is measured against).
     */
    async analysisResults(
      scope: StudentScope,
      filter: { entryYear?: number; className?: string },
    ): Promise<AnalysisResultRow[]> {
      let builder = db
        .selectFrom('evaluation_results as r')
        .innerJoin('students', 'students.id', 'r.student_id')
        .select([
          'r.id',
          'r.assignment_id',
          'r.student_id',
          'r.instrument_key',
          'r.code',
          'r.profile',
          'r.too_fast',
          'r.all_same',
          'r.inconsistent',
          'r.completed_at',
          'students.name',
          'students.class_name',
        ])
        .where('r.org_id', '=', scope.orgId)
        .where(studentScopeCondition(scope))
        .where('students.status', '=', 1);
      if (filter.entryYear !== undefined) builder = builder.where('students.entry_year', '=', filter.entryYear);
      if (filter.className) builder = builder.where('students.class_name', '=', filter.className);
      const rows = await builder.orderBy('r.completed_at', 'desc').orderBy('r.id', 'desc').execute();
      const subjects = rows.length
        ? await records.subjectsOf(
            scope.orgId,
            rows.map((row) => row.student_id),
          )
        : new Map<number, { mainSubject: string; minorSubject1: string; minorSubject2: string }>();
      return rows.map((row) => ({
        id: row.id,
        assignmentId: row.assignment_id,
        studentId: row.student_id,
        studentName: row.name,
        className: row.class_name,
        instrumentKey: row.instrument_key,
        code: row.code,
        profile: row.profile,
        tooFast: flag(row.too_fast),
        allSame: flag(row.all_same),
        inconsistent: flag(row.inconsistent),
        completedAt: Number(row.completed_at),
        mainSubject: subjects.get(row.student_id)?.mainSubject ?? '',
        minorSubject1: subjects.get(row.student_id)?.minorSubject1 ?? '',
        minorSubject2: subjects.get(row.student_id)?.minorSubject2 ?? '',
      }));
    },

    /** Unfinished assignments past their deadline of active students in scope (预警: not taken). */
    async overdueInScope(scope: StudentScope, filter: { entryYear?: number; className?: string }, now: number) {
      let builder = db
        .selectFrom('evaluation_assignments as a')
        .innerJoin('students', 'students.id', 'a.student_id')
        .select(['a.id', 'a.student_id', 'a.instrument_key', 'a.deadline', 'students.name', 'students.class_name'])
        .where('a.org_id', '=', scope.orgId)
        .where(studentScopeCondition(scope))
        .where('students.status', '=', 1)
        .where('a.status', '!=', 'completed')
        .where('a.deadline', '<', now);
      if (filter.entryYear !== undefined) builder = builder.where('students.entry_year', '=', filter.entryYear);
      if (filter.className) builder = builder.where('students.class_name', '=', filter.className);
      const rows = await builder.orderBy('students.class_name').orderBy('students.name').execute();
      return rows.map((row) => ({
        assignmentId: row.id,
        studentId: row.student_id,
        studentName: row.name,
        className: row.class_name,
        instrumentKey: row.instrument_key,
        deadline: Number(row.deadline),
      }));
    },
  };
}
