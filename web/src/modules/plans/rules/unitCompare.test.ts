import type { EnrollmentSearchRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { describe, expect, it } from 'vitest';
import { compareLabelOf, compareYearsOf, initialCompareSlots, toggleComparePick } from './unitCompare.ts';

const row = (slot: number, missing = false) => ({ slot, missing }) as PlanRow;

const searchRow = (id: number, collegeCode: string, groupCode: string) =>
  ({ id, collegeCode, groupCode, year: 2026, batchName: '本科批' }) as EnrollmentSearchRow;

describe('unit comparison rules', () => {
  it('opens on the first three present slots', () => {
    expect(initialCompareSlots([row(1), row(2, true), row(3), row(4), row(5)])).toEqual([1, 3, 4]);
    expect(initialCompareSlots([row(1)])).toEqual([1]);
  });

  it('labels a group by its code and a 专业+院校 slot by its major, and a unit from the search without a slot', () => {
    const unit = {
      slot: 3,
      collegeName: '东南大学',
      groupCode: '03',
      majors: [{ majorName: '电子信息工程' }],
    } as PlanRow;
    expect(compareLabelOf(unit, true)).toBe('第3志愿 东南大学 03组');
    expect(compareLabelOf(unit, false)).toBe('第3志愿 东南大学 电子信息工程');
    expect(compareLabelOf(unit, true, false)).toBe('东南大学 03组');
  });

  it('shows the newest three years any compared unit has, so units renumbered across years still line up by year', () => {
    const history = (...years: number[]) =>
      ({ history: years.map((year) => ({ year, minScore: null, minRank: null, planCount: null })) }) as PlanRow;
    expect(compareYearsOf([history(2025, 2024), history(2024, 2023, 2022), history()])).toEqual([2025, 2024, 2023]);
  });
});

describe('picking search rows to compare', () => {
  it('adds up to five units, refuses a sixth and removes a row picked again', () => {
    let picked: EnrollmentSearchRow[] = [];
    for (let id = 1; id <= 5; id += 1) {
      const next = toggleComparePick(picked, searchRow(id, String(10000 + id), '01'), true);
      expect(next.outcome).toBe('added');
      picked = next.picked;
    }
    const sixth = toggleComparePick(picked, searchRow(6, '10006', '01'), true);
    expect(sixth).toEqual({ outcome: 'full', picked });
    const removed = toggleComparePick(picked, searchRow(2, '10002', '01'), true);
    expect(removed.outcome).toBe('removed');
    expect(removed.picked.map((item) => item.id)).toEqual([1, 3, 4, 5]);
  });

  it('takes a group once where groups are filled, and each major where the province fills 专业+院校', () => {
    const first = toggleComparePick([], searchRow(1, '10001', '01'), true).picked;
    expect(toggleComparePick(first, searchRow(2, '10001', '01'), true).outcome).toBe('sameUnit');
    expect(toggleComparePick(first, searchRow(3, '10001', '02'), true).outcome).toBe('added');
    expect(toggleComparePick(first, searchRow(2, '10001', '01'), false).outcome).toBe('added');
    // A plan book without group codes: every row is its own unit.
    const bare = toggleComparePick([], searchRow(4, '10055', ''), true).picked;
    expect(toggleComparePick(bare, searchRow(5, '10055', ''), true).outcome).toBe('added');
  });
});
