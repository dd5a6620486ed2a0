import { describe, expect, it } from 'vitest';
import { sourceDisagreement, type SourceLine } from './source-agreement.ts';

const line = (sourceKey: number, sourceQuality: string, minRank: number | null, minScore: number | null = null) =>
  ({
    sourceKey,
    sourceId: `s${sourceKey}`,
    sourceQuality,
    minRank,
    minRankDerived: false,
    minScore,
  }) satisfies SourceLine;

describe('sourceDisagreement', () => {
  it('needs two sources: one source printing a unit twice is not a disagreement', () => {
    expect(sourceDisagreement([line(1, 'third-party', 1_000), line(1, 'third-party', 2_000)])).toBeNull();
  });

  it('is more than 5 % of the smaller rank, not 5 % exactly', () => {
    expect(sourceDisagreement([line(1, 'official-gd', 1_000), line(2, 'third-party', 1_050)])).toBeNull();
    expect(sourceDisagreement([line(1, 'official-gd', 1_000), line(2, 'third-party', 1_051)])).toMatchObject({
      measure: 'rank',
      difference: 0.051,
    });
  });

  it('uses the better source even where its rank is the worse one, and reports the furthest other source', () => {
    const found = sourceDisagreement([
      line(1, 'third-party', 900),
      line(2, 'official-school-sysu', 1_000),
      line(3, 'third-party', 1_300),
    ]);
    expect(found?.used.sourceKey).toBe(2);
    expect(found?.other.sourceKey).toBe(3);
    expect(found?.difference).toBeCloseTo(0.3);
  });

  it('takes the better of two equal sources, as the engine does', () => {
    const found = sourceDisagreement([line(1, 'third-party-a', 1_200), line(2, 'third-party-b', 1_000)]);
    expect(found).toMatchObject({ used: { sourceKey: 2 }, other: { sourceKey: 1 }, difference: 0.2 });
  });

  it('compares scores where either prints no rank: more than three points', () => {
    expect(sourceDisagreement([line(1, 'official-gd', 5_000, 600), line(2, 'third-party', null, 597)])).toBeNull();
    expect(sourceDisagreement([line(1, 'official-gd', 5_000, 600), line(2, 'third-party', null, 596)])).toMatchObject({
      measure: 'score',
      difference: 4,
    });
  });
});
