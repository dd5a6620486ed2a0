import {
  JOB_STATUS,
  type JobRun,
  type JobRunListBody,
  type ScheduledJob,
} from '@zhihang/contract/operations/schedule.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import { cronProblem, nextRunAfter, parseCron } from './cron.ts';
import { createScheduleRepository } from './schedule.repository.ts';
import { JobBusyError, type Scheduler } from './scheduler.ts';

const JOB_BUSY = { code: 500, msg: '任务正在执行，请稍后再试' };

/** The console's view of the scheduled jobs: list, cron, pause / resume, run now, run log. */
export function createScheduleService({
  db,
  scheduler,
  now = Date.now,
}: {
  db: Kysely<Database>;
  scheduler: Scheduler;
  now?: () => number;
}) {
  const schedule = createScheduleRepository(db);
  const definitionOf = (jobName: string) => {
    const definition = scheduler.definitions.find((job) => job.name === jobName);
    if (!definition) throw new AppError(ERROR.recordNotFound);
    return definition;
  };
  const existing = async (jobName: string) => {
    definitionOf(jobName);
    // A job this version defines is registered on first use when this instance does not tick.
    let row = await schedule.findJob(jobName);
    if (!row) {
      await scheduler.register();
      row = await schedule.findJob(jobName);
    }
    if (!row) throw new AppError(ERROR.recordNotFound);
    return row;
  };

  return {
    async list(): Promise<ScheduledJob[]> {
      await scheduler.register();
      const [rows, runs] = await Promise.all([
        schedule.listJobs(),
        schedule.listRuns(undefined, { offset: 0, limit: 200 }),
      ]);
      const at = now();
      return scheduler.definitions.flatMap((definition) => {
        const row = rows.find((candidate) => candidate.jobName === definition.name);
        if (!row) return [];
        const last = runs.rows.find((run) => run.jobName === definition.name);
        return [
          {
            jobName: definition.name,
            title: definition.title,
            description: definition.description,
            cron: row.cron,
            defaultCron: definition.defaultCron,
            status: row.status,
            nextRunAt: row.nextRunAt,
            runningOn: row.leaseUntil > at ? row.leaseOwner : '',
            lastRun: last ? { startedAt: last.startedAt, finishedAt: last.finishedAt, result: last.result } : null,
          },
        ];
      });
    },

    /** A new cron takes effect from now: the next slot is computed from it. */
    async updateCron(jobName: string, cron: string): Promise<void> {
      await existing(jobName);
      const problem = cronProblem(cron);
      if (problem) throw new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${problem}` });
      const at = now();
      await schedule.updateJob(jobName, { cron, nextRunAt: nextRunAfter(parseCron(cron), at), now: at });
    },

    async pause(jobName: string): Promise<void> {
      await existing(jobName);
      await schedule.updateJob(jobName, { status: JOB_STATUS.paused, now: now() });
    },

    /** Resumes from the next slot after now; slots missed while paused are not run. */
    async resume(jobName: string): Promise<void> {
      const row = await existing(jobName);
      const at = now();
      await schedule.updateJob(jobName, {
        status: JOB_STATUS.normal,
        nextRunAt: nextRunAfter(parseCron(row.cron), at),
        now: at,
      });
    },

    async runNow(jobName: string): Promise<{ runId: number }> {
      await existing(jobName);
      try {
        return { runId: await scheduler.runNow(jobName) };
      } catch (error) {
        if (error instanceof JobBusyError) throw new AppError(JOB_BUSY);
        throw error;
      }
    },

    runs(body: JobRunListBody): Promise<Page<JobRun>> {
      return paginate(body, (window) => schedule.listRuns(body.jobName, window));
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
