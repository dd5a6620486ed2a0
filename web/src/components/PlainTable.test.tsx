import { fireEvent, render, screen } from '@testing-library/react';
import { Table, type TableColumnsType } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { fitsPlainTable, PlainTable } from './PlainTable.tsx';

type Row = { id: number; name: string; code: string; heading?: boolean };

const rows: Row[] = [
  { id: 1, name: '北京大学', code: '10001' },
  { id: 2, name: '工学', code: '', heading: true },
  { id: 3, name: '清华大学', code: '10003' },
];

const columns: TableColumnsType<Row> = [
  { title: '名称', dataIndex: 'name', width: 200, onCell: (row) => ({ colSpan: row.heading ? 2 : 1 }) },
  {
    title: '代码',
    key: 'code',
    align: 'right',
    onCell: (row) => ({ colSpan: row.heading ? 0 : 1 }),
    render: (_value, row) => <b>{row.code}</b>,
  },
];

/** Each body row as its classes and its cells' text, span and classes (antd's measuring row left out). */
function bodyOf(container: HTMLElement) {
  return Array.from(container.querySelectorAll('tbody > tr'))
    .filter((row) => !row.classList.contains('ant-table-measure-row'))
    .map((row) => ({
      classes: row.className,
      key: row.getAttribute('data-row-key'),
      cells: Array.from(row.querySelectorAll('td')).map((cell) => ({
        text: cell.textContent,
        span: cell.colSpan,
        classes: cell.className,
        align: cell.style.textAlign,
      })),
    }));
}

describe('PlainTable', () => {
  it('draws the rows, cells, spans and classes antd’s Table draws for the same columns', () => {
    const rowClassName = (row: Row) => (row.heading ? 'heading' : 'link');
    const antd = render(
      <Table<Row>
        columns={columns}
        dataSource={rows}
        rowKey="id"
        size="middle"
        pagination={false}
        rowClassName={rowClassName}
      />,
    );
    const expected = bodyOf(antd.container);
    const antdTable = antd.container.querySelector('.ant-table')!;
    antd.unmount();

    const plain = render(
      <PlainTable<Row>
        columns={columns}
        dataSource={rows}
        rowKey="id"
        size="middle"
        emptyText="暂无数据"
        rowClassName={rowClassName}
      />,
    );
    expect(bodyOf(plain.container)).toEqual(expected);
    expect(plain.container.querySelector('.ant-table')!.classList.contains('ant-table-medium')).toBe(true);
    expect(antdTable.classList.contains('ant-table-medium')).toBe(true);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['名称', '代码']);
  });

  it('passes the row handlers on, says the empty text, and shows the spinner while loading', () => {
    const onClick = vi.fn();
    const { container, rerender } = render(
      <PlainTable<Row>
        columns={columns}
        dataSource={rows}
        rowKey="id"
        emptyText="暂无数据"
        onRow={(row) => ({ onClick: () => onClick(row.id) })}
      />,
    );
    fireEvent.click(screen.getByText('清华大学'));
    expect(onClick).toHaveBeenCalledWith(3);

    rerender(<PlainTable<Row> columns={columns} dataSource={[]} rowKey="id" emptyText="暂无数据" />);
    expect(container.querySelector('.ant-table-placeholder')?.textContent).toBe('暂无数据');
    expect(container.querySelector('.ant-table')!.classList.contains('ant-table-empty')).toBe(true);

    const loading = render(
      <PlainTable<Row> columns={columns} dataSource={rows} rowKey="id" emptyText="暂无数据" loading />,
    );
    expect(loading.container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('leaves columns that need more than markup to antd’s Table', () => {
    expect(fitsPlainTable(columns)).toBe(true);
    expect(fitsPlainTable<Row>([{ title: '名称', dataIndex: 'name', fixed: 'left' }])).toBe(false);
    expect(fitsPlainTable<Row>([{ title: '名称', dataIndex: 'name', sorter: true }])).toBe(false);
    expect(fitsPlainTable<Row>([{ title: '名称', dataIndex: ['nested', 'name'] }])).toBe(false);
  });
});
