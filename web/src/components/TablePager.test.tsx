import { render } from '@testing-library/react';
import { ConfigProvider, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTable } from './PlainTable.tsx';
import { TablePager } from './TablePager.tsx';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `学校${index + 1}` }));
const columns = [{ title: '名称', dataIndex: 'name' }];

/** The pager's classes, our module's own class left out. */
function pagerClasses(container: HTMLElement): string[] {
  const pager = container.querySelector('.ant-pagination');
  return pager ? [...pager.classList].filter((name) => name.startsWith('ant-')).sort() : [];
}

function antdPager(size: TableProps<Row>['size'], wrap: (node: ReactNode) => ReactNode = (node) => node) {
  const { container, unmount } = render(
    wrap(
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        {...(size ? { size } : {})}
        pagination={{ current: 1, pageSize: 10, total: 30 }}
      />,
    ),
  );
  const classes = pagerClasses(container);
  unmount();
  return classes;
}

describe('TablePager', () => {
  it("draws the pager antd's Table draws under a table of each size", () => {
    for (const size of [undefined, 'small', 'middle', 'large'] as const) {
      const { container, unmount } = render(
        <TablePager tableSize={size} current={1} pageSize={10} total={30} onChange={() => {}} />,
      );
      expect(pagerClasses(container), String(size)).toEqual(antdPager(size));
      unmount();
    }
  });

  it("follows the console's component size when the table states none", () => {
    const small = (node: ReactNode) => <ConfigProvider componentSize="small">{node}</ConfigProvider>;
    const { container } = render(small(<TablePager current={1} pageSize={10} total={30} />));
    expect(pagerClasses(container)).toEqual(antdPager(undefined, small));
    expect(pagerClasses(container)).toContain('ant-pagination-mini');
  });

  it('draws nothing under an empty table, as antd does', () => {
    const { container } = render(<TablePager current={1} pageSize={10} total={0} />);
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });
});

describe("PlainTable's size", () => {
  it("follows the console's component size as antd's Table does", () => {
    const { container } = render(
      <ConfigProvider componentSize="small">
        <PlainTable<Row> rowKey="id" columns={columns} dataSource={rows} emptyText="暂无数据" />
        <Table<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />
      </ConfigProvider>,
    );
    const [plain, antd] = [...container.querySelectorAll('.ant-table')];
    expect(plain?.classList.contains('ant-table-small')).toBe(true);
    expect(antd?.classList.contains('ant-table-small')).toBe(true);
  });
});
