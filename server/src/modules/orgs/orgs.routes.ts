import { orgLookupBodySchema, orgLookupResultSchema } from '@zhihang/contract/orgs/organization.schema';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { OrgsService } from './orgs.service.ts';

export function registerOrgsRoutes(app: FastifyInstance, orgs: OrgsService): void {
  defineRoute(app, {
    path: '/home/org',
    summary: '按访问域名解析机构（首个主机标签；www 与未知标签为默认机构）',
    tag: 'orgs',
    public: true,
    body: orgLookupBodySchema,
    data: orgLookupResultSchema,
    handler: async ({ body }) => ({ organization: await orgs.resolveByDomain(body.domain) }),
  });
}
