import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuidanceUpdateBody } from '@zhihang/contract/plans/guidance.schema';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import { planKeys } from './planKeys.ts';
import { plansApi } from './plans.api.ts';

/** Query options of the guidance record and the plans. */
export const planQueries = {
  guidance: (stuId: number) =>
    queryOptions({ queryKey: planKeys.guidance(stuId), queryFn: () => plansApi.guidance(stuId) }),
  rank: (stuId: number) => queryOptions({ queryKey: planKeys.rank(stuId), queryFn: () => plansApi.rank(stuId) }),
  list: (stuId: number) => queryOptions({ queryKey: planKeys.list(stuId), queryFn: () => plansApi.plans(stuId) }),
  chart: (stuId: number) =>
    queryOptions({ queryKey: planKeys.chart(stuId), queryFn: () => plansApi.plansWithChart(stuId) }),
  detail: (stuId: number, planId: number) =>
    queryOptions({
      queryKey: planKeys.detail(stuId, planId),
      // Opening a plan makes it the student's opened plan (guiPlanId).
      queryFn: () => plansApi.plan(stuId, planId, true),
    }),
  diff: (planId: number, otherPlanId: number) =>
    queryOptions({
      queryKey: planKeys.diff(planId, otherPlanId),
      queryFn: () => plansApi.diff(planId, otherPlanId),
      placeholderData: keepPreviousData,
    }),
  share: (planId: number) =>
    queryOptions({ queryKey: planKeys.share(planId), queryFn: () => plansApi.shareMessage(planId) }),
};

export const useGuidanceRecord = (stuId: number) => useQuery(planQueries.guidance(stuId));
export const useGuidanceRank = (stuId: number) => useQuery(planQueries.rank(stuId));
export const usePlanList = (stuId: number) => useQuery(planQueries.list(stuId));
export const usePlanCharts = (stuId: number) => useQuery(planQueries.chart(stuId));

/** Saves part of the guidance record; the rank and the plans depend on it, so they reload. */
export function useUpdateGuidance(stuId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Omit<GuidanceUpdateBody, 'stuId'>) => plansApi.updateGuidance({ stuId, ...changes }),
    onSuccess: (record) => {
      client.setQueryData(planKeys.guidance(stuId), record);
      void client.invalidateQueries({ queryKey: planKeys.rank(stuId) });
    },
  });
}

/** After a plan changed: its detail is the answer, the lists and charts reload. */
export function usePlanRefresh(stuId: number) {
  const client = useQueryClient();
  return {
    detail: (plan: PlanDetail) => {
      client.setQueryData(planKeys.detail(stuId, plan.id), plan);
      void client.invalidateQueries({ queryKey: planKeys.list(stuId) });
      void client.invalidateQueries({ queryKey: planKeys.chart(stuId) });
      void client.invalidateQueries({ queryKey: [...planKeys.all, 'diff'] });
    },
    all: () => client.invalidateQueries({ queryKey: planKeys.student(stuId) }),
  };
}
