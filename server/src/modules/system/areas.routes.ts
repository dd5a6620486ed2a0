import { areaSchema } from '@zhihang/contract/system/area.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import type { AreasService } from './areas.service.ts';

/** Areas are reference data: served from the base-data cache with ETag / 304 like the knowledge lists. */
export function registerAreasRoutes(app: FastifyInstance, areas: AreasService, cache: KnowledgeCache): void {
  defineRoute(app, {
    path: '/sysArea/all',
    summary: '全部省份及其地级行政区（GB/T 2260 编码）',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    data: z.array(areaSchema),
    handler: ({ request, reply }) => cache.serve('route:areas', () => areas.tree(), request, reply),
  });
}
