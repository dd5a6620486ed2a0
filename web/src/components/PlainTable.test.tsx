import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

type Person = { id: number; name: string; no: string; note: string };

const people: Person[] = [
  { id: 7, name: '陈思远', no: 'E2E-001-LONG-NUMBER', note: '甲' },
  { id: 9, name: '林一诺', no: 'E2E-002', note: '乙' },
];

const personColumns: TableColumnsType<Person> = [
  { title: '姓名', dataIndex: 'name', width: 92, fixed: 'left' },
  { title: '学号', dataIndex: 'no', width: 96, ellipsis: true },
  { title: '备注', dataIndex: 'note', width: 300 },
  { title: '操作', key: 'actions', width: 120, fixed: 'right', render: () => <a>修改</a> },
];

/** Each header and body cell's classes and sticky placement (antd's measuring row left out). */
function stickyCellsOf(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLElement>('thead th, tbody tr.ant-table-row td')).map((cell) => ({
    classes: cell.className
      .split(' ')
      .filter((name) => name.startsWith('ant-table-') && !name.endsWith('-show'))
      .sort()
      .join(' '),
    start: cell.style.insetInlineStart,
    end: cell.style.insetInlineEnd,
    z: cell.style.getPropertyValue('--z-offset'),
    zReverse: cell.style.getPropertyValue('--z-offset-reverse'),
    title: cell.getAttribute('title'),
  }));
}

describe('PlainTable with fixed columns, ellipsis and ticking rows', () => {
  it('places, stacks and classes its cells as antd’s Table does, from the stated widths', () => {
    expect(fitsPlainTable(personColumns)).toBe(true);
    const antd = render(
      <Table<Person>
        columns={personColumns}
        dataSource={people}
        rowKey="id"
        size="middle"
        pagination={false}
        scroll={{ x: 656 }}
        rowSelection={{ columnWidth: 48, selectedRowKeys: [9], onChange: () => undefined }}
      />,
    );
    const expected = stickyCellsOf(antd.container);
    const expectedRows = Array.from(antd.container.querySelectorAll('tbody tr.ant-table-row')).map(
      (row) => row.className,
    );
    antd.unmount();

    const plain = render(
      <PlainTable<Person>
        columns={personColumns}
        dataSource={people}
        rowKey="id"
        size="middle"
        emptyText="暂无数据"
        scrollX={656}
        rowSelection={{
          columnWidth: 48,
          selectedRowKeys: [9],
          onChange: () => undefined,
          rowLabel: (row) => `选择${row.name}`,
          allLabel: '选择本页',
        }}
      />,
    );
    // antd measures the offsets in the browser (nothing is laid out here); the rest must agree.
    const withoutOffsets = (cells: ReturnType<typeof stickyCellsOf>) =>
      cells.map((cell) => ({ ...cell, start: undefined, end: undefined }));
    const cells = stickyCellsOf(plain.container);
    expect(withoutOffsets(cells)).toEqual(withoutOffsets(expected));
    // What antd measures in a browser for these widths: the box column, then the name after it.
    expect(cells.slice(0, 5).map(({ start, end }) => [start, end])).toEqual([
      ['0', ''],
      ['48px', ''],
      ['', ''],
      ['', ''],
      ['', '0'],
    ]);
    expect(Array.from(plain.container.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.className)).toEqual(
      expectedRows,
    );
  });

  it('ticks rows and the page as antd’s Table does, handing back this page’s keys as given', () => {
    const onChange = vi.fn();
    const draw = (selectedRowKeys: number[]) => (
      <PlainTable<Person>
        columns={personColumns}
        dataSource={people}
        rowKey="id"
        emptyText="暂无数据"
        scrollX={656}
        rowSelection={{
          columnWidth: 48,
          selectedRowKeys,
          onChange,
          rowLabel: (row) => `选择${row.name}`,
          allLabel: '选择本页',
        }}
      />
    );
    // 3 was ticked on another page: antd drops it from the keys it hands back.
    const { rerender, container } = render(draw([3, 9]));
    const all = screen.getByRole('checkbox', { name: '选择本页' });
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    expect(all.closest('.ant-checkbox')!.classList.contains('ant-checkbox-indeterminate')).toBe(true);
    expect(screen.getByRole('checkbox', { name: '选择林一诺' })).toHaveProperty('checked', true);
    expect(container.querySelector('tr[data-row-key="9"]')!.classList.contains('ant-table-row-selected')).toBe(true);
    expect(container.querySelector('tr[data-row-key="7"]')!.classList.contains('ant-table-row-selected')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择陈思远' }));
    expect(onChange).toHaveBeenLastCalledWith([7, 9]);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择林一诺' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([7, 9]);

    rerender(draw([7, 9]));
    expect(all).toHaveProperty('checked', true);
    expect(all.getAttribute('aria-checked')).toBeNull();
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows each side’s shadow while more of the table lies beyond it', () => {
    const { container } = render(
      <PlainTable<Person> columns={personColumns} dataSource={people} rowKey="id" emptyText="暂无数据" scrollX={656} />,
    );
    const box = container.querySelector<HTMLElement>('.ant-table-content')!;
    const table = container.querySelector<HTMLElement>('.ant-table')!;
    Object.defineProperty(box, 'scrollWidth', { value: 656 });
    Object.defineProperty(box, 'clientWidth', { value: 400 });
    const shadows = () =>
      ['shadowStart', 'shadowEnd'].filter((side) => [...table.classList].some((name) => name.includes(side)));

    box.scrollLeft = 0;
    fireEvent.scroll(box);
    expect(shadows()).toEqual(['shadowEnd']);
    box.scrollLeft = 100;
    fireEvent.scroll(box);
    expect(shadows()).toEqual(['shadowStart', 'shadowEnd']);
    box.scrollLeft = 256;
    fireEvent.scroll(box);
    expect(shadows()).toEqual(['shadowStart']);
  });
});

describe('PlainTable with responsive columns', () => {
  const responsiveColumns: TableColumnsType<Row> = [
    { title: '名称', dataIndex: 'name', width: 200 },
    { title: '代码', dataIndex: 'code', width: 90, responsive: ['md'] },
    { title: '备注', key: 'note', width: 90, responsive: ['xl'], render: () => '—' },
  ];
  const headers = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('thead th')).map((cell) => cell.textContent);

  it('shows a column only at the breakpoints it names, as antd’s Table does, from its first render', async () => {
    expect(fitsPlainTable(responsiveColumns)).toBe(true);
    // The test window is 1024 pixels wide: md (≥ 768) matches, xl (≥ 1200) does not.
    expect(window.innerWidth).toBe(1024);
    const antd = render(<Table<Row> columns={responsiveColumns} dataSource={rows} rowKey="id" pagination={false} />);
    await waitFor(() => expect(headers(antd.container)).toEqual(['名称', '代码']));
    antd.unmount();

    let renders = 0;
    const Counted = () => {
      renders += 1;
      return <PlainTable<Row> columns={responsiveColumns} dataSource={rows} rowKey="id" emptyText="暂无数据" />;
    };
    const plain = render(<Counted />);
    expect(headers(plain.container)).toEqual(['名称', '代码']);
    expect(plain.container.querySelectorAll('colgroup col')).toHaveLength(2);
    expect(plain.container.querySelector('tbody tr')!.querySelectorAll('td')).toHaveLength(2);
    expect(renders).toBe(1);

    // A wider window shows the xl column as the window crosses the breakpoint.
    act(() =>
      (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
        width: 1300,
      }),
    );
    await waitFor(() => expect(headers(plain.container)).toEqual(['名称', '代码', '备注']));
    act(() =>
      (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
        width: 1024,
      }),
    );
    await waitFor(() => expect(headers(plain.container)).toEqual(['名称', '代码']));
  });
});
