import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedRowsTable, type PagedRowsTableProps } from './PagedRowsTable.tsx';

type Row = { id: number; name: string };

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `学生${index + 1}` }));

function propsFor(count: number, onPage = vi.fn()): PagedRowsTableProps<Row> {
  return {
    rowKey: 'id',
    columns: [{ title: '姓名', dataIndex: 'name', width: 120 }],
    rows: rowsOf(count),
    loading: false,
    scrollX: 400,
    emptyText: '暂无数据',
    rowSelection: {
      columnWidth: 32,
      selectedRowKeys: [],
      onChange: vi.fn(),
      rowLabel: (row) => `选择${row.name}`,
      allLabel: '选择本页全部',
    },
    pager: { current: 1, pageSize: count, total: 200, showSizeChanger: true, onChange: onPage },
  };
}

describe('PagedRowsTable', () => {
  it('draws up to 32 rows in full as plain markup, with named boxes and the pager', () => {
    const { container, getByRole } = render(<PagedRowsTable<Row> {...propsFor(32)} />);
    expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(32);
    expect(container.querySelector('.ant-table-tbody-virtual')).toBeNull();
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(getByRole('checkbox', { name: '选择学生7' })).not.toBeNull();
    expect(container.querySelector('.ant-pagination')).not.toBeNull();
  });

  it('scrolls 33 rows and more in antd’s virtual body, keeping the same pager element', async () => {
    const { container, rerender } = render(<PagedRowsTable<Row> {...propsFor(20)} />);
    const pager = container.querySelector('.ant-pagination');
    expect(pager).not.toBeNull();
    rerender(<PagedRowsTable<Row> {...propsFor(33)} />);
    await waitFor(() => expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull());
    expect(container.querySelector('.ant-pagination')).toBe(pager);
  });

  it('shows no pager under an empty list', () => {
    const props = propsFor(0);
    const { container, getByText } = render(<PagedRowsTable<Row> {...props} pager={{ ...props.pager, total: 0 }} />);
    expect(getByText('暂无数据')).not.toBeNull();
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });
});
