import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORG_STATUS,
  type OrgAdminItem,
  type OrgSaveBody,
  type OrgUpdateBody,
} from '@zhihang/contract/operations/org-admin.schema';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { actionsColumn, statusTagColumn } from '../../../../components/admin/adminColumns.tsx';
import { FilterSelect, SearchBox } from '../../../../components/admin/FilterFields.tsx';
import { AdminListShell } from '../../../../components/admin/AdminListShell.tsx';
import { useConfirm } from '../../../../components/admin/useConfirm.ts';
import { PlainText } from '../../../../components/PlainText.tsx';
import { chinaTime } from '../../../../modules/operations/chinaTime.ts';
import { operationsApi, type OrgListParams } from '../../../../modules/operations/operations.api.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import styles from '../AdminPage.module.css';
import { OrgFormDialog } from './OrgFormDialog.tsx';

type Dialog = { open: boolean; org: OrgAdminItem | undefined };

/** /sys/org (机构管理): organisations with their first administrator, edited and disabled. */
export function OrgsPage() {
  const { t } = useTranslation();
  const can = usePerm();
  const queryClient = useQueryClient();
  const { confirm, modal, holder: modalHolder } = useConfirm();
  const [params, setParams] = useState<OrgListParams>({ page: 1, limit: 10 });
  const [dialog, setDialog] = useState<Dialog>({ open: false, org: undefined });
  const list = useQuery({
    queryKey: operationsKeys.orgList(params),
    queryFn: () => operationsApi.orgList(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationsKeys.orgs() });

  const save = useMutation({
    mutationFn: async (body: OrgSaveBody | OrgUpdateBody) => {
      if ('id' in body) {
        await operationsApi.orgUpdate(body);
        return undefined;
      }
      return operationsApi.orgSave(body);
    },
    onSuccess: async (created) => {
      setDialog((current) => ({ ...current, open: false }));
      await refresh();
      if (!created) {
        feedback.success(t('common.operationSuccess'));
        return;
      }
      void modal.success({
        title: t('operations.orgs.created'),
        content: (
          <div>
            <p>{t('operations.orgs.createdPassword', { account: created.adminAccount })}</p>
            <Typography.Text code copyable>
              {created.adminPassword}
            </Typography.Text>
          </div>
        ),
        okText: t('common.confirm'),
      });
    },
  });

  const status = useMutation({
    mutationFn: ({ id, next }: { id: number; next: 0 | 1 }) => operationsApi.orgStatus(id, next),
    onSuccess: async () => {
      feedback.success(t('common.operationSuccess'));
      await refresh();
    },
  });

  const handleStatus = (org: OrgAdminItem) => {
    if (org.status === ORG_STATUS.disabled) {
      status.mutate({ id: org.id, next: 1 });
      return;
    }
    confirm({
      content: t('operations.orgs.disableConfirm'),
      onOk: () => status.mutateAsync({ id: org.id, next: 0 }),
    });
  };

  const columns: TableColumnsType<OrgAdminItem> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('operations.orgs.logo'),
      dataIndex: 'orgLogo',
      width: 72,
      render: (logo: string) => (logo ? <img src={logo} alt="" className={styles.logo} /> : null),
    },
    {
      title: t('operations.orgs.name'),
      dataIndex: 'orgName',
      render: (name: string, org) => (
        <div>
          <div>{name}</div>
          <div className={styles.muted}>{org.orgLoginTitle}</div>
        </div>
      ),
    },
    {
      title: t('operations.orgs.key'),
      dataIndex: 'orgKey',
      width: 140,
      render: (key: string) => <PlainText code>{key}</PlainText>,
    },
    { title: t('operations.orgs.filingNumber'), dataIndex: 'filingNumber', width: 190, responsive: ['lg'] },
    { title: t('operations.orgs.users'), dataIndex: 'userCount', width: 80 },
    statusTagColumn<OrgAdminItem>({ title: t('operations.orgs.status'), dataIndex: 'status', width: 90 }, (value) =>
      value === ORG_STATUS.active
        ? { color: 'success', label: t('operations.orgs.active') }
        : { color: 'default', label: t('operations.orgs.disabled') },
    ),
    {
      title: t('operations.schedule.started'),
      dataIndex: 'createdAt',
      width: 170,
      responsive: ['xl'],
      render: chinaTime,
    },
    actionsColumn<OrgAdminItem>({ title: t('common.actions'), width: 140 }, (org) => [
      can('sys:org:update') && { key: 'edit', label: t('common.edit'), onClick: () => setDialog({ open: true, org }) },
      can('sys:org:disable') &&
        org.orgKey !== 'default' && {
          key: 'status',
          label: org.status === ORG_STATUS.active ? t('operations.orgs.disable') : t('operations.orgs.enable'),
          danger: org.status === ORG_STATUS.active,
          onClick: () => handleStatus(org),
        },
    ]),
  ];

  return (
    <div>
      <AdminListShell<OrgAdminItem, typeof params>
        search={
          <div className={styles.filters}>
            <SearchBox
              className={styles.wideField}
              label={t('operations.orgs.keyword')}
              onSearch={(keyword) =>
                setParams((current) => ({ ...current, page: 1, keyword: keyword.trim() || undefined }))
              }
            />
            <FilterSelect
              className={styles.field}
              label={t('operations.orgs.status')}
              onChange={(value: 0 | 1 | undefined) => setParams((current) => ({ ...current, page: 1, status: value }))}
              options={[
                { value: 1, label: t('operations.orgs.active') },
                { value: 0, label: t('operations.orgs.disabled') },
              ]}
            />
          </div>
        }
        buttons={[
          {
            perm: 'sys:org:save',
            button: (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, org: undefined })}>
                {t('operations.orgs.add')}
              </Button>
            ),
          },
        ]}
        rowKey="id"
        size="middle"
        columns={columns}
        pager={{ list, query: params, setQuery: setParams }}
        scrollX={900}
        showSizeChanger={false}
      />
      {modalHolder}
      <OrgFormDialog
        open={dialog.open}
        org={dialog.org}
        saving={save.isPending}
        onSave={(body) => save.mutate(body)}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
