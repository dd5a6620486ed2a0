import { sql, type Kysely } from 'kysely';
import type { ScoreRankRow } from '@zhihang/contract/admissions/rank-conversion';
import type { Database } from '../../db/schema.ts';
import { subjectFitCondition } from './subject-fit.sql.ts';

/** Province × year × track × batch of the units a plan holds. */
export type UnitScope = { provinceCode: string; year: number; trackCode: number; batchCode: number };

/** One current-year enrollment-plan row with what a plan shows of it. */
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
  subjectRequirement: string;
  allMask: number;
  anyMask: number;
  subjectFirst: string | null;
  planCount: number | null;
  tuition: string;
  studyYears: string;
  minScore: number | null;
  minRank: number | null;
  prevMinScore: number | null;
  prevMinRank: number | null;
  prevPlanCount: number | null;
  dataSource: string;
};

/** One earlier year of a major, a 院校专业组 or a school. */
export type HistoryRow = {
  collegeCode: string;
  groupCode: string;
  majorName: string;
  year: number;
  minScore: number | null;
  minRank: number | null;
  planCount: number | null;
};

/** A row of an earlier year a teacher picks to carry into this year's plan. */
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

export type ControlLineRow = { year: number; batchCode: number; batchName: string; lineType: string; score: number };

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

function unitQuery(db: Kysely<Database>) {
  return db
    .selectFrom('enrollment_plans as e')
    .leftJoin('universities as u', 'u.id', 'e.university_id')
    .leftJoin('areas as z', 'z.code', 'u.province_code')
    .leftJoin('data_sources as s', 's.id', 'e.data_source_id')
    .selectAll('e')
    .select(['u.college_name', 'z.name as zone', 's.source_quality']);
}

type UnitSelection = Awaited<ReturnType<ReturnType<typeof unitQuery>['execute']>>[number];

function toUnitRow(row: UnitSelection): UnitRow {
  return {
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
    zone: row.zone ?? '',
    groupCode: row.group_code,
    groupName: row.group_name,
    majorCode: row.major_code,
    majorName: row.major_name,
    majorId: row.major_id,
    subjectRequirement: row.subject_requirement,
    allMask: row.subject_all_mask,
    anyMask: row.subject_any_mask,
    subjectFirst: row.subject_first,
    planCount: row.plan_count,
    tuition: row.tuition,
    studyYears: row.study_years,
    minScore: numberOrNull(row.min_score),
    minRank: numberOrNull(row.min_rank),
    prevMinScore: numberOrNull(row.prev_min_score),
    prevMinRank: numberOrNull(row.prev_min_rank),
    prevPlanCount: row.prev_plan_count,
    dataSource: row.source_quality ?? 'unknown',
  };
}

/** SQLite and PostgreSQL both take 999+ parameters; stay well below per IN list. */
const ID_CHUNK = 500;

/**
 * The admissions data plans read: current-year enrollment-plan rows (units), their earlier
 * years, score tables and control lines. Platform-wide content: no organisation.
 */
export function createAdmissionUnitsRepository(db: Kysely<Database>) {
  return {
    /** Enrollment-plan rows by id, in no particular order. */
    async unitsByIds(ids: readonly number[]): Promise<UnitRow[]> {
      const unique = [...new Set(ids)];
      const rows: UnitRow[] = [];
      for (let index = 0; index < unique.length; index += ID_CHUNK) {
        const chunk = unique.slice(index, index + ID_CHUNK);
        rows.push(...(await unitQuery(db).where('e.id', 'in', chunk).execute()).map(toUnitRow));
      }
      return rows;
    },

    /** Every row of some units (院校代码 + 专业组代码) in a scope: a group's majors and its total. */
    async unitsOfGroups(scope: UnitScope, groups: ReadonlyArray<{ collegeCode: string; groupCode: string }>) {
      if (groups.length === 0) return [];
      const colleges = [...new Set(groups.map((group) => group.collegeCode))];
      const wanted = new Set(groups.map((group) => `${group.collegeCode}|${group.groupCode}`));
      const rows = await unitQuery(db)
        .where('e.province_code', '=', scope.provinceCode)
        .where('e.year', '=', scope.year)
        .where('e.track_code', '=', scope.trackCode)
        .where('e.batch_code', '=', scope.batchCode)
        .where('e.school_code', 'in', colleges)
        .orderBy('e.id')
        .execute();
      return rows.map(toUnitRow).filter((row) => wanted.has(`${row.collegeCode}|${row.groupCode}`));
    },

    /**
     * Units the student may apply to (选科), with a last-year lowest rank, in a scope: the pool
     * the intelligent fill draws from.
     */
    async rankedUnits(scope: UnitScope, subjectMask: number): Promise<UnitRow[]> {
      const rows = await unitQuery(db)
        .where('e.province_code', '=', scope.provinceCode)
        .where('e.year', '=', scope.year)
        .where('e.track_code', '=', scope.trackCode)
        .where('e.batch_code', '=', scope.batchCode)
        .where(subjectFitCondition('e', subjectMask))
        .where(sql<boolean>`coalesce(e.prev_min_rank, e.min_rank) is not null`)
        .orderBy('e.id')
        .execute();
      return rows.map(toUnitRow);
    },

    /** The latest year with enrollment plans for a province and track (any batch). */
    async latestPlanYear(provinceCode: string, trackCode: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('enrollment_plans')
        .select((eb) => eb.fn.max('year').as('year'))
        .where('province_code', '=', provinceCode)
        .where('track_code', '=', trackCode)
        .executeTakeFirst();
      return row?.year === null || row?.year === undefined ? undefined : Number(row.year);
    },

    /** Tracks with enrollment plans in a province, to pick the student's (物理类 / 综合 / 理工 …). */
    async planTracks(provinceCode: string): Promise<number[]> {
      const rows = await db
        .selectFrom('enrollment_plans')
        .select('track_code')
        .distinct()
        .where('province_code', '=', provinceCode)
        .execute();
      return rows.map((row) => row.track_code);
    },

    /** Major-level history of some schools in earlier years (names as published). */
    async majorHistory(
      scope: Omit<UnitScope, 'year'> & { years: number[] },
      collegeCodes: readonly string[],
    ): Promise<HistoryRow[]> {
      if (collegeCodes.length === 0 || scope.years.length === 0) return [];
      const rows = await db
        .selectFrom('major_admissions')
        .select(['school_code', 'group_code', 'major_name', 'year', 'min_score', 'min_rank', 'plan_count'])
        .where('province_code', '=', scope.provinceCode)
        .where('track_code', '=', scope.trackCode)
        .where('batch_code', '=', scope.batchCode)
        .where('year', 'in', scope.years)
        .where('school_code', 'in', [...new Set(collegeCodes)])
        .execute();
      return rows.map((row) => ({
        collegeCode: row.school_code,
        groupCode: row.group_code,
        majorName: row.major_name,
        year: row.year,
        minScore: numberOrNull(row.min_score),
        minRank: numberOrNull(row.min_rank),
        planCount: row.plan_count,
      }));
    },

    /** 院校专业组 (or school, group code '') history of some schools in earlier years. */
    async groupHistory(
      scope: Omit<UnitScope, 'year'> & { years: number[] },
      collegeCodes: readonly string[],
    ): Promise<HistoryRow[]> {
      if (collegeCodes.length === 0 || scope.years.length === 0) return [];
      const codes = [...new Set(collegeCodes)];
      const groups = await db
        .selectFrom('group_admissions')
        .select(['school_code', 'group_code', 'year', 'min_score', 'min_rank', 'plan_count'])
        .where('province_code', '=', scope.provinceCode)
        .where('track_code', '=', scope.trackCode)
        .where('batch_code', '=', scope.batchCode)
        .where('year', 'in', scope.years)
        .where('school_code', 'in', codes)
        .execute();
      const schools = await db
        .selectFrom('university_admissions')
        .select(['school_code', 'year', 'min_score', 'min_rank', 'plan_count'])
        .where('province_code', '=', scope.provinceCode)
        .where('track_code', '=', scope.trackCode)
        .where('batch_code', '=', scope.batchCode)
        .where('year', 'in', scope.years)
        .where('school_code', 'in', codes)
        .execute();
      return [
        ...groups.map((row) => ({ ...row, group_code: row.group_code })),
        ...schools.map((row) => ({ ...row, group_code: '' })),
      ].map((row) => ({
        collegeCode: row.school_code,
        groupCode: row.group_code,
        majorName: '',
        year: row.year,
        minScore: numberOrNull(row.min_score),
        minRank: numberOrNull(row.min_rank),
        planCount: row.plan_count,
      }));
    },

    /** Earlier-year rows a teacher picked: major admissions, or enrollment plans of an earlier year. */
    async oldYearRows(ids: readonly number[], source: 'admission' | 'plan'): Promise<OldYearRow[]> {
      const table = source === 'admission' ? 'major_admissions' : 'enrollment_plans';
      const rows = await db
        .selectFrom(table)
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
        .where('id', 'in', [...new Set(ids)])
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

    /** This year's rows of some schools in a scope (the candidates old-year rows map onto). */
    async unitsOfColleges(scope: UnitScope, collegeCodes: readonly string[]): Promise<UnitRow[]> {
      if (collegeCodes.length === 0) return [];
      const rows = await unitQuery(db)
        .where('e.province_code', '=', scope.provinceCode)
        .where('e.year', '=', scope.year)
        .where('e.track_code', '=', scope.trackCode)
        .where('e.batch_code', '=', scope.batchCode)
        .where('e.school_code', 'in', [...new Set(collegeCodes)])
        .orderBy('e.id')
        .execute();
      return rows.map(toUnitRow);
    },

    /** Years with a 一分一段 table for a province and track, newest first. */
    async scoreTableYears(provinceCode: string, trackCode: number): Promise<number[]> {
      const rows = await db
        .selectFrom('score_rank_rows')
        .select('year')
        .distinct()
        .where('province_code', '=', provinceCode)
        .where('track_code', '=', trackCode)
        .orderBy('year', 'desc')
        .execute();
      return rows.map((row) => row.year);
    },

    /** Tracks with a 一分一段 table in a province. */
    async scoreTableTracks(provinceCode: string): Promise<number[]> {
      const rows = await db
        .selectFrom('score_rank_rows')
        .select('track_code')
        .distinct()
        .where('province_code', '=', provinceCode)
        .execute();
      return rows.map((row) => row.track_code);
    },

    /** The rows of one published table (the first category of the year), any order. */
    async scoreTable(
      provinceCode: string,
      year: number,
      trackCode: number,
    ): Promise<{ rows: ScoreRankRow[]; trackName: string; dataSource: string }> {
      const table = await db
        .selectFrom('score_rank_rows')
        .select(['rank_category', 'table_seq', 'track_name'])
        .where('province_code', '=', provinceCode)
        .where('year', '=', year)
        .where('track_code', '=', trackCode)
        .orderBy('rank_category')
        .orderBy('table_seq')
        .limit(1)
        .executeTakeFirst();
      if (!table) return { rows: [], trackName: '', dataSource: 'unknown' };
      const rows = await db
        .selectFrom('score_rank_rows as r')
        .leftJoin('data_sources as s', 's.id', 'r.data_source_id')
        .select(['r.score_low', 'r.score_high', 'r.count_at_score', 'r.rank_start', 'r.rank_end', 's.source_quality'])
        .where('r.province_code', '=', provinceCode)
        .where('r.year', '=', year)
        .where('r.track_code', '=', trackCode)
        .where('r.rank_category', '=', table.rank_category)
        .where('r.table_seq', '=', table.table_seq)
        .execute();
      return {
        rows: rows.map((row) => ({
          scoreLow: Number(row.score_low),
          scoreHigh: numberOrNull(row.score_high),
          countAtScore: row.count_at_score,
          rankStart: row.rank_start,
          rankEnd: row.rank_end,
        })),
        trackName: table.track_name,
        dataSource: rows[0]?.source_quality ?? 'unknown',
      };
    },

    /** Batch control lines of a province, year and track. */
    async controlLines(provinceCode: string, year: number, trackCode: number): Promise<ControlLineRow[]> {
      const rows = await db
        .selectFrom('control_lines')
        .select(['year', 'batch_code', 'batch_name', 'line_type', 'score'])
        .where('province_code', '=', provinceCode)
        .where('year', '=', year)
        .where('track_code', '=', trackCode)
        .orderBy('score', 'desc')
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({
        year: row.year,
        batchCode: row.batch_code,
        batchName: row.batch_name,
        lineType: row.line_type,
        score: Number(row.score),
      }));
    },
  };
}

export type AdmissionUnitsRepository = ReturnType<typeof createAdmissionUnitsRepository>;
