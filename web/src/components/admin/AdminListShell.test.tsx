import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerQueriesByHand, renderWithQueries } from '../../test/queryAnswers.tsx';
import { actionsColumn } from './adminColumns.tsx';
import { AdminListShell } from './AdminListShell.tsx';

type Entry = { id: number; paramKey: string; remark: string };

const entries: Entry[] = [
  { id: 3, paramKey: 'site.title', remark: '站点名称' },
  { id: 8, paramKey: 'site.logo', remark: '站点标志' },
];

describe('AdminListShell', () => {
  answerQueriesByHand();

  it('draws ticking rows and responsive columns as plain markup, with a box named after each row', async () => {
    const picked = vi.fn();
    const columns: TableColumnsType<Entry> = [
      { title: '参数名', dataIndex: 'paramKey', width: 240 },
      { title: '备注', dataIndex: 'remark', ellipsis: true, responsive: ['md'] },
      actionsColumn<Entry>({ title: '操作', width: 140, fixed: true, size: 4 }, () => [
        { key: 'edit', label: '修改', onClick: () => undefined },
      ]),
    ];
    function Page() {
      const [query, setQuery] = useState({ page: 1, limit: 10 });
      const [selected, setSelected] = useState<number[]>([8]);
      return (
        <AdminListShell<Entry, typeof query>
          search={null}
          rowKey="id"
          columns={columns}
          pager={{ list: { data: { list: entries, totalCount: 2 } as never, isFetching: false }, query, setQuery }}
          scrollX={640}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => {
              picked(keys);
              setSelected(keys.map(Number));
            },
            rowLabel: (entry) => `选择${entry.paramKey}`,
          }}
        />
      );
    }
    const { container } = renderWithQueries(Page);
    await waitFor(() => expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2));
    // antd's Table measures its columns in a hidden row and renders again with their widths.
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(Array.from(container.querySelectorAll('thead th')).map((cell) => cell.textContent)).toEqual([
      '',
      '参数名',
      '备注',
      '操作',
    ]);
    expect(screen.getByRole('checkbox', { name: '选择site.logo' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择site.title' }));
    expect(picked).toHaveBeenLastCalledWith([3, 8]);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
    expect(picked).toHaveBeenLastCalledWith([]);
    expect(screen.getAllByRole('button', { name: '修改' })).toHaveLength(2);
  });
});
