import { sqlMonitorBodySchema, sqlMonitorSchema } from '@zhihang/contract/operations/sql-monitor.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { SqlMonitorService } from './sql-monitor.service.ts';

export function registerSqlMonitorRoutes(app: FastifyInstance, monitor: SqlMonitorService): void {
  defineRoute(app, {
    path: '/sys/sql/list',
    summary: '本实例执行过的语句（归一化文本、次数、总耗时、最大耗时、行数），PostgreSQL 另附 pg_stat_statements',
    tag: 'operations',
    perm: 'sys:sql:list',
    body: sqlMonitorBodySchema,
    data: sqlMonitorSchema,
    handler: ({ body }) => monitor.overview(body),
  });

  defineRoute(app, {
    path: '/sys/sql/reset',
    summary: '清零本实例的语句统计',
    tag: 'operations',
    perm: 'sys:sql:reset',
    data: z.null(),
    handler: async () => {
      monitor.reset();
      return null;
    },
  });
}
