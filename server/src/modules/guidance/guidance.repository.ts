import type { SubjectScore } from '@zhihang/contract/plans/guidance.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { idChunks } from '../../lib/id-chunks.ts';

/** The stored guidance data of one student, camelCase, JSON columns parsed. */
export type GuidanceValues = {
  province: string;
  scoreTotal: number | null;
  addScore: number;
  scoreArray: SubjectScore[];
  mainSubject: string;
  minorSubject1: string;
  minorSubject2: string;
  guiBatch: number;
  guiPlanId: number | null;
  guiPlanType: string | null;
  selectedEnrollmentPlanIdList: number[];
  /** The 高考 year the teacher set; null: the province's current one. */
  examYear: number | null;
};

export type GuidanceRow = GuidanceValues & { studentId: number; updatedAt: number | null };

const COLUMNS = {
  province: 'province',
  scoreTotal: 'score_total',
  addScore: 'add_score',
  scoreArray: 'score_array',
  mainSubject: 'main_subject',
  minorSubject1: 'minor_subject1',
  minorSubject2: 'minor_subject2',
  guiBatch: 'gui_batch',
  guiPlanId: 'gui_plan_id',
  guiPlanType: 'gui_plan_type',
  selectedEnrollmentPlanIdList: 'selected_enrollment_plan_ids',
  examYear: 'exam_year',
} as const satisfies Record<keyof GuidanceValues, string>;

const JSON_KEYS: ReadonlySet<keyof GuidanceValues> = new Set(['scoreArray', 'selectedEnrollmentPlanIdList']);

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Only the keys given become columns: the setter updates the keys it was sent. */
function toColumns(values: Partial<GuidanceValues>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof GuidanceValues, unknown]>) {
    if (value === undefined) continue;
    columns[COLUMNS[key]] = JSON_KEYS.has(key) ? JSON.stringify(value) : value;
  }
  return columns;
}

/** Guidance records: one per student, tenant-owned (orgId first). */
export function createGuidanceRepository(db: Kysely<Database>) {
  return {
    /** The 选科 of the record of each student of `ids` that has one, one query per 500 ids. */
    async subjectsOf(
      orgId: number,
      studentIds: readonly number[],
    ): Promise<Map<number, { mainSubject: string; minorSubject1: string; minorSubject2: string }>> {
      const found = new Map<number, { mainSubject: string; minorSubject1: string; minorSubject2: string }>();
      for (const chunk of idChunks(studentIds)) {
        const rows = await db
          .selectFrom('guidance_records')
          .select(['student_id', 'main_subject', 'minor_subject1', 'minor_subject2'])
          .where('org_id', '=', orgId)
          .where('student_id', 'in', chunk)
          .execute();
        for (const row of rows) {
          found.set(row.student_id, {
            mainSubject: row.main_subject,
            minorSubject1: row.minor_subject1,
            minorSubject2: row.minor_subject2,
          });
        }
      }
      return found;
    },

    /** Id and last change of the record of each student of `ids` that has one, one query per 500 ids. */
    async stampsOf(
      orgId: number,
      studentIds: readonly number[],
    ): Promise<Map<number, { id: number; updatedAt: number }>> {
      const found = new Map<number, { id: number; updatedAt: number }>();
      for (const chunk of idChunks(studentIds)) {
        const rows = await db
          .selectFrom('guidance_records')
          .select(['id', 'student_id', 'updated_at'])
          .where('org_id', '=', orgId)
          .where('student_id', 'in', chunk)
          .execute();
        for (const row of rows) found.set(row.student_id, { id: row.id, updatedAt: Number(row.updated_at) });
      }
      return found;
    },

    async find(orgId: number, studentId: number): Promise<GuidanceRow | undefined> {
      const row = await db
        .selectFrom('guidance_records')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        studentId: row.student_id,
        province: row.province,
        scoreTotal: row.score_total === null ? null : Number(row.score_total),
        addScore: Number(row.add_score),
        scoreArray: parseList<SubjectScore>(row.score_array),
        mainSubject: row.main_subject,
        minorSubject1: row.minor_subject1,
        minorSubject2: row.minor_subject2,
        guiBatch: row.gui_batch,
        guiPlanId: row.gui_plan_id,
        guiPlanType: row.gui_plan_type,
        selectedEnrollmentPlanIdList: parseList<number>(row.selected_enrollment_plan_ids),
        examYear: row.exam_year,
        updatedAt: row.updated_at === null ? null : Number(row.updated_at),
      };
    },

    /**
     * Writes the given keys: updates the student's record, or creates it from `initial` (the
     * defaults) with the keys on top. The unique (org_id, student_id) keeps it one per student.
     */
    async save(
      orgId: number,
      student: { id: number; teacherId: number },
      initial: GuidanceValues,
      changes: Partial<GuidanceValues>,
      by: { userId: number; now: number },
    ): Promise<void> {
      const updated = await db
        .updateTable('guidance_records')
        .set({ ...toColumns(changes), updated_by: by.userId, updated_at: by.now })
        .where('org_id', '=', orgId)
        .where('student_id', '=', student.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return;
      await db
        .insertInto('guidance_records')
        .values({
          org_id: orgId,
          student_id: student.id,
          teacher_id: student.teacherId,
          kind: 'guidance',
          created_at: by.now,
          ...toColumns({ ...initial, ...changes }),
          updated_by: by.userId,
          updated_at: by.now,
        })
        .execute();
    },

    /** Deleted plans are no longer anyone's opened plan. */
    async forgetPlans(orgId: number, planIds: readonly number[]): Promise<void> {
      if (planIds.length === 0) return;
      await db
        .updateTable('guidance_records')
        .set({ gui_plan_id: null })
        .where('org_id', '=', orgId)
        .where('gui_plan_id', 'in', [...planIds])
        .execute();
    },
  };
}
