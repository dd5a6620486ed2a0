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

type TableCandidate = {
  file_id: number;
  rank_category: string;
  rank_usage: string;
  table_seq: number;
  source_quality: string | null;
  rows: number | string;
};

/** A table printed for 本科 and for 专科 admission (加分 rules differ): the 本科 one is the student's. */
const usageOrder = (usage: string) => (usage === '' ? 0 : /undergraduate|本科/.test(usage) ? 1 : 2);

const batchOrder = (batch: string) => (batch === '' ? 0 : /本科/.test(batch) ? 1 : 2);

/**
 * A file may print one table per batch: either the table cut at the batch line (辽宁: 本科批
 * 367–707, 专科批 150–366), whose parts make the whole table, or the whole table again for each
 * batch with that batch's 加分 (广东 本科 / 专科: 590 is 35,158 and 35,160). Parts are joined;
 * of whole copies the 本科 one is read.
 */
export function oneBatchCopy<Row extends { batch_name: string; score_low: number | string }>(
  rows: readonly Row[],
): Row[] {
  const byBatch = new Map<string, Set<number>>();
  for (const row of rows) {
    const scores = byBatch.get(row.batch_name) ?? new Set<number>();
    scores.add(Number(row.score_low));
    byBatch.set(row.batch_name, scores);
  }
  if (byBatch.size < 2) return [...rows];
  const batches = [...byBatch].sort(
    ([left], [right]) => batchOrder(left) - batchOrder(right) || left.localeCompare(right),
  );
  const [firstBatch, firstScores] = batches[0]!;
  const overlaps = batches.slice(1).some(([, scores]) => {
    let shared = 0;
    for (const score of scores) if (firstScores.has(score)) shared += 1;
    return shared > 0.2 * Math.min(scores.size, firstScores.size);
  });
  return overlaps ? rows.filter((row) => row.batch_name === firstBatch) : [...rows];
}

/** One table among the copies of a province/year/track: see scoreTable. */
export function pickTable<Candidate extends TableCandidate>(candidates: readonly Candidate[]): Candidate | undefined {
  const key = (candidate: Candidate): Array<number | string> => [
    candidate.rank_category === '' ? 0 : 1,
    candidate.rank_category,
    usageOrder(candidate.rank_usage),
    (candidate.source_quality ?? '').startsWith('official') ? 0 : 1,
    candidate.table_seq,
    -Number(candidate.rows),
    candidate.file_id,
  ];
  const before = (left: Array<number | string>, right: Array<number | string>) => {
    const index = left.findIndex((value, position) => value !== right[position]);
    return index !== -1 && (left[index] as number | string) < (right[index] as number | string);
  };
  let chosen: Candidate | undefined;
  for (const candidate of candidates) if (!chosen || before(key(candidate), key(chosen))) chosen = candidate;
  return chosen;
}

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

    /**
     * The rows of one published table (province/year/track, first category unless named), high
     * to low. Where several sources or copies hold the table, one is read, never a mix: the
     * ordinary category first, the 本科 copy of a table printed for 本科 and 专科 (加分 rules
     * differ), an official source, the first table of a file that prints two, then the fullest copy. Rows a check excluded are left out.
     */
    async scoreTable(scope: {
      provinceCode: string;
      year: number;
      trackCode: number;
      rankCategory?: string;
    }): Promise<ScoreBandRow[]> {
      let candidates = db
        .selectFrom('score_rank_rows as r')
        .leftJoin('data_sources as s', 's.id', 'r.data_source_id')
        .select((eb) => [
          'r.file_id',
          'r.rank_category',
          'r.rank_usage',
          'r.table_seq',
          's.source_quality',
          eb.fn.countAll<number | string>().as('rows'),
        ])
        .where('r.province_code', '=', scope.provinceCode)
        .where('r.year', '=', scope.year)
        .where('r.track_code', '=', scope.trackCode)
        .where('r.check_excluded', '=', 0)
        .groupBy(['r.file_id', 'r.rank_category', 'r.rank_usage', 'r.table_seq', 's.source_quality']);
      if (scope.rankCategory !== undefined) candidates = candidates.where('r.rank_category', '=', scope.rankCategory);
      const table = pickTable(await candidates.execute());
      if (!table) return [];
      const rows = await db
        .selectFrom('score_rank_rows as r')
        .leftJoin('data_sources as s', 's.id', 'r.data_source_id')
        .select([
          'r.track_name',
          'r.batch_name',
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
        .where('r.file_id', '=', table.file_id)
        .where('r.rank_category', '=', table.rank_category)
        .where('r.rank_usage', '=', table.rank_usage)
        .where('r.table_seq', '=', table.table_seq)
        .where('r.check_excluded', '=', 0)
        .execute();
      // Sorted here: an ORDER BY would make the planner walk every table of the year for its order.
      const bands = oneBatchCopy(rows).map((row) => ({
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
        .where('check_excluded', '=', 0)
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
