import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The admission tables whose rows are counted served / excluded per province and year. */
export const COUNTED_TABLES = [
  'control_lines',
  'university_admissions',
  'group_admissions',
  'major_admissions',
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

/** The tables of admission outcomes: a province's latest outcome year is the latest of these. */
const OUTCOME_TABLES = ['university_admissions', 'group_admissions', 'major_admissions'] as const;

/** A published 选科 requirement list fills plan rows without plan counts: it is not a plan book. */
const REQUIREMENT_LIST_KIND = 'subject-requirement';

type Count = number | string | null;
/** COUNT and SUM are bigint / numeric on PostgreSQL, answered as strings. */
const count = (value: Count): number => Number(value ?? 0);

export type YearCountRow = { provinceCode: string; year: number; served: number; excluded: number };

export type PlanBookRow = YearCountRow & {
  trackCode: number;
  trackName: string;
  withSubjects: number;
  /** Distinct schools of the served rows. */
  schools: number;
};

export type ScoreTableRow = YearCountRow & {
  trackCode: number;
  trackName: string;
  fileId: number;
  dataSourceId: number | null;
  candidates: number | null;
};

export type FindingCountRow = { provinceCode: string; year: number; kind: string; count: number };

export type FindingRow = {
  provinceCode: string;
  year: number;
  kind: string;
  action: string;
  trackName: string;
  rowNumber: number | null;
  subject: string;
  message: string;
  fileName: string | null;
};

/**
 * The figures of the data health page: per province and year, rows served and rows the import
 * checks left out, and the checks' findings. Every read is one GROUP BY (or an index seek);
 * platform-wide content, so no organisation.
 */
export function createDataHealthRepository(db: Kysely<Database>) {
  const requirementListFiles = db.selectFrom('import_files').select('id').where('kind', '=', REQUIREMENT_LIST_KIND);

  return {
    /** Rows served and excluded per province and year of one admission table. */
    async yearCounts(table: CountedTable, provinceCode?: string): Promise<YearCountRow[]> {
      let query = db
        .selectFrom(table)
        .select([
          'province_code',
          'year',
          sql<Count>`sum(case when check_excluded = 0 then 1 else 0 end)`.as('served'),
          sql<Count>`sum(case when check_excluded <> 0 then 1 else 0 end)`.as('excluded'),
        ])
        .groupBy(['province_code', 'year']);
      if (provinceCode !== undefined) query = query.where('province_code', '=', provinceCode);
      const rows = await query.execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        served: count(row.served),
        excluded: count(row.excluded),
      }));
    },

    /** Plan-book rows per province, year and track (选科 requirement lists left out). */
    async planBooks(provinceCode?: string): Promise<PlanBookRow[]> {
      let query = db
        .selectFrom('enrollment_plans')
        .select([
          'province_code',
          'year',
          'track_code',
          'track_name',
          sql<Count>`sum(case when check_excluded = 0 then 1 else 0 end)`.as('served'),
          sql<Count>`sum(case when check_excluded <> 0 then 1 else 0 end)`.as('excluded'),
          sql<Count>`sum(case when check_excluded = 0 and subject_match is not null then 1 else 0 end)`.as(
            'with_subjects',
          ),
          sql<Count>`count(distinct case when check_excluded = 0 then coalesce(cast(university_id as text), school_name) end)`.as(
            'schools',
          ),
        ])
        .where('file_id', 'not in', requirementListFiles)
        .groupBy(['province_code', 'year', 'track_code', 'track_name']);
      if (provinceCode !== undefined) query = query.where('province_code', '=', provinceCode);
      const rows = await query.execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        trackCode: Number(row.track_code),
        trackName: row.track_name,
        served: count(row.served),
        excluded: count(row.excluded),
        withSubjects: count(row.with_subjects),
        schools: count(row.schools),
      }));
    },

    /**
     * Served plan-book rows of a province per plan year whose unit has a line (lowest score or
     * rank) in the given outcome year, from the plan rows' joined history.
     */
    async plansWithLineIn(provinceCode: string, outcomeYear: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('enrollment_plans as e')
        .select(['e.year', (eb) => eb.fn.countAll<number | string>().as('rows')])
        .where('e.province_code', '=', provinceCode)
        .where('e.check_excluded', '=', 0)
        .where('e.file_id', 'not in', requirementListFiles)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('enrollment_plan_history as h')
              .select('h.plan_id')
              .whereRef('h.plan_id', '=', 'e.id')
              .where('h.year', '=', outcomeYear)
              .where((eb) => eb.or([eb('h.min_rank', 'is not', null), eb('h.min_score', 'is not', null)])),
          ),
        )
        .groupBy('e.year')
        .execute();
      return new Map(rows.map((row) => [Number(row.year), count(row.rows)]));
    },

    /** 一分一段 rows per province, year, track (as served), file and row source. */
    async scoreTables(provinceCode?: string): Promise<ScoreTableRow[]> {
      let query = db
        .selectFrom('score_rank_rows')
        .select([
          'province_code',
          'year',
          'track_code',
          'track_name',
          'file_id',
          'data_source_id',
          sql<Count>`sum(case when check_excluded = 0 then 1 else 0 end)`.as('served'),
          sql<Count>`sum(case when check_excluded <> 0 then 1 else 0 end)`.as('excluded'),
          sql<Count>`max(case when check_excluded = 0 then rank_end end)`.as('candidates'),
        ])
        .groupBy(['province_code', 'year', 'track_code', 'track_name', 'file_id', 'data_source_id']);
      if (provinceCode !== undefined) query = query.where('province_code', '=', provinceCode);
      const rows = await query.execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        trackCode: Number(row.track_code),
        trackName: row.track_name,
        fileId: row.file_id,
        dataSourceId: row.data_source_id,
        served: count(row.served),
        excluded: count(row.excluded),
        candidates: row.candidates === null ? null : Number(row.candidates),
      }));
    },

    /** The source id of each data source (a small table: one row per source and address). */
    async sourceIds(): Promise<Map<number, string>> {
      const rows = await db.selectFrom('data_sources').select(['id', 'source_id']).execute();
      return new Map(rows.map((row) => [row.id, row.source_id]));
    },

    /** The source each imported file was declared with (import centre, starter pack), by file id. */
    async declaredSources(): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom('import_files as f')
        .innerJoin('data_sources as s', 's.id', 'f.data_source_id')
        .select(['f.id', 's.source_id'])
        .execute();
      return new Map(rows.filter((row) => row.source_id !== '').map((row) => [row.id, row.source_id]));
    },

    /** Findings per province, year and kind (findings without a year belong to no year's table). */
    async findingCounts(provinceCode?: string): Promise<FindingCountRow[]> {
      let query = db
        .selectFrom('data_findings')
        .select(['province_code', 'year', 'kind', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('year', 'is not', null)
        .where('province_code', '<>', '')
        .groupBy(['province_code', 'year', 'kind']);
      if (provinceCode !== undefined) query = query.where('province_code', '=', provinceCode);
      const rows = await query.execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        kind: row.kind,
        count: count(row.count),
      }));
    },

    /** The first `perYear` findings of each province and year, in the order they were found. */
    async findings(perYear: number, provinceCode?: string): Promise<FindingRow[]> {
      const rows = await db
        .with('ranked', (qb) => {
          let ranked = qb
            .selectFrom('data_findings')
            .select((eb) => [
              'id',
              'file_id',
              'province_code',
              'year',
              'kind',
              'action',
              'track_name',
              'row_number',
              'subject',
              'message',
              eb.fn
                .agg<number>('row_number')
                .over((over) => over.partitionBy(['province_code', 'year']).orderBy('id'))
                .as('position'),
            ])
            .where('year', 'is not', null)
            .where('province_code', '<>', '');
          if (provinceCode !== undefined) ranked = ranked.where('province_code', '=', provinceCode);
          return ranked;
        })
        .selectFrom('ranked')
        .leftJoin('import_files as f', 'f.id', 'ranked.file_id')
        .select([
          'ranked.province_code',
          'ranked.year',
          'ranked.kind',
          'ranked.action',
          'ranked.track_name',
          'ranked.row_number',
          'ranked.subject',
          'ranked.message',
          'f.file_name',
        ])
        .where('ranked.position', '<=', perYear)
        .orderBy('ranked.province_code')
        .orderBy('ranked.year')
        .orderBy('ranked.id')
        .execute();
      return rows.map((row) => ({
        provinceCode: row.province_code,
        year: Number(row.year),
        kind: row.kind,
        action: row.action,
        trackName: row.track_name,
        rowNumber: row.row_number === null ? null : Number(row.row_number),
        subject: row.subject,
        message: row.message,
        fileName: row.file_name,
      }));
    },

    /** Whether a province has any served admission outcome, at any level. */
    async hasOutcomes(provinceCode: string): Promise<boolean> {
      for (const table of OUTCOME_TABLES) {
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('province_code', '=', provinceCode)
          .where('check_excluded', '=', 0)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
  };
}

export type DataHealthRepository = ReturnType<typeof createDataHealthRepository>;
