import {
  myPlanSchema,
  planPathParamsSchema,
  planReportBodySchema,
  planReportSchema,
} from '@zhihang/contract/plans/plan.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { PlanSharingService } from './plan-sharing.service.ts';

/** The shared plans outside the console: the public report and the signed-in student's own. */
export function registerPlanReportRoutes(app: FastifyInstance, sharing: PlanSharingService): void {
  defineRoute(app, {
    tag: 'plans',
    path: '/stuPlan/report',
    summary: '公开报告（无需登录）：分享链接的 shareId 与访问码 → 分享时的方案，只读，学生姓名打码',
    public: true,
    body: planReportBodySchema,
    data: planReportSchema,
    handler: ({ body, request }) => sharing.report(body.shareId, body.code, request.ip),
  });

  defineRoute(app, {
    tag: 'plans',
    path: '/stuPlan/myPlans',
    summary: '学生本人已分享的方案（学生 token）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    data: z.array(myPlanSchema),
    handler: ({ auth }) => sharing.myPlans(auth),
  });

  defineRoute(app, {
    tag: 'plans',
    path: '/stuPlan/myPlan/:id',
    summary: '学生本人的一个已分享方案（学生 token；只读）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    params: planPathParamsSchema,
    data: planReportSchema,
    handler: ({ auth, params }) => sharing.myPlan(auth, params.id),
  });
}
