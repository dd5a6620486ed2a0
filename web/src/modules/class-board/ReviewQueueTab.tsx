import { useQuery } from '@tanstack/react-query';
import { PLAN_STAGE_COLORS, PLAN_STAGE_LABELS } from '@zhihang/contract/plans/plan-stage';
import type { ReviewQueueItem } from '@zhihang/contract/plans/plan-workflow.schema';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classBoardApi } from './classBoard.api.ts';
import { classBoardKeys } from './classBoardKeys.ts';
import { ReviewPlanDrawer } from './ReviewPlanDrawer.tsx';

export type ReviewQueueTabProps = { onOpenGuidance: (studentId: number) => void };

/**
 * 待我审核: the plans the teacher is named to review, whatever their class; 审核 opens the plan
 * with its 审核 panel, 志愿指导 the student's whole page where the student is the teacher's own.
 */
export function ReviewQueueTab({ onOpenGuidance }: ReviewQueueTabProps) {
  const { t } = useTranslation();
  const queue = useQuery({ queryKey: classBoardKeys.reviewQueue(), queryFn: () => classBoardApi.reviewQueue() });
  const [open, setOpen] = useState<ReviewQueueItem | null>(null);

  const columns: TableColumnsType<ReviewQueueItem> = [
    {
      title: t('classBoard.reviews.student'),
      key: 'student',
      width: 160,
      render: (_, item) => `${item.className} · ${item.studentName}`,
    },
    { title: t('classBoard.reviews.plan'), dataIndex: 'planName', width: 180 },
    {
      title: t('classBoard.reviews.stage'),
      key: 'stage',
      width: 200,
      render: (_, item) => (
        <Space size={4} wrap>
          <Tag color={PLAN_STAGE_COLORS[item.stage]}>{PLAN_STAGE_LABELS[item.stage]}</Tag>
          <Tag color={item.signedOff ? 'green' : 'orange'}>
            {t(item.signedOff ? 'classBoard.reviews.signedOff' : 'classBoard.reviews.waiting')}
          </Tag>
        </Space>
      ),
    },
    { title: t('classBoard.reviews.version'), dataIndex: 'version', width: 70 },
    {
      title: t('classBoard.reviews.changed'),
      dataIndex: 'changedAt',
      width: 150,
      render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      width: 160,
      render: (_, item) => (
        <Space size={4}>
          <Button size="small" type="primary" onClick={() => setOpen(item)}>
            {t('classBoard.reviews.review')}
          </Button>
          {item.inScope && (
            <Button size="small" type="link" onClick={() => onOpenGuidance(item.studentId)}>
              {t('classBoard.reviews.openGuidance')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('classBoard.reviews.description')}</Typography.Text>
      <Table
        data-testid="review-queue"
        rowKey="planId"
        size="small"
        columns={columns}
        dataSource={queue.data ?? []}
        loading={queue.isFetching}
        pagination={false}
        locale={{ emptyText: t('classBoard.reviews.empty') }}
      />
      {open && <ReviewPlanDrawer item={open} onClose={() => setOpen(null)} />}
    </Space>
  );
}
