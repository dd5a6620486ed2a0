import {
  guidanceRankSchema,
  guidanceRecordSchema,
  guidanceStudentParamsSchema,
  guidanceUpdateBodySchema,
} from '@zhihang/contract/plans/guidance.schema';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { GuidanceService } from './guidance.service.ts';

export function registerGuidanceRoutes(app: FastifyInstance, guidance: GuidanceService): void {
  defineRoute(app, {
    path: '/stuGuidance/info/:id',
    summary: '学生指导信息（省份、成绩、选科、批次、当前方案、已选招生计划；未保存时为学生档案的默认值）',
    tag: 'guidance',
    perm: 'stu:plan:info',
    params: guidanceStudentParamsSchema,
    data: guidanceRecordSchema,
    handler: ({ auth, params }) => guidance.info(auth, params.id),
  });

  defineRoute(app, {
    path: '/stuGuidance/update',
    summary: '修改学生指导信息：stuId 与任意字段；只更新已有字段，未知字段整单拒绝',
    tag: 'guidance',
    perm: 'stu:plan:update',
    body: guidanceUpdateBodySchema,
    data: guidanceRecordSchema,
    handler: ({ auth, body }) => guidance.update(auth, body),
  });

  defineRoute(app, {
    path: '/stuGuidance/rank/:id',
    summary: '学生位次：最新一分一段表中的位次区间、前两年同位分、当年批次线',
    tag: 'guidance',
    perm: 'stu:plan:info',
    params: guidanceStudentParamsSchema,
    data: guidanceRankSchema,
    handler: ({ auth, params }) => guidance.rank(auth, params.id),
  });
}
