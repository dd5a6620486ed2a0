import { scoreToRank, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';

/**
 * No admission line of any province is this low: totals are out of 750, 660 or 900, and the
 * composite scores of art and sports admissions (综合分, out of 100) start well above it.
 */
export const LOWEST_POSSIBLE_LINE = 50;

/**
 * A published rank may sit off the table's interval for its score (加分 tables, a rank read in a
 * different copy of the table), but not by this factor: beyond it one of the two is wrong.
 */
export const RANK_FACTOR = 1.5;
/** …and an absolute slack for the top of the table, where ranks are small. */
const RANK_SLACK = 300;

export type OutcomeVerdict =
  | { fits: true }
  | { fits: false; kind: 'impossible-score'; score: number }
  | { fits: false; kind: 'score-rank-mismatch'; score: number; rank: number; tableBest: number; tableWorst: number };

/**
 * Whether an admission line's score and rank can both be true: the score is a possible total,
 * and the rank lies near the interval the year's 一分一段 table gives that score. Without a
 * table only the score is judged.
 */
export function judgeOutcome(
  outcome: { minScore: number | null; minRank: number | null },
  table: PreparedScoreTable | null,
): OutcomeVerdict {
  const { minScore, minRank } = outcome;
  if (minScore === null) return { fits: true };
  if (minScore < LOWEST_POSSIBLE_LINE) return { fits: false, kind: 'impossible-score', score: minScore };
  if (minRank === null || !table || table.bands.length === 0) return { fits: true };
  const interval = scoreToRank(table, minScore);
  if (interval.best === null || interval.worst === null) return { fits: true };
  if (interval.kind === 'above-top' || interval.kind === 'below-floor') return { fits: true };
  const low = interval.best / RANK_FACTOR - RANK_SLACK;
  const high = interval.worst * RANK_FACTOR + RANK_SLACK;
  if (minRank >= low && minRank <= high) return { fits: true };
  return {
    fits: false,
    kind: 'score-rank-mismatch',
    score: minScore,
    rank: minRank,
    tableBest: interval.best,
    tableWorst: interval.worst,
  };
}
