import { sql, type Kysely } from 'kysely';
import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Database } from '../../db/schema.ts';
import { subjectFitCondition } from '../admissions/subject-fit.sql.ts';

const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export type ScoreBandRow = {
  trackName: string;
  rankCategory: string;
  scoreText: string;
  scoreLow: number;
  scoreHigh: number | null;
  countAtScore: number | null;
  rankStart: number | null;
  rankEnd: number | null;
  dataSource: string;
};

export type PlanFilter = {
  /** Left out only for the by-college-and-major lookup, which spans provinces. */
  provinceCode?: string;
  year?: number;
  trackCode?: number;
  batchCode?: number;
  scoreMin?: number;
  scoreMax?: number;
  rankMin?: number;
  rankMax?: number;
  subjectMask?: number;
  collegeName?: string;
  majorName?: string;
  collegeProvinceCodes?: string[];
  collegeLevel?: string;
  tags?: string[];
  majorClass?: string;
  universityId?: number;
  majorId?: number;
  collegeCode?: string;
  groupCode?: string;
};

const TAG_COLUMNS = { '985': 'is_985', '211': 'is_211', 双一流: 'is_double_first_class' } as const;

/** Enrollment plans joined to their university, area and source, with the list filters applied. */
export function filteredPlans(db: Kysely<Database>, filter: PlanFilter) {
  let query = db
    .selectFrom('enrollment_plans as e')
    .leftJoin('universities as u', 'u.id', 'e.university_id')
    .leftJoin('areas as z', 'z.code', 'u.province_code')
    .leftJoin('data_sources as s', 's.id', 'e.data_source_id');
  if (filter.provinceCode !== undefined) query = query.where('e.province_code', '=', filter.provinceCode);
  if (filter.year !== undefined) query = query.where('e.year', '=', filter.year);
  if (filter.trackCode !== undefined) query = query.where('e.track_code', '=', filter.trackCode);
  if (filter.batchCode !== undefined) query = query.where('e.batch_code', '=', filter.batchCode);
  const lowScore = sql<number>`coalesce(e.min_score, e.prev_min_score)`;
  const lowRank = sql<number>`coalesce(e.min_rank, e.prev_min_rank)`;
  if (filter.scoreMin !== undefined) query = query.where(lowScore, '>=', filter.scoreMin);
  if (filter.scoreMax !== undefined) query = query.where(lowScore, '<=', filter.scoreMax);
  if (filter.rankMin !== undefined) query = query.where(lowRank, '>=', filter.rankMin);
  if (filter.rankMax !== undefined) query = query.where(lowRank, '<=', filter.rankMax);
  if (filter.subjectMask !== undefined) query = query.where(subjectFitCondition('e', filter.subjectMask));
  if (filter.collegeName) {
    query = query.where(sql<boolean>`lower(e.school_name) like ${containsPattern(filter.collegeName)} escape '\\'`);
  }
  if (filter.majorName) {
    query = query.where(sql<boolean>`lower(e.major_name) like ${containsPattern(filter.majorName)} escape '\\'`);
  }
  if (filter.collegeProvinceCodes?.length) query = query.where('u.province_code', 'in', filter.collegeProvinceCodes);
  if (filter.collegeLevel) query = query.where('u.college_level', '=', filter.collegeLevel);
  for (const tag of filter.tags ?? []) {
    const column = TAG_COLUMNS[tag as keyof typeof TAG_COLUMNS];
    if (column) query = query.where(`u.${column}`, '=', 1);
  }
  if (filter.majorClass) query = query.where('e.major_code', 'like', `${filter.majorClass}%`);
  if (filter.universityId !== undefined) query = query.where('e.university_id', '=', filter.universityId);
  if (filter.majorId !== undefined) query = query.where('e.major_id', '=', filter.majorId);
  if (filter.collegeCode !== undefined) query = query.where('e.school_code', '=', filter.collegeCode);
  if (filter.groupCode !== undefined) query = query.where('e.group_code', '=', filter.groupCode);

  return query;
}

export function createEnrollmentRepository(db: Kysely<Database>) {
  return {
    /** The rows of one published table (province/year/track, first category unless named), high to low. */
    async scoreTable(scope: {
      provinceCode: string;
      year: number;
      trackCode: number;
      rankCategory?: string;
    }): Promise<ScoreBandRow[]> {
      let first = db
        .selectFrom('score_rank_rows')
        .select(['rank_category', 'table_seq'])
        .where('province_code', '=', scope.provinceCode)
        .where('year', '=', scope.year)
        .where('track_code', '=', scope.trackCode);
      if (scope.rankCategory !== undefined) first = first.where('rank_category', '=', scope.rankCategory);
      const table = await first.orderBy('rank_category').orderBy('table_seq').limit(1).executeTakeFirst();
      if (!table) return [];
      const rows = await db
        .selectFrom('score_rank_rows as r')
        .leftJoin('data_sources as s', 's.id', 'r.data_source_id')
        .select([
          'r.track_name',
          'r.rank_category',
          'r.score_text',
          'r.score_low',
          'r.score_high',
          'r.count_at_score',
          'r.rank_start',
          'r.rank_end',
          's.source_quality',
        ])
        .where('r.province_code', '=', scope.provinceCode)
        .where('r.year', '=', scope.year)
        .where('r.track_code', '=', scope.trackCode)
        .where('r.rank_category', '=', table.rank_category)
        .where('r.table_seq', '=', table.table_seq)
        .orderBy('r.score_low', 'desc')
        .execute();
      return rows.map((row) => ({
        trackName: row.track_name,
        rankCategory: row.rank_category,
        scoreText: row.score_text,
        scoreLow: row.score_low,
        scoreHigh: row.score_high,
        countAtScore: row.count_at_score,
        rankStart: row.rank_start,
        rankEnd: row.rank_end,
        dataSource: row.source_quality ?? 'unknown',
      }));
    },

    async plans(
      filter: PlanFilter,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: EnrollmentPlanRow[] }> {
      const query = filteredPlans(db, filter);
      const lowScore = sql<number>`coalesce(e.min_score, e.prev_min_score)`;
      const totalRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await query
        .selectAll('e')
        .select(['u.college_name', 'z.name as zone', 's.source_quality'])
        .orderBy('e.year', 'desc')
        .orderBy(sql`case when coalesce(e.min_score, e.prev_min_score) is null then 1 else 0 end`)
        .orderBy(lowScore, 'desc')
        .orderBy('e.school_code')
        .orderBy('e.group_code')
        .orderBy('e.major_code')
        .orderBy('e.id')
        .offset(offset)
        .limit(limit)
        .execute();

      const totals = new Map<string, number>();
      const groupKey = (row: {
        province_code: string;
        year: number;
        track_code: number;
        batch_code: number;
        school_code: string;
        group_code: string;
      }) => `${row.province_code}|${row.year}|${row.track_code}|${row.batch_code}|${row.school_code}|${row.group_code}`;
      const schools = [...new Set(rows.map((row) => row.school_code))];
      if (schools.length) {
        const sums = await db
          .selectFrom('enrollment_plans')
          .select([
            'province_code',
            'year',
            'track_code',
            'batch_code',
            'school_code',
            'group_code',
            (eb) => eb.fn.sum<number>('plan_count').as('total'),
          ])
          .where('province_code', 'in', [...new Set(rows.map((row) => row.province_code))])
          .where('school_code', 'in', schools)
          .where('year', 'in', [...new Set(rows.map((row) => row.year))])
          .groupBy(['province_code', 'year', 'track_code', 'batch_code', 'school_code', 'group_code'])
          .execute();
        for (const sum of sums) totals.set(groupKey(sum), Number(sum.total));
      }

      return {
        total: Number(totalRow?.total ?? 0),
        rows: rows.map((row) => ({
          id: row.id,
          zone: row.zone ?? '',
          collegeName: row.college_name ?? row.school_name,
          collegeCode: row.school_code,
          universityId: row.university_id,
          major: row.major_name,
          majorId: row.major_id,
          majorExamCode: row.major_code,
          groupCode: row.group_code,
          subjectSelection: row.subject_requirement,
          studyYearWord: row.study_years,
          tuition: row.tuition,
          year: row.year,
          provinceCode: row.province_code,
          trackName: row.track_name,
          batchName: row.batch_name,
          majorLowestScore01: row.prev_min_score,
          majorLowestRank01: row.prev_min_rank,
          majorPlanNum01: row.prev_plan_count,
          majorPlanNum: row.plan_count,
          majorLowScore: row.min_score,
          majorLowRanking: row.min_rank,
          majorPlanTotal: totals.get(groupKey(row)) ?? null,
          dataSource: row.source_quality ?? 'unknown',
        })),
      };
    },
  };
}
