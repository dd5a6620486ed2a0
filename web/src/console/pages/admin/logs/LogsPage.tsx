import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SYS_LOG_COUNT_CAP, type SysLogEntry, type SysLogFilter } from '@zhihang/contract/operations/sys-log.schema';
import { Button, DatePicker, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodOrBadTag, statusTagColumn } from '../../../../components/admin/adminColumns.tsx';
import { FilterInput, FilterSelect } from '../../../../components/admin/FilterFields.tsx';
import { AdminListShell } from '../../../../components/admin/AdminListShell.tsx';
import { PlainText } from '../../../../components/PlainText.tsx';
import { saveBase64File } from '../../../../components/saveBase64File.ts';
import { useUserInfo } from '../../../../modules/auth/useUserInfo.ts';
import { chinaDayStart, chinaTime } from '../../../../modules/operations/chinaTime.ts';
import { operationsApi } from '../../../../modules/operations/operations.api.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import styles from '../AdminPage.module.css';

const DAY_MS = 86_400_000;

type Filters = { days?: [string, string]; account?: string; action?: string; result?: 0 | 1 };

function filterOf(filters: Filters): SysLogFilter {
  return {
    ...(filters.days ? { from: chinaDayStart(filters.days[0]), to: chinaDayStart(filters.days[1]) + DAY_MS } : {}),
    ...(filters.account ? { account: filters.account } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.result !== undefined ? { result: filters.result } : {}),
  };
}

/** /sys/log (系统日志): writes and logins, filtered by time, account, action and result. */
export function LogsPage() {
  const { t } = useTranslation();
  const platformAdmin = useUserInfo().data?.roles.includes('admin') ?? false;
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const params = { ...paging, ...filterOf(filters) };
  const list = useQuery({
    queryKey: operationsKeys.logs(params),
    queryFn: () => operationsApi.logList(params),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);

  const handleExport = async () => {
    setExporting(true);
    try {
      saveBase64File(await operationsApi.logExport(filterOf(filters)));
    } finally {
      setExporting(false);
    }
  };

  /** The search form's field for a word the entries are matched on. */
  const textFilter = (field: 'account' | 'action', label: string) => (
    <FilterInput
      className={styles.field}
      label={label}
      value={draft[field]}
      onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value.trim() }))}
    />
  );

  const columns: TableColumnsType<SysLogEntry> = [
    {
      title: t('operations.logs.time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: number) => chinaTime(value),
    },
    ...(platformAdmin ? [{ title: t('operations.logs.org'), dataIndex: 'orgId', width: 80 }] : []),
    { title: t('operations.logs.account'), dataIndex: 'account', width: 140, ellipsis: true },
    {
      title: t('operations.logs.action'),
      dataIndex: 'action',
      width: 190,
      render: (value: string) =>
        value === 'login' ? <Tag color="blue">{t('operations.logs.login')}</Tag> : <PlainText code>{value}</PlainText>,
    },
    { title: t('operations.logs.path'), dataIndex: 'path', ellipsis: true, responsive: ['lg'] },
    { title: t('operations.logs.target'), dataIndex: 'target', width: 90, ellipsis: true, responsive: ['md'] },
    statusTagColumn<SysLogEntry>({ title: t('operations.logs.result'), dataIndex: 'result', width: 80 }, (value) =>
      goodOrBadTag(value === 0, t('operations.logs.success'), t('operations.logs.failure')),
    ),
    {
      title: t('operations.logs.duration'),
      dataIndex: 'durationMs',
      width: 90,
      render: (value: number) => `${value} ms`,
    },
    { title: t('operations.logs.address'), dataIndex: 'address', width: 130, responsive: ['xl'] },
  ];

  return (
    <div>
      <AdminListShell<SysLogEntry, typeof paging>
        search={
          <div className={styles.filters}>
            <DatePicker.RangePicker
              aria-label={t('operations.logs.range')}
              onChange={(_dates, text) =>
                setDraft((current) => ({ ...current, days: text[0] && text[1] ? [text[0], text[1]] : undefined }))
              }
            />
            {textFilter('account', t('operations.logs.account'))}
            {textFilter('action', `${t('operations.logs.action')}（login / sys:user:save）`)}
            <FilterSelect
              className={styles.field}
              label={t('operations.logs.allResults')}
              value={draft.result}
              onChange={(value: 0 | 1 | undefined) => setDraft((current) => ({ ...current, result: value }))}
              options={[
                { value: 0, label: t('operations.logs.success') },
                { value: 1, label: t('operations.logs.failure') },
              ]}
            />
            <Button
              type="primary"
              onClick={() => {
                setFilters(draft);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            >
              {t('common.search')}
            </Button>
          </div>
        }
        buttons={[
          {
            perm: 'sys:log:export',
            button: (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void handleExport()}>
                {t('operations.logs.export')}
              </Button>
            ),
          },
        ]}
        rowKey="id"
        size="middle"
        columns={columns}
        pager={{ list, query: paging, setQuery: setPaging }}
        scrollX={900}
        expandable={{
          expandedRowRender: (entry) => (
            <div>
              {entry.message ? (
                <p>
                  {t('operations.logs.message')}：{entry.message}
                </p>
              ) : null}
              <div className={styles.code}>{entry.params || '—'}</div>
            </div>
          ),
        }}
        showTotal={(total) =>
          total > SYS_LOG_COUNT_CAP
            ? t('operations.logs.moreThan', { count: SYS_LOG_COUNT_CAP })
            : t('common.total', { count: total })
        }
      />
    </div>
  );
}
