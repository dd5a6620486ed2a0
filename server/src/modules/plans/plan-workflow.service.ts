import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  PlanConfirmResult,
  PlanEvent,
  PlanMarkFinalBody,
  PlanParentConfirmBody,
  PlanParentQuestionBody,
  PlanReviewBody,
  PlanReviewCommentBody,
  PlanSetReviewerBody,
  PlanStudentConfirmBody,
  PlanWorkflow,
  ReviewQueueItem,
} from '@zhihang/contract/plans/plan-workflow.schema';
import { planEventDetailSchema } from '@zhihang/contract/plans/plan-workflow.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import { createPlanEventsRepository } from './plan-events.repository.ts';
import { confirmationsOf, snapshotVersionOf, type PlanSharingService, type Snapshot } from './plan-sharing.service.ts';
import { comparedSlotsOf, teacherActor, writeStageStep, type StageActor, type StageStep } from './plan-stage.writer.ts';
import { createPlanRecords, planRecordsWithin, type PlanPeople, type PlanStudents } from './plan-records.ts';
import type { PlanRecord } from './plans.repository.ts';
import type { PlansService } from './plans.service.ts';

const refused = (msg: string) => new AppError({ code: ERROR.badRequest.code, msg });

/** Words of the refusals a student or parent may meet. */
export const WORKFLOW_REFUSALS = {
  changedSinceShared: '老师已修改方案，请等老师重新分享后再确认',
  needsChanges: '老师正在修改方案，请等老师重新分享后再确认',
  alreadyConfirmed: '你已确认过这一版方案',
  unknownSlot: (slot: number) => `参数错误：方案没有第${slot}志愿`,
  unknownReviewer: '参数错误：审核人须是本校的老师',
} as const;

/** The school's active staff accounts, from the module that owns the accounts (auth). */
export type PlanStaff = {
  staffMembers(orgId: number): Promise<Array<{ id: number; name: string }>>;
  findStaffMember(orgId: number, userId: number): Promise<{ id: number; name: string } | undefined>;
};

/** What the workflow operations work with; `createPlanWorkflowService` builds it. */
type WorkflowDeps = {
  db: Kysely<Database>;
  plans: PlansService;
  sharing: PlanSharingService;
  staff: PlanStaff;
  people: PlanPeople;
  students: PlanStudents;
  now: () => number;
  events: ReturnType<typeof createPlanEventsRepository>;
};

/** A plan of the caller's scope, or one they are named to review; anything else is 记录不存在. */
async function reachable(deps: WorkflowDeps, auth: AuthContext, id: number): Promise<PlanRecord> {
  try {
    return await deps.plans.find(auth, id);
  } catch (error) {
    if (!(await deps.events.reviewedBy(auth.orgId, id, auth.userId))) throw error;
    const plan = await createPlanRecords(deps.db, deps).find({ orgId: auth.orgId }, id);
    if (!plan) throw error;
    return plan;
  }
}

/** Runs a step on the plan as it is once held, so steps of one plan never interleave. */
const step = (
  deps: WorkflowDeps,
  plan: PlanRecord,
  make: (current: PlanRecord, trx: Kysely<Database>) => Promise<Omit<StageStep, 'plan'>>,
) =>
  withTransaction(deps.db, async (trx) => {
    const current = (await planRecordsWithin(trx, deps).lock(plan.orgId, plan.id)) ?? plan;
    await writeStageStep(trx, { plan: current, ...(await make(current, trx)) });
  });

async function workflowOf(deps: WorkflowDeps, orgId: number, id: number): Promise<PlanWorkflow> {
  const plan = await createPlanRecords(deps.db, deps).find({ orgId }, id);
  if (!plan) throw new AppError(ERROR.recordNotFound);
  const trail = await deps.events.ofPlan(orgId, id);
  return {
    planId: plan.id,
    version: plan.version,
    isFinal: plan.isFinal,
    stage: plan.stage,
    stageNote: plan.stageNote,
    settledVersion: plan.settledVersion,
    reviewerId: plan.reviewerId,
    reviewerName: plan.reviewerName,
    reviewedAt: plan.reviewedAt,
    events: trail.map((event): PlanEvent => ({
      id: event.id,
      at: event.createdAt,
      version: event.planVersion,
      actorKind: event.actorKind,
      actorName: event.actorName,
      action: event.action,
      stage: event.stage,
      detail: planEventDetailSchema.parse(event.detail),
    })),
  };
}

/** What a confirmation is: who gives it, for which version, with what, and whether names are masked. */
type Confirmation = {
  snapshot: Snapshot;
  seen: number;
  actor: StageActor;
  action: 'student_confirm' | 'parent_confirm';
  detail: Record<string, unknown>;
  mask: boolean;
};

/** A confirmation of the version the link shows, which must still be the plan's. */
async function confirm(deps: WorkflowDeps, plan: PlanRecord, given: Confirmation): Promise<PlanConfirmResult> {
  const { snapshot, seen, actor, action, detail, mask } = given;
  const version = snapshotVersionOf(snapshot, plan);
  await step(deps, plan, async (current, trx) => {
    // The rows changed since the share (or since the page was opened): not what was shown.
    if (current.version !== version || seen !== version) throw refused(WORKFLOW_REFUSALS.changedSinceShared);
    if (action === 'student_confirm') {
      const confirmed = await confirmationsOf(trx, current, version, false);
      if (confirmed.some((confirmation) => confirmation.kind === 'student')) {
        throw refused(WORKFLOW_REFUSALS.alreadyConfirmed);
      }
    }
    return { action, actor, at: deps.now(), version, detail, refusal: WORKFLOW_REFUSALS.needsChanges };
  });
  return { version, confirmations: await confirmationsOf(deps.db, plan, version, mask) };
}

/** The plan the student will file; marking one unmarks the student's others. */
async function markFinal(deps: WorkflowDeps, auth: AuthContext, body: PlanMarkFinalBody): Promise<PlanWorkflow> {
  const plan = await deps.plans.find(auth, body.id);
  const actor = await teacherActor(deps.people, auth);
  await withTransaction(deps.db, async (trx) => {
    const current = (await planRecordsWithin(trx, deps).lock(plan.orgId, plan.id)) ?? plan;
    await createPlanEventsRepository(trx).markFinal(auth.orgId, plan.studentId, plan.id, body.final);
    await writeStageStep(trx, { plan: current, action: 'final', actor, at: deps.now(), detail: { final: body.final } });
  });
  return workflowOf(deps, auth.orgId, plan.id);
}

/** 已审核 or 需修改, with an optional comment, by a teacher of the plan or its named reviewer. */
async function review(deps: WorkflowDeps, auth: AuthContext, body: PlanReviewBody): Promise<PlanWorkflow> {
  const plan = await reachable(deps, auth, body.id);
  const actor = await teacherActor(deps.people, auth);
  const action = body.verdict === 'pass' ? 'review_pass' : 'review_changes';
  await step(deps, plan, async () => ({
    action,
    actor,
    at: deps.now(),
    detail: body.comment ? { comment: body.comment } : {},
  }));
  return workflowOf(deps, auth.orgId, plan.id);
}

/** A comment on one slot of the plan as it is now. */
async function comment(deps: WorkflowDeps, auth: AuthContext, body: PlanReviewCommentBody): Promise<PlanWorkflow> {
  const { plans } = deps;
  const plan = await reachable(deps, auth, body.id);
  const stored = (await plans.rowsOf([plan.id])).get(plan.id) ?? [];
  const row = stored.find((candidate) => candidate.slot === body.slot);
  if (!row) throw refused(WORKFLOW_REFUSALS.unknownSlot(body.slot));
  // The unit by name as the plan shows it (its named reviewer reads it too); by its codes when unnamed.
  const named = comparedSlotsOf((await plans.info(auth, plan.id)).rows, plan.fillingMode).find(
    (slot) => slot.slot === body.slot,
  )?.label;
  const unit = named ?? [row.collegeCode, row.groupCode && `${row.groupCode}组`].filter(Boolean).join(' ');
  const actor = await teacherActor(deps.people, auth);
  await step(deps, plan, async () => ({
    action: 'review_comment',
    actor,
    at: deps.now(),
    detail: { slot: body.slot, unit, comment: body.comment },
  }));
  return workflowOf(deps, auth.orgId, plan.id);
}

/** Names a teacher of the school to review the plan (null: nobody). */
async function setReviewer(deps: WorkflowDeps, auth: AuthContext, body: PlanSetReviewerBody): Promise<PlanWorkflow> {
  const plan = await deps.plans.find(auth, body.id);
  const reviewer = body.reviewerId === null ? null : await deps.staff.findStaffMember(auth.orgId, body.reviewerId);
  if (reviewer === undefined) throw refused(WORKFLOW_REFUSALS.unknownReviewer);
  const actor = await teacherActor(deps.people, auth);
  await withTransaction(deps.db, async (trx) => {
    const current = (await planRecordsWithin(trx, deps).lock(plan.orgId, plan.id)) ?? plan;
    await createPlanEventsRepository(trx).setStage(auth.orgId, plan.id, {
      stage: current.stage,
      stageNote: current.stageNote,
      reviewerId: reviewer?.id ?? null,
    });
    await writeStageStep(trx, {
      plan: current,
      action: 'set_reviewer',
      actor,
      at: deps.now(),
      detail: { reviewerName: reviewer?.name ?? '' },
    });
  });
  return workflowOf(deps, auth.orgId, plan.id);
}

/**
 * The plans of the school the caller is named to review, whatever their class: those waiting
 * first, then those signed off (教师已审核), each latest change first. `inScope` says whether
 * the student is the caller's own, whom the guidance page opens whole.
 */
async function reviewQueue(deps: WorkflowDeps, auth: AuthContext): Promise<ReviewQueueItem[]> {
  const assigned = await deps.events.reviewQueue(auth.orgId, auth.userId);
  // Active students only, named and placed in their class by the students service.
  const students = await deps.students.activeEntries(
    auth.orgId,
    assigned.map((item) => item.studentId),
  );
  const queued = assigned.flatMap((item) => {
    const student = students.get(item.studentId);
    if (!student) return [];
    const { planId, planName, studentId, ...rest } = item;
    return [{ planId, planName, studentId, studentName: student.name, className: student.className, ...rest }];
  });
  const own = await createPlanRecords(deps.db, deps).findMany(
    studentScopeOf(auth),
    queued.map((item) => item.planId),
  );
  const ownIds = new Set(own.map((plan) => plan.id));
  return queued
    .map((item) => ({ ...item, signedOff: item.stage === 'reviewed', inScope: ownIds.has(item.planId) }))
    .sort((a, b) => Number(a.signedOff) - Number(b.signedOff) || b.changedAt - a.changedAt || b.planId - a.planId);
}

/** The signed-in student confirms the version of their shared plan they saw. */
async function studentConfirm(
  deps: WorkflowDeps,
  auth: AuthContext,
  body: PlanStudentConfirmBody,
): Promise<PlanConfirmResult> {
  const { plan, snapshot } = await deps.sharing.ownShared(auth, body.id);
  const actor = { kind: 'student' as const, id: auth.userId, name: snapshot.plan.student.name };
  return confirm(deps, plan, {
    snapshot,
    seen: body.version,
    actor,
    action: 'student_confirm',
    detail: {},
    mask: false,
  });
}

/** A parent confirms, through the link and its code, the version they saw. */
async function parentConfirm(
  deps: WorkflowDeps,
  body: PlanParentConfirmBody,
  address: string,
): Promise<PlanConfirmResult> {
  const { plan, snapshot } = await deps.sharing.openLink(body.shareId, body.code, address);
  const actor = { kind: 'parent' as const, id: null, name: body.name };
  return confirm(deps, plan, {
    snapshot,
    seen: body.version,
    actor,
    action: 'parent_confirm',
    detail: { relationship: body.relationship },
    mask: true,
  });
}

/** A parent's question, through the link and its code, for the teacher's 审核 panel. */
async function parentQuestion(deps: WorkflowDeps, body: PlanParentQuestionBody, address: string): Promise<null> {
  const { plan, snapshot } = await deps.sharing.openLink(body.shareId, body.code, address);
  const actor = { kind: 'parent' as const, id: null, name: body.name };
  await step(deps, plan, async () => ({
    action: 'parent_question',
    actor,
    at: deps.now(),
    version: snapshotVersionOf(snapshot, plan),
    detail: { relationship: body.relationship, question: body.question },
  }));
  return null;
}

/**
 * Review, sign-off and confirmation of plans: the teacher's verdict and comments, the named
 * reviewer, the final plan, the student's and the parent's confirmation of the version shown,
 * the parent's question, and the audit trail. Every stage change goes through the stage writer.
 */
export function createPlanWorkflowService({
  db,
  plans,
  sharing,
  staff,
  people,
  students,
  now = Date.now,
}: {
  db: Kysely<Database>;
  plans: PlansService;
  sharing: PlanSharingService;
  staff: PlanStaff;
  people: PlanPeople;
  students: WorkflowDeps['students'];
  now?: () => number;
}) {
  const deps: WorkflowDeps = {
    db,
    plans,
    sharing,
    staff,
    people,
    students,
    now,
    events: createPlanEventsRepository(db),
  };
  return {
    workflow: async (auth: AuthContext, id: number): Promise<PlanWorkflow> =>
      workflowOf(deps, auth.orgId, (await reachable(deps, auth, id)).id),
    markFinal: (auth: AuthContext, body: PlanMarkFinalBody) => markFinal(deps, auth, body),
    review: (auth: AuthContext, body: PlanReviewBody) => review(deps, auth, body),
    comment: (auth: AuthContext, body: PlanReviewCommentBody) => comment(deps, auth, body),
    setReviewer: (auth: AuthContext, body: PlanSetReviewerBody) => setReviewer(deps, auth, body),
    reviewQueue: (auth: AuthContext) => reviewQueue(deps, auth),
    /** The teachers a plan's reviewer may be. */
    reviewers: async (auth: AuthContext): Promise<Array<{ id: number; name: string }>> =>
      (await deps.staff.staffMembers(auth.orgId)).map(({ id, name }) => ({ id, name })),
    studentConfirm: (auth: AuthContext, body: PlanStudentConfirmBody) => studentConfirm(deps, auth, body),
    parentConfirm: (body: PlanParentConfirmBody, address: string) => parentConfirm(deps, body, address),
    parentQuestion: (body: PlanParentQuestionBody, address: string) => parentQuestion(deps, body, address),
  };
}

export type PlanWorkflowService = ReturnType<typeof createPlanWorkflowService>;
