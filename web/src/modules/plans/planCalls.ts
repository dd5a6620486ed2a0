import type { GuidanceRank, GuidanceRecord, GuidanceUpdateBody } from '@zhihang/contract/plans/guidance.schema';
import type {
  MyPlan,
  PlanChart,
  PlanDetail,
  PlanDiff,
  PlanImportOldBody,
  PlanImportResult,
  PlanIntelligentBody,
  PlanIntelligentResult,
  PlanNameBody,
  PlanReport,
  PlanReportBody,
  PlanRowInput,
  PlanSaved,
  PlanShareMessage,
  PlanSummary,
} from '@zhihang/contract/plans/plan.schema';
import type {
  PlanConfirmResult,
  PlanMarkFinalBody,
  PlanParentConfirmBody,
  PlanParentQuestionBody,
  PlanReviewBody,
  PlanReviewCommentBody,
  PlanWorkflow,
} from '@zhihang/contract/plans/plan-workflow.schema';
import type { UnitCompare, UnitCompareBody } from '@zhihang/contract/plans/unit-compare.schema';
import type { ApiClient } from '../../base/createApiClient.ts';

/**
 * The guidance record and /stuPlan calls over a client. Type-only imports: the student pages and
 * the public report load the same calls without zod or a UI library.
 */
export function createPlanApi(client: ApiClient) {
  return {
    guidance: (stuId: number) => client.post<GuidanceRecord>(`/stuGuidance/info/${stuId}`),
    updateGuidance: (body: GuidanceUpdateBody) => client.post<GuidanceRecord>('/stuGuidance/update', body),
    rank: (stuId: number) => client.post<GuidanceRank>(`/stuGuidance/rank/${stuId}`),
    plans: (stuId: number) => client.post<PlanSummary[]>(`/stuPlan/getListByArchiveUserId/${stuId}`),
    plansWithChart: (stuId: number) => client.post<PlanChart[]>(`/stuPlan/getPlanListWithChart/${stuId}`),
    /** One plan; `opened` makes it the student's opened plan in the guidance record. */
    plan: (stuId: number, planId: number, opened: boolean) =>
      client.post<PlanDetail>('/stuPlan/getPlanWithSelectedMajor', { stuId, planId, updateOpened: opened ? 1 : 0 }),
    planInfo: (planId: number) => client.post<PlanDetail>(`/stuPlan/info/${planId}`),
    nameOrCreate: (body: PlanNameBody) => client.post<PlanSummary>('/stuPlan/editOrCreatePlanWithName', body),
    remove: (planIds: number[]) => client.post<null>('/stuPlan/delete', planIds),
    /** `version`: the plan's version the rows were edited from; an older one than the plan's is refused (409). */
    save: (id: number, rows: PlanRowInput[], version: number) =>
      client.post<PlanSaved>('/stuPlan/update', { id, rows, version }),
    intelligentFill: (body: PlanIntelligentBody) =>
      client.post<PlanIntelligentResult>('/stuPlan/intelligentMakeStuPlan', body),
    /** 导入往年专业: earlier years' rows mapped onto this year's units and added (saved at once). */
    importOldMajors: (body: PlanImportOldBody) =>
      client.post<PlanImportResult>('/stuPlan/importPlanOldMajorByIds', body),
    /** The plan as an XLSX file in the province's filling order. */
    exportXlsx: (planId: number) => client.download(`/stuPlan/exportPlanXlsx?id=${planId}`),
    diff: (planId: number, otherPlanId: number) => client.post<PlanDiff>('/stuPlan/diffPlan', { planId, otherPlanId }),
    /** 志愿对比 of search rows (enrollment-plan ids), as the student's plan would show them. */
    compareUnits: (body: UnitCompareBody) => client.post<UnitCompare>('/stuPlan/compareUnits', body),
    shareMessage: (id: number) => client.post<PlanShareMessage>('/stuPlan/getPlanShareMsg', { id }),
    share: (id: number) => client.post<PlanShareMessage>('/stuPlan/sharePlan', { id }),
    unlock: (id: number) => client.post<PlanSummary>('/stuPlan/unlockPlan', { id }),
    reSave: (id: number) => client.post<PlanShareMessage>('/stuPlan/reSavePlan', { id }),
    revoke: (id: number) => client.post<PlanSummary>('/stuPlan/revokeShare', { id }),
    /** Public: the shared snapshot behind a link and its access code. */
    report: (body: PlanReportBody) => client.post<PlanReport>('/stuPlan/report', body),
    myPlans: () => client.post<MyPlan[]>('/stuPlan/myPlans'),
    myPlan: (planId: number) => client.post<PlanReport>(`/stuPlan/myPlan/${planId}`),
    /** The plan's stage, reviewer and audit trail. */
    workflow: (planId: number) => client.post<PlanWorkflow>(`/stuPlan/events/${planId}`),
    markFinal: (body: PlanMarkFinalBody) => client.post<PlanWorkflow>('/stuPlan/markFinal', body),
    review: (body: PlanReviewBody) => client.post<PlanWorkflow>('/stuPlan/review', body),
    reviewComment: (body: PlanReviewCommentBody) => client.post<PlanWorkflow>('/stuPlan/reviewComment', body),
    setReviewer: (id: number, reviewerId: number | null) =>
      client.post<PlanWorkflow>('/stuPlan/setReviewer', { id, reviewerId }),
    reviewers: () => client.post<Array<{ id: number; name: string }>>('/stuPlan/reviewers'),
    /** The student confirms the version their phone shows. */
    confirmMyPlan: (id: number, version: number) =>
      client.post<PlanConfirmResult>('/stuPlan/confirmMyPlan', { id, version }),
    /** Public: a parent confirms, or asks, through the link and its access code. */
    reportConfirm: (body: PlanParentConfirmBody) => client.post<PlanConfirmResult>('/stuPlan/reportConfirm', body),
    reportQuestion: (body: PlanParentQuestionBody) => client.post<null>('/stuPlan/reportQuestion', body),
  };
}

export type PlanApi = ReturnType<typeof createPlanApi>;
