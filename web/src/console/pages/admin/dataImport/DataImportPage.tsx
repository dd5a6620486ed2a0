import { DeleteOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataSourceItem } from '@zhihang/contract/imports/data-source.schema';
import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import { importKindLabel } from '@zhihang/contract/imports/import-kinds';
import {
  Alert,
  Button,
  Card,
  Input,
  Progress,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../../base/apiClient.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { useBackgroundMount, useBackgroundValue } from '../../../../components/useBackgroundRender.ts';
import { chinaTime } from '../../../../modules/operations/chinaTime.ts';
import { canCancelImport, importJobStateKey } from '../../../../modules/operations/importJobState.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import { rejectedCounts, rejectedRowsCsv } from '../../../../modules/operations/rejectedRows.ts';
import { uploadDataFile, type UploadSource } from '../../../../modules/operations/uploadDataFile.ts';
import styles from '../AdminPage.module.css';

type Step = 'waiting' | 'uploading' | 'importing' | 'done' | 'failed';
type QueuedFile = { key: string; file: File; step: Step; percent: number; job?: ImportJob; error?: string };

const POLL_MS = 500;
const STATE_COLOURS = {
  finished: 'success',
  failed: 'error',
  running: 'processing',
  cancelling: 'warning',
  cancelled: 'default',
} as const;
const NO_SOURCE: UploadSource = { sourceName: '', sourceUrl: '', years: '', licence: '' };
const SOURCES_KEY = ['operations', 'dataSources'] as const;
/** ATTRIBUTION.md marks repositories and paths as code; on the page they read as plain text. */
const plain = (attribution: string) => attribution.replace(/`/g, '');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function downloadRejected(job: ImportJob) {
  const url = URL.createObjectURL(new Blob([rejectedRowsCsv(job)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${job.fileName.replace(/\.[^.]+$/, '')}_被拒行.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function kindText(job: ImportJob | undefined): string {
  const kind = job?.summary?.files[0]?.kind ?? job?.files[0]?.kind ?? job?.kind;
  return kind ? importKindLabel(kind) : '';
}

/** The counts of a finished job: added / updated / unchanged / rejected. */
function JobCounts({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const totals = job.summary?.totals;
  if (!totals) return null;
  const { rejected } = rejectedCounts(job);
  return (
    <Space size={4} wrap>
      <Tag color="green">
        {t('operations.dataImport.inserted')} {totals.inserted}
      </Tag>
      <Tag color="blue">
        {t('operations.dataImport.updated')} {totals.updated}
      </Tag>
      <Tag>
        {t('operations.dataImport.unchanged')} {totals.unchanged}
      </Tag>
      <Tag color={rejected ? 'red' : 'default'}>
        {t('operations.dataImport.rejected')} {rejected}
      </Tag>
    </Space>
  );
}

/** /sys/dataImport (数据导入): upload data files, check them with a dry run, import, and read the history. */
export function DataImportPage() {
  const { t } = useTranslation();
  const can = usePerm();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [running, setRunning] = useState(false);
  const [source, setSource] = useState<UploadSource>(NO_SOURCE);
  const sources = useQuery({
    queryKey: SOURCES_KEY,
    queryFn: () => apiClient.post<DataSourceItem[]>('/dataImport/sourceList'),
    enabled: can('sys:data:import'),
  });
  const history = useQuery({
    queryKey: [...operationsKeys.all, 'imports'],
    queryFn: () => apiClient.post<ImportJob[]>('/dataImport/list'),
    enabled: can('sys:data:import'),
  });

  // The sources and the history mount after the page's first frame and take each answer in a
  // background render: with the upload card, they were one task of several hundred milliseconds.
  const listsShown = useBackgroundMount();
  const shownSources = useBackgroundValue(sources.data);
  const shownHistory = useBackgroundValue(history.data);

  /** Asks the server to stop a running job; the polling below sees it end as cancelled. */
  const handleCancel = async (job: ImportJob) => {
    const cancelled = await apiClient.post<ImportJob>('/dataImport/cancel', { id: job.id });
    setQueue((current) => current.map((item) => (item.job?.id === job.id ? { ...item, job: cancelled } : item)));
    await queryClient.invalidateQueries({ queryKey: [...operationsKeys.all, 'imports'] });
  };

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** One file at a time (the server runs one import at once): upload, then follow the job to its end. */
  const handleRun = async (dryRun: boolean) => {
    setRunning(true);
    try {
      for (const item of queue) {
        update(item.key, { step: 'uploading', percent: 0, job: undefined, error: undefined });
        try {
          let job = await uploadDataFile(item.file, {
            dryRun,
            source,
            onProgress: (sent, total) => update(item.key, { percent: Math.round((sent / Math.max(1, total)) * 50) }),
          });
          update(item.key, { step: 'importing', percent: 50, job });
          while (job.state === 'running') {
            await wait(POLL_MS);
            job = await apiClient.post<ImportJob>(`/dataImport/status/${job.id}`);
            const progress = job.progress;
            const share = progress ? progress.runBytesDone / Math.max(1, progress.runBytesTotal) : 0;
            update(item.key, { job, percent: 50 + Math.round(share * 49) });
          }
          update(item.key, {
            job,
            step: job.state === 'finished' ? 'done' : 'failed',
            percent: 100,
            ...(job.error ? { error: job.error } : {}),
          });
        } catch (error) {
          update(item.key, { step: 'failed', error: error instanceof Error ? error.message : String(error) });
        }
      }
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: [...operationsKeys.all, 'imports'] });
      await queryClient.invalidateQueries({ queryKey: SOURCES_KEY });
    }
  };

  const queueColumns: TableColumnsType<QueuedFile> = [
    { title: t('operations.dataImport.file'), key: 'name', render: (_value, item) => item.file.name },
    {
      title: t('operations.dataImport.size'),
      key: 'size',
      width: 100,
      render: (_value, item) => `${(item.file.size / 1024).toFixed(1)} KB`,
    },
    { title: t('operations.dataImport.kind'), key: 'kind', width: 140, render: (_value, item) => kindText(item.job) },
    {
      title: t('operations.dataImport.progress'),
      key: 'progress',
      width: 220,
      render: (_value, item) => (
        <Progress
          percent={item.percent}
          size="small"
          status={item.step === 'failed' ? 'exception' : item.step === 'done' ? 'success' : 'active'}
        />
      ),
    },
    {
      title: t('operations.dataImport.result'),
      key: 'result',
      render: (_value, item) =>
        item.error ? (
          <span className={styles.muted}>{item.error}</span>
        ) : item.job?.summary ? (
          <Space direction="vertical" size={2}>
            {item.job.dryRun ? <Tag color="gold">{t('operations.dataImport.dryRunTag')}</Tag> : null}
            <JobCounts job={item.job} />
          </Space>
        ) : null,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_value, item) => (
        <Space size={0}>
          {item.step === 'importing' && canCancelImport(item.job) ? (
            <Button type="link" size="small" danger onClick={() => void handleCancel(item.job as ImportJob)}>
              {t('operations.dataImport.cancel')}
            </Button>
          ) : null}
          {item.job && rejectedCounts(item.job).rejected ? (
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => downloadRejected(item.job as ImportJob)}
            >
              {t('operations.dataImport.rejectedRows')}
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            danger
            disabled={running}
            icon={<DeleteOutlined />}
            aria-label={t('common.delete')}
            onClick={() => setQueue((current) => current.filter((entry) => entry.key !== item.key))}
          />
        </Space>
      ),
    },
  ];

  const historyColumns: TableColumnsType<ImportJob> = [
    { title: t('operations.dataImport.started'), dataIndex: 'startedAt', width: 170, render: chinaTime },
    { title: t('operations.dataImport.file'), dataIndex: 'fileName', ellipsis: true },
    { title: t('operations.dataImport.kind'), key: 'kind', width: 140, render: (_value, job) => kindText(job) },
    {
      title: t('operations.dataImport.state'),
      key: 'state',
      width: 110,
      render: (_value, job) => (
        <Space size={2}>
          <Tag color={STATE_COLOURS[importJobStateKey(job)]}>
            {t(`operations.dataImport.${importJobStateKey(job)}`)}
          </Tag>
          {job.dryRun ? <Tag color="gold">{t('operations.dataImport.dryRunTag')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('operations.dataImport.counts'), key: 'counts', render: (_value, job) => <JobCounts job={job} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      render: (_value, job) => (
        <Space size={0}>
          {canCancelImport(job) ? (
            <Button type="link" size="small" danger onClick={() => void handleCancel(job)}>
              {t('operations.dataImport.cancel')}
            </Button>
          ) : null}
          {rejectedCounts(job).rejected ? (
            <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => downloadRejected(job)}>
              {t('operations.dataImport.rejectedRows')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const unknown = <span className={styles.muted}>{t('operations.dataImport.unknown')}</span>;
  const sourceColumns: TableColumnsType<DataSourceItem> = [
    {
      title: t('operations.dataImport.sourceName'),
      key: 'source',
      width: 260,
      render: (_value, item) =>
        item.sourceName ? (
          <Space direction="vertical" size={0}>
            {item.sourceUrl ? (
              <Typography.Link href={item.sourceUrl} target="_blank" rel="noopener noreferrer">
                {item.sourceName}
              </Typography.Link>
            ) : (
              item.sourceName
            )}
            {item.attribution && item.attribution !== item.sourceUrl ? (
              <Typography.Text
                type="secondary"
                ellipsis={{ tooltip: plain(item.attribution) }}
                style={{ maxWidth: 240 }}
              >
                {plain(item.attribution)}
              </Typography.Text>
            ) : null}
          </Space>
        ) : (
          unknown
        ),
    },
    { title: t('operations.dataImport.file'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('operations.dataImport.kind'),
      key: 'kind',
      width: 120,
      render: (_value, item) => (item.kind ? importKindLabel(item.kind) : ''),
    },
    {
      title: t('operations.dataImport.years'),
      dataIndex: 'years',
      width: 110,
      render: (years: string) => years || unknown,
    },
    {
      title: t('operations.dataImport.licence'),
      dataIndex: 'licence',
      width: 170,
      ellipsis: true,
      render: (licence: string) => licence || unknown,
    },
    {
      title: t('operations.dataImport.rowCount'),
      dataIndex: 'rowCount',
      width: 100,
      align: 'right',
      render: (rows: number | null) => (rows === null ? unknown : rows.toLocaleString('zh-CN')),
    },
    {
      title: t('operations.dataImport.importedAt'),
      dataIndex: 'importedAt',
      width: 170,
      render: (at: number | null) => (at === null ? unknown : chinaTime(at)),
    },
  ];

  const sourceField = (field: keyof UploadSource, placeholder: string, width: number) => (
    <Input
      value={source[field]}
      disabled={running}
      allowClear
      style={{ width }}
      placeholder={placeholder}
      aria-label={placeholder}
      onChange={(event) => setSource((current) => ({ ...current, [field]: event.target.value }))}
    />
  );

  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <Upload.Dragger
          multiple
          accept=".csv,.tsv,.txt,.gz,.xlsx,.json"
          showUploadList={false}
          disabled={running}
          beforeUpload={(file) => {
            setQueue((current) => [
              ...current,
              { key: `${file.name}-${file.size}-${current.length}-${Date.now()}`, file, step: 'waiting', percent: 0 },
            ]);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('operations.dataImport.drop')}</p>
          <p className="ant-upload-hint">{t('operations.dataImport.dropHint')}</p>
        </Upload.Dragger>
        {queue.length ? (
          <>
            <div className={styles.toolbar} style={{ marginTop: 16 }}>
              <Alert type="info" showIcon message={t('operations.dataImport.dryRunHint')} />
              <Space>
                <Button disabled={running} loading={running} onClick={() => void handleRun(true)}>
                  {t('operations.dataImport.dryRun')}
                </Button>
                <Button type="primary" disabled={running} onClick={() => void handleRun(false)}>
                  {t('operations.dataImport.import')}
                </Button>
              </Space>
            </div>
            <div className={styles.toolbar}>
              <Space wrap>
                <Typography.Text type="secondary">{t('operations.dataImport.sourceFields')}</Typography.Text>
                {sourceField('sourceName', t('operations.dataImport.sourceNamePlaceholder'), 220)}
                {sourceField('sourceUrl', t('operations.dataImport.sourceUrlPlaceholder'), 260)}
                {sourceField('years', t('operations.dataImport.yearsPlaceholder'), 190)}
                {sourceField('licence', t('operations.dataImport.licencePlaceholder'), 210)}
              </Space>
            </div>
            <Table<QueuedFile>
              rowKey="key"
              size="small"
              columns={queueColumns}
              dataSource={queue}
              pagination={false}
              scroll={{ x: 900 }}
            />
          </>
        ) : null}
      </Card>
      {listsShown ? (
        <>
          <Card variant="borderless" className={styles.card} title={t('operations.dataImport.sources')}>
            <Typography.Paragraph type="secondary">{t('operations.dataImport.sourcesHint')}</Typography.Paragraph>
            <Table<DataSourceItem>
              rowKey="fileName"
              size="small"
              columns={sourceColumns}
              dataSource={shownSources ?? []}
              loading={sources.isFetching || shownSources !== sources.data}
              scroll={{ x: 1100 }}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
            />
          </Card>
          <Card variant="borderless" className={styles.card} title={t('operations.dataImport.history')}>
            <Table<ImportJob>
              rowKey="id"
              size="small"
              columns={historyColumns}
              dataSource={shownHistory ?? []}
              loading={history.isFetching || shownHistory !== history.data}
              scroll={{ x: 900 }}
              pagination={{ pageSize: 10 }}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
