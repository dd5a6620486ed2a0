import {
  middleSchoolMapSchema,
  reportDataRowSchema,
  type MiddleSchool,
} from '@zhihang/contract/base-data/base-data.schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import { createMiddleSchoolsRepository, type MiddleSchoolRow } from '../middle-schools/middle-schools.repository.ts';
import { createReportDataRepository } from './report-data.repository.ts';

const toMap = (rows: MiddleSchoolRow[]): Record<string, MiddleSchool> =>
  Object.fromEntries(rows.map((row) => [String(row.id), row]));

/** Base data the pages cache: all high schools, the org's used ones, province filling rules. */
export function registerBaseDataRoutes(
  app: FastifyInstance,
  { db, cache }: { db: Kysely<Database>; cache: KnowledgeCache },
): void {
  const middleSchools = createMiddleSchoolsRepository(db);
  const reportData = createReportDataRepository(db);
  const base = { tag: 'knowledge', audience: 'everyone' as const, perm: ANY_SIGNED_IN_USER };

  defineRoute(app, {
    ...base,
    path: '/bdmidschool/allList',
    summary: '全部中学（id → 中学；支持 ETag/304）',
    data: middleSchoolMapSchema,
    handler: ({ request, reply }) =>
      cache.serve('route:middleSchools', async () => toMap(await middleSchools.listAll()), request, reply),
  });

  defineRoute(app, {
    ...base,
    path: '/bdmidschool/hasUsedList',
    summary: '本机构学生使用过的中学（id → 中学）',
    data: middleSchoolMapSchema,
    handler: async ({ auth }) => toMap(await middleSchools.listUsedBy(auth.orgId)),
  });

  defineRoute(app, {
    ...base,
    path: '/bdReportData/all',
    summary: '各省志愿填报规则（支持 ETag/304）',
    data: z.array(reportDataRowSchema),
    handler: ({ request, reply }) => cache.serve('route:reportData', () => reportData.listAll(), request, reply),
  });
}
