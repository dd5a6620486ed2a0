import { prepareScoreTable, scoreToRank, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import { median } from './cutoff-model.ts';
import type { ScoreTableRow } from './admission-engine.repository.ts';

/** A rank-end jump larger than this between neighbouring rows is a misprint, not candidates. */
const MISPRINT_JUMP = 1.5;
const MAX_MISPRINTS = 2;
const MIN_ROWS_TO_JUDGE = 10;

/**
 * The candidates a table counts: its largest cumulative rank, skipping a top value that jumps
 * more than 1.5× past the next (one misprinted row, e.g. 3 195 416 after 475 258).
 */
export function tableCandidateCount(rankEnds: readonly number[]): number | undefined {
  const sorted = rankEnds.filter((rank) => rank > 0).sort((left, right) => left - right);
  let last = sorted.length - 1;
  // Only a full table tells a misprint from a short table's real step, and only its top rows.
  for (let skipped = 0; skipped < MAX_MISPRINTS && sorted.length >= MIN_ROWS_TO_JUDGE; skipped += 1) {
    if (last > 0 && sorted[last]! > MISPRINT_JUMP * sorted[last - 1]!) last -= 1;
  }
  return last >= 0 ? sorted[last] : undefined;
}

const scopeKey = (provinceCode: string, year: number, trackCode: number) => `${provinceCode}|${year}|${trackCode}`;

/** Per province × year × track: the candidate count and a table to derive ranks from scores. */
export type ProvinceTables = {
  candidateCount(provinceCode: string, year: number, trackCode: number): number | undefined;
  /** The rank of a minimum score (the published cumulative count at it), or undefined. */
  rankOfScore(provinceCode: string, year: number, trackCode: number, score: number): number | undefined;
};

export function buildProvinceTables(rows: readonly ScoreTableRow[]): ProvinceTables {
  const byScope = new Map<string, Map<string, ScoreTableRow[]>>();
  for (const row of rows) {
    const scope = scopeKey(row.provinceCode, row.year, row.trackCode);
    const tables = byScope.get(scope) ?? new Map<string, ScoreTableRow[]>();
    byScope.set(scope, tables);
    const table = tables.get(row.tableKey) ?? [];
    tables.set(row.tableKey, table);
    table.push(row);
  }
  const counts = new Map<string, number>();
  const prepared = new Map<string, PreparedScoreTable[]>();
  for (const [scope, tables] of byScope) {
    // Several tables of one track (per batch, per use): the median count, and every table.
    const perTable = [...tables.values()]
      .map((table) => tableCandidateCount(table.map((row) => row.rankEnd ?? 0)))
      .filter((count): count is number => count !== undefined);
    if (perTable.length > 0) counts.set(scope, median(perTable));
    // Fullest first; a table per batch (本科批 / 专科批) answers only for its own scores.
    // prepareScoreTable skips misprinted rows (withoutMisprintedRows), as every conversion does.
    const byLength = [...tables.values()].sort((left, right) => right.length - left.length);
    prepared.set(
      scope,
      byLength.map((table) => prepareScoreTable(table)),
    );
  }
  return {
    candidateCount: (provinceCode, year, trackCode) => counts.get(scopeKey(provinceCode, year, trackCode)),
    rankOfScore(provinceCode, year, trackCode, score) {
      for (const table of prepared.get(scopeKey(provinceCode, year, trackCode)) ?? []) {
        const interval = scoreToRank(table, score);
        if (interval.kind === 'above-top' || interval.kind === 'below-floor') continue;
        const rank = interval.worst ?? interval.best;
        return rank !== null && rank > 0 ? rank : undefined;
      }
      return undefined;
    },
  };
}

/** A province-year shift beyond ±25 % is two tables counting different things: no signal. */
const PLAUSIBLE_LOG_SHIFT = Math.log(1.25);

/** log(N_Y / N_{Y−1}) for a province and track, undefined when either table is missing or implausible. */
export function logCandidateShift(
  tables: ProvinceTables,
  provinceCode: string,
  trackCode: number,
  year: number,
): number | undefined {
  const now = tables.candidateCount(provinceCode, year, trackCode);
  const before = tables.candidateCount(provinceCode, year - 1, trackCode);
  if (now === undefined || before === undefined) return undefined;
  const shift = Math.log(now / before);
  return Math.abs(shift) <= PLAUSIBLE_LOG_SHIFT ? shift : undefined;
}
