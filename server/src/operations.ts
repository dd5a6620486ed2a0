import type { FastifyInstance } from 'fastify';
import type { Services } from './composition.ts';
import { registerDisabledOrgGuard } from './modules/orgs/disabled-org.guard.ts';
import { registerOrgsAdminRoutes } from './modules/orgs/orgs-admin.routes.ts';
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { registerGeneratorRoutes } from './modules/generator/generator.routes.ts';
import { registerMenusAdminRoutes } from './modules/system/menus-admin.routes.ts';
import { registerSqlMonitorRoutes } from './modules/sql-monitor/sql-monitor.routes.ts';
import { registerSysLogHook } from './modules/sys-log/sys-log.hook.ts';
import { registerSysLogRoutes } from './modules/sys-log/sys-log.routes.ts';

/**
 * The administration side of the API (organisations, system log, scheduled jobs): registered under the API
 * prefix, with the write-log hook on every route of it. The services come from composition.ts.
 */
export function registerOperations(
  api: FastifyInstance,
  services: Services,
  {
    runJobs,
    now,
  }: {
    /** Tick the scheduled jobs (main.ts); tests tick by hand. */
    runJobs: boolean;
    now: () => number;
  },
): void {
  // Before the log hook: a login it turns down is logged as refused.
  registerDisabledOrgGuard(api, services.orgsAdmin);
  registerOrgsAdminRoutes(api, services.orgsAdmin, services.logos);
  registerMenusAdminRoutes(api, services.menusAdmin);
  registerGeneratorRoutes(api, services.generator);
  registerSysLogHook(api, services.sysLogWriter, { now });
  registerSysLogRoutes(api, services.sysLog);
  registerScheduleRoutes(api, services.schedule);
  registerSqlMonitorRoutes(api, services.sqlMonitor);
  if (runJobs) {
    api.addHook('onReady', async () => {
      await services.scheduler.register();
      services.scheduler.start();
    });
  }
}
