import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { registerDisabledOrgGuard } from './modules/orgs/disabled-org.guard.ts';
import { createLogoStore } from './modules/orgs/org-logos.ts';
import { registerOrgsAdminRoutes } from './modules/orgs/orgs-admin.routes.ts';
import { createOrgsAdminService } from './modules/orgs/orgs-admin.service.ts';
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { createScheduleService } from './modules/schedule/schedule.service.ts';
import { createScheduler, type Scheduler } from './modules/schedule/scheduler.ts';
import { registerGeneratorRoutes } from './modules/generator/generator.routes.ts';
import { createGeneratorService } from './modules/generator/generator.service.ts';
import { registerMenusAdminRoutes } from './modules/system/menus-admin.routes.ts';
import { createMenusAdminService } from './modules/system/menus-admin.service.ts';
import { registerSqlMonitorRoutes } from './modules/sql-monitor/sql-monitor.routes.ts';
import { createSqlMonitorService } from './modules/sql-monitor/sql-monitor.service.ts';
import { createStatementStats } from './modules/sql-monitor/statement-stats.ts';
import { onStatement } from './db/statement-monitor.ts';
import { registerSysLogHook } from './modules/sys-log/sys-log.hook.ts';
import { registerSysLogRoutes } from './modules/sys-log/sys-log.routes.ts';
import { createSysLogService } from './modules/sys-log/sys-log.service.ts';
import { createSysLogWriter } from './modules/sys-log/sys-log-writer.ts';
import { scheduledJobs } from './setup/scheduled-jobs.ts';

type Dependencies = {
  database: DatabaseHandle;
  config: AppConfig;
  auth: AuthService;
  now: () => number;
  /** Tick the scheduled jobs (main.ts); tests tick by hand. */
  runJobs: boolean;
};

/**
 * The administration side of the API (organisations, system log, scheduled jobs): registered under the API
 * prefix, with the write-log hook on every route of it.
 */
export async function registerOperations(
  api: FastifyInstance,
  { database, config, auth, now, runJobs }: Dependencies,
): Promise<{ scheduler: Scheduler }> {
  const { db } = database;
  const logos = createLogoStore(path.join(config.dataDir, 'logos'));
  const orgs = createOrgsAdminService({ db, auth, logos, apiBase: config.apiBase, now });
  // Before the log hook: a login it turns down is logged as refused.
  registerDisabledOrgGuard(api, orgs);
  registerOrgsAdminRoutes(api, orgs, logos);
  registerMenusAdminRoutes(api, createMenusAdminService({ db }));
  registerGeneratorRoutes(api, createGeneratorService({ db, dialect: database.dialect }));
  const writer = createSysLogWriter({
    db,
    onError: (error) => api.log.warn({ err: error }, 'system log write failed'),
  });
  registerSysLogHook(api, writer, { now });
  const logs = createSysLogService({ db, writer, now });
  registerSysLogRoutes(api, logs);

  const scheduler = createScheduler({
    db,
    jobs: scheduledJobs({ database, config, logs, now }),
    now,
    onError: (error, jobName) => api.log.warn({ err: error, jobName }, 'scheduled job failed'),
  });
  registerScheduleRoutes(api, createScheduleService({ db, scheduler, now }));

  // Every statement this process runs: one server process is one instance.
  const stats = createStatementStats(now);
  const stopListening = onStatement((timing) => stats.record(timing));
  registerSqlMonitorRoutes(
    api,
    createSqlMonitorService({ db, dialect: database.dialect, stats, instance: scheduler.instance }),
  );
  if (runJobs) {
    api.addHook('onReady', async () => {
      await scheduler.register();
      scheduler.start();
    });
  }
  api.addHook('onClose', async () => {
    stopListening();
    await scheduler.stop();
    await writer.flush();
  });
  return { scheduler };
}
