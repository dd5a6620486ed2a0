import {
  dataHealthQuerySchema,
  dataHealthSchema,
  planReadinessQuerySchema,
  planReadinessSchema,
} from '@zhihang/contract/data-health/data-health.schema';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { DataHealthService } from './data-health.service.ts';

export function registerDataHealthRoutes(app: FastifyInstance, dataHealth: DataHealthService): void {
  defineRoute(app, {
    path: '/dataHealth/provinces',
    summary:
      '数据体检：各省各年的招生计划、一分一段表、批次线、录取数据（服务行数与导入检查排除的行数）、选科覆盖率、有最近一年录取线的计划行比例，以及导入检查的发现（provinceCode 可选）',
    tag: 'dataHealth',
    perm: 'stu:plan:info',
    body: dataHealthQuerySchema,
    data: dataHealthSchema,
    handler: ({ body }) => dataHealth.provinces(body),
  });

  defineRoute(app, {
    path: '/dataHealth/planReadiness',
    summary: '能否为学生制订方案：该省份缺少的招生计划、该科类一分一段表或历年录取数据',
    tag: 'dataHealth',
    perm: 'stu:plan:info',
    body: planReadinessQuerySchema,
    data: planReadinessSchema,
    handler: ({ body }) => dataHealth.planReadiness(body),
  });
}
