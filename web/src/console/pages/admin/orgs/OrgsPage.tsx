import { BankOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORG_STATUS,
  type OrgAdminItem,
  type OrgSaveBody,
  type OrgUpdateBody,
} from '@zhihang/contract/operations/org-admin.schema';
import { Button, Input, Modal, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { AdminListShell } from '../../../../components/admin/AdminListShell.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
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
  const [modal, modalHolder] = Modal.useModal();
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
    modal.confirm({
      title: t('common.tips'),
      content: t('operations.orgs.disableConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
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
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    { title: t('operations.orgs.filingNumber'), dataIndex: 'filingNumber', width: 190, responsive: ['lg'] },
    { title: t('operations.orgs.users'), dataIndex: 'userCount', width: 80 },
    {
      title: t('operations.orgs.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number) =>
        value === ORG_STATUS.active ? (
          <Tag color="success">{t('operations.orgs.active')}</Tag>
        ) : (
          <Tag color="default">{t('operations.orgs.disabled')}</Tag>
        ),
    },
    {
      title: t('operations.schedule.started'),
      dataIndex: 'createdAt',
      width: 170,
      responsive: ['xl'],
      render: chinaTime,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_value, org) => (
        <Space size={0}>
          {can('sys:org:update') ? (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, org })}>
              {t('common.edit')}
            </Button>
          ) : null}
          {can('sys:org:disable') && org.orgKey !== 'default' ? (
            <Button
              type="link"
              size="small"
              danger={org.status === ORG_STATUS.active}
              onClick={() => handleStatus(org)}
            >
              {org.status === ORG_STATUS.active ? t('operations.orgs.disable') : t('operations.orgs.enable')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        icon={<BankOutlined />}
        title={t('operations.orgs.title')}
        description={t('operations.orgs.description')}
      />
      <AdminListShell<OrgAdminItem, typeof params>
        search={
          <div className={styles.filters}>
            <Input.Search
              allowClear
              className={styles.wideField}
              placeholder={t('operations.orgs.keyword')}
              aria-label={t('operations.orgs.keyword')}
              enterButton={t('common.search')}
              onSearch={(keyword) =>
                setParams((current) => ({ ...current, page: 1, keyword: keyword.trim() || undefined }))
              }
            />
            <Select
              allowClear
              className={styles.field}
              placeholder={t('operations.orgs.status')}
              aria-label={t('operations.orgs.status')}
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
