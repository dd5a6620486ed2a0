import type { Kysely } from 'kysely';
import type { MajorPlanRow, UniversityPlanRow } from '@zhihang/contract/universities/university.schema';
import type { Database } from '../../db/schema.ts';

/** A major-admission row of an earlier year, as a teacher picks it to carry into this year's plan. */
export type OldYearRow = {
  id: number;
  provinceCode: string;
  year: number;
  trackCode: number;
  collegeCode: string;
  collegeName: string;
  majorName: string;
  allMask: number;
  anyMask: number;
};

/** Reads of admission history (school and major lines): a university's detail pages, picked rows. */
export function createAdmissionHistoryRepository(db: Kysely<Database>) {
  return {
    /** Major-admission rows by id (at most a few hundred: one IN list), in no particular order. */
    async majorRowsByIds(ids: readonly number[]): Promise<OldYearRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('major_admissions')
        .select([
          'id',
          'province_code',
          'year',
          'track_code',
          'school_code',
          'school_name',
          'major_name',
          'subject_all_mask',
          'subject_any_mask',
        ])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        provinceCode: row.province_code,
        year: row.year,
        trackCode: row.track_code,
        collegeCode: row.school_code,
        collegeName: row.school_name,
        majorName: row.major_name,
        allMask: row.subject_all_mask,
        anyMask: row.subject_any_mask,
      }));
    },

    /** Provinces with admission rows of a university, most rows first (the default province). */
    async provincesWithData(table: 'university_admissions' | 'major_admissions', universityId: number) {
      const rows = await db
        .selectFrom(table)
        .select(['province_code', (eb) => eb.fn.countAll<number>().as('total')])
        .where('university_id', '=', universityId)
        .groupBy('province_code')
        .orderBy('total', 'desc')
        .orderBy('province_code')
        .execute();
      return rows.map((row) => row.province_code);
    },

    async universityPlanRows(scope: {
      universityId: number;
      provinceCode: string;
      year?: number;
      trackCode?: number;
    }): Promise<UniversityPlanRow[]> {
      let query = db
        .selectFrom('university_admissions as a')
        .leftJoin('data_sources as s', 's.id', 'a.data_source_id')
        .where('a.university_id', '=', scope.universityId)
        .where('a.province_code', '=', scope.provinceCode);
      if (scope.year !== undefined) query = query.where('a.year', '=', scope.year);
      if (scope.trackCode !== undefined) query = query.where('a.track_code', '=', scope.trackCode);
      const rows = await query
        .select([
          'a.year',
          'a.province_code',
          'a.school_code',
          'a.school_name',
          'a.track_name',
          'a.batch_name',
          'a.admission_type',
          'a.min_score',
          'a.min_rank',
          'a.min_rank_end',
          's.source_quality',
        ])
        .orderBy('a.year', 'desc')
        .orderBy('a.track_code')
        .orderBy('a.batch_code')
        .orderBy('a.id')
        .limit(500)
        .execute();
      return rows.map((row) => ({
        plan_year: row.year,
        province_code: row.province_code,
        college_exam_code: row.school_code,
        exam_class_name: row.track_name,
        exam_batch_name: row.batch_name,
        college_exam_code_type: row.admission_type,
        college_name: row.school_name,
        school_low_score: row.min_score,
        school_low_ranking: row.min_rank ?? row.min_rank_end,
        dataSource: row.source_quality ?? 'unknown',
      }));
    },

    async majorPlanRows(scope: {
      universityId: number;
      provinceCode: string;
      year?: number;
      trackCode?: number;
      batchCode?: number;
    }): Promise<MajorPlanRow[]> {
      let query = db
        .selectFrom('major_admissions as a')
        .leftJoin('data_sources as s', 's.id', 'a.data_source_id')
        .where('a.university_id', '=', scope.universityId)
        .where('a.province_code', '=', scope.provinceCode);
      if (scope.year !== undefined) query = query.where('a.year', '=', scope.year);
      if (scope.trackCode !== undefined) query = query.where('a.track_code', '=', scope.trackCode);
      if (scope.batchCode !== undefined) query = query.where('a.batch_code', '=', scope.batchCode);
      const rows = await query
        .select([
          'a.year',
          'a.province_code',
          'a.school_code',
          'a.track_name',
          'a.batch_name',
          'a.major_code',
          'a.major_name',
          'a.plan_count',
          'a.study_years',
          'a.min_score',
          'a.min_rank',
          'a.min_rank_end',
          's.source_quality',
        ])
        .orderBy('a.year', 'desc')
        .orderBy('a.track_code')
        .orderBy('a.batch_code')
        .orderBy('a.min_score', 'desc')
        .orderBy('a.id')
        .limit(1000)
        .execute();
      return rows.map((row) => ({
        plan_year: row.year,
        province_code: row.province_code,
        college_exam_code: row.school_code,
        exam_class_name: row.track_name,
        exam_batch_name: row.batch_name,
        major_exam_code: row.major_code,
        major_name: row.major_name,
        major_plan_num: row.plan_count,
        study_year_word: row.study_years,
        major_low_score: row.min_score,
        major_low_ranking: row.min_rank ?? row.min_rank_end,
        dataSource: row.source_quality ?? 'unknown',
      }));
    },
  };
}
