import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { registerEnrollmentDetailsRoutes } from '../enrollment/enrollment-details.routes.ts';
import { createEnrollmentDetailsService } from '../enrollment/enrollment-details.service.ts';
import { registerEnrollmentRoutes } from '../enrollment/enrollment.routes.ts';
import { createEnrollmentService } from '../enrollment/enrollment.service.ts';
import { registerJobsRoutes } from '../jobs/jobs.routes.ts';
import { createJobsService } from '../jobs/jobs.service.ts';
import { registerMajorsRoutes } from '../majors/majors.routes.ts';
import { createMajorsService } from '../majors/majors.service.ts';
import { registerBaseDataRoutes } from '../report-data/base-data.routes.ts';
import { registerUniversitiesRoutes } from '../universities/universities.routes.ts';
import { createUniversitiesService } from '../universities/universities.service.ts';
import { registerUniversityListBaselineRoute } from '../universities/university-list-baseline.route.ts';
import type { KnowledgeCache } from './knowledge-cache.ts';

/** The knowledge-base read APIs (universities, majors, jobs) sharing one base-data cache. */
export function registerKnowledgeRoutes(
  app: FastifyInstance,
  { db, cache, benchRoutes = false }: { db: Kysely<Database>; cache: KnowledgeCache; benchRoutes?: boolean },
): void {
  // A 304 from the cache carries no body (Fastify would otherwise send the serialised envelope).
  app.addHook('onSend', async (_request, reply, payload) => (reply.statusCode === 304 ? '' : payload));
  const universities = createUniversitiesService({ db });
  registerUniversitiesRoutes(app, universities, cache);
  if (benchRoutes) registerUniversityListBaselineRoute(app, universities);
  const majors = createMajorsService({ db, cache });
  registerMajorsRoutes(app, majors, universities, cache);
  registerEnrollmentRoutes(app, createEnrollmentService({ db }), majors);
  registerEnrollmentDetailsRoutes(app, createEnrollmentDetailsService({ db }));
  registerJobsRoutes(app, createJobsService({ db, cache }), cache);
  registerBaseDataRoutes(app, { db, cache });
}
