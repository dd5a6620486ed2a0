import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewQueueItem } from '@zhihang/contract/plans/plan-workflow.schema';
import { Drawer, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanReviewPanel } from '../plans/PlanReviewPanel.tsx';
import { planKeys } from '../plans/planKeys.ts';
import { plansApi } from '../plans/plans.api.ts';
import { PlanPrintSheet } from '../plans/print/PlanPrintSheet.tsx';
import { classBoardKeys } from './classBoardKeys.ts';

export type ReviewPlanDrawerProps = { item: ReviewQueueItem; onClose: () => void };

/**
 * A plan from the reviewer's queue: the plan as printed beside its 审核 panel. Only this plan is
 * read, so a reviewer from outside the class reviews it without opening the student's page.
 */
export function ReviewPlanDrawer({ item, onClose }: ReviewPlanDrawerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [openedAt] = useState(() => Date.now());
  const plan = useQuery({
    queryKey: planKeys.detail(item.studentId, item.planId),
    queryFn: () => plansApi.planInfo(item.planId),
  });

  const handleClose = () => {
    // The verdict changes the queue's stage and order.
    void client.invalidateQueries({ queryKey: classBoardKeys.reviewQueue() });
    onClose();
  };

  return (
    <Drawer
      open
      size={1000}
      title={t('classBoard.reviews.drawerTitle', { name: item.studentName, plan: item.planName })}
      onClose={handleClose}
      data-testid="review-drawer"
    >
      {plan.data ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <PlanReviewPanel plan={plan.data} stuId={item.studentId} canSetReviewer={item.inScope} />
          <PlanPrintSheet plan={plan.data} printedAt={openedAt} />
        </Space>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
