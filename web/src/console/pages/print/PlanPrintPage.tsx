import { useQuery } from '@tanstack/react-query';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { classBoardApi } from '../../../modules/class-board/classBoard.api.ts';
import { detailIdOf } from '../../../modules/knowledge/rules/detailId.ts';
import { planKeys } from '../../../modules/plans/planKeys.ts';
import { plansApi } from '../../../modules/plans/plans.api.ts';
import { PlanPrintSheet } from '../../../modules/plans/print/PlanPrintSheet.tsx';
import { PrintFrame, printFrameStyles as styles } from './PrintFrame.tsx';

/** Time the browser needs to lay the pages out before the frame's print dialog opens. */
const LAYOUT_SETTLE_MS = 300;

/** The plan a student's print shows: the opened one, else the newest. */
async function planOfStudent(stuId: number): Promise<PlanDetail | null> {
  const [record, plans] = await Promise.all([plansApi.guidance(stuId), plansApi.plans(stuId)]);
  const chosen = plans.find((plan) => plan.id === record.guiPlanId) ?? plans.at(-1);
  return chosen ? plansApi.planInfo(chosen.id) : null;
}

/**
 * /edu/pdf: the 志愿确认单 of a plan (`?planId=`) or, for a batch print from 学生管理, of each
 * student's plan (`?stuIds=1,2`), one student per page run. Printed directly or through the
 * workspace's hidden frame, which this page tells when it is ready. `&final=1` (the class board):
 * each student's final plan.
 */
export function PlanPrintPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const planId = detailIdOf(searchParams.get('planId'));
  const stuIds = (searchParams.get('stuIds') ?? '')
    .split(',')
    .map((id) => detailIdOf(id))
    .filter((id): id is number => id !== null)
    .slice(0, 200);
  // The class board prints each student's final plan, read in one call.
  const finalOnly = searchParams.get('final') === '1';
  const [printedAt] = useState(() => Date.now());
  const plans = useQuery({
    queryKey: planKeys.print(searchParams.toString()),
    queryFn: async () =>
      planId !== null
        ? [await plansApi.planInfo(planId)]
        : finalOnly
          ? classBoardApi.finalPlans(stuIds)
          : Promise.all(stuIds.map((stuId) => planOfStudent(stuId))),
    enabled: planId !== null || stuIds.length > 0,
  });

  return (
    <PrintFrame
      emptyText={planId === null && !stuIds.length ? t('guidance.print.missingPlan') : undefined}
      ready={plans.data !== undefined}
      settleMs={LAYOUT_SETTLE_MS}
    >
      {plans.data?.map((plan, index) =>
        plan ? (
          <PlanPrintSheet key={plan.id} plan={plan} printedAt={printedAt} />
        ) : (
          <div key={`none-${index}`} className={styles.notice}>
            {t('guidance.print.noPlanForStudent')}
          </div>
        ),
      )}
    </PrintFrame>
  );
}
