import { areaSchema } from '@zhihang/contract/system/area.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { AreasService } from './areas.service.ts';

export function registerAreasRoutes(app: FastifyInstance, areas: AreasService): void {
  defineRoute(app, {
    path: '/sysArea/all',
    summary: '全部省份及其地级行政区（GB/T 2260 编码）',
    tag: 'system',
    data: z.array(areaSchema),
    handler: () => areas.tree(),
  });
}
