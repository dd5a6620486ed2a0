import { describe, expect, it } from 'vitest';
import {
  replayAdmission,
  replayStudents,
  spreadRanks,
  subjectCombinations,
  summariseReplay,
  type ReplaySlot,
} from './plan-replay.ts';

const slot = (number: number, cutoffRank: number | null, subjectsFit: boolean | null = true): ReplaySlot => ({
  slot: number,
  cutoffRank,
  subjectsFit,
  hadHistory: true,
});

describe('the replay’s students', () => {
  it('spreads ranks evenly from the top 1 % to the 本科 line, each share’s midpoint', () => {
    expect(spreadRanks(1_000, 10_999, 5)).toEqual([2_000, 4_000, 6_000, 8_000, 10_000]);
    expect(spreadRanks(10, 5, 3)).toEqual([]);
  });

  it('deals the 选科 combinations of a track in turn', () => {
    expect(subjectCombinations(15, '440000').map((entry) => entry.combination)).toEqual([
      '物化生',
      '物化政',
      '物化地',
      '物生政',
      '物生地',
      '物政地',
    ]);
    expect(subjectCombinations(11, '440000')[0]!.subjects).toEqual({ first: '0605', others: ['0606', '0607'] });
    expect(subjectCombinations(20, '370000')).toHaveLength(20);
    expect(subjectCombinations(20, '330000')).toHaveLength(35);
    const students = replayStudents(100, 10_099, 8, subjectCombinations(15, '440000'));
    expect(students.map((student) => student.combination)).toEqual([
      '物化生',
      '物化政',
      '物化地',
      '物生政',
      '物生地',
      '物政地',
      '物化生',
      '物化政',
    ]);
  });
});

describe('replayAdmission: parallel 投档 on the real lines', () => {
  it('admits at the first slot whose real cutoff rank the student’s rank meets', () => {
    expect(replayAdmission(5_000, [slot(1, 3_000), slot(2, 6_000), slot(3, 9_000)])).toEqual({
      slot: 2,
      value: 1.2,
      uncheckedBefore: false,
    });
  });

  it('passes over a slot whose 选科 the student does not meet, and one without a real line', () => {
    const outcome = replayAdmission(5_000, [slot(1, 8_000, false), slot(2, null), slot(3, 7_500, null)]);
    expect(outcome).toEqual({ slot: 3, value: 1.5, uncheckedBefore: true });
  });

  it('is 滑档 when no slot admits', () => {
    expect(replayAdmission(5_000, [slot(1, 1_000), slot(2, 4_999)])).toEqual({
      slot: null,
      value: null,
      uncheckedBefore: false,
    });
  });
});

describe('summariseReplay', () => {
  it('sums promise, admission, value, slots, bands and rows up', () => {
    const summary = summariseReplay([
      { rank: 4_000, promised: 0.99, slots: [slot(1, 2_000), slot(2, 6_000, false), slot(3, 8_000)] },
      { rank: 30_000, promised: 0.97, slots: [slot(1, 20_000), slot(7, 33_000)] },
      { rank: 60_000, promised: 0.98, slots: [slot(1, null), slot(2, 50_000, null)] },
    ]);
    expect(summary.students).toBe(3);
    expect(summary.promised).toBeCloseTo(0.98);
    expect(summary.admitted).toBeCloseTo(2 / 3);
    expect(summary.gapPoints).toBeCloseTo((2 / 3 - 0.98) * 100);
    expect(summary.medianSlot).toBe(5);
    expect(summary.slotBuckets).toMatchObject({ '1–5': 1, '6–10': 1 });
    expect(summary.missedByBand).toEqual({ '≤ 5,000': [1, 0], '20,001–50,000': [1, 0], '50,001–100,000': [1, 1] });
    expect(summary.rows).toBe(7);
    expect(summary.subjectViolations).toBe(1);
    expect(summary.subjectUnknownRows).toBe(1);
    expect(summary.rowsUnchecked).toBe(1);
    expect(summary.studentsWithUncheckedBefore).toBe(1);
    expect(summary.medianValue).toBeCloseTo((2 + 1.1) / 2);
    expect(summary.medianValueTop5000).toBe(2);
  });
});
