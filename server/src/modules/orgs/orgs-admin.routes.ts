import { idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  orgAdminItemSchema,
  orgListBodySchema,
  orgLogoBodySchema,
  orgSaveBodySchema,
  orgSaveResultSchema,
  orgStatusBodySchema,
  orgUpdateBodySchema,
} from '@zhihang/contract/operations/org-admin.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import { logoContentType, type LogoStore } from './org-logos.ts';
import type { OrgsAdminService } from './orgs-admin.service.ts';

export function registerOrgsAdminRoutes(app: FastifyInstance, orgs: OrgsAdminService, logos: LogoStore): void {
  defineRoute(app, {
    path: '/sys/org/list',
    summary: '机构列表（平台管理员），按名称或域名标识、状态筛选',
    tag: 'operations',
    perm: 'sys:org:list',
    body: orgListBodySchema,
    data: pageSchema(orgAdminItemSchema),
    handler: ({ body }) => orgs.list(body),
  });

  defineRoute(app, {
    path: '/sys/org/info/:id',
    summary: '机构详情',
    tag: 'operations',
    perm: 'sys:org:info',
    params: idParamsSchema,
    data: orgAdminItemSchema,
    handler: ({ params }) => orgs.info(params.id),
  });

  defineRoute(app, {
    path: '/sys/org/save',
    summary: '新建机构及其首个机构管理员账号；未给密码时生成随机密码，仅此一次返回',
    tag: 'operations',
    perm: 'sys:org:save',
    body: orgSaveBodySchema,
    data: orgSaveResultSchema,
    handler: ({ body }) => orgs.save(body),
  });

  defineRoute(app, {
    path: '/sys/org/update',
    summary: '修改机构信息',
    tag: 'operations',
    perm: 'sys:org:update',
    body: orgUpdateBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await orgs.update(body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/org/status',
    summary: '停用或启用机构；停用后其用户不能登录、已登录的立即下线，数据保留',
    tag: 'operations',
    perm: 'sys:org:disable',
    body: orgStatusBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await orgs.setStatus(body.id, body.status);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/org/logo/upload',
    summary: '上传机构标志（PNG、JPEG 或 WebP，base64，不超过 512 KB），返回图片地址',
    tag: 'operations',
    perm: 'sys:org:update',
    bodyLimit: 1024 * 1024,
    body: orgLogoBodySchema,
    data: z.object({ url: z.string() }),
    handler: ({ body }) => orgs.uploadLogo(body.id, body.content),
  });

  // The login page shows the logo before anyone signs in.
  app.get('/sys/org/logo/:file', { config: { public: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const bytes = await logos.read(file);
    if (!bytes) return reply.code(404).send({ code: 404, msg: '记录不存在', data: null });
    return reply
      .type(logoContentType(file))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
