import {
  EVALUATION_RESULT_CODES,
  type InstrumentDefinition,
} from '@zhihang/contract/evaluations/instrument-definition';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { studentScopeCondition, type StudentScope } from '../students/student-scope.policy.ts';
import { createEvaluationInstrumentsRepository } from './evaluation-instruments.repository.ts';

/** A Holland letter with the 专业类 its scale leads to (the reports' bridge). */
export type HollandScale = { letter: string; name: string; majorClasses: readonly string[] };

/** The student's latest finished 霍兰德 result: its code and the letters of its own version. */
export type LatestHolland = { resultId: number; code: string; completedAt: number; scales: HollandScale[] };

const HOLLAND_KEY = 'hol';

/** The letters of a 霍兰德 definition with their bridges, as the reports read them. */
export const hollandScalesOf = (definition: InstrumentDefinition): HollandScale[] =>
  definition.scales.map((scale) => ({
    letter: scale.code,
    name: scale.name.zh,
    majorClasses: scale.bridge.majorClasses,
  }));

/**
 * What other modules may read of a student's interests: the plans' intelligent making weighs majors
 * by the student's Holland code, with the same letter → 专业类 bridge the reports show.
 */
export function createStudentInterests(db: Kysely<Database>) {
  const instruments = createEvaluationInstrumentsRepository(db);
  return {
    /** The latest finished 霍兰德 result of a student in the caller's scope, or undefined. */
    async latestHolland(scope: StudentScope, studentId: number): Promise<LatestHolland | undefined> {
      const row = await db
        .selectFrom('evaluation_results as r')
        .innerJoin('students', 'students.id', 'r.student_id')
        .select(['r.id', 'r.code', 'r.completed_at', 'r.instrument_id'])
        .where('r.org_id', '=', scope.orgId)
        .where(studentScopeCondition(scope))
        .where('r.student_id', '=', studentId)
        .where('r.instrument_key', '=', HOLLAND_KEY)
        .orderBy('r.completed_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || !row.code) return undefined;
      const definition = await instruments.definition(row.instrument_id);
      if (!definition) return undefined;
      return {
        resultId: row.id,
        code: row.code,
        completedAt: Number(row.completed_at),
        scales: hollandScalesOf(definition),
      };
    },

    /** The current 霍兰德 version's letters, for codes a request gives. */
    async currentHollandScales(): Promise<HollandScale[]> {
      const version = await instruments.current(HOLLAND_KEY);
      const definition = version ? await instruments.definition(version.id) : undefined;
      return definition && definition.resultCode === EVALUATION_RESULT_CODES.hol ? hollandScalesOf(definition) : [];
    },
  };
}

export type StudentInterests = ReturnType<typeof createStudentInterests>;
