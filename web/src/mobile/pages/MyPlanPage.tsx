import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StudentConfirm } from '../../modules/plans/report/PlanConfirmation.tsx';
import { PlanReportView } from '../../modules/plans/report/PlanReportView.tsx';
import { DetailLayout } from '../components/DetailLayout.tsx';
import { DetailSkeleton } from '../components/DetailSkeleton.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { mobilePlanApi } from '../plans/mobilePlanApi.ts';
import { MOBILE_PATHS } from '../router/mobileRoutes.ts';

export type MyPlanPageProps = { id: number | null; iswx: boolean };

/** One of the student's shared plans, read only, as the public report shows it. */
export function MyPlanPage({ id, iswx }: MyPlanPageProps) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: ['myPlan', id],
    queryFn: () => mobilePlanApi.myPlan(id as number),
    enabled: id !== null,
    retry: false,
  });
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: (version: number) => mobilePlanApi.confirmMyPlan(id as number, version),
    onSuccess: () => client.invalidateQueries({ queryKey: ['myPlan', id] }),
  });
  return (
    <DetailLayout title={t('guidance.report.myPlans')} iswx={iswx} fallback={MOBILE_PATHS.myPlans}>
      {id === null || report.isError ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : report.data ? (
        <>
          <PlanReportView report={report.data} />
          <StudentConfirm
            version={report.data.version}
            confirmations={report.data.confirmations}
            loading={confirm.isPending}
            onConfirm={() => confirm.mutate(report.data.version)}
          />
        </>
      ) : (
        <DetailSkeleton />
      )}
    </DetailLayout>
  );
}
