import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nextRunAfter, parseCron } from './cron.ts';
import { createScheduleRepository, RUN_RESULT, type JobRow } from './schedule.repository.ts';

/** A job defined in code; its cron starts as `defaultCron` and is then edited in the console. */
export type JobDefinition = {
  name: string;
  title: string;
  description: string;
  defaultCron: string;
  /** Does the work; the text it answers goes to the run log. */
  run: () => Promise<string>;
};

type Dependencies = {
  db: Kysely<Database>;
  jobs: readonly JobDefinition[];
  now?: () => number;
  /** This instance's name in leases and the run log. */
  instance?: string;
  /** How long a run holds its lease; a crashed instance's lease runs out after it. */
  leaseMs?: number;
  onError?: (error: unknown, jobName: string) => void;
};

export class JobBusyError extends Error {}

/** Host and process plus a random part: two processes on one host never share a name. */
export function instanceName(): string {
  return `${os.hostname().slice(0, 40)}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Runs the jobs on their cron. Every instance ticks; a due slot is taken by one conditional
 * update (the lease row in schedule_jobs), so with several instances on one database each slot
 * runs exactly once.
 */
export function createScheduler({
  db,
  jobs,
  now = Date.now,
  instance = instanceName(),
  leaseMs = 30 * 60_000,
  onError = () => {},
}: Dependencies) {
  const schedule = createScheduleRepository(db);
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  /** Runs the job under the lease this instance holds, logs the outcome, then lets the lease go. */
  const perform = (job: JobDefinition, runId: number): Promise<void> => {
    const work = (async () => {
      let result: number = RUN_RESULT.success;
      let message: string;
      try {
        message = await job.run();
      } catch (error) {
        result = RUN_RESULT.failure;
        message = error instanceof Error ? error.message : String(error);
        onError(error, job.name);
      }
      try {
        await schedule.finishRun(runId, { finishedAt: now(), result, message });
      } finally {
        await schedule.releaseLease(job.name, instance);
      }
    })().catch((error: unknown) => onError(error, job.name));
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  };

  const runDue = async (row: JobRow, at: number): Promise<void> => {
    const job = byName.get(row.jobName);
    if (!job) return;
    const claimed = await schedule.claimSlot({
      id: row.id,
      slot: row.nextRunAt,
      nextRunAt: nextRunAfter(parseCron(row.cron), Math.max(at, row.nextRunAt)),
      owner: instance,
      now: at,
      leaseUntil: at + leaseMs,
    });
    if (!claimed) return;
    const runId = await schedule.startRun({ jobName: job.name, instance, scheduledFor: row.nextRunAt, startedAt: at });
    await perform(job, runId);
  };

  return {
    instance,
    definitions: jobs,

    /** Adds the rows of jobs this version defines that the database does not have yet. */
    async register(): Promise<void> {
      const at = now();
      for (const job of jobs) {
        await schedule.insertMissing({
          jobName: job.name,
          cron: job.defaultCron,
          nextRunAt: nextRunAfter(parseCron(job.defaultCron), at),
          now: at,
        });
      }
    },

    /** One look at the clock: runs every job whose slot has come and that this instance wins. */
    async tick(): Promise<void> {
      const at = now();
      const due = await schedule.listDue(at);
      await Promise.all(due.map((row) => runDue(row, at).catch((error: unknown) => onError(error, row.jobName))));
    },

    /** Runs a job at once, outside its cron, unless a run holds its lease; answers the run's id. */
    async runNow(jobName: string): Promise<number> {
      const job = byName.get(jobName);
      if (!job) throw new JobBusyError('unknown');
      const at = now();
      const claimed = await schedule.claimLease({ jobName, owner: instance, now: at, leaseUntil: at + leaseMs });
      if (!claimed) throw new JobBusyError(jobName);
      let runId: number;
      try {
        runId = await schedule.startRun({ jobName, instance, scheduledFor: 0, startedAt: at });
      } catch (error) {
        await schedule.releaseLease(jobName, instance);
        throw error;
      }
      void perform(job, runId);
      return runId;
    },

    /** Ticks every `intervalMs` until stopped. */
    start(intervalMs = 1000): void {
      if (timer) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = this.tick()
          .catch((error: unknown) => onError(error, '*'))
          .finally(() => {
            ticking = undefined;
          });
      }, intervalMs);
      timer.unref();
    },

    /** Stops ticking and waits for runs in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
      await Promise.all([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
