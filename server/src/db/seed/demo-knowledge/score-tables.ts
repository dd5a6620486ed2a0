import { createRandom, seedOf } from './random.ts';
import type { DemoProvince, DemoTrack } from './provinces.ts';

/** One published row of a 一分一段 table: a score (or the merged top band) and cumulative ranks. */
export type ScoreRow = {
  score: number;
  scoreHigh: number | null;
  count: number;
  rankStart: number;
  rankEnd: number;
};

export type ScoreTable = {
  rows: ScoreRow[];
  top: number;
  floor: number;
  /** Cumulative count (位次) at a score inside the published range. */
  rankAt(score: number): number;
  /** The lowest published score whose cumulative count is still within `rank`. */
  scoreForRank(rank: number): number;
};

const MAX_SCORE = 750;

/**
 * A synthetic 一分一段 table: a bell-shaped count per score, a merged top band ("700分及以上")
 * and a publication floor below which no rows are published, as real tables have.
 */
export function buildScoreTable(province: DemoProvince, year: number, track: DemoTrack, shift: number): ScoreTable {
  const random = createRandom(seedOf('score-table', province.code, year, track.name));
  const growth = 1 + 0.03 * (year % 10);
  const candidates = Math.round((track.first ? province.candidates.first : province.candidates.second) * growth);
  const mean = province.mean + shift;
  const spread = province.spread;
  const top = 700;
  const floor = 180;
  const density = (score: number) =>
    (candidates / (spread * Math.sqrt(2 * Math.PI))) * Math.exp(-(((score - mean) / spread) ** 2) / 2);
  const counts = new Map<number, number>();
  for (let score = MAX_SCORE; score >= floor; score -= 1) {
    const expected = density(score) * (0.96 + random.next() * 0.08);
    counts.set(score, Math.max(score >= top ? 0 : 1, Math.round(expected)));
  }
  const rows: ScoreRow[] = [];
  let bandCount = 0;
  for (let score = MAX_SCORE; score >= top; score -= 1) bandCount += counts.get(score) ?? 0;
  bandCount = Math.max(bandCount, 3);
  rows.push({ score: top, scoreHigh: MAX_SCORE, count: bandCount, rankStart: 1, rankEnd: bandCount });
  let cumulative = bandCount;
  for (let score = top - 1; score >= floor; score -= 1) {
    const count = counts.get(score) ?? 1;
    rows.push({ score, scoreHigh: null, count, rankStart: cumulative + 1, rankEnd: cumulative + count });
    cumulative += count;
  }
  const byScore = new Map(rows.map((row) => [row.score, row]));
  return {
    rows,
    top,
    floor,
    rankAt(score) {
      const row = score >= top ? rows[0] : byScore.get(score);
      if (!row) throw new Error(`score ${score} is below the published floor ${floor}`);
      return row.rankEnd;
    },
    scoreForRank(rank) {
      for (const row of rows) if (row.rankEnd >= rank) return row.score;
      return floor;
    },
  };
}
