import { describe, expect, it } from 'vitest';
import type { ScoreBandRow } from '../admissions/admissions.service.ts';
import { historyView, locateScore } from './enrollment.service.ts';

const band = (scoreText: string, scoreLow: number, scoreHigh: number | null, count: number, end: number) =>
  ({
    trackName: '物理类',
    rankCategory: '',
    scoreText,
    scoreLow,
    scoreHigh,
    countAtScore: count,
    rankStart: end - count + 1,
    rankEnd: end,
    dataSource: 'official',
  }) satisfies ScoreBandRow;

/** 680-750 (100), 679 (20), no 678 row although 30 had it, 677 (25), then the floor. */
const ROWS = [band('680-750', 680, 750, 100, 100), band('', 679, 679, 20, 120), band('', 677, 677, 25, 175)];

describe('locateScore', () => {
  it('answers the published rank of a score with its own row and of a merged band', () => {
    expect(locateScore(ROWS, 679)).toMatchObject({ rank: 120, rankStart: 101, merged: false, belowFloor: false });
    expect(locateScore(ROWS, 700)).toMatchObject({ rank: 100, rankStart: 1, merged: true, bandLow: 680 });
  });

  it('places a score between two rows in the ranks between them, not below the floor', () => {
    expect(locateScore(ROWS, 678)).toMatchObject({
      rank: 150,
      rankStart: 121,
      countAtScore: null,
      merged: false,
      belowFloor: false,
      floorScore: 677,
      floorRank: 175,
    });
  });

  it('is below the floor only under the last row', () => {
    expect(locateScore(ROWS, 676)).toMatchObject({ rank: null, belowFloor: true, floorScore: 677 });
  });

  it('answers the score of a misprinted row with the ranks between its neighbours', () => {
    // 江苏 2024 物理类 prints 470 at 510 points between 130 825 and 133 496.
    const misprinted = [
      band('', 511, 511, 2690, 130_825),
      { ...band('', 510, 510, 2671, 470), rankStart: 131_155 },
      band('', 509, 509, 2671, 133_496),
    ];
    expect(locateScore(misprinted, 510)).toMatchObject({ rank: 130_826, rankStart: 130_826, bandText: '' });
    expect(locateScore(misprinted, 509)).toMatchObject({ rank: 133_496, rankStart: 130_826 });
  });
});

describe('historyView', () => {
  const year = (value: number, derived: number) => ({
    year: value,
    level: 'major' as const,
    minScore: 600,
    minRank: 1000,
    minRankDerived: derived,
    planCount: 3,
  });

  it('keeps the three newest years and says which ranks were converted from a score', () => {
    const view = historyView([year(2025, 0), year(2024, 1), year(2023, 0), year(2022, 1)]);
    expect(view.map((entry) => [entry.year, entry.minRankDerived])).toEqual([
      [2025, false],
      [2024, true],
      [2023, false],
    ]);
    expect(historyView([])).toEqual([]);
  });
});
