import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

export type ControlLineRow = { year: number; batchCode: number; batchName: string; lineType: string; score: number };

/** Reads of the 一分一段 tables and the batch control lines. Platform-wide content: no organisation. */
export function createScoreTablesRepository(db: Kysely<Database>) {
  return {
    /** The latest year with a 一分一段 table of a province and track (one index seek). */
    async latestYear(provinceCode: string, trackCode: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('score_rank_rows')
        .select((eb) => eb.fn.max('year').as('year'))
        .where('province_code', '=', provinceCode)
        .where('track_code', '=', trackCode)
        .executeTakeFirst();
      return row?.year === null || row?.year === undefined ? undefined : Number(row.year);
    },

    /** Whether a province has a 一分一段 table of a year and track (one index seek). */
    async hasTable(provinceCode: string, year: number, trackCode: number): Promise<boolean> {
      const row = await db
        .selectFrom('score_rank_rows')
        .select('year')
        .where('province_code', '=', provinceCode)
        .where('track_code', '=', trackCode)
        .where('year', '=', year)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The years with a 一分一段 table of a province and track, newest first. */
    async tableYears(provinceCode: string, trackCode: number): Promise<number[]> {
      const rows = await db
        .selectFrom('score_rank_rows')
        .select('year')
        .distinct()
        .where('province_code', '=', provinceCode)
        .where('track_code', '=', trackCode)
        .execute();
      return rows.map((row) => Number(row.year)).sort((left, right) => right - left);
    },

    /**
     * What a cached table of a province, year and track was built from: the imported data's
     * version (every import bumps it, in-place updates included) with the count and highest id
     * of the rows, which also catch writes made without the importer. One index range scan
     * that returns a single row, so checking it costs far less than reading the table.
     */
    async tableStamp(scope: { provinceCode: string; year: number; trackCode: number }): Promise<string> {
      const row = await db
        .selectFrom('score_rank_rows')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('rows'),
          eb.fn.max('id').as('last'),
          eb.selectFrom('data_versions').select('version').where('name', '=', 'knowledge').as('version'),
        ])
        .where('province_code', '=', scope.provinceCode)
        .where('year', '=', scope.year)
        .where('track_code', '=', scope.trackCode)
        .executeTakeFirst();
      return `${row?.version ?? 0}.${row?.rows ?? 0}.${row?.last ?? 0}`;
    },

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
        .execute();
      // Sorted here: an ORDER BY would make the planner walk every table of the year for its order.
      const bands = rows.map((row) => ({
        trackName: row.track_name,
        rankCategory: row.rank_category,
        scoreText: row.score_text,
        scoreLow: Number(row.score_low),
        scoreHigh: row.score_high === null ? null : Number(row.score_high),
        countAtScore: row.count_at_score,
        rankStart: row.rank_start,
        rankEnd: row.rank_end,
        dataSource: row.source_quality ?? 'unknown',
      }));
      return bands.sort((left, right) => right.scoreLow - left.scoreLow);
    },

    /** Batch control lines of a province, year and track, highest first. */
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
