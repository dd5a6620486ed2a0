import { describe, expect, it } from 'vitest';
import { percentText, stripSegments } from './wholeListStrip.ts';

const slot = (number: number, admitted: number) => ({
  slot: number,
  label: `志愿${number}`,
  insufficientData: false,
  admitted,
  adjusted: 0,
  withdrawn: 0,
  worstCaseMajor: null,
  unpredictedMajorIds: [],
});

describe('stripSegments', () => {
  it('keeps visible slots in order, merges thin ones, then 退档 and not placed', () => {
    const segments = stripSegments({
      slots: [slot(1, 0.01), slot(2, 0.3), slot(3, 0.005), slot(4, 0.6), slot(5, 0)],
      withdrawn: 0.05,
      unplaced: 0.035,
    });
    expect(segments).toEqual([
      { kind: 'slot', slot: 2, label: '志愿2', share: 0.3 },
      { kind: 'slot', slot: 4, label: '志愿4', share: 0.6 },
      { kind: 'others', slots: [1, 3], share: 0.015 },
      { kind: 'withdrawn', share: 0.05 },
      { kind: 'unplaced', share: 0.035 },
    ]);
    expect(segments.reduce((sum, segment) => sum + segment.share, 0)).toBeCloseTo(1, 9);
  });

  it('leaves out empty pieces', () => {
    expect(stripSegments({ slots: [slot(1, 1)], withdrawn: 0, unplaced: 0 })).toEqual([
      { kind: 'slot', slot: 1, label: '志愿1', share: 1 },
    ]);
  });
});

describe('percentText', () => {
  it('rounds to whole percent and marks the near-certain ends', () => {
    expect(percentText(0.1234)).toBe('12%');
    expect(percentText(0.004)).toBe('<1%');
    expect(percentText(0.9995)).toBe('>99%');
    expect(percentText(1)).toBe('100%');
    expect(percentText(0)).toBe('0%');
  });
});
