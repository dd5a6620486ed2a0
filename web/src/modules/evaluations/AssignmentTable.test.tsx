import type { AssignmentRow } from '@zhihang/contract/evaluations/evaluations.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AssignmentTable, type AssignmentTableProps } from './AssignmentTable.tsx';

const rowOf = (id: number): AssignmentRow => ({
  id,
  studentId: id,
  studentName: `学生${id}`,
  studentNo: `2024${String(id).padStart(3, '0')}`,
  className: '6班',
  grade: 2,
  instrumentKey: 'hol',
  instrumentName: '霍兰德职业兴趣测评',
  status: id % 2 ? 'completed' : 'assigned',
  overdue: id % 2 === 0,
  deadline: null,
  assignedAt: Date.UTC(2026, 8, 1),
  startedAt: null,
  completedAt: id % 2 ? Date.UTC(2026, 8, 2) : null,
  remindedAt: null,
  answeredCount: 0,
  itemCount: 60,
  resultId: id % 2 ? 100 + id : null,
  resultCode: id % 2 ? 'RIA' : '',
  careless: null,
  demo: false,
});

function draw(count: number, overrides: Partial<AssignmentTableProps> = {}) {
  const props: AssignmentTableProps = {
    rows: Array.from({ length: count }, (_, index) => rowOf(index + 1)),
    total: 125,
    page: 1,
    pageSize: count,
    loading: false,
    selected: [],
    onSelect: vi.fn(),
    onPage: vi.fn(),
    onRemind: vi.fn(),
    ...overrides,
  };
  const view = render(
    <MemoryRouter>
      <AssignmentTable {...props} />
    </MemoryRouter>,
  );
  return { props, ...view };
}

describe('AssignmentTable', () => {
  it('draws a page in full as plain markup: no measuring row, named boxes, the report link and the reminder', async () => {
    const { props, container } = draw(10, { selected: [2] });
    await waitFor(() => expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10));
    // antd's Table measures its columns in a hidden row and renders again with their widths.
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(screen.getByRole('checkbox', { name: '选择学生2的霍兰德职业兴趣测评' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择学生5的霍兰德职业兴趣测评' }));
    expect(props.onSelect).toHaveBeenLastCalledWith([2, 5]);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
    expect(props.onSelect).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const first = container.querySelector('tbody tr[data-row-key="1"]')!;
    expect(first.textContent).toContain('已完成');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/edu/evaluateDetail?id=101');
    const second = container.querySelector<HTMLElement>('tbody tr[data-row-key="2"]')!;
    fireEvent.click(second.querySelector('button')!);
    expect(props.onRemind).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(screen.getByText('共 125 条')).not.toBeNull();
  });

  it('scrolls a page above 32 rows in antd’s virtual body, under the same pager', async () => {
    const { container } = draw(50);
    await waitFor(() => expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull());
    expect(screen.getByText('共 125 条')).not.toBeNull();
  });
});
