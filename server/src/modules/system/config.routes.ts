import { idListSchema, idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  configEntrySchema,
  configListBodySchema,
  configSaveBodySchema,
  configUpdateBodySchema,
  configValuesSchema,
} from '@zhihang/contract/system/config.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WithMessage } from '../../http/envelope.ts';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { ConfigService } from './config.service.ts';

export function registerConfigRoutes(app: FastifyInstance, config: ConfigService): void {
  defineRoute(app, {
    path: '/sys/config/list',
    summary: '本机构系统参数列表（分页，可按参数名筛选）',
    tag: 'system',
    perm: 'sys:config:list',
    body: configListBodySchema,
    data: pageSchema(configEntrySchema),
    handler: ({ auth, body }) => config.list(auth, body),
  });

  defineRoute(app, {
    path: '/sys/config/values',
    summary: '页面读取的系统参数（高考日期、当前年份、数据年份、版本号），paramKey → paramValue',
    tag: 'system',
    // The student pages read the current year from it too (the years a score table offers).
    audience: 'everyone',
    perm: ANY_SIGNED_IN_USER,
    data: configValuesSchema,
    handler: ({ auth }) => config.pageValues(auth),
  });

  defineRoute(app, {
    path: '/sys/config/info/:id',
    summary: '系统参数详情',
    tag: 'system',
    perm: 'sys:config:info',
    params: idParamsSchema,
    data: configEntrySchema,
    handler: ({ auth, params }) => config.info(auth, params.id),
  });

  defineRoute(app, {
    path: '/sys/config/save',
    summary: '新增系统参数',
    tag: 'system',
    perm: 'sys:config:save',
    body: configSaveBodySchema,
    data: configEntrySchema,
    handler: ({ auth, body }) => config.save(auth, body),
  });

  defineRoute(app, {
    path: '/sys/config/update',
    summary: '修改系统参数',
    tag: 'system',
    perm: 'sys:config:update',
    body: configUpdateBodySchema,
    data: configEntrySchema,
    handler: ({ auth, body }) => config.update(auth, body),
  });

  defineRoute(app, {
    path: '/sys/config/delete',
    summary: '删除系统参数（请求体为 id 数组）',
    tag: 'system',
    perm: 'sys:config:delete',
    body: idListSchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await config.delete(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/config/getSysVersion',
    summary: '系统版本号（在 msg 中返回）',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    data: z.null(),
    handler: async ({ auth }) => new WithMessage(await config.version(auth), null),
  });
}
