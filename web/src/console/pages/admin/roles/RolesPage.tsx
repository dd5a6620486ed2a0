import { PlusOutlined } from '@ant-design/icons';
import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import type { Role } from '@zhihang/contract/access/role.schema';
import { Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerm } from '../../../../base/usePerm.ts';
import { actionsColumn, statusTagColumn } from '../../../../components/admin/adminColumns.tsx';
import { SearchBox } from '../../../../components/admin/FilterFields.tsx';
import { AdminListShell } from '../../../../components/admin/AdminListShell.tsx';
import { useConfirm } from '../../../../components/admin/useConfirm.ts';
import { RoleFormDialog } from '../../../../modules/access/RoleFormDialog.tsx';
import type { RoleListParams } from '../../../../modules/access/access.api.ts';
import { useRoleMutations } from '../../../../modules/access/useRoleMutations.ts';
import { useRoles } from '../../../../modules/access/useRoles.ts';

const DEFAULT_PAGE_SIZE = 10;

type Dialog = { open: boolean; role: Role | undefined; readOnly: boolean };

/** /sys/role (角色管理): built-in and the organisation's own roles, their grants and data scope. */
export function RolesPage() {
  const { t } = useTranslation();
  const { confirmDelete, holder: modalHolder } = useConfirm();
  const can = usePerm();
  const [query, setQuery] = useState<RoleListParams>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>({ open: false, role: undefined, readOnly: false });
  const list = useRoles(query);
  const { remove } = useRoleMutations();
  // Only a platform administrator (who may edit 平台管理员) edits built-in roles.
  const editsBuiltins = (list.data?.list ?? []).some((role) => role.dataScope === DATA_SCOPE.platform);

  const scopeName = (scope: number) =>
    scope === DATA_SCOPE.platform
      ? t('access.roles.scopePlatform')
      : scope === DATA_SCOPE.org
        ? t('access.roles.scopeOrg')
        : t('access.roles.scopeOwn');

  const handleDelete = (role: Role) =>
    confirmDelete(t('access.roles.deleteConfirm'), () => remove.mutateAsync([role.id]), { closeOnFailure: true });

  const columns: TableColumnsType<Role> = [
    { title: t('access.roles.roleName'), dataIndex: 'roleName', width: 180 },
    statusTagColumn<Role>({ title: t('access.roles.kind'), dataIndex: 'builtin', width: 100 }, (builtin) =>
      builtin === 1 ? { color: 'gold', label: t('access.roles.builtin') } : { label: t('access.roles.custom') },
    ),
    { title: t('access.roles.dataScope'), dataIndex: 'dataScope', width: 140, render: scopeName },
    { title: t('access.roles.users'), dataIndex: 'userCount', width: 90, align: 'right' },
    { title: t('access.roles.remark'), dataIndex: 'remark', ellipsis: true, responsive: ['md'] },
    {
      title: t('access.users.createdAt'),
      dataIndex: 'createdAt',
      width: 120,
      responsive: ['lg'],
      render: (value: number) => (value ? dayjs(value).format('YYYY-MM-DD') : '—'),
    },
    actionsColumn<Role>({ title: t('common.actions'), width: 160, fixed: true }, (role) => {
      const editable = can('sys:role:update') && (role.builtin === 0 || editsBuiltins);
      return [
        {
          key: 'edit',
          label: editable ? t('common.edit') : t('access.roles.view'),
          onClick: () => setDialog({ open: true, role, readOnly: !editable }),
        },
        can('sys:role:delete') &&
          role.builtin === 0 && {
            key: 'delete',
            label: t('common.delete'),
            danger: true,
            onClick: () => handleDelete(role),
          },
      ];
    }),
  ];

  return (
    <div>
      <AdminListShell<Role, typeof query>
        search={
          <SearchBox
            label={t('access.roles.roleName')}
            onSearch={(value) =>
              setQuery((current) => ({
                page: 1,
                limit: current.limit,
                ...(value.trim() ? { roleName: value.trim() } : {}),
              }))
            }
          />
        }
        buttons={[
          {
            perm: 'sys:role:save',
            button: (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, role: undefined, readOnly: false })}
              >
                {t('access.roles.add')}
              </Button>
            ),
          },
        ]}
        rowKey="id"
        columns={columns}
        pager={{ list, query, setQuery }}
        scrollX={760}
      />
      {modalHolder}
      <RoleFormDialog
        key={`${dialog.role?.id ?? 'new'}-${dialog.open}`}
        role={dialog.role}
        readOnly={dialog.readOnly}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
