import { describe, expect, it } from 'vitest';
import { latestResultsOf, type FinishedAssignment } from './evaluationSummary.ts';

const done = (
  instrumentKey: FinishedAssignment['instrumentKey'],
  resultId: number,
  resultCode: string,
  completedAt: number,
): FinishedAssignment => ({ instrumentKey, status: 'completed', resultId, resultCode, completedAt });

describe("a student's latest evaluation results", () => {
  it('keeps the newer result of an instrument taken twice, in the summary order', () => {
    const results = latestResultsOf([
      done('mbti', 4, 'INFP', 300),
      done('hol', 1, 'SAE', 100),
      done('hol', 2, 'ARE', 200),
      done('intelligence', 7, 'LI-IA', 150),
    ]);
    expect(results.map((result) => [result.instrumentKey, result.resultId, result.code])).toEqual([
      ['hol', 2, 'ARE'],
      ['mbti', 4, 'INFP'],
      ['intelligence', 7, 'LI-IA'],
    ]);
  });

  it('leaves out unfinished assignments, and gives nothing when none is finished', () => {
    const open: FinishedAssignment = {
      instrumentKey: 'anchor',
      status: 'inProgress',
      resultId: null,
      resultCode: '',
      completedAt: null,
    };
    expect(latestResultsOf([open])).toEqual([]);
    expect(latestResultsOf([])).toEqual([]);
  });
});
