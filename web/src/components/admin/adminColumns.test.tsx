import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Table } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { actionsColumn, goodOrBadTag, RowActions, statusTagColumn } from './adminColumns.tsx';
import { useConfirm, type ConfirmOptions } from './useConfirm.ts';

const text = (element: Element) => element.textContent?.replace(/\s/g, '');

describe('RowActions', () => {
  it('shows the actions offered, in order, as small link buttons with the dangerous one red', () => {
    const remove = vi.fn();
    render(
      <RowActions
        actions={[
          { key: 'edit', label: '编辑', onClick: vi.fn() },
          false,
          { key: 'delete', label: '删除', danger: true, onClick: remove },
        ]}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map(text)).toEqual(['编辑', '删除']);
    expect(buttons.every((button) => button.className.includes('ant-btn-link'))).toBe(true);
    expect(buttons[1]!.className).toContain('dangerous');
    expect(buttons[0]!.className).not.toContain('dangerous');
    fireEvent.click(buttons[1]!);
    expect(remove).toHaveBeenCalledOnce();
  });
});

describe('statusTagColumn and actionsColumn', () => {
  it('render a row’s status as its tag and its actions at the end', () => {
    type Row = { id: number; status: number };
    const edit = vi.fn();
    render(
      <Table<Row>
        rowKey="id"
        pagination={false}
        dataSource={[
          { id: 1, status: 1 },
          { id: 2, status: 0 },
        ]}
        columns={[
          statusTagColumn<Row>({ title: '状态', dataIndex: 'status', width: 90 }, (status) =>
            goodOrBadTag(status === 1, '正常', '锁定'),
          ),
          actionsColumn<Row>({ title: '操作', width: 120 }, (row) => [
            { key: 'edit', label: '编辑', onClick: () => edit(row.id) },
            row.status === 1 && { key: 'lock', label: '锁定账号', onClick: vi.fn() },
          ]),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => text(row))).toEqual(['正常编辑锁定账号', '锁定编辑']);
    expect(screen.getByText('正常').className).toContain('ant-tag');
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[1]!);
    expect(edit).toHaveBeenCalledWith(2);
  });
});

function Asking(options: ConfirmOptions) {
  const { confirm, holder } = useConfirm();
  return (
    <>
      <Button onClick={() => confirm(options)}>ask</Button>
      {holder}
    </>
  );
}

describe('useConfirm', () => {
  it('asks under 提示 with 确定 and 取消 and runs the change on 确定', async () => {
    const onOk = vi.fn(() => Promise.resolve());
    render(<Asking content="确定删除该角色？" onOk={onOk} />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('提示确定删除该角色？');
    expect(screen.getByRole('button', { name: /取\s?消/ })).toBeTruthy();
    const ok = screen.getByRole('button', { name: /确\s?定/ });
    expect(ok.className).toContain('dangerous');
    fireEvent.click(ok);
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
  });

  it('swallows a failed change it closes on (the API client has shown why)', async () => {
    const onOk = vi.fn(() => Promise.reject(new Error('refused')));
    render(<Asking content="确定重置密码？" onOk={onOk} danger={false} closeOnFailure />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const ok = await screen.findByRole('button', { name: /确\s?定/ });
    expect(ok.className).not.toContain('dangerous');
    fireEvent.click(ok);
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
  });
});
