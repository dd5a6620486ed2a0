import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SqlMonitor, StatementStat } from '@zhihang/contract/operations/sql-monitor.schema';
import { Alert, Button, Card, Descriptions, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../../base/apiClient.ts';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { PageHeadExtra } from '../../../view/RoutePageHeader.tsx';
import { chinaTime } from '../../../../modules/operations/chinaTime.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import styles from '../AdminPage.module.css';

type Order = 'total' | 'count' | 'max' | 'avg';

/** /sys/sql (SQL监控): the statements this instance ran, slowest or most frequent first; it runs none. */
export function SqlMonitorPage() {
  const { t } = useTranslation();
  const can = usePerm();
  const queryClient = useQueryClient();
  const [orderBy, setOrderBy] = useState<Order>('total');
  const key = [...operationsKeys.all, 'sql', orderBy] as const;
  const overview = useQuery({
    queryKey: key,
    queryFn: () => apiClient.post<SqlMonitor>('/sys/sql/list', { orderBy, limit: 100 }),
  });
  const reset = useMutation({
    mutationFn: () => apiClient.post<null>('/sys/sql/reset'),
    onSuccess: async () => {
      feedback.success(t('common.operationSuccess'));
      await queryClient.invalidateQueries({ queryKey: [...operationsKeys.all, 'sql'] });
    },
  });

  const columns: TableColumnsType<StatementStat> = [
    {
      title: t('operations.sql.statement'),
      dataIndex: 'sql',
      render: (sql: string) => <div className={styles.code}>{sql}</div>,
    },
    { title: t('operations.sql.count'), dataIndex: 'count', width: 90, align: 'right' },
    { title: t('operations.sql.total'), dataIndex: 'totalMs', width: 120, align: 'right' },
    { title: t('operations.sql.avg'), dataIndex: 'avgMs', width: 110, align: 'right' },
    { title: t('operations.sql.max'), dataIndex: 'maxMs', width: 110, align: 'right' },
    { title: t('operations.sql.rows'), dataIndex: 'rows', width: 100, align: 'right' },
  ];
  const data = overview.data;

  return (
    <div>
      <PageHeadExtra>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void overview.refetch()}>
            {t('operations.sql.refresh')}
          </Button>
          {can('sys:sql:reset') ? (
            <Button danger loading={reset.isPending} onClick={() => reset.mutate()}>
              {t('operations.sql.reset')}
            </Button>
          ) : null}
        </Space>
      </PageHeadExtra>
      <Card variant="borderless" className={styles.card}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 4 }}
          items={[
            { key: 'instance', label: t('operations.sql.instance'), children: data?.instance ?? '' },
            { key: 'dialect', label: t('operations.sql.dialect'), children: data?.dialect ?? '' },
            { key: 'since', label: t('operations.sql.since'), children: chinaTime(data?.since) },
            { key: 'distinct', label: t('operations.sql.distinct'), children: data?.distinct ?? 0 },
          ]}
        />
        <div className={styles.toolbar}>
          <Segmented<Order>
            value={orderBy}
            onChange={setOrderBy}
            options={[
              { value: 'total', label: t('operations.sql.byTotal') },
              { value: 'count', label: t('operations.sql.byCount') },
              { value: 'max', label: t('operations.sql.byMax') },
              { value: 'avg', label: t('operations.sql.byAvg') },
            ]}
          />
        </div>
        <Table<StatementStat>
          rowKey="sql"
          size="small"
          columns={columns}
          dataSource={data?.statements ?? []}
          loading={overview.isFetching}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 900 }}
        />
      </Card>
      {/* Only once the overview has answered: drawn empty above the fold, the first card's rows then
          pushed it down the screen (a layout shift of 0.35, most of the page's Lighthouse loss). */}
      {data ? (
        <Card variant="borderless" className={styles.card} title="pg_stat_statements">
          {!data.pgStatStatements.available ? (
            <Alert type="info" showIcon message={data.pgStatStatements.note} />
          ) : (
            <>
              <p className={styles.muted}>{data.pgStatStatements.note}</p>
              <Table<StatementStat>
                rowKey="sql"
                size="small"
                columns={columns}
                dataSource={data.pgStatStatements.statements}
                pagination={{ pageSize: 20 }}
                scroll={{ x: 900 }}
              />
            </>
          )}
        </Card>
      ) : null}
    </div>
  );
}
