import type { Student } from '@zhihang/contract/students/student.schema';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentDictionaryOf } from './studentDictionaryOf.ts';
import { StudentTable, type StudentTableProps } from './StudentTable.tsx';

const studentOf = (id: number): Student =>
  ({
    id,
    name: `学生${id}`,
    gender: 1,
    grade: 3,
    entryYear: 2024,
    className: '6班',
    studentNo: `2024${String(id).padStart(3, '0')}`,
    province: '',
    phone: '',
    account: null,
    status: 1,
  }) as unknown as Student;

function draw(count: number, overrides: Partial<StudentTableProps> = {}) {
  const props: StudentTableProps = {
    students: Array.from({ length: count }, (_, index) => studentOf(index + 1)),
    total: 125,
    page: 1,
    pageSize: count,
    loading: false,
    dictionary: studentDictionaryOf({}, []),
    selected: [],
    showTeacher: false,
    permissions: { update: true, delete: true, account: true },
    onSelect: vi.fn(),
    onPage: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onAccount: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<StudentTable {...props} />) };
}

describe('StudentTable', () => {
  it('draws a page in full as plain markup: no measuring row, named boxes that hand back student ids', () => {
    const { props, container } = draw(10, { selected: [2] });
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    // antd's Table measures its columns in a hidden row and renders again with their widths.
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(container.querySelector('.ant-table-cell-fix-start')?.textContent).toBe('');
    expect(screen.getByRole('checkbox', { name: '选择学生2' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择学生5' }));
    expect(props.onSelect).toHaveBeenLastCalledWith([2, 5]);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部学生' }));
    expect(props.onSelect).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(screen.getByText('共 125 条')).not.toBeNull();
  });

  it('leaves a page above the virtual threshold to antd’s virtual body, under the same pager', () => {
    const { container } = draw(50);
    expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    expect(container.querySelectorAll('.ant-pagination')).toHaveLength(1);
  });

  it('shows no boxes to a teacher who may not delete', () => {
    draw(10, { permissions: { update: true, delete: false, account: true } });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
