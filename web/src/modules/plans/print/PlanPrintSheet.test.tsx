import type { PlanDetail, PlanMajor, PlanRow } from '@zhihang/contract/plans/plan.schema';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanPrintSheet } from './PlanPrintSheet.tsx';

const major = (id: number, majorCode: string, majorName: string): PlanMajor => ({
  enrollmentPlanId: id,
  majorCode,
  majorName,
  majorId: null,
  subjectSelection: '物理',
  subjectFit: { fits: true, reason: '', known: true, note: '' },
  planCount: 4,
  tuition: '6000',
  studyYears: '4',
  history: [],
  tier: null,
});

const row = (slot: number, overrides: Partial<PlanRow>): PlanRow => ({
  slot,
  groupContents: null,
  unitKey: `g:${slot}`,
  enrollmentPlanId: null,
  collegeCode: '10610',
  collegeName: '四川大学',
  universityId: null,
  zone: '四川',
  groupCode: '3801',
  groupName: '',
  majors: [],
  subjectSelection: '物理',
  subjectFit: { fits: true, reason: '', known: true, note: '' },
  planCount: 12,
  tuition: '6000',
  history: [],
  referenceRank: null,
  rankGap: null,
  tier: null,
  obeysAdjustment: true,
  missing: false,
  dataSource: 'open-data',
  ...overrides,
});

const plan: PlanDetail = {
  id: 1,
  stuId: 2,
  name: '方案一',
  provinceCode: '440000',
  provinceName: '广东省',
  year: 2025,
  trackCode: 15,
  trackName: '物理类',
  batchCode: 3,
  batchName: '本科批',
  fillingMode: '院校专业组',
  status: 'editing',
  shared: false,
  shareExpiresAt: null,
  rowCount: 2,
  majorCount: 3,
  createdAt: 0,
  updatedAt: 0,
  createdBy: 1,
  updatedBy: 1,
  version: 1,
  isFinal: false,
  stage: 'draft',
  stageNote: '',
  reviewerName: '',
  reviewedAt: null,
  rule: null,
  student: { name: '林同学', scoreTotal: 600, addScore: 0, subjects: ['0604'], rank: 3200, rankBest: null },
  rows: [
    // Published as a group only: the file's name and code are the group's.
    row(1, {
      majors: [major(11, '3801_001', '四川大学组3801')],
      history: [{ year: 2024, minScore: 646, minRank: 3432, planCount: 10, level: 'group' }],
    }),
    row(2, {
      unitKey: 'g:2',
      collegeCode: '10613',
      collegeName: '西南交通大学',
      groupCode: '05',
      majors: [major(21, '080901', '计算机科学与技术'), major(22, '080701', '电子信息工程')],
      history: [{ year: 2024, minScore: 630, minRank: 6120, planCount: 30, level: 'majors', minRankDerived: true }],
    }),
  ],
  findings: [],
  tierCounts: { reach: 0, match: 0, safe: 0, unknown: 2 },
  selectedIds: [11, 21, 22],
  years: {
    examYear: 2026,
    planYear: 2025,
    referencePlan: true,
    tableYear: 2026,
    outcomeYears: [2025, 2024, 2023],
    label: '计划 2025（参考往年计划） · 位次 2026 表 · 录取 2023–2025',
  },
};

describe('the 志愿确认单', () => {
  it('names a group published without its majors 专业组 <code>, without the made-up major code', () => {
    render(<PlanPrintSheet plan={plan} printedAt={0} />);
    const first = screen.getByRole('row', { name: /四川大学/ });
    expect(within(first).getByText('专业组 3801')).toBeTruthy();
    expect(first.textContent).not.toContain('3801_001');
    expect(first.textContent).not.toContain('四川大学组3801');
    const second = screen.getByRole('row', { name: /西南交通大学/ });
    expect(second.textContent).toContain('080901 计算机科学与技术');
  });

  it("shows beside each row's last-year figures whose line they are, and 估 for a converted rank", () => {
    render(<PlanPrintSheet plan={plan} printedAt={0} />);
    const first = screen.getByRole('row', { name: /四川大学/ });
    expect(within(first).getByText('专业组')).toBeTruthy();
    expect(first.textContent).toContain('3,432');
    expect(first.textContent).not.toContain('估');
    const second = screen.getByRole('row', { name: /西南交通大学/ });
    expect(within(second).getByText('组内专业')).toBeTruthy();
    expect(within(second).getByText('估')).toBeTruthy();
    expect(screen.getByText(/“估”表示位次由最低分按一分一段表换算/)).toBeTruthy();
  });

  it('names the reviewer and the date once the plan is signed off, and nobody before', () => {
    const { unmount } = render(<PlanPrintSheet plan={plan} printedAt={0} />);
    expect(screen.queryByTestId('print-reviewed-by')).toBeNull();
    unmount();
    // 2026-03-10 10:00 in China.
    const signedOff = {
      ...plan,
      stage: 'reviewed' as const,
      reviewerName: '王老师',
      reviewedAt: Date.UTC(2026, 2, 10, 2),
    };
    render(<PlanPrintSheet plan={signedOff} printedAt={0} />);
    expect(screen.getByTestId('print-reviewed-by').textContent).toBe('审核：王老师 2026-03-10');
  });
});
