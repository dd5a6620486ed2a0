import { z } from 'zod';
import { PARENT_RELATIONSHIPS, PLAN_EVENT_ACTIONS, PLAN_STAGES } from './plan-stage.ts';

/**
 * Review, sign-off and confirmation of a plan (the class workflow): the teacher's calls, the
 * student's confirmation on the phone and the parent's on the shared link, and the audit trail.
 */

const id = z.number().int().positive();
const text = (max: number, empty: string) => z.string().trim().min(1, empty).max(max, `最多${max}个字`);

/** /stuPlan/markFinal: the plan the student will file; `final: false` takes the mark away. */
export const planMarkFinalBodySchema = z.strictObject({ id, final: z.boolean().default(true) });
export type PlanMarkFinalBody = z.infer<typeof planMarkFinalBodySchema>;

export const REVIEW_VERDICTS = ['pass', 'changes'] as const;

/** /stuPlan/review: 已审核 (`pass`) or 需修改 (`changes`), with an optional comment. */
export const planReviewBodySchema = z.strictObject({
  id,
  verdict: z.enum(REVIEW_VERDICTS),
  comment: z.string().trim().max(500, '最多500个字').optional(),
});
export type PlanReviewBody = z.infer<typeof planReviewBodySchema>;

/** /stuPlan/reviewComment: a comment on one slot of the plan as it is now. */
export const planReviewCommentBodySchema = z.strictObject({
  id,
  slot: z.number().int().positive(),
  comment: text(500, '请输入批注'),
});
export type PlanReviewCommentBody = z.infer<typeof planReviewCommentBodySchema>;

/** /stuPlan/setReviewer: a teacher of the school named to review the plan; null names nobody. */
export const planSetReviewerBodySchema = z.strictObject({ id, reviewerId: id.nullable() });
export type PlanSetReviewerBody = z.infer<typeof planSetReviewerBodySchema>;

/** /stuPlan/confirmMyPlan (student token): the version the student saw. */
export const planStudentConfirmBodySchema = z.strictObject({ id, version: id });
export type PlanStudentConfirmBody = z.infer<typeof planStudentConfirmBodySchema>;

const shareKey = {
  shareId: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(16),
};
const parentName = text(20, '请输入姓名');

/** /stuPlan/reportConfirm (public): the parent's confirmation of the version they saw. */
export const planParentConfirmBodySchema = z.strictObject({
  ...shareKey,
  version: id,
  name: parentName,
  relationship: z.enum(PARENT_RELATIONSHIPS),
});
export type PlanParentConfirmBody = z.infer<typeof planParentConfirmBodySchema>;

/** /stuPlan/reportQuestion (public): a question that reaches the teacher. */
export const planParentQuestionBodySchema = z.strictObject({
  ...shareKey,
  name: parentName,
  relationship: z.enum(PARENT_RELATIONSHIPS),
  question: text(500, '请输入问题'),
});
export type PlanParentQuestionBody = z.infer<typeof planParentQuestionBodySchema>;

export const rowChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'moved']),
  label: z.string(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
});
export type RowChangeView = z.infer<typeof rowChangeSchema>;

/** An event's particulars; each action fills its own. */
export const planEventDetailSchema = z.object({
  /** review_comment: the slot and its unit when commented. */
  slot: z.number().int().optional(),
  unit: z.string().optional(),
  comment: z.string().optional(),
  /** parent_confirm, parent_question. */
  relationship: z.string().optional(),
  question: z.string().optional(),
  /** set_reviewer. */
  reviewerName: z.string().optional(),
  /** final: marked (true) or unmarked. */
  final: z.boolean().optional(),
  /** fall_back: the stage it left, why, the versions and what changed since the settled one. */
  fromStage: z.enum(PLAN_STAGES).optional(),
  note: z.string().optional(),
  fromVersion: z.number().int().optional(),
  changes: z.array(rowChangeSchema).optional(),
});
export type PlanEventDetail = z.infer<typeof planEventDetailSchema>;

export const planEventSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  /** The plan's version the event was about. */
  version: z.number().int(),
  actorKind: z.enum(['teacher', 'student', 'parent']),
  actorName: z.string(),
  action: z.enum(PLAN_EVENT_ACTIONS),
  /** The plan's stage after the event. */
  stage: z.enum(PLAN_STAGES),
  detail: planEventDetailSchema,
});
export type PlanEvent = z.infer<typeof planEventSchema>;

/** A confirmation of one version, as the phone and the parent's page show it. */
export const planConfirmationSchema = z.object({
  kind: z.enum(['student', 'parent']),
  name: z.string(),
  relationship: z.string(),
  at: z.number().int(),
  version: z.number().int(),
});
export type PlanConfirmation = z.infer<typeof planConfirmationSchema>;

/** /stuPlan/events/{id} and every workflow call's answer: the plan's stage and its audit trail, oldest first. */
export const planWorkflowSchema = z.object({
  planId: z.number().int(),
  version: z.number().int(),
  isFinal: z.boolean(),
  stage: z.enum(PLAN_STAGES),
  stageNote: z.string(),
  settledVersion: z.number().int().nullable(),
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string(),
  reviewedAt: z.number().int().nullable(),
  events: z.array(planEventSchema),
});
export type PlanWorkflow = z.infer<typeof planWorkflowSchema>;

/** What the student's phone and the parent's page learn after confirming: the version's confirmations. */
export const planConfirmResultSchema = z.object({
  version: z.number().int(),
  confirmations: z.array(planConfirmationSchema),
});
export type PlanConfirmResult = z.infer<typeof planConfirmResultSchema>;

/**
 * /stuPlan/reviewQueue: a plan of the school the caller is named to review, whatever their class.
 * `signedOff`: the caller passed its current version (教师已审核); the others wait for them.
 */
export const reviewQueueItemSchema = z.object({
  planId: id,
  planName: z.string(),
  studentId: id,
  studentName: z.string(),
  className: z.string(),
  stage: z.enum(PLAN_STAGES),
  stageNote: z.string(),
  version: z.number().int(),
  /** The plan's last change (rows, name or stage). */
  changedAt: z.number().int(),
  signedOff: z.boolean(),
  /** The student is in the caller's own scope: the guidance page opens them whole. */
  inScope: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueSchema = z.array(reviewQueueItemSchema);
