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
  /** The lowest score of the merged top band ("N分及以上"). */
  top: number;
  floor: number;
  /** The highest score with a row of its own: admitted minimums stay at or below it. */
  highestSingleScore: number;
  /** Cumulative count (位次) at a score that has a row of its own. */
  rankAt(score: number): number;
  /** The lowest published score whose cumulative count is still within `rank`. */
  scoreForRank(rank: number): number;
};

const MAX_SCORE = 750;
const FLOOR = 180;
/** The merged top row holds at least this many candidates, like the thin top row of a real table. */
const TOP_BAND_CANDIDATES = 50;

/**
 * A synthetic 一分一段 table: a bell-shaped count per score, a merged top band ("741分及以上")
 * and a publication floor below which no rows are published, as real tables have. Every score
 * below the band counts at least one candidate, so ranks rise strictly as scores fall.
 */
export function buildScoreTable(province: DemoProvince, year: number, track: DemoTrack, shift: number): ScoreTable {
  const random = createRandom(seedOf('score-table', province.code, year, track.name));
  const growth = 1 + 0.03 * (year % 10);
  const candidates = Math.round((track.first ? province.candidates.first : province.candidates.second) * growth);
  const mean = province.mean + shift;
  const spread = province.spread;
  const density = (score: number) =>
    (candidates / (spread * Math.sqrt(2 * Math.PI))) * Math.exp(-(((score - mean) / spread) ** 2) / 2);
  const counts = new Map<number, number>();
  for (let score = MAX_SCORE; score >= FLOOR; score -= 1) {
    counts.set(score, Math.round(density(score) * (0.96 + random.next() * 0.08)));
  }
  let top = MAX_SCORE;
  let bandCount = counts.get(MAX_SCORE) ?? 0;
  while (bandCount < TOP_BAND_CANDIDATES && top > FLOOR + 1) {
    top -= 1;
    bandCount += counts.get(top) ?? 0;
  }
  const rows: ScoreRow[] = [{ score: top, scoreHigh: MAX_SCORE, count: bandCount, rankStart: 1, rankEnd: bandCount }];
  let cumulative = bandCount;
  for (let score = top - 1; score >= FLOOR; score -= 1) {
    const count = Math.max(1, counts.get(score) ?? 0);
    rows.push({ score, scoreHigh: null, count, rankStart: cumulative + 1, rankEnd: cumulative + count });
    cumulative += count;
  }
  const byScore = new Map(rows.slice(1).map((row) => [row.score, row]));
  return {
    rows,
    top,
    floor: FLOOR,
    highestSingleScore: top - 1,
    rankAt(score) {
      const row = byScore.get(score);
      if (!row) throw new Error(`score ${score} has no row of its own (rows run from ${top - 1} to ${FLOOR})`);
      return row.rankEnd;
    },
    scoreForRank(rank) {
      for (const row of rows) if (row.rankEnd >= rank) return row.score;
      return FLOOR;
    },
  };
}
