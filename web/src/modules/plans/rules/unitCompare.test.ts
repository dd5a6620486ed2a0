import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { describe, expect, it } from 'vitest';
import { compareLabelOf, compareYearsOf, initialCompareSlots } from './unitCompare.ts';

const row = (slot: number, missing = false) => ({ slot, missing }) as PlanRow;

describe('unit comparison rules', () => {
  it('opens on the first three present slots', () => {
    expect(initialCompareSlots([row(1), row(2, true), row(3), row(4), row(5)])).toEqual([1, 3, 4]);
    expect(initialCompareSlots([row(1)])).toEqual([1]);
  });

  it('labels a group by its code and a 专业+院校 slot by its major', () => {
    const unit = {
      slot: 3,
      collegeName: '东南大学',
      groupCode: '03',
      majors: [{ majorName: '电子信息工程' }],
    } as PlanRow;
    expect(compareLabelOf(unit, true)).toBe('第3志愿 东南大学 03组');
    expect(compareLabelOf(unit, false)).toBe('第3志愿 东南大学 电子信息工程');
  });

  it('shows the newest three years any compared unit has, so units renumbered across years still line up by year', () => {
    const history = (...years: number[]) =>
      ({ history: years.map((year) => ({ year, minScore: null, minRank: null, planCount: null })) }) as PlanRow;
    expect(compareYearsOf([history(2025, 2024), history(2024, 2023, 2022), history()])).toEqual([2025, 2024, 2023]);
  });
});
