import {
  generatedFileSchema,
  generatorBodySchema,
  generatorTableSchema,
} from '@zhihang/contract/operations/generator.schema';
import { fileContentSchema } from '@zhihang/contract/students/student.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { GeneratorService } from './generator.service.ts';

export function registerGeneratorRoutes(app: FastifyInstance, generator: GeneratorService): void {
  defineRoute(app, {
    path: '/sys/generator/list',
    summary: '数据库中的表及其列（代码生成）',
    tag: 'operations',
    perm: 'sys:generator:list',
    data: z.array(generatorTableSchema),
    handler: () => generator.tables(),
  });

  defineRoute(app, {
    path: '/sys/generator/code',
    summary: '为一张表生成本仓库约定的模块骨架（契约、仓储、服务、路由、测试、前端调用与列表页）；不写入任何文件',
    tag: 'operations',
    perm: 'sys:generator:code',
    body: generatorBodySchema,
    data: z.array(generatedFileSchema),
    handler: ({ body }) => generator.code(body.tableName),
  });

  defineRoute(app, {
    path: '/sys/generator/zip',
    summary: '同上，打包为 zip（base64）下载',
    tag: 'operations',
    perm: 'sys:generator:code',
    body: generatorBodySchema,
    data: fileContentSchema,
    handler: ({ body }) => generator.zip(body.tableName),
  });
}
