import { idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  jobListBodySchema,
  jobSchema,
  jobSummarySchema,
  jobsWithMajorBodySchema,
  jobTreeNodeSchema,
} from '@zhihang/contract/jobs/job.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import type { JobsService } from './jobs.service.ts';

export function registerJobsRoutes(app: FastifyInstance, jobs: JobsService, cache: KnowledgeCache): void {
  const base = { tag: 'knowledge', audience: 'everyone' as const, perm: ANY_SIGNED_IN_USER };

  defineRoute(app, {
    ...base,
    path: '/bdjob/jobTree',
    summary: '职业树（大类 → 中类 → 小类；支持 ETag/304）',
    data: z.array(jobTreeNodeSchema),
    handler: ({ request, reply }) => cache.serve('route:jobTree', () => jobs.jobTree(), request, reply),
  });

  defineRoute(app, {
    ...base,
    path: '/bdjob/jobMap',
    summary: '职业 id → 职业（支持 ETag/304）',
    data: z.record(z.string(), jobSummarySchema),
    handler: ({ request, reply }) => cache.serve('route:jobMap', () => jobs.jobMap(), request, reply),
  });

  defineRoute(app, {
    ...base,
    path: '/bdjob/list',
    summary: '职业列表（分页；name 子串，parentId / grandparentId / level 筛选）',
    body: jobListBodySchema,
    data: pageSchema(jobSummarySchema),
    handler: ({ body }) => jobs.list(body),
  });

  defineRoute(app, {
    ...base,
    path: '/bdjob/info/:id',
    summary: '职业详情（data.bdJob）',
    params: idParamsSchema,
    data: z.object({ bdJob: jobSchema }),
    handler: ({ params }) => jobs.info(params.id),
  });

  defineRoute(app, {
    ...base,
    path: '/bdjob/getJobListWithMajor',
    summary: '与某专业关联的职业',
    body: jobsWithMajorBodySchema,
    data: z.array(jobSummarySchema),
    handler: ({ body }) => jobs.withMajor(body.majorId),
  });
}
