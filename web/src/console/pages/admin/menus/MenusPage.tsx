import { MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuAdminItem } from '@zhihang/contract/operations/menu-admin.schema';
import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import { Button, Card, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { menuTreeOf, type MenuTreeNode } from '../../../../modules/operations/menuTree.ts';
import { operationsApi, type MenuFormBody } from '../../../../modules/operations/operations.api.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import styles from '../AdminPage.module.css';
import { MenuFormDialog } from './MenuFormDialog.tsx';

type Dialog = { open: boolean; initial: Partial<MenuAdminItem> };

/** /sys/menu (菜单管理): the menu tree the console's routes come from. */
export function MenusPage() {
  const { t } = useTranslation();
  const can = usePerm();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<Dialog>({ open: false, initial: {} });
  const menus = useQuery({ queryKey: operationsKeys.menus(), queryFn: operationsApi.menus });
  const tree = useMemo(() => menuTreeOf(menus.data ?? []), [menus.data]);
  // Every branch starts open; what the administrator folds stays folded across refreshes.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const expanded = useMemo(
    () =>
      (menus.data ?? [])
        .filter((menu) => menu.type !== MENU_TYPE.button && !folded.has(menu.id))
        .map((menu) => menu.id),
    [folded, menus.data],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationsKeys.menus() });

  const save = useMutation({
    mutationFn: (body: MenuFormBody) => operationsApi.menuSave(body),
    onSuccess: async () => {
      feedback.success(t('common.operationSuccess'));
      setDialog((current) => ({ ...current, open: false }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => operationsApi.menuDelete(id),
    onSuccess: async () => {
      feedback.success(t('common.operationSuccess'));
      await refresh();
    },
  });

  const typeTag = (type: number) =>
    type === MENU_TYPE.directory ? (
      <Tag color="blue">{t('operations.menus.directory')}</Tag>
    ) : type === MENU_TYPE.page ? (
      <Tag color="green">{t('operations.menus.page')}</Tag>
    ) : (
      <Tag color="orange">{t('operations.menus.button')}</Tag>
    );

  const columns: TableColumnsType<MenuTreeNode> = [
    { title: t('operations.menus.name'), dataIndex: 'name', width: 220 },
    { title: t('operations.menus.type'), dataIndex: 'type', width: 80, render: typeTag },
    { title: t('operations.menus.order'), dataIndex: 'orderNum', width: 70 },
    {
      title: t('operations.menus.url'),
      dataIndex: 'url',
      width: 200,
      render: (url: string) => (url ? <Typography.Text code>{url}</Typography.Text> : null),
    },
    {
      title: t('operations.menus.perms'),
      dataIndex: 'perms',
      ellipsis: true,
      responsive: ['lg'],
      render: (perms: string) => <span className={styles.code}>{perms}</span>,
    },
    {
      title: t('operations.menus.hidden'),
      dataIndex: 'hidden',
      width: 70,
      render: (hidden: number) => (hidden ? t('operations.menus.yes') : t('operations.menus.no')),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_value, menu) => (
        <Space size={0}>
          {can('sys:menu:save') && menu.type !== MENU_TYPE.button ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                setDialog({
                  open: true,
                  initial: {
                    parentId: menu.id,
                    type: menu.type === MENU_TYPE.directory ? MENU_TYPE.page : MENU_TYPE.button,
                  },
                })
              }
            >
              {t('operations.menus.addChild')}
            </Button>
          ) : null}
          {can('sys:menu:update') ? (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, initial: menu })}>
              {t('common.edit')}
            </Button>
          ) : null}
          {can('sys:menu:delete') ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('common.tips'),
                  content: t('operations.menus.deleteConfirm'),
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                  okButtonProps: { danger: true },
                  onOk: () => remove.mutateAsync(menu.id),
                })
              }
            >
              {t('common.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        icon={<MenuOutlined />}
        title={t('operations.menus.title')}
        description={t('operations.menus.description')}
        extra={
          can('sys:menu:save') ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, initial: { parentId: 0, type: MENU_TYPE.directory } })}
            >
              {t('operations.menus.add')}
            </Button>
          ) : null
        }
      />
      <Card variant="borderless" className={styles.card}>
        <Table<MenuTreeNode>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={tree}
          loading={menus.isFetching}
          pagination={false}
          scroll={{ x: 900 }}
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, menu) =>
              setFolded((current) => {
                const next = new Set(current);
                if (open) next.delete(menu.id);
                else next.add(menu.id);
                return next;
              }),
          }}
        />
      </Card>
      {modalHolder}
      <MenuFormDialog
        open={dialog.open}
        menus={menus.data ?? []}
        initial={dialog.initial}
        saving={save.isPending}
        onSave={(body) => save.mutate(body)}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
