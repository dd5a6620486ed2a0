import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnitCompareDrawer } from './UnitCompareDrawer.tsx';

/** A group row as /stuPlan/compareUnits answers it. */
const groupRow = (slot: number, collegeName: string, groupCode: string, history: PlanRow['history']): PlanRow => ({
  slot,
  unitKey: `g:${slot}|${groupCode}`,
  enrollmentPlanId: null,
  collegeCode: String(10000 + slot),
  collegeName,
  universityId: null,
  zone: '江苏',
  groupCode,
  groupName: '',
  majors: [],
  subjectSelection: '物理',
  subjectFit: { fits: true, reason: '', known: true, note: '' },
  planCount: 8,
  tuition: '5000',
  history,
  referenceRank: null,
  rankGap: null,
  tier: null,
  obeysAdjustment: null,
  missing: false,
  dataSource: '江苏省教育考试院',
  groupContents: null,
});

describe('UnitCompareDrawer', () => {
  it('shows units picked in the search without slots, and 数据不足 with the reason for a year a unit has no line of', () => {
    const rows = [
      groupRow(1, '东南大学', '03', [
        { year: 2025, minScore: 589, minRank: 1190, planCount: 8, level: 'major', minRankDerived: false },
        { year: 2024, minScore: 590, minRank: 1210, planCount: 7, level: 'group', minRankDerived: false },
      ]),
      groupRow(2, '测试学院1', '01', [
        { year: 2025, minScore: null, minRank: 2000, planCount: null, level: 'published', minRankDerived: false },
      ]),
    ];
    render(
      <UnitCompareDrawer
        open
        rows={rows}
        groupMode
        inSlots={false}
        initialSlots={[1, 2]}
        predictions={undefined}
        predictionsLoading={false}
        studentRank={1100}
        onClose={() => undefined}
      />,
    );
    const table = screen.getByTestId('unit-compare');
    expect(
      within(table)
        .getAllByTestId('unit-compare-column')
        .map((cell) => cell.textContent),
    ).toEqual(['东南大学 03组', '测试学院1 01组']);
    const year2024 = within(table).getByRole('row', { name: /2024/ });
    const [southeast, college] = within(year2024).getAllByRole('cell');
    expect(southeast?.textContent).toContain('590 / 1,210');
    expect(college?.textContent).toBe('数据不足未找到2024年该志愿单位、组内专业或院校的录取线');
    const year2025 = within(table).getByRole('row', { name: /2025/ });
    expect(within(year2025).getAllByRole('cell')[1]?.textContent).toContain('— / 2,000');
  });
});
