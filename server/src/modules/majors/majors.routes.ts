import { idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  currentYearPlanBodySchema,
  majorDetailSchema,
  majorListBodySchema,
  majorListPageSchema,
  majorOverviewBodySchema,
  majorOverviewItemSchema,
  majorRankBodySchema,
  majorRankRowSchema,
  majorTreeNodeSchema,
  majorTreeSchema,
} from '@zhihang/contract/majors/major.schema';
import { majorLineRowSchema, majorPlanBodySchema } from '@zhihang/contract/universities/university.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import type { UniversitiesService } from '../universities/universities.service.ts';
import type { MajorsService } from './majors.service.ts';

export function registerMajorsRoutes(
  app: FastifyInstance,
  majors: MajorsService,
  universities: UniversitiesService,
  cache: KnowledgeCache,
): void {
  const base = { tag: 'knowledge', audience: 'everyone' as const, perm: ANY_SIGNED_IN_USER };

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/majorTree',
    summary: '专业树（highMajor 本科、lowMajor 专科、midMajor、majorMap id→专业；支持 ETag/304）',
    data: majorTreeSchema,
    handler: ({ request, reply }) => cache.serve('route:majorTree', () => majors.majorTree(), request, reply),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getMajorDetail/:id',
    summary: '专业详情（data 为列表，第一项为专业）',
    params: idParamsSchema,
    data: z.array(majorDetailSchema),
    handler: ({ params }) => majors.detail(params.id),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getMajorRank',
    summary: '专业排名（按 universityId 或 majorId）',
    body: majorRankBodySchema,
    data: z.array(majorRankRowSchema),
    handler: ({ body }) => majors.rank(body),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getMajorPlanListInfo',
    summary: '院校各专业历年录取（planYear、classCode、batchCode 可选；provinceCode 缺省为数据最多的省份）',
    body: majorPlanBodySchema,
    data: z.array(majorLineRowSchema),
    handler: ({ body }) => universities.majorPlans(body),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/list',
    summary: '专业列表（分页；level 1 本科 / 2 专科，name、class 只筛选三级专业）',
    body: majorListBodySchema,
    data: majorListPageSchema,
    handler: ({ body }) => majors.list(body),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getLevel1HighMajorDetailList',
    summary: '本科门类及其专业类',
    data: z.array(majorTreeNodeSchema),
    handler: () => majors.level1High(),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getLevel1LowMajorDetailList',
    summary: '专科专业大类及其专业类',
    data: z.array(majorTreeNodeSchema),
    handler: () => majors.level1Low(),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getCurrentYearPlanMajor',
    summary: '有当年招生计划的专业 id 列表（year 缺省为最新计划年份）',
    body: currentYearPlanBodySchema,
    data: z.array(z.number().int()),
    handler: ({ body }) => majors.currentYearPlanMajors(body.year),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmajoryif/getMajorOverviewCeolList',
    summary: '开设某专业的院校（据招生计划，分页）',
    body: majorOverviewBodySchema,
    data: pageSchema(majorOverviewItemSchema),
    handler: ({ body }) => majors.overview(body),
  });
}
