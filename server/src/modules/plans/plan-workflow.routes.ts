import { planPathParamsSchema } from '@zhihang/contract/plans/plan.schema';
import {
  planConfirmResultSchema,
  planMarkFinalBodySchema,
  planParentConfirmBodySchema,
  planParentQuestionBodySchema,
  planReviewBodySchema,
  planReviewCommentBodySchema,
  planSetReviewerBodySchema,
  planStudentConfirmBodySchema,
  planWorkflowSchema,
  reviewQueueSchema,
} from '@zhihang/contract/plans/plan-workflow.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { PlanWorkflowService } from './plan-workflow.service.ts';

/** The teacher's calls: the trail, the final plan, the review and the reviewer. */
function registerPlanReviewRoutes(app: FastifyInstance, workflow: PlanWorkflowService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/events/:id',
    summary: '方案的审核状态与记录（谁、何时、第几版、做了什么；退回时写明原因与改动）',
    perm: 'stu:plan:info',
    params: planPathParamsSchema,
    data: planWorkflowSchema,
    handler: ({ auth, params }) => workflow.workflow(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/markFinal',
    summary: '设为最终方案（每个学生一个：设定一个即取消该学生其他方案的标记）；final 为 false 时取消',
    perm: 'stu:plan:update',
    body: planMarkFinalBodySchema,
    data: planWorkflowSchema,
    handler: ({ auth, body }) => workflow.markFinal(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/review',
    summary: '审核方案：pass 已审核、changes 需修改，可附意见',
    perm: 'stu:plan:update',
    body: planReviewBodySchema,
    data: planWorkflowSchema,
    handler: ({ auth, body }) => workflow.review(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/reviewComment',
    summary: '对方案的某个志愿写审核批注',
    perm: 'stu:plan:update',
    body: planReviewCommentBodySchema,
    data: planWorkflowSchema,
    handler: ({ auth, body }) => workflow.comment(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/setReviewer',
    summary: '指定本校一位老师审核方案（reviewerId 为 null 时取消）',
    perm: 'stu:plan:update',
    body: planSetReviewerBodySchema,
    data: planWorkflowSchema,
    handler: ({ auth, body }) => workflow.setReviewer(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/reviewers',
    summary: '可指定为审核人的本校老师',
    perm: 'stu:plan:update',
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
    handler: ({ auth }) => workflow.reviewers(auth),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/reviewQueue',
    summary: '待我审核：本校指定我为审核人的方案（待审核在前，已审核在后，各按最近修改排列）',
    perm: 'stu:plan:update',
    data: reviewQueueSchema,
    handler: ({ auth }) => workflow.reviewQueue(auth),
  });
}

/** The student's and the parent's calls: confirming the version shown, and the parent's question. */
function registerPlanConfirmationRoutes(app: FastifyInstance, workflow: PlanWorkflowService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/confirmMyPlan',
    summary: '学生在手机上确认自己已分享的方案（学生 token；确认的是所看到的版本）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    body: planStudentConfirmBodySchema,
    data: planConfirmResultSchema,
    handler: ({ auth, body }) => workflow.studentConfirm(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/reportConfirm',
    summary: '家长通过分享链接与访问码确认方案（姓名、与学生关系；确认的是所看到的版本）',
    public: true,
    body: planParentConfirmBodySchema,
    data: planConfirmResultSchema,
    handler: ({ body, request }) => workflow.parentConfirm(body, request.ip),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/reportQuestion',
    summary: '家长通过分享链接与访问码向老师提问',
    public: true,
    body: planParentQuestionBodySchema,
    data: z.null(),
    handler: ({ body, request }) => workflow.parentQuestion(body, request.ip),
  });
}

/** Review, sign-off, the final plan and confirmations: the teacher's, the student's and the parent's calls. */
export function registerPlanWorkflowRoutes(app: FastifyInstance, workflow: PlanWorkflowService): void {
  registerPlanReviewRoutes(app, workflow);
  registerPlanConfirmationRoutes(app, workflow);
}
