import { PlusOutlined } from '@ant-design/icons';
import type { StaffUser } from '@zhihang/contract/access/user-admin.schema';
import { Button, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { actionsColumn, goodOrBadTag, statusTagColumn } from '../../../../components/admin/adminColumns.tsx';
import { FilterInput, FilterSelect } from '../../../../components/admin/FilterFields.tsx';
import { AdminListShell } from '../../../../components/admin/AdminListShell.tsx';
import { useConfirm } from '../../../../components/admin/useConfirm.ts';
import { PlainTag } from '../../../../components/PlainTags.tsx';
import { useUserInfo } from '../../../../modules/auth/useUserInfo.ts';
import { PasswordOnceDialog } from '../../../../modules/access/PasswordOnceDialog.tsx';
import { StaffUserFormDialog } from '../../../../modules/access/StaffUserFormDialog.tsx';
import { TransferStudentsDialog } from '../../../../modules/access/TransferStudentsDialog.tsx';
import type { UserListParams } from '../../../../modules/access/access.api.ts';
import { useOrgChoices } from '../../../../modules/access/useOrgChoices.ts';
import { useRoleOptions } from '../../../../modules/access/useRoleOptions.ts';
import { useStaffUserMutations } from '../../../../modules/access/useStaffUserMutations.ts';
import { useStaffUsers } from '../../../../modules/access/useStaffUsers.ts';
import styles from './UsersPage.module.css';

const DEFAULT_PAGE_SIZE = 10;

type Filters = {
  account: string;
  name: string;
  roleId: number | undefined;
  status: 0 | 1 | undefined;
  /** A platform administrator's choice of organisation; all when undefined. */
  orgId: number | undefined;
};
const NO_FILTERS: Filters = { account: '', name: '', roleId: undefined, status: undefined, orgId: undefined };

/** /sys/user (用户管理): staff accounts with search, add, edit, lock, password reset, transfer, delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const { confirm, confirmDelete, holder: modalHolder } = useConfirm();
  const can = usePerm();
  const self = useUserInfo().data;
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState<UserListParams>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ open: boolean; user: StaffUser | undefined }>({
    open: false,
    user: undefined,
  });
  const [password, setPassword] = useState<{ account: string; password: string } | null>(null);
  const [transferFrom, setTransferFrom] = useState<StaffUser | null>(null);
  const list = useStaffUsers(query);
  // Platform administrators (who manage organisations) pick the organisation to look at.
  const picksOrg = can('sys:org:list');
  const orgs = useOrgChoices(picksOrg);
  const roles = useRoleOptions(query.orgId, can('sys:role:select'));
  const { setStatus, remove, resetPassword } = useStaffUserMutations();

  const handleSearch = () =>
    setQuery({
      page: 1,
      limit: query.limit,
      ...(draft.account.trim() ? { account: draft.account.trim() } : {}),
      ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
      ...(draft.roleId ? { roleId: draft.roleId } : {}),
      ...(draft.status !== undefined ? { status: draft.status } : {}),
      ...(draft.orgId ? { orgId: draft.orgId } : {}),
    });

  /** The search form's field for one of the account's words, searched on Enter too. */
  const textFilter = (field: 'account' | 'name') => (
    <FilterInput
      className={styles.filter}
      label={t(`access.users.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
      onPressEnter={handleSearch}
    />
  );

  const handleReset = () => {
    setDraft(NO_FILTERS);
    setQuery({ page: 1, limit: query.limit });
  };

  const handleStatus = (user: StaffUser) => {
    const locking = user.status === 1;
    const run = async () => {
      await setStatus.mutateAsync({ ids: [user.id], status: locking ? 0 : 1 });
      feedback.success(t('common.operationSuccess'));
    };
    if (locking)
      confirm({ content: t('access.users.lockConfirm', { name: user.name }), onOk: run, closeOnFailure: true });
    else void run().catch(() => undefined);
  };

  const handleResetPassword = (user: StaffUser) =>
    confirm({
      content: t('access.users.resetConfirm', { name: user.name }),
      onOk: async () => {
        const result = await resetPassword.mutateAsync(user.id);
        setPassword({ account: user.account, password: result.password });
      },
      danger: false,
      closeOnFailure: true,
    });

  const handleDelete = (user: StaffUser) =>
    confirmDelete(t('access.users.deleteConfirm'), () => remove.mutateAsync([user.id]), { closeOnFailure: true });

  const columns: TableColumnsType<StaffUser> = [
    { title: t('access.users.account'), dataIndex: 'account', width: 140, ellipsis: true },
    { title: t('access.users.name'), dataIndex: 'name', width: 120 },
    {
      title: t('access.users.roles'),
      dataIndex: 'roleNames',
      width: 200,
      render: (names: string[]) =>
        names.map((name) => (
          <PlainTag key={name} color="blue">
            {name}
          </PlainTag>
        )),
    },
    { title: t('access.users.organization'), dataIndex: 'orgName', width: 160, responsive: ['lg'], ellipsis: true },
    { title: t('access.users.mobile'), dataIndex: 'mobile', width: 130, responsive: ['xxl'] },
    { title: t('access.users.students'), dataIndex: 'studentCount', width: 80, align: 'right' },
    statusTagColumn<StaffUser>({ title: t('access.users.status'), dataIndex: 'status', width: 90 }, (status) =>
      goodOrBadTag(status === 1, t('access.users.active'), t('access.users.locked')),
    ),
    {
      title: t('access.users.createdAt'),
      dataIndex: 'createdAt',
      width: 120,
      responsive: ['xxl'],
      render: (value: number) => dayjs(value).format('YYYY-MM-DD'),
    },
    actionsColumn<StaffUser>({ title: t('common.actions'), width: 300, fixed: true, wrap: true }, (user) => {
      const isSelf = user.id === self?.id;
      return [
        can('sys:user:update') && {
          key: 'edit',
          label: t('common.edit'),
          onClick: () => setDialog({ open: true, user }),
        },
        can('sys:user:update') &&
          !isSelf && {
            key: 'status',
            label: user.status === 1 ? t('access.users.lock') : t('access.users.unlock'),
            onClick: () => handleStatus(user),
          },
        can('sys:user:resetPwd') && {
          key: 'password',
          label: t('access.users.resetPassword'),
          onClick: () => handleResetPassword(user),
        },
        can('sys:user:transfer') &&
          user.studentCount > 0 && {
            key: 'transfer',
            label: t('access.users.transfer'),
            onClick: () => setTransferFrom(user),
          },
        can('sys:user:delete') &&
          !isSelf && { key: 'delete', label: t('common.delete'), danger: true, onClick: () => handleDelete(user) },
      ];
    }),
  ];

  return (
    <div>
      <AdminListShell<StaffUser, typeof query>
        search={
          <div className={styles.filters}>
            {picksOrg ? (
              <FilterSelect
                showSearch
                optionFilterProp="label"
                className={styles.filter}
                label={t('access.users.allOrgs')}
                value={draft.orgId}
                onChange={(orgId?: number) => setDraft((current) => ({ ...current, orgId, roleId: undefined }))}
                options={orgs.data ?? []}
              />
            ) : null}
            {textFilter('account')}
            {textFilter('name')}
            <FilterSelect
              className={styles.filter}
              label={t('access.users.allRoles')}
              value={draft.roleId}
              onChange={(roleId?: number) => setDraft((current) => ({ ...current, roleId }))}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.roleName }))}
            />
            <FilterSelect
              className={styles.filter}
              label={t('access.users.allStatus')}
              value={draft.status}
              onChange={(status?: 0 | 1) => setDraft((current) => ({ ...current, status }))}
              options={[
                { value: 1, label: t('access.users.active') },
                { value: 0, label: t('access.users.locked') },
              ]}
            />
            <Space>
              <Button type="primary" onClick={handleSearch}>
                {t('common.search')}
              </Button>
              <Button onClick={handleReset}>{t('common.reset')}</Button>
            </Space>
          </div>
        }
        buttons={[
          {
            perm: 'sys:user:save',
            button: (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, user: undefined })}>
                {t('access.users.add')}
              </Button>
            ),
          },
        ]}
        rowKey="id"
        columns={columns}
        pager={{ list, query, setQuery }}
        scrollX={1080}
      />
      {modalHolder}
      <StaffUserFormDialog
        user={dialog.user}
        orgId={query.orgId}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onPassword={(account, generated) => setPassword({ account, password: generated })}
      />
      <PasswordOnceDialog shown={password} onClose={() => setPassword(null)} />
      <TransferStudentsDialog key={transferFrom?.id ?? 0} from={transferFrom} onClose={() => setTransferFrom(null)} />
    </div>
  );
}
