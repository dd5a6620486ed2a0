import type { BulkMakeJob } from '@zhihang/contract/class-board/class-board.schema';
import { Button, List, Modal, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type BulkMakeProgressProps = {
  job: BulkMakeJob | null;
  finished: boolean;
  onStop: () => void;
  onClose: () => void;
};

/** The bulk making's progress: a bar, then each student's result or the reason it failed. */
export function BulkMakeProgress({ job, finished, onStop, onClose }: BulkMakeProgressProps) {
  const { t } = useTranslation();
  if (!job) return null;
  const done = job.results.length;
  const failed = job.results.filter((result) => !result.ok).length;
  return (
    <Modal
      open
      title={t('classBoard.bulk.progressTitle')}
      closable={finished}
      maskClosable={false}
      onCancel={onClose}
      footer={
        finished ? (
          <Button type="primary" onClick={onClose}>
            {t('classBoard.bulk.close')}
          </Button>
        ) : (
          <Button danger disabled={job.state === 'stopping'} onClick={onStop}>
            {job.state === 'stopping' ? t('classBoard.bulk.stopping') : t('classBoard.bulk.stop')}
          </Button>
        )
      }
    >
      <div data-testid="bulk-make-progress">
        <Progress
          percent={Math.round((done / Math.max(1, job.total)) * 100)}
          success={{ percent: Math.round(((done - failed) / Math.max(1, job.total)) * 100) }}
          status={job.state === 'stopped' ? 'exception' : finished ? 'success' : 'active'}
        />
        <Typography.Text data-testid="bulk-make-count">
          {t('classBoard.bulk.progress', { done, total: job.total })}
          {job.state === 'stopped' && ` · ${t('classBoard.bulk.stopped')}`}
          {job.state === 'done' && ` · ${t('classBoard.bulk.done')}`}
        </Typography.Text>
        <List
          size="small"
          style={{ maxHeight: 320, overflow: 'auto', marginTop: 8 }}
          dataSource={[...job.results].reverse()}
          renderItem={(result) => (
            <List.Item>
              <span>{result.name}</span>
              {result.ok ? (
                <span>
                  <Tag color="green">{t('classBoard.bulk.ok')}</Tag>
                  {result.admitted !== null &&
                    t('classBoard.bulk.admitted', { value: `${(result.admitted * 100).toFixed(1)}%` })}
                </span>
              ) : (
                <span>
                  <Tag color="red">{t('classBoard.bulk.failed')}</Tag>
                  <Typography.Text type="danger">{result.message}</Typography.Text>
                </span>
              )}
            </List.Item>
          )}
        />
      </div>
    </Modal>
  );
}
