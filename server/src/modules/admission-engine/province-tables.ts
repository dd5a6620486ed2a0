import { prepareScoreTable, scoreToRank, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import { median } from './cutoff-model.ts';
import type { ControlLineRow, ScoreTableRow } from './admission-engine.repository.ts';

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
  /**
   * Candidates at or above the year's general 本科 control line (its rank in the year's table):
   * the 本科 places the province planned, published before filling. Undefined without the line.
   */
  bachelorCount?(provinceCode: string, year: number, trackCode: number): number | undefined;
  /** The rank of a minimum score (the published cumulative count at it), or undefined. */
  rankOfScore(provinceCode: string, year: number, trackCode: number, score: number): number | undefined;
};

/** Special lines beside the general 本科 line: their ranks count other things. */
const NOT_GENERAL_LINE =
  /专项|军|消防|公安|警|特控|特殊|艺术|体育|美术|设计|音乐|舞蹈|表演|导演|书法|播音|主持|戏曲|卫生|预科|民族|一批|提前|强基|中外|定向|专科|高职|贯通/;

/**
 * The general 本科 control line of each province, year and track: the lowest 总分 line whose batch
 * names 本科 and no special admission (本科二批 where 一批 and 二批 are published apart).
 */
export function generalBachelorLines(lines: readonly ControlLineRow[]): Map<string, number> {
  const general = new Map<string, number>();
  for (const line of lines) {
    if (!/本科|本专科/.test(line.batchName) || NOT_GENERAL_LINE.test(line.batchName)) continue;
    if (/文化|专业/.test(line.lineType)) continue;
    const scope = scopeKey(line.provinceCode, line.year, line.trackCode);
    const known = general.get(scope);
    if (known === undefined || line.score < known) general.set(scope, line.score);
  }
  return general;
}

export function buildProvinceTables(
  rows: readonly ScoreTableRow[],
  controlLines: readonly ControlLineRow[] = [],
): ProvinceTables {
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
  const rankOfScore = (provinceCode: string, year: number, trackCode: number, score: number) => {
    for (const table of prepared.get(scopeKey(provinceCode, year, trackCode)) ?? []) {
      const interval = scoreToRank(table, score);
      if (interval.kind === 'above-top' || interval.kind === 'below-floor') continue;
      const rank = interval.worst ?? interval.best;
      return rank !== null && rank > 0 ? rank : undefined;
    }
    return undefined;
  };
  const bachelorLines = generalBachelorLines(controlLines);
  return {
    candidateCount: (provinceCode, year, trackCode) => counts.get(scopeKey(provinceCode, year, trackCode)),
    bachelorCount(provinceCode, year, trackCode) {
      const line = bachelorLines.get(scopeKey(provinceCode, year, trackCode));
      return line === undefined ? undefined : rankOfScore(provinceCode, year, trackCode, line);
    },
    rankOfScore,
  };
}

/** What a year's shift is read from: the 本科 line's count (else the tables'), the tables' only, or nothing. */
export type ShiftSource = 'bachelor-line' | 'bachelor-line-only' | 'table-count' | 'none';

/** A province-year shift beyond ±25 % is two tables counting different things: no signal. */
const PLAUSIBLE_LOG_SHIFT = Math.log(1.25);

/**
 * log(N_Y / N_{Y−1}) for a province and track: N is the candidates at or above the general 本科
 * line where both years publish it (the places planned move cutoffs; a table's length does not
 * always count the same candidates), else the tables' candidate counts. Undefined when either is
 * missing or the change is implausible.
 */
export function logCandidateShift(
  tables: ProvinceTables,
  provinceCode: string,
  trackCode: number,
  year: number,
  source: ShiftSource = 'bachelor-line',
): number | undefined {
  if (source === 'none') return undefined;
  const lineCount = source === 'table-count' ? undefined : tables.bachelorCount;
  const bachelorNow = lineCount?.(provinceCode, year, trackCode);
  const bachelorBefore = lineCount?.(provinceCode, year - 1, trackCode);
  const both = bachelorNow !== undefined && bachelorBefore !== undefined;
  if (!both && source === 'bachelor-line-only') return undefined;
  const now = both ? bachelorNow : tables.candidateCount(provinceCode, year, trackCode);
  const before = both ? bachelorBefore : tables.candidateCount(provinceCode, year - 1, trackCode);
  if (now === undefined || before === undefined) return undefined;
  const shift = Math.log(now / before);
  return Math.abs(shift) <= PLAUSIBLE_LOG_SHIFT ? shift : undefined;
}
