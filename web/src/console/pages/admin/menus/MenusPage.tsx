import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuAdminItem } from '@zhihang/contract/operations/menu-admin.schema';
import { MENU_TYPE } from '@zhihang/contract/system/menu-type';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { actionsColumn, statusTagColumn } from '../../../../components/admin/adminColumns.tsx';
import { useConfirm } from '../../../../components/admin/useConfirm.ts';
import { PageHeadExtra } from '../../../view/RoutePageHeader.tsx';
import { PlainText } from '../../../../components/PlainText.tsx';
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
  const { confirm, holder: modalHolder } = useConfirm();
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

  const columns: TableColumnsType<MenuTreeNode> = [
    { title: t('operations.menus.name'), dataIndex: 'name', width: 220 },
    statusTagColumn<MenuTreeNode>({ title: t('operations.menus.type'), dataIndex: 'type', width: 80 }, (type) =>
      type === MENU_TYPE.directory
        ? { color: 'blue', label: t('operations.menus.directory') }
        : type === MENU_TYPE.page
          ? { color: 'green', label: t('operations.menus.page') }
          : { color: 'orange', label: t('operations.menus.button') },
    ),
    { title: t('operations.menus.order'), dataIndex: 'orderNum', width: 70 },
    {
      title: t('operations.menus.url'),
      dataIndex: 'url',
      width: 200,
      render: (url: string) => (url ? <PlainText code>{url}</PlainText> : null),
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
    actionsColumn<MenuTreeNode>({ title: t('common.actions'), width: 200 }, (menu) => [
      can('sys:menu:save') &&
        menu.type !== MENU_TYPE.button && {
          key: 'addChild',
          label: t('operations.menus.addChild'),
          onClick: () =>
            setDialog({
              open: true,
              initial: {
                parentId: menu.id,
                type: menu.type === MENU_TYPE.directory ? MENU_TYPE.page : MENU_TYPE.button,
              },
            }),
        },
      can('sys:menu:update') && {
        key: 'edit',
        label: t('common.edit'),
        onClick: () => setDialog({ open: true, initial: menu }),
      },
      can('sys:menu:delete') && {
        key: 'delete',
        label: t('common.delete'),
        danger: true,
        onClick: () =>
          confirm({ content: t('operations.menus.deleteConfirm'), onOk: () => remove.mutateAsync(menu.id) }),
      },
    ]),
  ];

  return (
    <div>
      <PageHeadExtra>
        {can('sys:menu:save') ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ open: true, initial: { parentId: 0, type: MENU_TYPE.directory } })}
          >
            {t('operations.menus.add')}
          </Button>
        ) : null}
      </PageHeadExtra>
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
