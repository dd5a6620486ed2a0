import { describe, expect, it } from 'vitest';
import { isCooperation, rankWindowOf, refineRows, tuitionOf } from './searchRefine.ts';

const row = (major: string, tuition: string, majorPlanNum: number | null, collegeName = '南京大学') => ({
  collegeName,
  major,
  tuition,
  majorPlanNum,
});

describe('search refinements', () => {
  it('reads tuition in 元', () => {
    expect(tuitionOf('5000元/年')).toBe(5000);
    expect(tuitionOf('6.8万元/年')).toBe(68_000);
    expect(tuitionOf('38,000元')).toBe(38_000);
    expect(tuitionOf('待定')).toBeNull();
  });

  it('knows 中外合作 units from their names', () => {
    expect(isCooperation(row('计算机科学与技术(中外合作办学)', '', 1))).toBe(true);
    expect(isCooperation(row('软件工程', '', 1))).toBe(false);
  });

  it('filters by tuition, 中外合作 and plan count together', () => {
    const rows = [
      row('软件工程', '5000元/年', 6),
      row('金融学(中外合作办学)', '6.8万元/年', 40),
      row('物理学', '待定', 2),
    ];
    expect(refineRows(rows, { maxTuition: 10_000, cooperation: 'any', minPlanCount: null })).toEqual([rows[0]]);
    expect(refineRows(rows, { maxTuition: null, cooperation: 'only', minPlanCount: null })).toEqual([rows[1]]);
    expect(refineRows(rows, { maxTuition: null, cooperation: 'exclude', minPlanCount: 3 })).toEqual([rows[0]]);
  });

  it('centres the rank window on the student', () => {
    expect(rankWindowOf(27_930)).toEqual({ rankMin: 21_484, rankMax: 55_860 });
    expect(rankWindowOf(1)).toEqual({ rankMin: 1, rankMax: 2 });
  });
});
