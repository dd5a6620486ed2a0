import type { EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { isPlanSaved } from '@zhihang/contract/plans/plan-comparison';
import { describe, expect, it } from 'vitest';
import {
  addUnit,
  containsEntry,
  moveMajor,
  moveSlot,
  removeMajor,
  removeSlot,
  rowInputsOf,
  selectedIdsOf,
  tierCountsOf,
  type DraftContext,
} from './planDraft.ts';

function buildEntry(id: number, overrides: Partial<EnrollmentPlanRow> = {}): EnrollmentPlanRow {
  return {
    id,
    zone: '江苏省',
    collegeName: `院校${id}`,
    collegeCode: `1${id}`,
    universityId: id,
    major: `专业${id}`,
    majorId: id,
    majorExamCode: `0809${id}`,
    groupCode: '01',
    subjectSelection: '首选物理，再选化学',
    studyYearWord: '四年',
    tuition: '5000元/年',
    year: 2027,
    provinceCode: '320000',
    trackName: '物理类',
    batchName: '本科批',
    majorLowestScore01: 560,
    majorLowestRank01: 30_000,
    majorPlanNum01: 5,
    majorPlanNum: 6,
    majorLowScore: null,
    majorLowRanking: null,
    majorPlanTotal: 20,
    dataSource: 'demo',
    ...overrides,
  };
}

const byMajor: DraftContext = { fillingMode: '专业+院校', studentRank: 27_930, majorsPerSlot: 1 };
const byGroup: DraftContext = { fillingMode: '院校专业组', studentRank: 27_930, majorsPerSlot: 2 };

describe('plan draft', () => {
  it('adds a major as a new slot with last year as history and the tier from the rank gap', () => {
    const { rows, outcome } = addUnit([], buildEntry(7), byMajor);
    expect(outcome).toBe('added');
    expect(rows[0]).toMatchObject({
      slot: 1,
      unitKey: 'e:7',
      enrollmentPlanId: 7,
      referenceRank: 30_000,
      // 27,930 / 30,000 = 0.931: about level with last year's line.
      tier: '稳',
      history: [{ year: 2026, minScore: 560, minRank: 30_000, planCount: 5 }],
    });
    expect(rows[0]?.rankGap).toBeCloseTo(0.069, 3);
  });

  it('leaves the tier unknown when the row has no history', () => {
    const entry = buildEntry(8, { majorLowestRank01: null, majorLowestScore01: null, majorPlanNum01: null });
    const { rows } = addUnit([], entry, byMajor);
    expect(rows[0]?.tier).toBeNull();
    expect(rows[0]?.history).toEqual([]);
  });

  it('refuses the same major twice in 专业+院校 mode', () => {
    const first = addUnit([], buildEntry(7), byMajor).rows;
    expect(addUnit(first, buildEntry(7), byMajor).outcome).toBe('duplicate');
  });

  it('adds a further major of the same 专业组 to its slot, up to the rule', () => {
    const group = { collegeCode: '10284', groupCode: '02' };
    let rows = addUnit([], buildEntry(1, group), byGroup).rows;
    const second = addUnit(rows, buildEntry(2, group), byGroup);
    expect(second.outcome).toBe('addedToGroup');
    rows = second.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.majors.map((major) => major.enrollmentPlanId)).toEqual([1, 2]);
    expect(addUnit(rows, buildEntry(3, group), byGroup).outcome).toBe('groupFull');
    expect(containsEntry(rows, 2)).toBe(true);
    expect(rowInputsOf('院校专业组', rows)).toEqual([
      { collegeCode: '10284', groupCode: '02', majorIds: [1, 2], obeysAdjustment: true },
    ]);
  });

  it('moves, reorders majors and removes with slots renumbered', () => {
    let rows = [1, 2, 3].reduce((current, id) => addUnit(current, buildEntry(id), byMajor).rows, [] as PlanRow[]);
    rows = moveSlot(rows, 2, 0);
    expect(rows.map((row) => [row.slot, row.enrollmentPlanId])).toEqual([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    expect(moveSlot(rows, 0, 5)).toEqual(rows);
    rows = removeSlot(rows, 1);
    expect(selectedIdsOf(rows)).toEqual([3, 2]);
    expect(rowInputsOf('专业+院校', rows)).toEqual([{ enrollmentPlanId: 3 }, { enrollmentPlanId: 2 }]);
  });

  it('reorders and removes majors within a group slot; the last one takes the slot with it', () => {
    const group = { collegeCode: '10284', groupCode: '02' };
    let rows = addUnit([], buildEntry(1, group), byGroup).rows;
    rows = addUnit(rows, buildEntry(2, group), byGroup).rows;
    rows = moveMajor(rows, 0, 1, 0);
    expect(selectedIdsOf(rows)).toEqual([2, 1]);
    rows = removeMajor(rows, 0, 2);
    rows = removeMajor(rows, 0, 1);
    expect(rows).toEqual([]);
  });

  it('is unsaved as soon as the selected ids differ from the saved ones (spec §4)', () => {
    const rows = [1, 2].reduce((current, id) => addUnit(current, buildEntry(id), byMajor).rows, [] as PlanRow[]);
    expect(isPlanSaved(selectedIdsOf(rows), [1, 2])).toBe(true);
    expect(isPlanSaved(selectedIdsOf(moveSlot(rows, 0, 1)), [1, 2])).toBe(false);
    expect(tierCountsOf(rows)).toEqual({ reach: 0, match: 2, safe: 0, unknown: 0 });
  });
});
