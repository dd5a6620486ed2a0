import { describe, expect, it } from 'vitest';
import type { UnitRow } from '../admissions/admissions.service.ts';
import { unitCompareSlotsOf } from './unit-compare.ts';

const unitOf = (id: number, collegeCode: string, groupCode: string, batchCode = 3): UnitRow =>
  ({ id, provinceCode: '320000', year: 2026, trackCode: 15, batchCode, collegeCode, groupCode }) as UnitRow;

describe('unitCompareSlotsOf', () => {
  it('makes one slot per group, holding every picked major of it, in the order first picked', () => {
    const slots = unitCompareSlotsOf(
      [unitOf(7, '10286', '03'), unitOf(1, '10001', '01'), unitOf(2, '10001', '01'), unitOf(9, '10001', '02')],
      '院校专业组',
    );
    expect(slots.map(({ stored }) => [stored.slot, stored.collegeCode, stored.groupCode, stored.majorIds])).toEqual([
      [1, '10286', '03', [7]],
      [2, '10001', '01', [1, 2]],
      [3, '10001', '02', [9]],
    ]);
    expect(slots[0]?.scope).toEqual({
      provinceCode: '320000',
      year: 2026,
      trackCode: 15,
      batchCode: 3,
      fillingMode: '院校专业组',
    });
  });

  it('keeps the same group code of two batches apart', () => {
    const slots = unitCompareSlotsOf([unitOf(1, '10001', '01', 3), unitOf(2, '10001', '01', 4)], '院校专业组');
    expect(slots.map(({ stored, scope }) => [scope.batchCode, stored.majorIds])).toEqual([
      [3, [1]],
      [4, [2]],
    ]);
  });

  it('makes one slot per row where the province fills 专业+院校', () => {
    const slots = unitCompareSlotsOf([unitOf(4, '10055', ''), unitOf(3, '10055', '')], '专业+院校');
    expect(slots.map(({ stored }) => [stored.slot, stored.enrollmentPlanId, stored.majorIds])).toEqual([
      [1, 4, []],
      [2, 3, []],
    ]);
  });
});
