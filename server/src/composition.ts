import { CONFIG_KEYS } from '@zhihang/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { onStatement } from './db/statement-monitor.ts';
import { createAdmissionPredictService } from './modules/admission-engine/admission-predict.service.ts';
import { createWorkerFitter } from './modules/admission-engine/admission-predict-fitter.ts';
import { createAdmissionsService } from './modules/admissions/admissions.service.ts';
import { createRolesService, menuGrantSteps } from './modules/access/roles.service.ts';
import { createStaffAccountsService } from './modules/access/staff-accounts.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createClassBoardService } from './modules/class-board/class-board.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createDataHealthService } from './modules/data-health/data-health.service.ts';
import { createEnrollmentDetailsService } from './modules/enrollment/enrollment-details.service.ts';
import { createEnrollmentService } from './modules/enrollment/enrollment.service.ts';
import { evaluationKnowledgeLinks } from './modules/evaluations/evaluation-knowledge.ts';
import { createEvaluationsService } from './modules/evaluations/evaluations.service.ts';
import { createStudentInterests } from './modules/evaluations/student-interests.ts';
import { createGeneratorService } from './modules/generator/generator.service.ts';
import { createGuidanceService } from './modules/guidance/guidance.service.ts';
import { createImportJobsService } from './modules/imports/import-jobs.service.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createKnowledgeCache } from './modules/knowledge-cache/knowledge-cache.ts';
import { createKnowledgeVersionRepository } from './modules/knowledge-cache/knowledge-version.repository.ts';
import { createMajorsService } from './modules/majors/majors.service.ts';
import { createMiddleSchoolsService } from './modules/middle-schools/middle-schools.service.ts';
import { createLogoStore } from './modules/orgs/org-logos.ts';
import { createOrgsAdminService } from './modules/orgs/orgs-admin.service.ts';
import { createOrgsService } from './modules/orgs/orgs.service.ts';
import { createFillingRulesService } from './modules/admissions/filling-rules/filling-rules.service.ts';
import { createMakingPool, makingInThread } from './modules/plans/plan-making-pool.ts';
import { createPlanSharingService } from './modules/plans/plan-sharing.service.ts';
import { createPlanWorkflowService } from './modules/plans/plan-workflow.service.ts';
import { createPlansService, planStepsWithin } from './modules/plans/plans.service.ts';
import { createQrCodesService } from './modules/qrcodes/qrcodes.service.ts';
import { createReportDataService } from './modules/report-data/report-data.service.ts';
import { createScheduleService } from './modules/schedule/schedule.service.ts';
import { createScheduler } from './modules/schedule/scheduler.ts';
import { createSqlMonitorService } from './modules/sql-monitor/sql-monitor.service.ts';
import { createStatementStats } from './modules/sql-monitor/statement-stats.ts';
import { createStudentAccountsService } from './modules/students/student-accounts.service.ts';
import { createStudentFilesService } from './modules/students/student-files.service.ts';
import { createStudentsService } from './modules/students/students.service.ts';
import { createUniversitiesService } from './modules/universities/universities.service.ts';
import { createSysLogService } from './modules/sys-log/sys-log.service.ts';
import { createSysLogWriter } from './modules/sys-log/sys-log-writer.ts';
import { createAreasService } from './modules/system/areas.service.ts';
import { createConfigService } from './modules/system/config.service.ts';
import { createDictionariesService } from './modules/system/dictionaries.service.ts';
import { createMenusAdminService } from './modules/system/menus-admin.service.ts';
import { createMenusService } from './modules/system/menus.service.ts';
import { importProcessCommand } from './setup/cli/import-process.ts';
import { scheduledJobs } from './setup/scheduled-jobs.ts';

/**
 * The server's one composition root: every service is created here, once, and handed to the
 * routes (app.ts, operations.ts). A module never creates another module's service.
 */
export type CompositionOptions = {
  database: DatabaseHandle;
  config: AppConfig;
  now: () => number;
  /** Pause of a slowed login; tests pass one that only records. */
  sleep?: (ms: number) => Promise<void>;
  /** Where background failures (system log writes, scheduled jobs) are logged. */
  log: FastifyBaseLogger;
  /** Fit the engine's calibrations in a worker thread (with the warm-up); else on demand, here. */
  fitInWorker: boolean;
};

/** Accounts, organisations, students and the small system lists. */
function accountServices({ database, config, now, sleep }: CompositionOptions) {
  const { db } = database;
  const orgs = createOrgsService({ db });
  const auth = createAuthService({ db, config, orgs, now, sleep });
  const dictionaries = createDictionariesService({ db });
  const areas = createAreasService({ db });
  const students = createStudentsService({ db, auth, dictionaries, areas, now });
  const qrcodes = createQrCodesService({ db, auth, orgs, apiBase: config.apiBase, now });
  const menus = createMenusService({ db, grants: menuGrantSteps(db) });
  const roles = createRolesService({ db, orgs, menus, now });
  return {
    orgs,
    auth,
    configService: createConfigService({ db, appVersion: config.version }),
    dictionaries,
    areas,
    students,
    qrcodes,
    roles,
    staffAccounts: createStaffAccountsService({ db, auth, orgs, roles, students, now }),
    studentAccounts: createStudentAccountsService({ db, auth, qrcodes, orgs, now }),
    studentFiles: createStudentFilesService({ db, auth, students, now }),
    menus,
  };
}

/** The knowledge base: admissions data, universities, majors, occupations and their cached lists. */
function knowledgeServices({ database, now }: CompositionOptions) {
  const { db } = database;
  // One in-memory cache of the base lists (areas, major and job trees, universities …).
  const knowledgeCache = createKnowledgeCache({ db, now });
  const admissions = createAdmissionsService({ db });
  // Majors and universities name each other's rows (rankings, 开设专业): the ports are read at call time.
  const majors = createMajorsService({
    db,
    cache: knowledgeCache,
    admissions,
    colleges: { collegesOf: (ids) => universities.collegesOf(ids) },
  });
  const universities = createUniversitiesService({ db, admissions, majors });
  const fillingRules = createFillingRulesService(db);
  return {
    knowledgeCache,
    knowledgeVersions: createKnowledgeVersionRepository(db),
    admissions,
    fillingRules,
    majors,
    jobs: createJobsService({ db, cache: knowledgeCache, majors }),
    universities,
    enrollment: createEnrollmentService({ admissions }),
    enrollmentDetails: createEnrollmentDetailsService({ admissions, universities }),
    middleSchools: createMiddleSchoolsService({ db }),
    reportData: createReportDataService({ fillingRules }),
    dataHealth: createDataHealthService({ db, admissions }),
  };
}

type Accounts = ReturnType<typeof accountServices>;
type Knowledge = ReturnType<typeof knowledgeServices>;

/** Guidance, the admission engine, plans and what is built on them (class board, dashboard). */
function planningServices(options: CompositionOptions, accounts: Accounts, knowledge: Knowledge) {
  const { database, config, now } = options;
  const { db } = database;
  const { students, orgs, configService } = accounts;
  const { admissions } = knowledge;
  const guidance = createGuidanceService({
    db,
    students,
    areas: accounts.areas,
    admissions,
    now,
    filingYear: (orgId) => configService.findValue(orgId, CONFIG_KEYS.currentYear),
    isStudentPlan: planStepsWithin(db).isStudentPlan,
  });
  // 智能填报 and the whole-list simulation run in worker threads, one per core; on SQLite a
  // making reads in its thread, over a read-only connection of the thread's own.
  const making = config.makingThreads > 0 ? createMakingPool(config.makingThreads, database.options) : makingInThread;
  // With the warm-up, calibrations are fitted in a worker thread: the event loop keeps serving.
  const fitter = options.fitInWorker ? createWorkerFitter(database.options) : undefined;
  const predictions = createAdmissionPredictService({
    db,
    admissions,
    now,
    ...(fitter ? { fitCalibration: fitter.fit } : {}),
    simulate: making.simulate,
  });
  const plans = createPlansService({
    db,
    students,
    guidance,
    admissions,
    fillingRules: knowledge.fillingRules,
    now,
    engine: predictions,
    interests: createStudentInterests(db),
    making,
    people: accounts.auth,
  });
  const planSharing = createPlanSharingService({ db, plans, orgs, people: accounts.auth, students, now });
  const classBoard = createClassBoardService({
    db,
    plans,
    sharing: planSharing,
    guidance,
    admissions,
    engine: predictions,
    people: accounts.auth,
    students,
    now,
  });
  // Reports name their majors and occupations from the knowledge base's cached lists.
  const knowledgeLinks = evaluationKnowledgeLinks({
    majorRows: knowledge.majors.catalogueRows,
    jobMap: knowledge.jobs.jobMap,
  });
  return {
    guidance,
    making,
    fitter,
    predictions,
    plans,
    planSharing,
    planWorkflow: createPlanWorkflowService({
      db,
      plans,
      sharing: planSharing,
      staff: accounts.auth,
      people: accounts.auth,
      students,
      now,
    }),
    classBoard,
    dashboard: createDashboardService({ config: configService, students, plans, now }),
    evaluations: createEvaluationsService({ db, knowledge: knowledgeLinks, records: guidance, now }),
  };
}

/** Administration: organisations, menus, system log, scheduled jobs, SQL monitor, data imports. */
function operationServices({ database, config, now, log }: CompositionOptions, accounts: Accounts) {
  const { db } = database;
  const logos = createLogoStore(path.join(config.dataDir, 'logos'));
  const sysLogWriter = createSysLogWriter({
    db,
    people: accounts.auth,
    onError: (error) => log.warn({ err: error }, 'system log write failed'),
  });
  const sysLog = createSysLogService({ db, writer: sysLogWriter, now });
  const scheduler = createScheduler({
    db,
    jobs: scheduledJobs({ database, config, logs: sysLog, now }),
    now,
    onError: (error, jobName) => log.warn({ err: error, jobName }, 'scheduled job failed'),
  });
  // Every statement this process runs: one server process is one instance.
  const statementStats = createStatementStats(now);
  return {
    logos,
    orgsAdmin: createOrgsAdminService({ db, auth: accounts.auth, logos, apiBase: config.apiBase, now }),
    menusAdmin: createMenusAdminService({ db, grants: menuGrantSteps }),
    generator: createGeneratorService({ db, dialect: database.dialect }),
    sysLogWriter,
    sysLog,
    scheduler,
    schedule: createScheduleService({ db, scheduler, now }),
    statementStats,
    sqlMonitor: createSqlMonitorService({
      db,
      dialect: database.dialect,
      stats: statementStats,
      instance: scheduler.instance,
    }),
    importJobs: createImportJobsService({
      database,
      uploadDir: path.join(config.dataDir, 'uploads'),
      maxUploadBytes: config.importUploadMaxBytes,
      maxMemoryBytes: config.importMaxMemoryBytes,
      importCommand: importProcessCommand(),
      now,
    }),
  };
}

/** Every service of the server, and how to stop what they run in the background. */
export function composeServices(options: CompositionOptions) {
  const accounts = accountServices(options);
  const knowledge = knowledgeServices(options);
  const planning = planningServices(options, accounts, knowledge);
  const operations = operationServices(options, accounts);
  const stopStatementStats = onStatement((timing) => operations.statementStats.record(timing));
  return {
    ...accounts,
    ...knowledge,
    ...planning,
    ...operations,
    /** Ends background work: no plan half-written, no import orphaned, no log line lost. */
    async close(): Promise<void> {
      // A closing server stops the bulk making between students.
      planning.classBoard.jobs.stopAll();
      await planning.classBoard.jobs.idle();
      await planning.fitter?.close();
      await planning.making.close();
      await operations.importJobs.stop();
      stopStatementStats();
      await operations.scheduler.stop();
      await operations.sysLogWriter.flush();
    },
  };
}

export type Services = ReturnType<typeof composeServices>;
