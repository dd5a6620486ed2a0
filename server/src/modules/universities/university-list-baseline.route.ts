import { envelopeSchema } from '@zhihang/contract/http/envelope.schema';
import { UNIVERSITY_LIST_MAX_LIMIT } from '@zhihang/contract/universities/university.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { successEnvelope } from '../../http/envelope.ts';
import type { UniversitiesService } from './universities.service.ts';

/**
 * For `npm run bench` only (BENCH_ROUTES=1): the bytes of the whole university list, serialised
 * once and sent as they are, behind the same token check. The real list route is measured
 * against it side by side: it can at best match a route that does no work at all.
 */
export function registerUniversityListBaselineRoute(app: FastifyInstance, universities: UniversitiesService): void {
  let bytes: string | undefined;
  app.route({
    method: 'POST',
    url: '/bench/universityListBytes',
    config: { audience: 'everyone', perm: ANY_SIGNED_IN_USER },
    schema: { hide: true, response: { 200: envelopeSchema(z.unknown()) } },
    handler: async (_request, reply) => {
      bytes ??= JSON.stringify(successEnvelope(await universities.list({ page: 1, limit: UNIVERSITY_LIST_MAX_LIMIT })));
      return reply.type('application/json; charset=utf-8').send(bytes);
    },
  });
}
