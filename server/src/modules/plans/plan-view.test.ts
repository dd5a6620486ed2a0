import { describe, expect, it } from 'vitest';
import type { PlanHistoryYear, UnitRow } from '../admissions/admissions.service.ts';
import { intelligentFill } from './plan-filling.ts';
import { groupHistoryOf, referenceRankOf, unitHistoryOf } from './plan-view.ts';

/** A unit of 江苏 2026 本科批 物理类 (any field a test names overrides). */
function buildUnit(fields: Partial<UnitRow> & Pick<UnitRow, 'id'>): UnitRow {
  return {
    provinceCode: '320000',
    year: 2026,
    trackCode: 15,
    trackName: '物理类',
    batchCode: 2,
    batchName: '本科批',
    collegeCode: '10001',
    collegeName: '北京大学',
    universityId: null,
    zone: '',
    groupCode: '01',
    groupName: '',
    majorCode: '',
    majorName: '',
    majorId: null,
    subjectRequirement: '物理',
    allMask: 0,
    anyMask: 0,
    subjectFirst: null,
    subjectMatch: 'all',
    subjectInherited: '',
    subjectInheritedYear: null,
    planCount: 1,
    tuition: '',
    studyYears: '四年',
    dataSource: 'official',
    ...fields,
  };
}

const year = (
  value: number,
  level: PlanHistoryYear['level'],
  minRank: number | null,
  minScore: number | null = null,
  planCount: number | null = null,
): PlanHistoryYear => ({ year: value, level, minScore, minRank, minRankDerived: 0, planCount });

describe('a plan row’s history from the joined history', () => {
  it('keeps the three years before the plan’s, newest first, ranks as whole numbers', () => {
    const history = new Map([[1, [year(2026, 'major', 10), year(2025, 'major', 790.4), year(2022, 'major', 5)]]]);
    expect(unitHistoryOf(1, 2026, history)).toEqual([
      { year: 2025, minScore: null, minRank: 790, planCount: null, level: 'major', minRankDerived: false },
    ]);
    expect(unitHistoryOf(2, 2026, history)).toEqual([]);
  });

  it('takes the newest year with a rank as the reference', () => {
    expect(referenceRankOf([{ minRank: null }, { minRank: 1200 }, { minRank: 900 }])).toBe(1200);
    expect(referenceRankOf([{ minRank: null }])).toBeNull();
  });

  it('says where a year comes from and whether its rank was converted from the score', () => {
    const history = new Map([
      [1, [{ ...year(2025, 'university', 4200, 540), minRankDerived: 1 }, year(2024, 'published', null, 551)]],
    ]);
    expect(unitHistoryOf(1, 2026, history)).toEqual([
      { year: 2025, minScore: 540, minRank: 4200, planCount: null, level: 'university', minRankDerived: true },
      { year: 2024, minScore: 551, minRank: null, planCount: null, level: 'published', minRankDerived: false },
    ]);
    // A group without its own line: the weakest major's rank, and whether that one was converted.
    const members = [buildUnit({ id: 1 }), buildUnit({ id: 2 })];
    const majors = new Map([
      [1, [{ ...year(2025, 'major', 5100, 530), minRankDerived: 1 }]],
      [2, [year(2025, 'major', 4800, 533)]],
    ]);
    expect(groupHistoryOf(members, 2026, majors)).toEqual([
      { year: 2025, minScore: 530, minRank: 5100, planCount: null, level: 'majors', minRankDerived: true },
    ]);
  });

  it('gives a group its own line, else its weakest major’s, else the school’s line', () => {
    const members = [buildUnit({ id: 1 }), buildUnit({ id: 2 })];
    const history = new Map([
      [1, [year(2025, 'group', 1000, 600, 12), year(2024, 'major', 800, 610, 5), year(2023, 'university', 3000)]],
      [2, [year(2025, 'group', 1000, 600, 12), year(2024, 'published', 950, 605, 4)]],
    ]);
    expect(groupHistoryOf(members, 2026, history)).toEqual([
      { year: 2025, minScore: 600, minRank: 1000, planCount: 12, level: 'group', minRankDerived: false },
      { year: 2024, minScore: 605, minRank: 950, planCount: 9, level: 'majors', minRankDerived: false },
      { year: 2023, minScore: null, minRank: 3000, planCount: null, level: 'university', minRankDerived: false },
    ]);
  });
});

describe('the intelligent fill', () => {
  it('measures units against their joined history, an older year when the year before has no rank', () => {
    const units = [
      buildUnit({ id: 1, collegeCode: 'A' }),
      buildUnit({ id: 2, collegeCode: 'B' }),
      buildUnit({ id: 3, collegeCode: 'C' }),
      buildUnit({ id: 4, collegeCode: 'D' }),
    ];
    const history = new Map([
      // 2025 without a rank: 2024's 1,050 counts (1,000 / 1,050 → 稳).
      [1, [year(2025, 'major', null, 600), year(2024, 'major', 1050)]],
      [2, [year(2025, 'university', 900)]], // 冲 (1,000 / 900 = 1.11)
      [3, [year(2025, 'published', 2000)]], // 保
      [4, []], // nothing known: never chosen
    ]);
    const rows = intelligentFill({
      fillingMode: '专业+院校',
      year: 2026,
      units,
      history,
      studentRank: 1000,
      slots: 96,
      majorsPerGroup: null,
    });
    expect(rows.map((row) => [row.slot, row.enrollmentPlanId])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
  });

  it('fills a group with its best majors first, within the majors a slot may hold', () => {
    const units = [1, 2, 3].map((id) => buildUnit({ id, groupCode: '05' }));
    const history = new Map([
      [1, [year(2025, 'major', 1100)]],
      [2, [year(2025, 'major', 900)]],
      [3, [year(2025, 'major', 1000)]],
    ]);
    const rows = intelligentFill({
      fillingMode: '院校专业组',
      year: 2026,
      units,
      history,
      studentRank: 1000,
      slots: 40,
      majorsPerGroup: 2,
    });
    expect(rows).toEqual([
      {
        slot: 1,
        enrollmentPlanId: null,
        collegeCode: '10001',
        groupCode: '05',
        majorIds: [2, 3],
        obeysAdjustment: true,
      },
    ]);
  });
});
