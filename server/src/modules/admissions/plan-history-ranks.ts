import { scoreToRank, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import type { JoinedHistory } from './plan-history-join.ts';

/** A province's prepared 一分一段 tables by `${year}|${trackCode}`. */
export type TablesByYearTrack = ReadonlyMap<string, PreparedScoreTable>;

/**
 * The rank of a line published with its score only (an official 投档 table often prints no rank):
 * the score's rank in that year's table of the plan's track, marked derived, as the engine derives
 * it (the worst rank of the score). Scores above or below the table stay without a rank.
 */
export function withTableRanks(
  history: readonly JoinedHistory[],
  trackOfPlan: ReadonlyMap<number, number>,
  tables: TablesByYearTrack,
): JoinedHistory[] {
  return history.map((entry) => {
    if (entry.minRank !== null || entry.minScore === null) return entry;
    const table = tables.get(`${entry.year}|${trackOfPlan.get(entry.planId)}`);
    if (!table) return entry;
    const interval = scoreToRank(table, entry.minScore);
    if (interval.kind === 'above-top' || interval.kind === 'below-floor' || interval.kind === 'no-table') return entry;
    const rank = interval.worst ?? interval.best;
    return rank !== null && rank > 0 ? { ...entry, minRank: rank, minRankDerived: 1 } : entry;
  });
}
