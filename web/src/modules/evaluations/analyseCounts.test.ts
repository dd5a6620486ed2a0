import type { Analysis } from '@zhihang/contract/evaluations/evaluations.schemas';
import { describe, expect, it } from 'vitest';
import { analyseRingCounts } from './analyseCounts.ts';

const analysis: Analysis = {
  studentCount: 40,
  completed: [],
  hollandCodes: [{ code: 'SAE', count: 3 }],
  hollandTypes: [
    { code: 'R', count: 2 },
    { code: 'S', count: 5 },
  ],
  personalityTypes: [],
  profiles: [],
  warnings: [],
  subjectFit: { withSubjects: 12, fitting: 9, share: 0.75 },
};

describe('analyseRingCounts', () => {
  it('names the Holland letters and splits the 选科 fit into fit and misfit', () => {
    expect(analyseRingCounts(analysis, { fits: '相符', misfits: '不相符' })).toEqual({
      holland: [
        { name: 'R', count: 2 },
        { name: 'S', count: 5 },
      ],
      subjectFit: [
        { name: '相符', count: 9 },
        { name: '不相符', count: 3 },
      ],
    });
  });
});
