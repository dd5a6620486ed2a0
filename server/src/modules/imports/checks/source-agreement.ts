import {
  chooseLine,
  linesDisagree,
  sourceRankOf,
  type LineCandidate,
  type SourceRank,
} from '../../admission-engine/unit-lines.ts';

/**
 * Whether the sources of one unit and year print lines too far apart to pass unremarked, and which
 * of them the engine uses. Pure: `source-agreement-checks.ts` loads the rows. The engine chooses
 * the line by source (`chooseLine`); this only names the disagreement so someone can look.
 */

/** Where neither of two sources prints a rank, their minimum scores may differ by this many points. */
export const SCORE_DISAGREEMENT_POINTS = 3;

/** One row of a unit and year as a source printed it. */
export type SourceLine = {
  /** The row's data source (`data_source_id`); rows of one source are one line. */
  sourceKey: number;
  /** The source's published id (`data_sources.source_id`), what a reader can look up. */
  sourceId: string;
  sourceQuality: string;
  minRank: number | null;
  minRankDerived: boolean;
  minScore: number | null;
};

export type SourceDisagreement = {
  /** Ranks where both sources print one, else scores. */
  measure: 'rank' | 'score';
  /** The line the engine uses (its source is the better one, or the middle of equals). */
  used: SourceLine;
  /** The other source's line furthest from it. */
  other: SourceLine;
  /** Relative to the smaller rank (0.1 = 10 %) for ranks; points for scores. */
  difference: number;
};

const hasRank = (line: SourceLine): line is SourceLine & { minRank: number } =>
  line.minRank !== null && line.minRank > 0;
const hasScore = (line: SourceLine): line is SourceLine & { minScore: number } => line.minScore !== null;

const candidateOf = (line: SourceLine & { minRank: number }): LineCandidate => ({
  observation: { year: 0, rank: line.minRank, derived: line.minRankDerived },
  sourceRank: sourceRankOf(line.sourceQuality),
});

/**
 * One line per source: the engine's choice among the source's own rows (published rank first,
 * then the middle one), else the middle of its scores.
 */
function lineOfSource(rows: readonly SourceLine[]): SourceLine {
  const ranked = rows.filter(hasRank);
  if (ranked.length > 0) {
    const candidates = ranked.map(candidateOf);
    return ranked[candidates.indexOf(chooseLineCandidate(candidates))]!;
  }
  const scored = [...rows].sort((left, right) => (right.minScore ?? 0) - (left.minScore ?? 0));
  return scored[Math.floor((scored.length - 1) / 2)]!;
}

/** `chooseLine` answers the observation; this finds the candidate it came from. */
function chooseLineCandidate(candidates: readonly LineCandidate[]): LineCandidate {
  const chosen = chooseLine(candidates);
  return candidates.find((candidate) => candidate.observation === chosen)!;
}

/**
 * The line the engine uses among one line per source: the best source (`sourceRankOf`), a
 * published rank before a derived one, the middle of what is left. Where a line of the best
 * sources prints a score only, the middle score among them.
 */
function usedLine(lines: readonly SourceLine[]): SourceLine {
  const best = Math.min(...lines.map((line) => sourceRankOf(line.sourceQuality)));
  const pool = lines.filter((line) => sourceRankOf(line.sourceQuality) === best);
  if (pool.every(hasRank)) {
    const candidates = pool.map(candidateOf);
    return pool[candidates.indexOf(chooseLineCandidate(candidates))]!;
  }
  return lineOfSource(pool);
}

/**
 * The largest disagreement between the line the engine uses and another source's line of the same
 * unit and year: ranks more than the engine's `SOURCE_DISAGREEMENT` (5 %) apart (relative to the smaller), or, where
 * either of the two prints no rank, scores more than `SCORE_DISAGREEMENT_POINTS` apart. Null when
 * fewer than two sources print the unit or they agree.
 */
export function sourceDisagreement(rows: readonly SourceLine[]): SourceDisagreement | null {
  const bySource = new Map<number, SourceLine[]>();
  for (const row of rows) bySource.set(row.sourceKey, [...(bySource.get(row.sourceKey) ?? []), row]);
  if (bySource.size < 2) return null;
  const lines = [...bySource.values()].map(lineOfSource);
  const used = usedLine(lines);
  let found: SourceDisagreement | null = null;
  for (const other of lines) {
    if (other === used) continue;
    if (hasRank(used) && hasRank(other)) {
      if (!linesDisagree([candidateOf(used), candidateOf(other)])) continue;
      const difference = Math.abs(used.minRank - other.minRank) / Math.min(used.minRank, other.minRank);
      if (found?.measure !== 'rank' || difference > found.difference)
        found = { measure: 'rank', used, other, difference };
    } else if (hasScore(used) && hasScore(other) && found?.measure !== 'rank') {
      const difference = Math.abs(used.minScore - other.minScore);
      if (difference > SCORE_DISAGREEMENT_POINTS && difference > (found?.difference ?? 0)) {
        found = { measure: 'score', used, other, difference };
      }
    }
  }
  return found;
}

/** The words for a source rank, as the message names them. */
export const SOURCE_RANK_LABELS: Record<SourceRank, string> = {
  0: '省教育考试院',
  1: '学校官网',
  2: '第三方整理',
};

export const sourceLabelOf = (line: SourceLine) =>
  `${SOURCE_RANK_LABELS[sourceRankOf(line.sourceQuality)]}（${line.sourceId || `来源 ${line.sourceKey}`}）`;

const thousands = (value: number) => value.toLocaleString('en-US');

/** What the finding says: which sources disagree, by how much, and whose line the engine uses. */
export function disagreementMessage({ measure, used, other, difference }: SourceDisagreement): string {
  const figure = (line: SourceLine) =>
    measure === 'rank' ? `最低位次 ${thousands(line.minRank!)}` : `最低分 ${line.minScore} 分`;
  const gap = measure === 'rank' ? `相差 ${(difference * 100).toFixed(1)} %` : `相差 ${difference} 分`;
  const sameRank = sourceRankOf(used.sourceQuality) === sourceRankOf(other.sourceQuality);
  const better = measure === 'rank' ? used.minRank! < other.minRank! : used.minScore! > other.minScore!;
  const why = !sameRank
    ? '来源更可靠'
    : better
      ? `两个来源同级，取${measure === 'rank' ? '位次靠前' : '分数较高'}的一份`
      : '同级来源中取居中的一份';
  return (
    `${sourceLabelOf(used)}${figure(used)}，${sourceLabelOf(other)}${figure(other)}，${gap}。` +
    `引擎采用${sourceLabelOf(used)}的数据（${why}），两行照常使用，请核对。`
  );
}
