import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import { describe, expect, it } from 'vitest';
import { openingProvince, planMajorsOnce } from './planMajorsOnce.ts';

const row = (fields: Partial<EnrollmentPlanRow>): EnrollmentPlanRow =>
  ({
    id: 1,
    trackName: '物理类',
    batchName: '国家专项本科',
    groupCode: '001',
    majorExamCode: '01',
    major: '城乡规划',
    majorPlanNum: 1,
    ...fields,
  }) as EnrollmentPlanRow;

describe('planMajorsOnce', () => {
  it('lists a row printed twice under 003 and 3 once, with its places counted once', () => {
    const lines = planMajorsOnce([
      row({ id: 1, groupCode: '003', majorExamCode: '04', major: '社会学类', trackName: '历史类' }),
      row({ id: 2, groupCode: '3', majorExamCode: '04', major: '社会学类', trackName: '历史类' }),
    ]);
    expect(lines).toEqual([
      {
        key: '历史类|社会学类',
        name: '社会学类',
        trackName: '历史类',
        planCount: 1,
        batches: [{ batchName: '国家专项本科', planCount: 1 }],
      },
    ]);
  });

  it('lists a major of two batches of a track once, naming each batch, and keeps other tracks apart', () => {
    const lines = planMajorsOnce([
      row({ id: 1, batchName: '国家专项本科', groupCode: '001', majorExamCode: '01', majorPlanNum: 2 }),
      row({ id: 2, batchName: '高校专项本科', groupCode: '003', majorExamCode: '09', majorPlanNum: 1 }),
      row({ id: 3, trackName: '历史类', groupCode: '005', majorExamCode: '02', majorPlanNum: null }),
      row({ id: 4, major: '心理学类', majorExamCode: '02', majorPlanNum: 3 }),
    ]);
    expect(lines.map((line) => [line.trackName, line.name, line.planCount, line.batches.length])).toEqual([
      ['物理类', '城乡规划', 3, 2],
      ['历史类', '城乡规划', null, 1],
      ['物理类', '心理学类', 3, 1],
    ]);
    expect(lines[0]!.batches).toEqual([
      { batchName: '国家专项本科', planCount: 2 },
      { batchName: '高校专项本科', planCount: 1 },
    ]);
  });
});

describe('openingProvince', () => {
  const provinces = [{ provinceCode: '340000' }, { provinceCode: '440000' }, { provinceCode: '320000' }];

  it("opens on the student's own province when the university has a plan there", () => {
    expect(openingProvince(provinces, null, '440000')?.provinceCode).toBe('440000');
  });

  it('keeps a chosen province, and falls back to the first without a plan in the home one', () => {
    expect(openingProvince(provinces, '320000', '440000')?.provinceCode).toBe('320000');
    expect(openingProvince(provinces, null, '110000')?.provinceCode).toBe('340000');
    expect(openingProvince(provinces, null, null)?.provinceCode).toBe('340000');
    expect(openingProvince([], null, '440000')).toBeUndefined();
  });
});
