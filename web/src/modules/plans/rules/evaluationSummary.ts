import type { EvaluationKey } from '@zhihang/contract/evaluations/instrument-definition';

/** What the guidance page needs of a student's assignment (/evaluation/assignments/list). */
export type FinishedAssignment = {
  instrumentKey: EvaluationKey;
  status: 'assigned' | 'inProgress' | 'completed';
  resultId: number | null;
  resultCode: string;
  completedAt: number | null;
};

export type LatestResult = { instrumentKey: EvaluationKey; resultId: number; code: string; completedAt: number };

/** The order the summary reads in: interests first, then type, strengths, anchors, factors. */
const ORDER: readonly EvaluationKey[] = ['hol', 'mbti', 'intelligence', 'anchor', 'pf'];

/**
 * Each instrument's latest finished result, in the summary's order: an instrument taken twice
 * shows its newer result; unfinished ones (no result yet) are left out.
 */
export function latestResultsOf(rows: readonly FinishedAssignment[]): LatestResult[] {
  const latest = new Map<EvaluationKey, LatestResult>();
  for (const row of rows) {
    if (row.status !== 'completed' || row.resultId === null || row.completedAt === null) continue;
    const known = latest.get(row.instrumentKey);
    if (known && known.completedAt >= row.completedAt) continue;
    latest.set(row.instrumentKey, {
      instrumentKey: row.instrumentKey,
      resultId: row.resultId,
      code: row.resultCode,
      completedAt: row.completedAt,
    });
  }
  return ORDER.flatMap((key) => {
    const result = latest.get(key);
    return result ? [result] : [];
  });
}

/** Instruments whose code names scales (LI-IA): the summary names their top scales instead. */
export const SCALE_RANKED: ReadonlySet<EvaluationKey> = new Set(['intelligence', 'anchor']);

/** How many of a ranked instrument's scales the summary names. */
export const TOP_SCALES = 3;
