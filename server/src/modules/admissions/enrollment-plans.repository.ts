import { SPECIAL_ADMISSION_WORDS } from '@zhihang/contract/admissions/admission-codes';
import { planBookYears } from '@zhihang/contract/admissions/year-model';
import { sql, type Kysely } from 'kysely';
import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { EnrollmentSchoolRow } from '@zhihang/contract/enrollment/enrollment-details.schema';
import type { MajorOverviewItem } from '@zhihang/contract/majors/major.schema';
import type { Database } from '../../db/schema.ts';
import { areaNameOf } from '../system/area-names.ts';
import { createStampedReads, tablesStamp } from './stamped-reads.ts';
import { subjectFitCondition } from './subject-fit.sql.ts';

const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

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
  /** Only rows whose 选科 requirement is known (true) or unknown (false): subject_match null. */
  subjectKnown?: boolean;
  collegeName?: string;
  majorName?: string;
  collegeProvinceCodes?: string[];
  collegeLevel?: string;
  tags?: string[];
  majorClass?: string;
  universityId?: number;
  majorId?: number;
  collegeCode?: string;
  /**
   * A college by either of its codes: the national code (what rankings carry) or the exam code
   * the province's plan file prints, which often differs.
   */
  collegeAnyCode?: string;
  groupCode?: string;
  /** Rows by id (at most a few hundred: one IN list). */
  ids?: readonly number[];
  collegeCodes?: readonly string[];
  /** Only rows whose history (joined, or published with the row) has a lowest rank. */
  withHistoryRank?: boolean;
  /** With withHistoryRank: only history of years before this one counts (the exam year). */
  historyBefore?: number;
  /** Highest yearly tuition in 元; rows of unknown tuition never match. */
  maxTuition?: number;
  /** 中外合作办学 units only, or none of them. */
  cooperation?: 'only' | 'exclude';
  /** Only rows of the ordinary admission: not 专项, 预科, 民族班, 定向, 部队 or a 征集志愿 round. */
  ordinaryAdmission?: boolean;
  /** Fewest places of the row this year. */
  minPlanCount?: number;
};

/** One enrollment-plan row (a unit of a plan: a major, or a major of a 院校专业组) as plans show it. */
export type UnitRow = {
  id: number;
  provinceCode: string;
  year: number;
  trackCode: number;
  trackName: string;
  batchCode: number;
  batchName: string;
  collegeCode: string;
  collegeName: string;
  universityId: number | null;
  zone: string;
  groupCode: string;
  groupName: string;
  majorCode: string;
  majorName: string;
  majorId: number | null;
  /** The catalogue code of the major the row names (its 专业类 is the first four digits), where matched. */
  catalogueCode?: string;
  subjectRequirement: string;
  allMask: number;
  anyMask: number;
  subjectFirst: string | null;
  /** null when no source gives the requirement. */
  subjectMatch: string | null;
  /** '' when the plan book printed it; 'outcome' / 'previous-year' with the year it came from. */
  subjectInherited: string;
  subjectInheritedYear: number | null;
  planCount: number | null;
  tuition: string;
  studyYears: string;
  dataSource: string;
};

/** A 中外合作办学 unit says so in its school, group or major name, or in its remark. */
const cooperationCondition = sql<boolean>`((e.school_name || e.group_name || e.major_name || e.remark) like '%中外合作%'
  or (e.school_name || e.group_name || e.major_name || e.remark) like '%合作办学%')`;

const TAG_COLUMNS = { '985': 'is_985', '211': 'is_211', 双一流: 'is_double_first_class' } as const;

/** Enrollment plans joined to their university and source (the area is named from its code), with the list filters applied. */
export function filteredPlans(db: Kysely<Database>, filter: PlanFilter) {
  let query = db
    .selectFrom('enrollment_plans as e')
    .leftJoin('universities as u', 'u.id', 'e.university_id')
    .leftJoin('data_sources as s', 's.id', 'e.data_source_id')
    // Rows an import check found wrong (a group printed twice under two codes) are never offered.
    .where('e.check_excluded', '=', 0);
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
  if (filter.subjectKnown !== undefined) {
    query = query.where('e.subject_match', filter.subjectKnown ? 'is not' : 'is', null);
  }
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
  const anyCode = filter.collegeAnyCode;
  if (anyCode !== undefined) {
    query = query.where((eb) => eb.or([eb('e.school_code', '=', anyCode), eb('u.college_code', '=', anyCode)]));
  }
  if (filter.groupCode !== undefined) query = query.where('e.group_code', '=', filter.groupCode);
  if (filter.ids !== undefined) query = query.where('e.id', 'in', filter.ids.length ? [...filter.ids] : [-1]);
  if (filter.collegeCodes !== undefined) {
    query = query.where('e.school_code', 'in', filter.collegeCodes.length ? [...filter.collegeCodes] : ['']);
  }
  if (filter.maxTuition !== undefined) query = query.where('e.tuition_yuan', '<=', filter.maxTuition);
  if (filter.ordinaryAdmission) {
    for (const word of SPECIAL_ADMISSION_WORDS) query = query.where('e.batch_name', 'not like', `%${word}%`);
  }
  if (filter.cooperation === 'only') query = query.where(cooperationCondition);
  if (filter.cooperation === 'exclude') query = query.where(sql<boolean>`not (${cooperationCondition})`);
  if (filter.minPlanCount !== undefined) query = query.where('e.plan_count', '>=', filter.minPlanCount);
  if (filter.withHistoryRank) {
    const before = filter.historyBefore ?? null;
    query = query.where(
      sql<boolean>`(e.prev_min_rank is not null or exists (select 1 from enrollment_plan_history h
        where h.plan_id = e.id and h.min_rank is not null and h.year < coalesce(${before}, e.year)))`,
    );
  }

  return query;
}

export function createEnrollmentPlansRepository(db: Kysely<Database>) {
  async function readPlanYears(provinceCode: string, trackCode: number | undefined, admittedSchools: number) {
    let query = db
      .selectFrom('enrollment_plans')
      .select((eb) => [
        'year',
        eb.fn.countAll<number | string>().as('rows'),
        sql<number | string>`count(distinct coalesce(cast(university_id as text), school_name))`.as('schools'),
      ])
      .where('province_code', '=', provinceCode)
      .where('check_excluded', '=', 0)
      .groupBy('year');
    if (trackCode !== undefined) query = query.where('track_code', '=', trackCode);
    // The book is judged by its ordinary admission: 安徽's 2026 rows are 专项 books beside one
    // university's own ordinary plan, and no ordinary plan is made from them.
    for (const word of SPECIAL_ADMISSION_WORDS) query = query.where('batch_name', 'not like', `%${word}%`);
    const rows = await query.execute();
    return planBookYears(
      rows.map((row) => ({ year: Number(row.year), rows: Number(row.rows), schools: Number(row.schools) })),
      admittedSchools,
    );
  }

  async function readSearchOptions(provinceCode: string) {
    return db
      .selectFrom('enrollment_plans')
      .select(['year', 'track_code', 'track_name', 'batch_code', 'batch_name'])
      .distinct()
      .where('province_code', '=', provinceCode)
      .orderBy('year', 'desc')
      .orderBy('track_code')
      .orderBy('batch_code')
      .execute();
  }

  async function readSchoolsListed(provinceCode: string, trackCode: number, year: number): Promise<number> {
    let query = db
      .selectFrom('enrollment_plans')
      .select(sql<number | string>`count(distinct coalesce(cast(university_id as text), school_name))`.as('schools'))
      .where('province_code', '=', provinceCode)
      .where('track_code', '=', trackCode)
      .where('year', '=', year)
      .where('check_excluded', '=', 0);
    for (const word of SPECIAL_ADMISSION_WORDS) query = query.where('batch_name', 'not like', `%${word}%`);
    const row = await query.executeTakeFirst();
    return Number(row?.schools ?? 0);
  }

  // Every plan opened or made reads which years and tracks the province's plan book holds (two
  // distinct scans of its rows, 35–45 ms each on SQLite for 吉林, several times a making): kept
  // under a stamp of the plan rows.
  const kept = createStampedReads(() => tablesStamp(db, ['enrollment_plans']));

  return {
    /** The filtered rows as units, by id. */
    async units(filter: PlanFilter): Promise<UnitRow[]> {
      // Only the columns a unit shows: plans open with hundreds of them.
      const rows = await filteredPlans(db, filter)
        .leftJoin('majors as m', 'm.id', 'e.major_id')
        .select([
          'm.code as catalogue_code',
          'e.id',
          'e.province_code',
          'e.year',
          'e.track_code',
          'e.track_name',
          'e.batch_code',
          'e.batch_name',
          'e.school_code',
          'e.school_name',
          'e.university_id',
          'e.group_code',
          'e.group_name',
          'e.major_code',
          'e.major_name',
          'e.major_id',
          'e.subject_requirement',
          'e.subject_all_mask',
          'e.subject_any_mask',
          'e.subject_first',
          'e.subject_match',
          'e.subject_inherited',
          'e.subject_inherited_year',
          'e.plan_count',
          'e.tuition',
          'e.study_years',
          'u.college_name',
          'u.province_code as zone_code',
          's.source_quality',
        ])
        .orderBy('e.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        provinceCode: row.province_code,
        year: row.year,
        trackCode: row.track_code,
        trackName: row.track_name,
        batchCode: row.batch_code,
        batchName: row.batch_name,
        collegeCode: row.school_code,
        collegeName: row.college_name ?? row.school_name,
        universityId: row.university_id,
        zone: areaNameOf(row.zone_code) ?? '',
        groupCode: row.group_code,
        groupName: row.group_name,
        majorCode: row.major_code,
        majorName: row.major_name,
        majorId: row.major_id,
        ...(row.catalogue_code ? { catalogueCode: row.catalogue_code } : {}),
        subjectRequirement: row.subject_requirement,
        allMask: row.subject_all_mask,
        anyMask: row.subject_any_mask,
        subjectFirst: row.subject_first,
        subjectMatch: row.subject_match,
        subjectInherited: row.subject_inherited,
        subjectInheritedYear: row.subject_inherited_year,
        planCount: row.plan_count,
        tuition: row.tuition,
        studyYears: row.study_years,
        dataSource: row.source_quality ?? 'unknown',
      }));
    },

    /** Each year's majors (catalogue ids) with a plan; a published count of 0 is no plan. */
    async plannedMajorYears(): Promise<Array<{ year: number; majorId: number }>> {
      const rows = await db
        .selectFrom('enrollment_plans')
        .select(['year', 'major_id'])
        .distinct()
        .where('major_id', 'is not', null)
        .where((eb) => eb.or([eb('plan_count', 'is', null), eb('plan_count', '>', 0)]))
        .execute();
      return rows.map((row) => ({ year: row.year, majorId: row.major_id as number }));
    },

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
          (eb) => eb.fn.max('u.province_code').as('zone_code'),
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
          zone: areaNameOf(row.zone_code === null ? null : String(row.zone_code)) ?? '',
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

    /** Years holding the province's plan book for a track (or any track), newest first (planBookYears). */
    async planYearsOf(provinceCode: string, trackCode?: number, admittedSchools = 0): Promise<number[]> {
      const key = `book-years|${provinceCode}|${trackCode ?? ''}|${admittedSchools}`;
      return [...(await kept(key, () => readPlanYears(provinceCode, trackCode, admittedSchools)))];
    },

    /** The schools a province's plan book of a year lists for a track, in ordinary admission. */
    async schoolsListed(provinceCode: string, trackCode: number, year: number): Promise<number> {
      return kept(`listed|${provinceCode}|${trackCode}|${year}`, () =>
        readSchoolsListed(provinceCode, trackCode, year),
      );
    },

    async searchOptions(provinceCode: string) {
      return [...(await kept(`options|${provinceCode}`, () => readSearchOptions(provinceCode)))];
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
        .select(['u.college_name', 'u.province_code as zone_code', 's.source_quality'])
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
          zone: areaNameOf(row.zone_code) ?? '',
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

    /** Universities whose enrollment plans carry a major, with the latest plan year. */
    async offeringUniversities(
      majorId: number,
      offset: number,
      limit: number,
    ): Promise<{ total: number; rows: MajorOverviewItem[] }> {
      const offering = db
        .selectFrom('enrollment_plans')
        .select(['university_id', (eb) => eb.fn.max('year').as('latest_year')])
        .where('major_id', '=', majorId)
        .where('university_id', 'is not', null)
        .groupBy('university_id')
        .as('o');
      const query = db.selectFrom(offering).innerJoin('universities as u', 'u.id', 'o.university_id');
      const totalRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await query
        .select([
          'u.id',
          'u.college_name',
          'u.college_code',
          'u.province_code',
          'u.college_level',
          'u.college_tag',
          'o.latest_year',
        ])
        .orderBy('u.college_code')
        .orderBy('u.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return {
        total: Number(totalRow?.total ?? 0),
        rows: rows.map((row) => ({
          universityId: row.id,
          collegeName: row.college_name,
          collegeCode: row.college_code,
          provinceCode: row.province_code,
          collegeLevel: row.college_level,
          collegeTag: row.college_tag,
          latestYear: Number(row.latest_year),
        })),
      };
    },
  };
}
