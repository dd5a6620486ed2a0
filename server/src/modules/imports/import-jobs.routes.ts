import { Readable } from 'node:stream';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { envelopeSchema } from '@zhihang/contract/http/envelope.schema';
import {
  importJobCancelSchema,
  importJobIdParamsSchema,
  importJobSchema,
  importUploadQuerySchema,
  type ImportUploadQuery,
} from '@zhihang/contract/imports/import-job.schema';
import { dataSourceItemSchema } from '@zhihang/contract/imports/data-source.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { successEnvelope } from '../../http/envelope.ts';
import { defineRoute } from '../../http/route.ts';
import type { ImportJobsService } from './import-jobs.service.ts';

export const DATA_IMPORT_PERM = 'sys:data:import';
const TAG = 'dataImport';

/**
 * Upload of knowledge-base data files by platform administrators, the same engine as
 * `npm run data:import`: POST the file as the raw body, then poll its job for progress.
 */
export function registerImportJobsRoutes(app: FastifyInstance, jobs: ImportJobsService): void {
  void app.register(async (scope) => {
    // Only here is a raw body accepted; it is streamed to disk, never held in memory.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.route({
      method: 'POST',
      url: '/dataImport/upload',
      config: { perm: DATA_IMPORT_PERM },
      schema: {
        summary: '上传数据文件并开始导入（请求体为文件本身，Content-Type: application/octet-stream）',
        tags: [TAG],
        querystring: importUploadQuerySchema,
        security: [{ token: [] }],
        response: { 200: envelopeSchema(importJobSchema) },
      },
      // A second upload is refused before its body is read.
      preParsing: async (_request, _reply, payload) => {
        jobs.assertIdle();
        return payload;
      },
      handler: async (request) => {
        // Any other body type was parsed by its own parser: the file must come raw.
        if (!(request.body instanceof Readable)) throw new AppError(ERROR.unsupportedMediaType, 415);
        const job = await jobs.start(request.body, request.query as ImportUploadQuery, request.auth?.userId ?? 0);
        return successEnvelope(job);
      },
    });
  });

  defineRoute(app, {
    path: '/dataImport/status/:id',
    summary: '数据导入任务的进度与结果',
    tag: TAG,
    perm: DATA_IMPORT_PERM,
    params: importJobIdParamsSchema,
    data: importJobSchema,
    handler: async ({ params }) => jobs.get(params.id),
  });

  defineRoute(app, {
    path: '/dataImport/cancel',
    summary: '取消正在进行的数据导入：正在导入的文件不写入任何数据，之后可以再上传',
    tag: TAG,
    perm: DATA_IMPORT_PERM,
    body: importJobCancelSchema,
    data: importJobSchema,
    handler: async ({ body }) => jobs.cancel(body.id),
  });

  defineRoute(app, {
    path: '/dataImport/list',
    summary: '最近的数据导入任务（新的在前）',
    tag: TAG,
    perm: DATA_IMPORT_PERM,
    data: z.array(importJobSchema),
    handler: async () => jobs.list(),
  });

  defineRoute(app, {
    path: '/dataImport/sourceList',
    summary: '已载入的数据源：每个导入文件的来源、年份、许可、行数与导入时间',
    tag: TAG,
    perm: DATA_IMPORT_PERM,
    data: z.array(dataSourceItemSchema),
    handler: async () => jobs.sources(),
  });
}
