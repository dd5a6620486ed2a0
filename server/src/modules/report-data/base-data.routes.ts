import { middleSchoolMapSchema, reportDataRowSchema } from '@zhihang/contract/base-data/base-data.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import type { MiddleSchoolsService } from '../middle-schools/middle-schools.service.ts';
import type { ReportDataService } from './report-data.service.ts';

/** Base data the pages cache: all high schools, the org's used ones, province filling rules. */
export function registerBaseDataRoutes(
  app: FastifyInstance,
  {
    middleSchools,
    reportData,
    cache,
  }: { middleSchools: MiddleSchoolsService; reportData: ReportDataService; cache: KnowledgeCache },
): void {
  const base = { tag: 'knowledge', audience: 'everyone' as const, perm: ANY_SIGNED_IN_USER };

  defineRoute(app, {
    ...base,
    path: '/bdmidschool/allList',
    summary: '全部中学（id → 中学；支持 ETag/304）',
    data: middleSchoolMapSchema,
    handler: ({ request, reply }) => cache.serve('route:middleSchools', () => middleSchools.allById(), request, reply),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmidschool/hasUsedList',
    summary: '本机构学生使用过的中学（id → 中学）',
    data: middleSchoolMapSchema,
    handler: ({ auth }) => middleSchools.usedBy(auth),
  });

  defineRoute(app, {
    ...base,
    path: '/bdReportData/all',
    summary: '各省志愿填报规则（支持 ETag/304）',
    data: z.array(reportDataRowSchema),
    handler: ({ request, reply }) => cache.serve('route:reportData', () => reportData.listAll(), request, reply),
  });
}
