import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { AppError } from './http/app-error.ts';
import { registerAuthentication } from './http/authentication.ts';
import { registerCompression } from './http/compression.ts';
import { registerControlCharacterGuard } from './http/control-characters.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerEmptyNotModified } from './http/not-modified.ts';
import { loggerOptions, type LogStream } from './http/request-logging.ts';
import { defineRoute } from './http/route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverTimeoutOptions } from './http/server-timeouts.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerAccessRoutes } from './modules/access/access.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { registerDataHealthRoutes } from './modules/data-health/data-health.routes.ts';
import { createDataHealthService } from './modules/data-health/data-health.service.ts';
import { registerAdmissionPredictRoutes } from './modules/admission-engine/admission-predict.routes.ts';
import {
  createAdmissionPredictService,
  type AdmissionPredictService,
} from './modules/admission-engine/admission-predict.service.ts';
import { createWorkerFitter } from './modules/admission-engine/admission-predict-fitter.ts';
import { startPredictWarmUp } from './modules/admission-engine/admission-predict-warmup.ts';
import { createAdmissionsService } from './modules/admissions/admissions.service.ts';
import { registerEnrollmentDetailsRoutes } from './modules/enrollment/enrollment-details.routes.ts';
import { createEnrollmentDetailsService } from './modules/enrollment/enrollment-details.service.ts';
import { registerEnrollmentRoutes } from './modules/enrollment/enrollment.routes.ts';
import { createEnrollmentService } from './modules/enrollment/enrollment.service.ts';
import { evaluationKnowledgeLinks } from './modules/evaluations/evaluation-knowledge.ts';
import { registerEvaluationsRoutes } from './modules/evaluations/evaluations.routes.ts';
import { createEvaluationsService } from './modules/evaluations/evaluations.service.ts';
import { createStudentInterests } from './modules/evaluations/student-interests.ts';
import { registerGuidanceRoutes } from './modules/guidance/guidance.routes.ts';
import { createGuidanceService } from './modules/guidance/guidance.service.ts';
import { registerImportJobsRoutes } from './modules/imports/import-jobs.routes.ts';
import { createImportJobsService } from './modules/imports/import-jobs.service.ts';
import { registerJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createKnowledgeCache } from './modules/knowledge-cache/knowledge-cache.ts';
import { createKnowledgeVersionRepository } from './modules/knowledge-cache/knowledge-version.repository.ts';
import { registerMajorsRoutes } from './modules/majors/majors.routes.ts';
import { createMajorsService } from './modules/majors/majors.service.ts';
import { createMiddleSchoolsService } from './modules/middle-schools/middle-schools.service.ts';
import { registerOrgsRoutes } from './modules/orgs/orgs.routes.ts';
import { createOrgsService } from './modules/orgs/orgs.service.ts';
import { createFillingRulesService } from './modules/plans/filling-rules.service.ts';
import { startBoardWarmUp } from './modules/class-board/board-warmup.ts';
import { registerClassBoardRoutes } from './modules/class-board/class-board.routes.ts';
import { createClassBoardService } from './modules/class-board/class-board.service.ts';
import { registerPlanReportRoutes } from './modules/plans/plan-report.routes.ts';
import { createPlanSharingService } from './modules/plans/plan-sharing.service.ts';
import { registerPlansRoutes } from './modules/plans/plans.routes.ts';
import { registerPlanWorkflowRoutes } from './modules/plans/plan-workflow.routes.ts';
import { createPlanWorkflowService } from './modules/plans/plan-workflow.service.ts';
import { createPlansService } from './modules/plans/plans.service.ts';
import { createMakingPool, makingInThread } from './modules/plans/plan-making-pool.ts';
import { registerQrCodesRoutes } from './modules/qrcodes/qrcodes.routes.ts';
import { createQrCodesService } from './modules/qrcodes/qrcodes.service.ts';
import { registerBaseDataRoutes } from './modules/report-data/base-data.routes.ts';
import { createReportDataService } from './modules/report-data/report-data.service.ts';
import { registerStudentAccountsRoutes } from './modules/students/student-accounts.routes.ts';
import { createStudentAccountsService } from './modules/students/student-accounts.service.ts';
import { createStudentFilesService } from './modules/students/student-files.service.ts';
import { registerStudentsRoutes } from './modules/students/students.routes.ts';
import { createStudentsService } from './modules/students/students.service.ts';
import { registerAreasRoutes } from './modules/system/areas.routes.ts';
import { createAreasService } from './modules/system/areas.service.ts';
import { registerConfigRoutes } from './modules/system/config.routes.ts';
import { createConfigService } from './modules/system/config.service.ts';
import { registerDictionariesRoutes } from './modules/system/dictionaries.routes.ts';
import { createDictionariesService } from './modules/system/dictionaries.service.ts';
import { registerMenusRoutes } from './modules/system/menus.routes.ts';
import { createMenusService } from './modules/system/menus.service.ts';
import { registerUniversitiesRoutes } from './modules/universities/universities.routes.ts';
import { createUniversitiesService } from './modules/universities/universities.service.ts';
import { registerOperations } from './operations.ts';
import { registerUniversityListBaselineRoute } from './modules/universities/university-list-baseline.route.ts';

z.config(z.locales.zhCN());

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Clock for tests; defaults to Date.now. */
  now?: () => number;
  /** Pause of a slowed login; tests pass one that only records. Defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** JSON logs go to stdout; tests pass false. */
  logger?: boolean;
  /** Fit the admission engine's calibrations in the background (main.ts; tests fit on demand). */
  warmEngine?: boolean;
  /** Compute the class boards' figures in the background once listening (main.ts; tests when asked). */
  warmBoard?: boolean;
  /** Another destination for the log lines (tests read them). */
  logStream?: LogStream;
  /** Tick the scheduled jobs (main.ts; tests run them by hand). */
  runJobs?: boolean;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the whole API and web server without listening; main.ts listens. */
export async function buildApp({
  config,
  database,
  now = Date.now,
  sleep,
  logger = true,
  logStream,
  warmEngine = false,
  warmBoard = false,
  runJobs = false,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // No requestIdHeader: Fastify would trust the header verbatim; genReqId checks it first.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    // Requests that arrive while closing get our envelope (hook below) instead of Fastify's body.
    return503OnClosing: false,
    ...serverTimeoutOptions(config.timeouts),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Responses finished while the server closes end their connection: a keep-alive client
  // would otherwise hold the process open until its idle socket times out.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError(ERROR.serviceUnavailable, 503);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // Everything outside the API (the web app) and the API documentation is public.
  const docsPrefix = `${config.apiBase}/docs`;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${config.apiBase}/`) || route.url.startsWith(docsPrefix)) {
      route.config = { ...route.config, public: true };
    }
  });

  registerErrorHandling(app);
  registerControlCharacterGuard(app);
  await registerSecurityHeaders(app);
  // Plain-text bodies are not part of the API: refuse them as an unsupported media type.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '志航 API',
        description:
          '所有接口返回 HTTP 200 与 { code, msg, data }，code 为 0 表示成功。除公开接口外，请在请求头 token 中携带登录令牌。',
        version: config.version,
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: docsPrefix });

  const { db } = database;
  const orgs = createOrgsService({ db });
  const auth = createAuthService({ db, config, orgs, now, sleep });
  const configService = createConfigService({ db, appVersion: config.version });
  const dictionaries = createDictionariesService({ db });
  const areas = createAreasService({ db });
  const students = createStudentsService({ db, auth, dictionaries, areas, now });
  const qrcodes = createQrCodesService({ db, auth, orgs, apiBase: config.apiBase, now });
  // One in-memory cache of the base lists (areas, major and job trees, universities …).
  const knowledgeCache = createKnowledgeCache({ db, now });
  const majors = createMajorsService({ db, cache: knowledgeCache });
  const admissions = createAdmissionsService({ db });
  const universities = createUniversitiesService({ db, admissions });
  const guidance = createGuidanceService({
    db,
    students,
    areas,
    admissions,
    now,
    filingYear: (orgId) => configService.findValue(orgId, CONFIG_KEYS.currentYear),
  });
  // 智能填报's choosing and the whole-list simulation run in worker threads, one per core.
  const making = config.makingThreads > 0 ? createMakingPool(config.makingThreads) : makingInThread;
  app.addHook('onClose', () => making.close());
  // The engine answers the plans' intelligent making; it is created with its routes below.
  let predictions: AdmissionPredictService | undefined;
  const plans = createPlansService({
    db,
    students,
    guidance,
    admissions,
    fillingRules: createFillingRulesService(db),
    now,
    engine: () => predictions,
    interests: createStudentInterests(db),
    making,
  });
  const planSharing = createPlanSharingService({ db, plans, orgs, now });
  // Reports name their majors and occupations from the knowledge base's cached lists.
  const evaluations = createEvaluationsService({
    db,
    knowledge: evaluationKnowledgeLinks({
      majorRows: majors.catalogueRows,
      jobMap: createJobsService({ db, cache: knowledgeCache }).jobMap,
    }),
    now,
  });
  registerAuthentication(app, (token) => auth.authenticate(token));

  await app.register(
    async (api) => {
      // First, so its write-log hook covers every API route.
      await registerOperations(api, { database, config, auth, now, runJobs });
      await registerCompression(api);
      registerEmptyNotModified(api);
      defineRoute(api, {
        path: '/health',
        // Load balancers and probes ask with GET.
        methods: ['GET', 'POST'],
        summary: '健康检查（含数据库连通性）',
        tag: 'system',
        public: true,
        data: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }),
        handler: async () => {
          await db.selectFrom('organizations').select('id').limit(1).execute();
          return { status: 'ok' as const, version: config.version, database: database.dialect };
        },
      });
      registerOrgsRoutes(api, orgs);
      registerAuthRoutes(api, auth);
      registerMenusRoutes(api, createMenusService({ db }));
      registerConfigRoutes(api, configService);
      registerDictionariesRoutes(api, dictionaries);
      registerAreasRoutes(api, areas, knowledgeCache);
      registerDashboardRoutes(api, createDashboardService({ config: configService, students, plans, now }));
      registerStudentsRoutes(api, students, createStudentFilesService({ db, auth, students, now }));
      registerStudentAccountsRoutes(api, createStudentAccountsService({ db, auth, qrcodes, orgs, now }));
      registerAccessRoutes(api, { db, auth, orgs, students, now });
      registerQrCodesRoutes(api, qrcodes);
      registerGuidanceRoutes(api, guidance);
      registerPlansRoutes(api, plans, planSharing);
      registerPlanReportRoutes(api, planSharing);
      registerPlanWorkflowRoutes(api, createPlanWorkflowService({ db, plans, sharing: planSharing, now }));
      registerEvaluationsRoutes(api, evaluations, now);
      // With the warm-up, calibrations are fitted in a worker thread: the event loop keeps serving.
      const fitter = warmEngine ? createWorkerFitter(database.options) : undefined;
      predictions = createAdmissionPredictService({
        db,
        admissions,
        loadPlan: plans.info,
        now,
        ...(fitter ? { fitCalibration: fitter.fit } : {}),
        simulate: making.simulate,
      });
      registerAdmissionPredictRoutes(api, predictions);
      const classBoard = createClassBoardService({
        db,
        plans,
        sharing: planSharing,
        guidance,
        admissions,
        engine: () => predictions,
        now,
      });
      registerClassBoardRoutes(api, classBoard);
      // A closing server stops the bulk making between students: no plan is left half-written.
      api.addHook('onClose', async () => {
        classBoard.jobs.stopAll();
        await classBoard.jobs.idle();
      });
      if (warmBoard) {
        // Once listening, never before: start-up and requests are not held up by the warm-up.
        let boardWarmUp: { stop: () => Promise<void> } | undefined;
        api.addHook('onListen', async () => {
          boardWarmUp = startBoardWarmUp({ board: classBoard, log: app.log });
        });
        api.addHook('onClose', async () => {
          await boardWarmUp?.stop();
        });
      }
      registerDataHealthRoutes(api, createDataHealthService({ db, admissions }));
      if (warmEngine) {
        const versions = createKnowledgeVersionRepository(db);
        const warmUp = startPredictWarmUp({ db, predictions, dataVersion: () => versions.fingerprint(), log: app.log });
        api.addHook('onClose', async () => {
          const stopping = warmUp.stop();
          await fitter?.close();
          await stopping;
        });
      }
      registerUniversitiesRoutes(api, universities, knowledgeCache);
      if (config.benchRoutes) registerUniversityListBaselineRoute(api, universities);
      registerMajorsRoutes(api, majors, universities, knowledgeCache);
      registerEnrollmentRoutes(api, createEnrollmentService({ db }), majors);
      registerEnrollmentDetailsRoutes(api, createEnrollmentDetailsService({ db }));
      registerJobsRoutes(api, createJobsService({ db, cache: knowledgeCache }), knowledgeCache);
      registerBaseDataRoutes(api, {
        middleSchools: createMiddleSchoolsService({ db }),
        reportData: createReportDataService({ db }),
        cache: knowledgeCache,
      });
      const importJobs = createImportJobsService({
        database,
        uploadDir: path.join(config.dataDir, 'uploads'),
        maxUploadBytes: config.importUploadMaxBytes,
        maxMemoryBytes: config.importMaxMemoryBytes,
        now,
      });
      // A server that stops takes its running import with it rather than leaving it orphaned.
      api.addHook('onClose', () => importJobs.stop());
      registerImportJobsRoutes(api, importJobs);
    },
    { prefix: config.apiBase },
  );

  await registerWebApp(app, { webDist: config.webDist, apiBase: config.apiBase });
  return app;
}
