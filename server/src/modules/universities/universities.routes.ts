import { idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  universityDetailSchema,
  universityListBodySchema,
  universityListItemSchema,
  schoolLineRowSchema,
  universityDataScopeBodySchema,
  universityDataScopeSchema,
  universityPlanBodySchema,
  UNIVERSITY_LIST_MAX_LIMIT,
  type UniversityListBody,
} from '@zhihang/contract/universities/university.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import type { UniversitiesService } from './universities.service.ts';

/**
 * Whether a list request asks for the whole unfiltered list in one page, the base list every
 * console loads. Only that one is cached: caching every page and limit asked for would let any
 * caller fill the memory.
 */
function isWholeList(body: UniversityListBody): boolean {
  if (body.page !== 1 || body.limit !== UNIVERSITY_LIST_MAX_LIMIT) return false;
  return Object.entries(body).every(
    ([key, value]) =>
      key === 'page' ||
      key === 'limit' ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0),
  );
}

export function registerUniversitiesRoutes(
  app: FastifyInstance,
  universities: UniversitiesService,
  cache: KnowledgeCache,
): void {
  defineRoute(app, {
    path: '/bduniversityyif/list',
    summary: '院校列表（分页；按名称、省份、层次、类型、性质、985/211/双一流筛选）',
    tag: 'knowledge',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    body: universityListBodySchema,
    data: pageSchema(universityListItemSchema),
    // The whole list is kept serialised in memory; any other page is read from the database.
    handler: ({ body, request, reply }) =>
      isWholeList(body)
        ? cache.serveSerialised('route:universityList', () => universities.list(body), request, reply)
        : universities.list(body),
  });

  defineRoute(app, {
    path: '/bduniversityyif/getUniversityDetail/:id',
    summary: '院校详情（data 为列表，第一项为院校）',
    tag: 'knowledge',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    params: idParamsSchema,
    data: z.array(universityDetailSchema),
    handler: ({ params }) => universities.detail(params.id),
  });

  defineRoute(app, {
    path: '/bduniversityyif/getUniversityPlanListInfo',
    summary:
      '院校历年投档线（planYear、classCode 可选；provinceCode 缺省为数据最多的省份；无院校线的年份取专业组线或专业线的最低分，line_origin 标明）',
    tag: 'knowledge',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    body: universityPlanBodySchema,
    data: z.array(schoolLineRowSchema),
    handler: ({ body }) => universities.universityPlans(body),
  });

  defineRoute(app, {
    path: '/bduniversityyif/getUniversityDataScope',
    summary: '院校数据所在省份（有分数线的省份及年份、有招生计划的省份及最新计划年份）',
    tag: 'knowledge',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    body: universityDataScopeBodySchema,
    data: universityDataScopeSchema,
    handler: ({ body }) => universities.dataScope(body.universityId),
  });
}
