import { DeleteOutlined, PlusOutlined, ToolOutlined } from '@ant-design/icons';
import type { ConfigEntry } from '@zhihang/contract/system/config.schema';
import { Button, Input, Modal, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../base/feedback.ts';
import { usePerm } from '../../../base/usePerm.ts';
import { AdminListShell, adminListStyles } from '../../../components/admin/AdminListShell.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ConfigFormDialog } from '../../../modules/system/ConfigFormDialog.tsx';
import { useConfigList } from '../../../modules/system/useConfigList.ts';
import { useDeleteConfigs } from '../../../modules/system/useDeleteConfigs.ts';

const DEFAULT_PAGE_SIZE = 10;

type Dialog = { open: boolean; entry: ConfigEntry | undefined };

/** /sys/config (参数管理): the organisation's parameters with add, edit and delete. */
export function ConfigPage() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const can = usePerm();
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE, paramKey: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>({ open: false, entry: undefined });
  const list = useConfigList({
    page: query.page,
    limit: query.limit,
    ...(query.paramKey ? { paramKey: query.paramKey } : {}),
  });
  const remove = useDeleteConfigs();
  const canUpdate = can('sys:config:update');
  const canDelete = can('sys:config:delete');

  const handleDelete = (ids: number[]) => {
    if (!ids.length) {
      feedback.warning(t('config.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('common.tips'),
      content: t('config.deleteConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(ids);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        feedback.success(t('common.operationSuccess'));
      },
    });
  };

  const columns: TableColumnsType<ConfigEntry> = [
    {
      title: t('config.paramKey'),
      dataIndex: 'paramKey',
      width: 240,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { title: t('config.paramValue'), dataIndex: 'paramValue', ellipsis: true },
    { title: t('config.remark'), dataIndex: 'remark', ellipsis: true, responsive: ['md'] },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_value, entry) => (
        <Space size={4}>
          {canUpdate ? (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, entry })}>
              {t('common.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button type="link" size="small" danger onClick={() => handleDelete([entry.id])}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader icon={<ToolOutlined />} title={t('config.title')} description={t('config.description')} />
      <AdminListShell<ConfigEntry, typeof query>
        search={
          <Input.Search
            allowClear
            placeholder={t('config.paramKey')}
            aria-label={t('config.paramKey')}
            className={adminListStyles.search}
            enterButton={t('common.search')}
            onSearch={(value) => setQuery((current) => ({ ...current, page: 1, paramKey: value.trim() }))}
          />
        }
        buttons={[
          {
            perm: 'sys:config:save',
            button: (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, entry: undefined })}
              >
                {t('common.add')}
              </Button>
            ),
          },
          {
            perm: 'sys:config:delete',
            button: (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!selected.length}
                onClick={() => handleDelete(selected)}
              >
                {t('common.batchDelete')}
              </Button>
            ),
          },
        ]}
        rowKey="id"
        columns={columns}
        pager={{ list, query, setQuery }}
        scrollX={640}
        {...(canDelete
          ? {
              rowSelection: {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map((key) => Number(key))),
              },
            }
          : {})}
      />
      {modalHolder}
      <ConfigFormDialog
        entry={dialog.entry}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
