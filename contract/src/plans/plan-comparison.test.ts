import { describe, expect, it } from 'vitest';
import { comparePlans, isPlanSaved, PLAN_ROW_STATUS } from './plan-comparison.ts';

const { samePosition, otherPosition, absent } = PLAN_ROW_STATUS;

describe('comparePlans', () => {
  it('marks each row of both plans 1 same slot, 2 other slot, 3 absent', () => {
    const result = comparePlans([11, 12, 13, 14], [11, 14, 13, 15, 16]);
    expect(result.current.rows.map((row) => row.status)).toEqual([samePosition, absent, samePosition, otherPosition]);
    expect(result.current.rows.map((row) => row.otherIndex)).toEqual([0, null, 2, 1]);
    expect(result.current.counts).toEqual({ samePosition: 2, otherPosition: 1, absent: 1 });
    expect(result.other.rows.map((row) => row.status)).toEqual([
      samePosition,
      otherPosition,
      samePosition,
      absent,
      absent,
    ]);
    expect(result.other.rows.map((row) => row.otherIndex)).toEqual([0, 3, 2, null, null]);
    expect(result.other.counts).toEqual({ samePosition: 2, otherPosition: 1, absent: 2 });
  });

  it('compares group keys as well as ids, and an empty plan has everything absent', () => {
    const result = comparePlans(['10001|01', '10003|02'], []);
    expect(result.current.rows).toEqual([
      { key: '10001|01', status: absent, otherIndex: null },
      { key: '10003|02', status: absent, otherIndex: null },
    ]);
    expect(result.other).toEqual({ rows: [], counts: { samePosition: 0, otherPosition: 0, absent: 0 } });
  });

  it('reads a repeated row by its first slot in the other plan', () => {
    const result = comparePlans([5, 6], [6, 5, 5]);
    expect(result.current.rows.map((row) => [row.status, row.otherIndex])).toEqual([
      [otherPosition, 1],
      [otherPosition, 0],
    ]);
    expect(result.other.rows.map((row) => [row.status, row.otherIndex])).toEqual([
      [otherPosition, 1],
      [otherPosition, 0],
      [otherPosition, 0],
    ]);
  });

  it('compares two 96-slot plans, one shifted by one slot, in linear time', () => {
    const plan = Array.from({ length: 96 }, (_, index) => 1000 + index);
    const shifted = [999, ...plan.slice(0, 95)];
    const started = performance.now();
    const result = comparePlans(plan, shifted);
    expect(performance.now() - started).toBeLessThan(20);
    expect(result.current.counts).toEqual({ samePosition: 0, otherPosition: 95, absent: 1 });
    expect(result.current.rows[95]).toEqual({ key: 1095, status: absent, otherIndex: null });
    expect(result.other.rows[0]).toEqual({ key: 999, status: absent, otherIndex: null });
    expect(result.other.rows[1]).toEqual({ key: 1000, status: otherPosition, otherIndex: 0 });
  });
});

describe('isPlanSaved', () => {
  it('is saved only when the same ids stand in the same order', () => {
    expect(isPlanSaved([3, 1, 2], [3, 1, 2])).toBe(true);
    expect(isPlanSaved([], [])).toBe(true);
    expect(isPlanSaved([3, 2, 1], [3, 1, 2])).toBe(false);
    expect(isPlanSaved([3, 1], [3, 1, 2])).toBe(false);
    expect(isPlanSaved([3, 1, 2, 4], [3, 1, 2])).toBe(false);
  });
});
