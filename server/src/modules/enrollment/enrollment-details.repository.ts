import { sql, type Kysely } from 'kysely';
import type { EnrollmentSchoolRow } from '@zhihang/contract/enrollment/enrollment-details.schema';
import type { Database } from '../../db/schema.ts';
import { filteredPlans, type PlanFilter } from './enrollment.repository.ts';

/** Queries behind the enrolment detail endpoints (school list, group detail, 双一流, options). */
export function createEnrollmentDetailsRepository(db: Kysely<Database>) {
  return {
    async planScope(id: number) {
      return db
        .selectFrom('enrollment_plans')
        .select(['province_code', 'year', 'track_code', 'batch_code', 'school_code', 'group_code'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** One row per college × 专业组 of the filtered plans, best last-year line first. */
    async schools(
      filter: PlanFilter,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: EnrollmentSchoolRow[] }> {
      const grouped = filteredPlans(db, filter)
        .select([
          'e.province_code',
          'e.year',
          'e.track_name',
          'e.batch_name',
          'e.school_code',
          'e.group_code',
          (eb) => eb.fn.max('e.university_id').as('university_id'),
          (eb) => eb.fn.max('e.school_name').as('school_name'),
          (eb) => eb.fn.max('u.college_name').as('college_name'),
          (eb) => eb.fn.max('z.name').as('zone'),
          (eb) => eb.fn.max('s.source_quality').as('source_quality'),
          (eb) => eb.fn.countAll<number>().as('major_count'),
          (eb) => eb.fn.sum<number>('e.plan_count').as('plan_total'),
          (eb) => eb.fn.min('e.prev_min_score').as('low_score01'),
          (eb) => eb.fn.max('e.prev_min_rank').as('low_rank01'),
        ])
        .groupBy(['e.province_code', 'e.year', 'e.track_name', 'e.batch_name', 'e.school_code', 'e.group_code']);
      const totalRow = await db
        .selectFrom(grouped.as('g'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const rows = await db
        .selectFrom(grouped.as('g'))
        .selectAll()
        .orderBy('g.year', 'desc')
        .orderBy(sql`case when g.low_score01 is null then 1 else 0 end`)
        .orderBy('g.low_score01', 'desc')
        .orderBy('g.school_code')
        .orderBy('g.group_code')
        .offset(offset)
        .limit(limit)
        .execute();
      return {
        total: Number(totalRow?.total ?? 0),
        rows: rows.map((row) => ({
          universityId: row.university_id === null ? null : Number(row.university_id),
          collegeName: String(row.college_name ?? row.school_name ?? ''),
          collegeCode: row.school_code,
          zone: String(row.zone ?? ''),
          provinceCode: row.province_code,
          year: Number(row.year),
          trackName: row.track_name,
          batchName: row.batch_name,
          groupCode: row.group_code,
          majorCount: Number(row.major_count),
          majorPlanTotal: row.plan_total === null ? null : Number(row.plan_total),
          majorLowestScore01: row.low_score01 === null ? null : Number(row.low_score01),
          majorLowestRank01: row.low_rank01 === null ? null : Number(row.low_rank01),
          dataSource: String(row.source_quality ?? 'unknown'),
        })),
      };
    },

    async degreePoints(universityId: number) {
      return db
        .selectFrom('universities')
        .select(['doctor_num', 'doctor_num2', 'master_num', 'master_num2'])
        .where('id', '=', universityId)
        .executeTakeFirst();
    },

    async disciplines(universityId: number) {
      return db
        .selectFrom('university_disciplines')
        .select(['list_name', 'discipline_code', 'discipline_name', 'grade'])
        .where('university_id', '=', universityId)
        .orderBy('list_name')
        .orderBy('discipline_code')
        .orderBy('discipline_name')
        .execute();
    },

    async firstClassMajors(universityId: number) {
      return db
        .selectFrom('first_class_major_sites')
        .select(['major_id', 'major_name', 'batch', 'batch_year', 'tier'])
        .where('university_id', '=', universityId)
        .orderBy('major_name')
        .execute();
    },

    /** Years, tracks and batches that have plans in a province, for the search form. */
    async searchOptions(provinceCode: string) {
      return db
        .selectFrom('enrollment_plans')
        .select(['year', 'track_code', 'track_name', 'batch_code', 'batch_name'])
        .distinct()
        .where('province_code', '=', provinceCode)
        .orderBy('year', 'desc')
        .orderBy('track_code')
        .orderBy('batch_code')
        .execute();
    },
  };
}
