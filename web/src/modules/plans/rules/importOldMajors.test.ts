import type { PlanImportResult, PlanRow } from '@zhihang/contract/plans/plan.schema';
import { describe, expect, it } from 'vitest';
import { importOutcomeOf, universityChoicesOf } from './importOldMajors.ts';

describe('universityChoicesOf', () => {
  it('lists the plan’s universities once in slot order, then the search’s new ones', () => {
    const rows = [
      { universityId: 2, collegeName: '东南大学' },
      { universityId: null, collegeName: '已撤销学院' },
      { universityId: 1, collegeName: '北京大学' },
      { universityId: 2, collegeName: '东南大学' },
    ];
    expect(
      universityChoicesOf(rows, [
        { id: 1, collegeName: '北京大学' },
        { id: 3, collegeName: '东南学院' },
      ]),
    ).toEqual([
      { value: 2, label: '东南大学' },
      { value: 1, label: '北京大学' },
      { value: 3, label: '东南学院' },
    ]);
  });
});

describe('importOutcomeOf', () => {
  it('places each match in the saved plan’s slot and keeps the server’s reasons', () => {
    const result = {
      plan: {
        rows: [
          { slot: 1, collegeName: '北京大学', majors: [{ enrollmentPlanId: 5, majorName: '数学与应用数学' }] },
          { slot: 2, collegeName: '东南大学', majors: [{ enrollmentPlanId: 8, majorName: '电子信息工程' }] },
        ] as unknown as PlanRow[],
      },
      matched: [{ oldId: 40, enrollmentPlanId: 8 }],
      unmatched: [{ oldId: 41, collegeName: '东南大学', majorName: '建筑学', reason: '今年该校未招收该专业' }],
    } as unknown as PlanImportResult;
    expect(importOutcomeOf(result, [{ id: 40, major_name: '电子信息工程（卓越班）' }])).toEqual({
      matched: [{ old: '电子信息工程（卓越班）', slot: 2, college: '东南大学', major: '电子信息工程' }],
      unmatched: [{ college: '东南大学', major: '建筑学', reason: '今年该校未招收该专业' }],
    });
  });
});
