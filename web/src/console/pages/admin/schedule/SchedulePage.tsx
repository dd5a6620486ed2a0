import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JOB_RUN_RESULT,
  JOB_STATUS,
  type JobRun,
  type ScheduledJob,
} from '@zhihang/contract/operations/schedule.schema';
import { Card, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../base/feedback.ts';
import { usePerm } from '../../../../base/usePerm.ts';
import { actionsColumn, goodOrBadTag, statusTag, statusTagColumn } from '../../../../components/admin/adminColumns.tsx';
import { FilterSelect } from '../../../../components/admin/FilterFields.tsx';
import { PlainText } from '../../../../components/PlainText.tsx';
import { chinaTime } from '../../../../modules/operations/chinaTime.ts';
import { operationsApi } from '../../../../modules/operations/operations.api.ts';
import { operationsKeys } from '../../../../modules/operations/operationsKeys.ts';
import styles from '../AdminPage.module.css';
import { CronDialog } from './CronDialog.tsx';

function RunResult({ result }: { result: number }) {
  const { t } = useTranslation();
  return statusTag(
    result === JOB_RUN_RESULT.running
      ? { color: 'processing', label: t('operations.schedule.running') }
      : goodOrBadTag(result === JOB_RUN_RESULT.success, t('operations.logs.success'), t('operations.logs.failure')),
  );
}

/** /sys/schedule (定时任务): the jobs, their cron, pause / resume / run now, and the run log. */
export function SchedulePage() {
  const { t } = useTranslation();
  const can = usePerm();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ScheduledJob | undefined>();
  const [runParams, setRunParams] = useState<{ page: number; limit: number; jobName?: string }>({ page: 1, limit: 10 });
  const jobs = useQuery({ queryKey: operationsKeys.jobs(), queryFn: operationsApi.jobs });
  const runs = useQuery({
    queryKey: operationsKeys.jobRuns(runParams),
    queryFn: () => operationsApi.jobRuns(runParams),
    placeholderData: keepPreviousData,
    // A run in progress is watched until it ends.
    refetchInterval: (query) =>
      query.state.data?.list.some((run) => run.result === JOB_RUN_RESULT.running) ? 1500 : false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationsKeys.all });
  const act = useMutation({
    mutationFn: async ({ job, action }: { job: ScheduledJob; action: 'pause' | 'resume' | 'run' }) => {
      if (action === 'pause') await operationsApi.jobPause(job.jobName);
      if (action === 'resume') await operationsApi.jobResume(job.jobName);
      if (action === 'run') await operationsApi.jobRun(job.jobName);
      return action;
    },
    onSuccess: async (action, { job }) => {
      feedback.success(action === 'run' ? t('operations.schedule.runStarted') : t('common.operationSuccess'));
      if (action === 'run') setRunParams({ page: 1, limit: runParams.limit, jobName: job.jobName });
      await refresh();
    },
  });
  const saveCron = useMutation({
    mutationFn: ({ jobName, cron }: { jobName: string; cron: string }) => operationsApi.jobUpdate(jobName, cron),
    onSuccess: async () => {
      feedback.success(t('common.operationSuccess'));
      setEditing(undefined);
      await refresh();
    },
  });

  const jobColumns: TableColumnsType<ScheduledJob> = [
    {
      title: t('operations.schedule.name'),
      dataIndex: 'title',
      render: (title: string, job) => (
        <div>
          <div>
            {title} <span className={styles.muted}>{job.jobName}</span>
          </div>
          <div className={styles.muted}>{job.description}</div>
        </div>
      ),
    },
    {
      title: t('operations.schedule.cron'),
      dataIndex: 'cron',
      width: 150,
      render: (cron: string) => <PlainText code>{cron}</PlainText>,
    },
    statusTagColumn<ScheduledJob>(
      { title: t('operations.schedule.status'), dataIndex: 'status', width: 100 },
      (status, job) =>
        job.runningOn
          ? { color: 'processing', label: t('operations.schedule.running') }
          : status === JOB_STATUS.normal
            ? { color: 'success', label: t('operations.schedule.normal') }
            : { label: t('operations.schedule.paused') },
    ),
    {
      title: t('operations.schedule.nextRun'),
      dataIndex: 'nextRunAt',
      width: 170,
      render: (at: number, job) => (job.status === JOB_STATUS.paused ? '—' : chinaTime(at)),
    },
    {
      title: t('operations.schedule.lastRun'),
      dataIndex: 'lastRun',
      width: 230,
      responsive: ['lg'],
      render: (last: ScheduledJob['lastRun']) =>
        last ? (
          <Space size={4}>
            {chinaTime(last.startedAt)}
            <RunResult result={last.result} />
          </Space>
        ) : (
          <span className={styles.muted}>{t('operations.schedule.never')}</span>
        ),
    },
    actionsColumn<ScheduledJob>({ title: t('common.actions'), width: 260, wrap: true }, (job) => [
      can('sys:schedule:update') && {
        key: 'cron',
        label: t('operations.schedule.editCron'),
        onClick: () => setEditing(job),
      },
      job.status === JOB_STATUS.normal &&
        can('sys:schedule:pause') && {
          key: 'pause',
          label: t('operations.schedule.pause'),
          onClick: () => act.mutate({ job, action: 'pause' }),
        },
      job.status === JOB_STATUS.paused &&
        can('sys:schedule:resume') && {
          key: 'resume',
          label: t('operations.schedule.resume'),
          onClick: () => act.mutate({ job, action: 'resume' }),
        },
      can('sys:schedule:run') && {
        key: 'run',
        label: t('operations.schedule.runNow'),
        onClick: () => act.mutate({ job, action: 'run' }),
      },
      {
        key: 'runs',
        label: t('operations.schedule.runs'),
        onClick: () => setRunParams({ page: 1, limit: runParams.limit, jobName: job.jobName }),
      },
    ]),
  ];

  const titleOf = (jobName: string) => jobs.data?.find((job) => job.jobName === jobName)?.title ?? jobName;
  const runColumns: TableColumnsType<JobRun> = [
    { title: t('operations.schedule.name'), dataIndex: 'jobName', width: 160, render: titleOf },
    { title: t('operations.schedule.started'), dataIndex: 'startedAt', width: 170, render: chinaTime },
    { title: t('operations.schedule.finished'), dataIndex: 'finishedAt', width: 170, render: chinaTime },
    {
      title: t('operations.logs.result'),
      dataIndex: 'result',
      width: 90,
      render: (result: number) => <RunResult result={result} />,
    },
    { title: t('operations.logs.message'), dataIndex: 'message', ellipsis: true },
    {
      title: t('operations.schedule.instance'),
      dataIndex: 'instance',
      width: 200,
      ellipsis: true,
      responsive: ['xl'],
      render: (instance: string, run) =>
        run.scheduledFor === 0 ? `${instance}（${t('operations.schedule.manual')}）` : instance,
    },
  ];

  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <Table<ScheduledJob>
          rowKey="jobName"
          size="middle"
          columns={jobColumns}
          dataSource={jobs.data ?? []}
          loading={jobs.isFetching}
          pagination={false}
          scroll={{ x: 900 }}
        />
      </Card>
      <Card
        variant="borderless"
        className={styles.card}
        title={t('operations.schedule.runs')}
        extra={
          <FilterSelect
            className={styles.wideField}
            label={t('operations.schedule.allJobs')}
            value={runParams.jobName}
            onChange={(jobName: string | undefined) => setRunParams({ page: 1, limit: runParams.limit, jobName })}
            options={(jobs.data ?? []).map((job) => ({ value: job.jobName, label: job.title }))}
          />
        }
      >
        <Table<JobRun>
          rowKey="id"
          size="small"
          columns={runColumns}
          dataSource={runs.data?.list ?? []}
          loading={runs.isFetching}
          scroll={{ x: 800 }}
          pagination={{
            current: runParams.page,
            pageSize: runParams.limit,
            total: runs.data?.totalCount ?? 0,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (page, limit) => setRunParams((current) => ({ ...current, page, limit })),
          }}
        />
      </Card>
      <CronDialog
        job={editing}
        saving={saveCron.isPending}
        onClose={() => setEditing(undefined)}
        onSave={(cron) => editing && saveCron.mutate({ jobName: editing.jobName, cron })}
      />
    </div>
  );
}
