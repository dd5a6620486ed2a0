import { sql, type Kysely } from 'kysely';
import type { MajorLineRow } from '@zhihang/contract/universities/university.schema';
import type { Database } from '../../db/schema.ts';

/** One school, 专业组 or major line of a university as read from the database. */
export type LineRow = {
  year: number;
  provinceCode: string;
  schoolCode: string;
  schoolName: string;
  trackCode: number;
  trackName: string;
  batchCode: number;
  batchName: string;
  admissionType: string;
  minScore: number | null;
  minRank: number | null;
  /** The 专业组 or major the line is of ('' for a school line). */
  unit: string;
  sourceId: string;
  sourceUrl: string;
  sourceQuality: string;
};

/** Row counts per province and year. */
export type YearCount = { provinceCode: string; year: number; total: number };

/** Line counts per province and year, with how many of them are published school lines. */
export type LineCount = YearCount & { schoolLines: number };

/** The scope of a university's lines in one province. */
export type LineScope = { universityId: number; provinceCode: string; year?: number; trackCode?: number };

const LINE_TABLES = ['university_admissions', 'group_admissions', 'major_admissions'] as const;
type LineTable = (typeof LINE_TABLES)[number];

/** Reads of a university's school, 专业组 and major lines and of where its plans are, for its detail pages. */
export function createUniversityLinesRepository(db: Kysely<Database>) {
  const linesOf = async (table: LineTable, scope: LineScope): Promise<LineRow[]> => {
    // The three tables share every column read here; typed as one of them, since Kysely cannot join a union.
    let query = db
      .selectFrom(`${table} as a` as 'major_admissions as a')
      .leftJoin('data_sources as s', 's.id', 'a.data_source_id')
      .where('a.university_id', '=', scope.universityId)
      .where('a.province_code', '=', scope.provinceCode)
      .where('a.check_excluded', '=', 0);
    if (scope.year !== undefined) query = query.where('a.year', '=', scope.year);
    if (scope.trackCode !== undefined) query = query.where('a.track_code', '=', scope.trackCode);
    // The unit a derived line names: the 专业组 of a group row, the major of a major row.
    const unit =
      table === 'group_admissions'
        ? sql<string>`coalesce(nullif(a.group_name, ''), a.group_code)`
        : table === 'major_admissions'
          ? sql<string>`a.major_name`
          : sql<string>`''`;
    const rows = await query
      .select([
        'a.year',
        'a.province_code',
        'a.school_code',
        'a.school_name',
        'a.track_code',
        'a.track_name',
        'a.batch_code',
        'a.batch_name',
        'a.admission_type',
        'a.min_score',
        'a.min_rank',
        'a.min_rank_end',
        's.source_id',
        's.source_url',
        's.source_quality',
        unit.as('unit'),
      ])
      .orderBy('a.year', 'desc')
      .orderBy('a.track_code')
      .orderBy('a.batch_code')
      .orderBy('a.id')
      .limit(2000)
      .execute();
    return rows.map((row) => ({
      year: row.year,
      provinceCode: row.province_code,
      schoolCode: row.school_code,
      schoolName: row.school_name,
      trackCode: row.track_code,
      trackName: row.track_name,
      batchCode: row.batch_code,
      batchName: row.batch_name,
      admissionType: row.admission_type,
      minScore: row.min_score === null ? null : Number(row.min_score),
      minRank: row.min_rank ?? row.min_rank_end,
      unit: row.unit ?? '',
      sourceId: row.source_id ?? '',
      sourceUrl: row.source_url ?? '',
      sourceQuality: row.source_quality ?? 'unknown',
    }));
  };

  return {
    /** School lines, 专业组 lines and major lines of a university in a province (2,000 rows of each at most). */
    async lines(scope: LineScope): Promise<Record<'school' | 'group' | 'major', LineRow[]>> {
      return {
        school: await linesOf('university_admissions', scope),
        group: await linesOf('group_admissions', scope),
        major: await linesOf('major_admissions', scope),
      };
    },

    /** Major lines of a university in a province, by year, track, batch and falling score (1,000 at most). */
    async majorLines(scope: LineScope & { batchCode?: number }): Promise<MajorLineRow[]> {
      let query = db
        .selectFrom('major_admissions as a')
        .leftJoin('data_sources as s', 's.id', 'a.data_source_id')
        .where('a.university_id', '=', scope.universityId)
        .where('a.province_code', '=', scope.provinceCode)
        .where('a.check_excluded', '=', 0);
      if (scope.year !== undefined) query = query.where('a.year', '=', scope.year);
      if (scope.trackCode !== undefined) query = query.where('a.track_code', '=', scope.trackCode);
      if (scope.batchCode !== undefined) query = query.where('a.batch_code', '=', scope.batchCode);
      const rows = await query
        .select([
          'a.id',
          'a.year',
          'a.province_code',
          'a.school_code',
          'a.track_code',
          'a.track_name',
          'a.batch_code',
          'a.batch_name',
          'a.major_code',
          'a.major_name',
          'a.plan_count',
          'a.study_years',
          'a.min_score',
          'a.min_rank',
          'a.min_rank_end',
          's.source_id',
          's.source_url',
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
        id: row.id,
        plan_year: row.year,
        province_code: row.province_code,
        college_exam_code: row.school_code,
        exam_class_name: row.track_name,
        exam_batch_name: row.batch_name,
        major_exam_code: row.major_code,
        major_name: row.major_name,
        major_plan_num: row.plan_count,
        study_year_word: row.study_years,
        major_low_score: row.min_score === null ? null : Number(row.min_score),
        major_low_ranking: row.min_rank ?? row.min_rank_end,
        dataSource: row.source_quality ?? 'unknown',
        track_code: row.track_code,
        batch_code: row.batch_code,
        source_id: row.source_id ?? '',
        source_url: row.source_url ?? '',
      }));
    },

    /** Provinces with any line of the university: row counts per year, and of published school lines. */
    async lineProvinces(universityId: number): Promise<LineCount[]> {
      const counts: LineCount[] = [];
      for (const table of LINE_TABLES) {
        const rows = await db
          .selectFrom(table)
          .select(['province_code', 'year', (eb) => eb.fn.countAll<number>().as('total')])
          .where('university_id', '=', universityId)
          .groupBy(['province_code', 'year'])
          .execute();
        for (const row of rows) {
          const total = Number(row.total);
          const schoolLines = table === 'university_admissions' ? total : 0;
          counts.push({ provinceCode: row.province_code, year: row.year, total, schoolLines });
        }
      }
      return counts;
    },

    /** Provinces with enrolment plans of the university: each year's row count. */
    async planProvinces(universityId: number): Promise<YearCount[]> {
      const rows = await db
        .selectFrom('enrollment_plans')
        .select(['province_code', 'year', (eb) => eb.fn.countAll<number>().as('total')])
        .where('university_id', '=', universityId)
        .groupBy(['province_code', 'year'])
        .execute();
      return rows.map((row) => ({ provinceCode: row.province_code, year: row.year, total: Number(row.total) }));
    },
  };
}
