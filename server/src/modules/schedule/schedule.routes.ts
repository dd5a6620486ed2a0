import { pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  jobNameBodySchema,
  jobRunListBodySchema,
  jobRunSchema,
  jobUpdateBodySchema,
  scheduledJobSchema,
} from '@zhihang/contract/operations/schedule.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { ScheduleService } from './schedule.service.ts';

export function registerScheduleRoutes(app: FastifyInstance, jobs: ScheduleService): void {
  defineRoute(app, {
    path: '/sys/schedule/list',
    summary: '定时任务（代码中定义，按名称登记）及其 Cron、状态、下次执行时间',
    tag: 'operations',
    perm: 'sys:schedule:list',
    data: z.array(scheduledJobSchema),
    handler: () => jobs.list(),
  });

  defineRoute(app, {
    path: '/sys/schedule/update',
    summary: '修改任务的 Cron 表达式（北京时间；5 段，或 6 段秒在前）',
    tag: 'operations',
    perm: 'sys:schedule:update',
    body: jobUpdateBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await jobs.updateCron(body.jobName, body.cron);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/schedule/pause',
    summary: '暂停任务',
    tag: 'operations',
    perm: 'sys:schedule:pause',
    body: jobNameBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await jobs.pause(body.jobName);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/schedule/resume',
    summary: '恢复任务（从下一个时间点起执行）',
    tag: 'operations',
    perm: 'sys:schedule:resume',
    body: jobNameBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await jobs.resume(body.jobName);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/schedule/run',
    summary: '立即执行一次（在后台执行，结果见执行日志）',
    tag: 'operations',
    perm: 'sys:schedule:run',
    body: jobNameBodySchema,
    data: z.object({ runId: z.number().int() }),
    handler: ({ body }) => jobs.runNow(body.jobName),
  });

  defineRoute(app, {
    path: '/sys/scheduleLog/list',
    summary: '任务执行日志（开始、结束、结果、错误），最新在前',
    tag: 'operations',
    perm: 'sys:schedule:list',
    body: jobRunListBodySchema,
    data: pageSchema(jobRunSchema),
    handler: ({ body }) => jobs.runs(body),
  });
}
