import { PlusOutlined } from '@ant-design/icons';
import type { ConfigEntry } from '@zhihang/contract/system/config.schema';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerm } from '../../../base/usePerm.ts';
import { actionsColumn } from '../../../components/admin/adminColumns.tsx';
import { BatchDeleteButton } from '../../../components/admin/BatchDeleteButton.tsx';
import { SearchBox } from '../../../components/admin/FilterFields.tsx';
import { AdminListShell } from '../../../components/admin/AdminListShell.tsx';
import { useConfirm } from '../../../components/admin/useConfirm.ts';
import { PlainText } from '../../../components/PlainText.tsx';
import { ConfigFormDialog } from '../../../modules/system/ConfigFormDialog.tsx';
import { useConfigList } from '../../../modules/system/useConfigList.ts';
import { useDeleteConfigs } from '../../../modules/system/useDeleteConfigs.ts';

const DEFAULT_PAGE_SIZE = 10;

type Dialog = { open: boolean; entry: ConfigEntry | undefined };

/** /sys/config (参数管理): the organisation's parameters with add, edit and delete. */
export function ConfigPage() {
  const { t } = useTranslation();
  const { confirmDeletePicked, holder: modalHolder } = useConfirm();
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

  const handleDelete = (ids: number[]) =>
    confirmDeletePicked(ids, { selectFirst: t('config.selectFirst'), content: t('config.deleteConfirm') }, async () => {
      await remove.mutateAsync(ids);
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    });

  const columns: TableColumnsType<ConfigEntry> = [
    {
      title: t('config.paramKey'),
      dataIndex: 'paramKey',
      width: 240,
      render: (value: string) => <PlainText code>{value}</PlainText>,
    },
    { title: t('config.paramValue'), dataIndex: 'paramValue', ellipsis: true },
    { title: t('config.remark'), dataIndex: 'remark', ellipsis: true, responsive: ['md'] },
    actionsColumn<ConfigEntry>({ title: t('common.actions'), width: 140, fixed: true, size: 4 }, (entry) => [
      canUpdate && { key: 'edit', label: t('common.edit'), onClick: () => setDialog({ open: true, entry }) },
      canDelete && { key: 'delete', label: t('common.delete'), danger: true, onClick: () => handleDelete([entry.id]) },
    ]),
  ];

  return (
    <div>
      <AdminListShell<ConfigEntry, typeof query>
        search={
          <SearchBox
            label={t('config.paramKey')}
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
            button: <BatchDeleteButton picked={selected} onDelete={handleDelete} />,
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
                rowLabel: (entry) => t('common.selectRow', { name: entry.paramKey }),
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
