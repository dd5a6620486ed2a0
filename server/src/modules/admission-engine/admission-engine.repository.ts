import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The level a unit is admitted at: 专业 (+院校), 院校专业组, or 院校. */
export type UnitLevel = 'major' | 'group' | 'university';

export const UNIT_LEVELS: readonly UnitLevel[] = ['major', 'group', 'university'];

const TABLE_OF_LEVEL = {
  major: 'major_admissions',
  group: 'group_admissions',
  university: 'university_admissions',
} as const;

/** One published admission outcome (a unit's minimum score and rank of one year). */
export type OutcomeRow = {
  provinceCode: string;
  year: number;
  trackCode: number;
  batchCode: number;
  /** The batch name as the source printed it (本科一批, 本科批). */
  batchName?: string;
  universityId: number | null;
  schoolCode: string;
  schoolName: string;
  admissionType: string;
  groupCode: string;
  majorName: string;
  minScore: number | null;
  minRank: number | null;
  minRankDerived: boolean;
  /** The group's name ("南京大学07专业组(化学)") where the source prints one (groups only). */
  groupName?: string;
  /** The majors a group row lists itself (groups only). */
  groupMajors?: string;
  /** The 选科 requirement as parsed at import (null: the source does not say), with its masks. */
  subjectMatch?: string | null;
  subjectAllMask?: number;
  subjectAnyMask?: number;
  /** The data source's quality tag (official-<province>-…, official-school-…, third-party-…), '' when unknown. */
  sourceQuality?: string;
  /** The major's 专业类 (the catalogue code's first four digits; majors only, '' when unmatched). */
  majorClass?: string;
};

/** A major of a 院校专业组 in one year, from the plan book or the major outcomes: what the group holds. */
export type GroupMajorRow = Pick<
  OutcomeRow,
  'provinceCode' | 'year' | 'trackCode' | 'batchCode' | 'universityId' | 'schoolName' | 'groupCode' | 'majorName'
> & { groupName: string };

/** One 一分一段 row with the table it belongs to (a province may publish several per track). */
export type ScoreTableRow = {
  provinceCode: string;
  year: number;
  trackCode: number;
  tableKey: string;
  scoreLow: number;
  scoreHigh: number | null;
  countAtScore: number | null;
  rankStart: number | null;
  rankEnd: number | null;
};

/** One published control line (批次线) of a province, year and track. */
export type ControlLineRow = {
  provinceCode: string;
  year: number;
  trackCode: number;
  batchName: string;
  lineType: string;
  score: number;
};

/** Years of outcomes a prediction looks back over (the model uses three; one more trains it). */
export const HISTORY_WINDOW_YEARS = 4;

type RawOutcome = {
  province_code: string;
  year: number;
  track_code: number;
  batch_code: number;
  batch_name: string;
  university_id: number | null;
  school_code: string;
  school_name: string;
  admission_type: string;
  group_code: string;
  major_name: string;
  min_score: number | null;
  min_rank: number | null;
  min_rank_derived: number;
  group_name: string;
  group_majors: string;
  subject_match: string | null;
  subject_all_mask: number;
  subject_any_mask: number;
  source_quality: string | null;
  major_class: string | null;
};

const toOutcome = (row: RawOutcome): OutcomeRow => ({
  provinceCode: row.province_code,
  year: Number(row.year),
  trackCode: Number(row.track_code),
  batchCode: Number(row.batch_code),
  batchName: row.batch_name,
  universityId: row.university_id === null ? null : Number(row.university_id),
  schoolCode: row.school_code,
  schoolName: row.school_name,
  admissionType: row.admission_type,
  groupCode: row.group_code,
  majorName: row.major_name,
  minScore: row.min_score === null ? null : Number(row.min_score),
  minRank: row.min_rank === null ? null : Number(row.min_rank),
  minRankDerived: Number(row.min_rank_derived) === 1,
  groupName: row.group_name,
  groupMajors: row.group_majors,
  subjectMatch: row.subject_match,
  subjectAllMask: Number(row.subject_all_mask),
  subjectAnyMask: Number(row.subject_any_mask),
  sourceQuality: row.source_quality ?? '',
  majorClass: row.major_class ?? '',
});

/**
 * The engine's reads. What a prediction for year Y may see is fixed here, not by its callers:
 * admission outcomes of years before Y and score tables up to Y (published before filling).
 * Year Y's outcomes are read only by `outcomesToScore`, which the backtest uses to grade.
 */
export function createAdmissionEngineRepository(db: Kysely<Database>) {
  async function outcomes(level: UnitLevel, fromYear: number, toYear: number, provinceCode?: string) {
    const table = sql.table(TABLE_OF_LEVEL[level]);
    const groupCode = level === 'university' ? sql`''` : sql.ref('group_code');
    const majorName = level === 'major' ? sql.ref('major_name') : sql`''`;
    const groupColumns = level === 'group' ? sql`group_name, group_majors` : sql`'' as group_name, '' as group_majors`;
    const subjects =
      level === 'university'
        ? sql`null as subject_match, 0 as subject_all_mask, 0 as subject_any_mask`
        : sql`subject_match, subject_all_mask, subject_any_mask`;
    const majorClass =
      level === 'major'
        ? sql`(select substr(majors.code, 1, 4) from majors where majors.id = ${table}.major_id)`
        : sql`''`;
    const province = provinceCode === undefined ? sql`` : sql`and province_code = ${provinceCode}`;
    const result = await sql<RawOutcome>`
      select province_code, year, track_code, batch_code, batch_name, university_id, school_code, school_name,
        admission_type, ${groupCode} as group_code, ${majorName} as major_name, min_score, min_rank,
        min_rank_derived, ${groupColumns}, ${subjects}, data_sources.source_quality, ${majorClass} as major_class
      from ${table} left join data_sources on data_sources.id = ${table}.data_source_id
      where year >= ${fromYear} and year <= ${toYear} ${province} and check_excluded = 0
        and (min_rank is not null or min_score is not null)`.execute(db);
    return result.rows.map(toOutcome);
  }

  /** Majors of groups in the years: plan-book rows and major outcomes (their names, never their figures). */
  async function groupMajors(
    fromYear: number,
    toYear: number,
    plansToYear: number,
    provinceCode?: string,
  ): Promise<GroupMajorRow[]> {
    const province = provinceCode === undefined ? sql`` : sql`and province_code = ${provinceCode}`;
    const result = await sql<Record<string, unknown>>`
      select province_code, year, track_code, batch_code, university_id, school_name, group_code, '' as group_name,
        major_name
      from major_admissions where year >= ${fromYear} and year <= ${toYear} and group_code <> '' and check_excluded = 0 ${province}
      union all
      select province_code, year, track_code, batch_code, university_id, school_name, group_code, group_name, major_name
      from enrollment_plans where year >= ${fromYear} and year <= ${plansToYear} and group_code <> '' and check_excluded = 0 ${province}`.execute(
      db,
    );
    return result.rows.map((row) => ({
      provinceCode: String(row.province_code),
      year: Number(row.year),
      trackCode: Number(row.track_code),
      batchCode: Number(row.batch_code),
      universityId: row.university_id === null ? null : Number(row.university_id),
      schoolName: String(row.school_name),
      groupCode: String(row.group_code),
      groupName: String(row.group_name),
      majorName: String(row.major_name),
    }));
  }

  return {
    /** Groups' majors of the years before `targetYear` (their outcomes' major rows and plan books). */
    groupMajorsKnownBefore(targetYear: number, provinceCode?: string): Promise<GroupMajorRow[]> {
      return groupMajors(targetYear - HISTORY_WINDOW_YEARS, targetYear - 1, targetYear - 1, provinceCode);
    },

    /** Year `year`'s groups' majors: the plan book (out before filling) and, for grading, the major outcomes. */
    groupMajorsOfYear(year: number, provinceCode?: string): Promise<GroupMajorRow[]> {
      return groupMajors(year, year, year, provinceCode);
    },

    /** Outcomes published before year `targetYear`'s filling: the years before it, never it. */
    outcomesKnownBefore(level: UnitLevel, targetYear: number, provinceCode?: string): Promise<OutcomeRow[]> {
      return outcomes(level, targetYear - HISTORY_WINDOW_YEARS, targetYear - 1, provinceCode);
    },

    /** Year `year`'s real outcomes, for grading predictions only. */
    outcomesToScore(level: UnitLevel, year: number, provinceCode?: string): Promise<OutcomeRow[]> {
      return outcomes(level, year, year, provinceCode);
    },

    /** Control lines of the window up to `targetYear` inclusive: year Y's lines are out before filling. */
    async controlLinesUpTo(targetYear: number, provinceCode?: string): Promise<ControlLineRow[]> {
      let query = db
        .selectFrom('control_lines')
        .select(['province_code', 'year', 'track_code', 'batch_name', 'line_type', 'score'])
        .where('year', '>=', targetYear - HISTORY_WINDOW_YEARS)
        .where('year', '<=', targetYear)
        .where('check_excluded', '=', 0);
      if (provinceCode !== undefined) query = query.where('province_code', '=', provinceCode);
      const rows = await query.execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        trackCode: Number(row.track_code),
        batchName: row.batch_name,
        lineType: row.line_type,
        score: Number(row.score),
      }));
    },

    /** 一分一段 rows of the window up to `targetYear` inclusive: year Y's table is out before filling. */
    async scoreTablesUpTo(targetYear: number, provinceCode?: string): Promise<ScoreTableRow[]> {
      let query = db
        .selectFrom('score_rank_rows')
        .select([
          'province_code',
          'year',
          'track_code',
          'table_seq',
          'rank_category',
          'batch_name',
          'score_low',
          'score_high',
          'count_at_score',
          'rank_start',
          'rank_end',
        ])
        .where('year', '>=', targetYear - HISTORY_WINDOW_YEARS)
        .where('year', '<=', targetYear);
      if (provinceCode !== undefined) query = query.where('province_code', '=', provinceCode);
      const rows = await query.execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        trackCode: Number(row.track_code),
        tableKey: `${row.table_seq}|${row.rank_category}|${row.batch_name}`,
        scoreLow: Number(row.score_low),
        scoreHigh: row.score_high === null ? null : Number(row.score_high),
        countAtScore: row.count_at_score === null ? null : Number(row.count_at_score),
        rankStart: row.rank_start === null ? null : Number(row.rank_start),
        rankEnd: row.rank_end === null ? null : Number(row.rank_end),
      }));
    },
  };
}
