import { randomUUID } from 'node:crypto';
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
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerDataHealthRoutes } from './modules/data-health/data-health.routes.ts';
import { registerAdmissionPredictRoutes } from './modules/admission-engine/admission-predict.routes.ts';
import { startPredictWarmUp } from './modules/admission-engine/admission-predict-warmup.ts';
import { registerEnrollmentDetailsRoutes } from './modules/enrollment/enrollment-details.routes.ts';
import { registerEnrollmentRoutes } from './modules/enrollment/enrollment.routes.ts';
import { registerEvaluationsRoutes } from './modules/evaluations/evaluations.routes.ts';
import { registerGuidanceRoutes } from './modules/guidance/guidance.routes.ts';
import { registerImportJobsRoutes } from './modules/imports/import-jobs.routes.ts';
import { registerJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { registerMajorsRoutes } from './modules/majors/majors.routes.ts';
import { registerOrgsRoutes } from './modules/orgs/orgs.routes.ts';
import { startBoardWarmUp } from './modules/class-board/board-warmup.ts';
import { registerClassBoardRoutes } from './modules/class-board/class-board.routes.ts';
import { registerPlanReportRoutes } from './modules/plans/plan-report.routes.ts';
import { registerPlansRoutes } from './modules/plans/plans.routes.ts';
import { registerPlanWorkflowRoutes } from './modules/plans/plan-workflow.routes.ts';
import { registerQrCodesRoutes } from './modules/qrcodes/qrcodes.routes.ts';
import { registerBaseDataRoutes } from './modules/report-data/base-data.routes.ts';
import { registerStudentAccountsRoutes } from './modules/students/student-accounts.routes.ts';
import { registerStudentsRoutes } from './modules/students/students.routes.ts';
import { registerAreasRoutes } from './modules/system/areas.routes.ts';
import { registerConfigRoutes } from './modules/system/config.routes.ts';
import { registerDictionariesRoutes } from './modules/system/dictionaries.routes.ts';
import { registerMenusRoutes } from './modules/system/menus.routes.ts';
import { registerUniversitiesRoutes } from './modules/universities/universities.routes.ts';
import { registerOperations } from './operations.ts';
import { composeServices, type Services } from './composition.ts';
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

  const services = composeServices({ database, config, now, sleep, log: app.log, fitInWorker: warmEngine });
  const { db } = database;
  registerAuthentication(app, (token) => services.auth.authenticate(token));

  await app.register(
    async (api) => {
      // First, so its write-log hook covers every API route.
      registerOperations(api, services, { runJobs, now });
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
      registerAccountRoutes(api, services);
      registerPlanningRoutes(api, services, now);
      registerKnowledgeRoutes(api, services, config);
      registerImportJobsRoutes(api, services.importJobs);
      const stopWarmUps = startWarmUps(api, services, { db, warmEngine, warmBoard });
      // One hook, in this order: warm-ups first, then the services they use.
      api.addHook('onClose', async () => {
        await stopWarmUps();
        await services.close();
      });
    },
    { prefix: config.apiBase },
  );

  await registerWebApp(app, { webDist: config.webDist, apiBase: config.apiBase });
  return app;
}

/** Accounts, organisations, students and the system lists. */
function registerAccountRoutes(api: FastifyInstance, services: Services): void {
  registerOrgsRoutes(api, services.orgs);
  registerAuthRoutes(api, services.auth);
  registerMenusRoutes(api, services.menus);
  registerConfigRoutes(api, services.configService);
  registerDictionariesRoutes(api, services.dictionaries);
  registerAreasRoutes(api, services.areas, services.knowledgeCache);
  registerStudentsRoutes(api, services.students, services.studentFiles);
  registerStudentAccountsRoutes(api, services.studentAccounts);
  registerAccessRoutes(api, services);
  registerQrCodesRoutes(api, services.qrcodes);
}

/** Guidance, plans, evaluations, the engine and the class board. */
function registerPlanningRoutes(api: FastifyInstance, services: Services, now: () => number): void {
  registerDashboardRoutes(api, services.dashboard);
  registerGuidanceRoutes(api, services.guidance);
  registerPlansRoutes(api, services.plans, services.planSharing);
  registerPlanReportRoutes(api, services.planSharing);
  registerPlanWorkflowRoutes(api, services.planWorkflow);
  registerEvaluationsRoutes(api, services.evaluations, now);
  registerAdmissionPredictRoutes(api, services.predictions, services.plans.info);
  registerClassBoardRoutes(api, services.classBoard);
  registerDataHealthRoutes(api, services.dataHealth);
}

/** The knowledge base: universities, majors, enrolment plans, occupations, base data. */
function registerKnowledgeRoutes(api: FastifyInstance, services: Services, config: AppConfig): void {
  registerUniversitiesRoutes(api, services.universities, services.knowledgeCache);
  if (config.benchRoutes) registerUniversityListBaselineRoute(api, services.universities);
  registerMajorsRoutes(api, services.majors, services.universities, services.knowledgeCache);
  registerEnrollmentRoutes(api, services.enrollment, services.majors);
  registerEnrollmentDetailsRoutes(api, services.enrollmentDetails);
  registerJobsRoutes(api, services.jobs, services.knowledgeCache);
  registerBaseDataRoutes(api, {
    middleSchools: services.middleSchools,
    reportData: services.reportData,
    cache: services.knowledgeCache,
  });
}

/**
 * The background warm-ups of the engine's calibrations and the class boards' figures, once
 * listening, never before: start-up and requests are not held up. Returns how to stop them.
 */
function startWarmUps(
  api: FastifyInstance,
  services: Services,
  { db, warmEngine, warmBoard }: { db: DatabaseHandle['db']; warmEngine: boolean; warmBoard: boolean },
): () => Promise<void> {
  const running: Array<{ stop: () => Promise<void> }> = [];
  if (warmBoard) {
    api.addHook('onListen', async () => {
      running.push(startBoardWarmUp({ board: services.classBoard, log: api.log }));
    });
  }
  if (warmEngine) {
    running.push(
      startPredictWarmUp({
        db,
        predictions: services.predictions,
        dataVersion: () => services.knowledgeVersions.fingerprint(),
        log: api.log,
      }),
    );
  }
  return async () => {
    await Promise.all(running.map((warmUp) => warmUp.stop()));
  };
}
