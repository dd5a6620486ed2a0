import { pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  sysLogEntrySchema,
  sysLogFilterSchema,
  sysLogListBodySchema,
} from '@zhihang/contract/operations/sys-log.schema';
import { fileContentSchema } from '@zhihang/contract/students/student.schema';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { SysLogService } from './sys-log.service.ts';

export function registerSysLogRoutes(app: FastifyInstance, logs: SysLogService): void {
  defineRoute(app, {
    path: '/sys/log/list',
    summary: '系统日志（写操作与登录），按时间、账号、操作、结果筛选，最新在前',
    tag: 'operations',
    perm: 'sys:log:list',
    body: sysLogListBodySchema,
    data: pageSchema(sysLogEntrySchema),
    handler: ({ auth, body }) => logs.list(auth, body),
  });

  defineRoute(app, {
    path: '/sys/log/export',
    summary: '按筛选条件导出系统日志（XLSX，base64，最多 10000 行）',
    tag: 'operations',
    perm: 'sys:log:export',
    body: sysLogFilterSchema,
    data: fileContentSchema,
    handler: ({ auth, body }) => logs.export(auth, body),
  });
}
