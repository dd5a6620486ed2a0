import { withoutMisprintedRows } from '@zhihang/contract/admissions/rank-conversion';

export type TableRow = { id: number; rowNumber: number | null; scoreLow: number; rankEnd: number | null };

export type RankOrderVerdict = {
  /** Rows whose cumulative count cannot be (a dip under both neighbours): not served. */
  misprinted: TableRow[];
  /** Pairs still out of order once those are left out: the table is served with a finding. */
  disorder: Array<{ higher: TableRow; lower: TableRow }>;
};

/** A cumulative count over twice both neighbours' while they are in order (江苏 2025 物理类 559 分: 810,132). */
function withoutSpikes<Row extends TableRow>(sorted: readonly Row[]): Row[] {
  if (new Set(sorted.map((row) => row.scoreLow)).size !== sorted.length) return [...sorted];
  return sorted.filter((row, index) => {
    const above = sorted[index - 1]?.rankEnd;
    const below = sorted[index + 1]?.rankEnd;
    const rank = row.rankEnd;
    if (rank === null || above === null || above === undefined || below === null || below === undefined) return true;
    return !(rank > 2 * above && rank > 2 * below && above <= below);
  });
}

/**
 * One published table's cumulative counts, high score to low: they never fall. A row that dips
 * under both neighbours is a misprint (the conversion already reads past it); anything else out of
 * order is reported for a person to look at. A row over twice both its neighbours is a misprint too. Tables that repeat a score (several tables in one
 * run, repeated merged bands) are not judged row by row, as their rows are not neighbours.
 */
export function judgeRankOrder(rows: readonly TableRow[]): RankOrderVerdict {
  const kept = withoutSpikes(withoutMisprintedRows(rows));
  const keptIds = new Set(kept.map((row) => row.id));
  const misprinted = rows.filter((row) => !keptIds.has(row.id));
  const disorder: RankOrderVerdict['disorder'] = [];
  if (new Set(kept.map((row) => row.scoreLow)).size === kept.length) {
    let previous: TableRow | undefined;
    for (const row of kept) {
      if (row.rankEnd === null) continue;
      if (previous && previous.rankEnd !== null && row.rankEnd < previous.rankEnd) {
        disorder.push({ higher: previous, lower: row });
      }
      previous = row;
    }
  }
  return { misprinted, disorder };
}
