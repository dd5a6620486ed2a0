import { dailySentenceSchema, studentNumberSchema } from '@zhihang/contract/dashboard/dashboard.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { DashboardService } from './dashboard.service.ts';

export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  defineRoute(app, {
    path: '/dashboard/dailySentence',
    summary: '每日一句',
    tag: 'dashboard',
    perm: ANY_SIGNED_IN_USER,
    data: dailySentenceSchema,
    handler: async () => dashboard.dailySentence(),
  });

  defineRoute(app, {
    path: '/dashboard/countDownDays',
    summary: '距高考天数（系统参数 universityExamination，北京时间）',
    tag: 'dashboard',
    perm: ANY_SIGNED_IN_USER,
    data: z.number().int(),
    handler: ({ auth }) => dashboard.countDownDays(auth),
  });

  defineRoute(app, {
    path: '/dashboard/studentNumber',
    summary: '学生数量：高一至高三各年级、总数、已服务人数（教师看本人学生，机构管理员看全机构）',
    tag: 'dashboard',
    perm: ANY_SIGNED_IN_USER,
    data: studentNumberSchema,
    handler: ({ auth }) => dashboard.studentNumber(auth),
  });
}
