import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

export type JobRow = {
  id: number;
  jobName: string;
  cron: string;
  status: number;
  nextRunAt: number;
  leaseOwner: string;
  leaseUntil: number;
  updatedAt: number;
};

export type JobRunRow = {
  id: number;
  jobName: string;
  instance: string;
  scheduledFor: number;
  startedAt: number;
  finishedAt: number | null;
  result: number;
  message: string;
};

export const RUN_RESULT = { success: 0, failure: 1, running: 2 } as const;

/** Platform-wide rows (jobs serve every organisation): no org id. */
export function createScheduleRepository(db: Kysely<Database>) {
  const toJob = (row: {
    id: number;
    job_name: string;
    cron: string;
    status: number;
    next_run_at: number;
    lease_owner: string;
    lease_until: number;
    updated_at: number;
  }): JobRow => ({
    id: row.id,
    jobName: row.job_name,
    cron: row.cron,
    status: row.status,
    nextRunAt: Number(row.next_run_at),
    leaseOwner: row.lease_owner,
    leaseUntil: Number(row.lease_until),
    updatedAt: Number(row.updated_at),
  });

  return {
    async listJobs(): Promise<JobRow[]> {
      return (await db.selectFrom('schedule_jobs').selectAll().orderBy('id').execute()).map(toJob);
    },

    async findJob(jobName: string): Promise<JobRow | undefined> {
      const row = await db.selectFrom('schedule_jobs').selectAll().where('job_name', '=', jobName).executeTakeFirst();
      return row ? toJob(row) : undefined;
    },

    /** Adds a job defined in code the first time an instance sees it; another instance may race: nothing happens twice. */
    async insertMissing(job: { jobName: string; cron: string; nextRunAt: number; now: number }): Promise<void> {
      await db
        .insertInto('schedule_jobs')
        .values({
          job_name: job.jobName,
          cron: job.cron,
          status: 0,
          next_run_at: job.nextRunAt,
          lease_owner: '',
          lease_until: 0,
          updated_at: job.now,
        })
        .onConflict((conflict) => conflict.column('job_name').doNothing())
        .execute();
    },

    /** Jobs whose slot has come and that nobody holds. */
    async listDue(now: number): Promise<JobRow[]> {
      const rows = await db
        .selectFrom('schedule_jobs')
        .selectAll()
        .where('status', '=', 0)
        .where('next_run_at', '<=', now)
        .where('lease_until', '<=', now)
        .execute();
      return rows.map(toJob);
    },

    /**
     * Takes the lease for one slot: only the instance whose update still finds the slot it read
     * moves the job to its next slot, so each slot runs once whatever the number of instances.
     */
    async claimSlot(claim: {
      id: number;
      slot: number;
      nextRunAt: number;
      owner: string;
      now: number;
      leaseUntil: number;
    }): Promise<boolean> {
      const result = await db
        .updateTable('schedule_jobs')
        .set({ next_run_at: claim.nextRunAt, lease_owner: claim.owner, lease_until: claim.leaseUntil })
        .where('id', '=', claim.id)
        .where('status', '=', 0)
        .where('next_run_at', '=', claim.slot)
        .where('lease_until', '<=', claim.now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes the lease for a run by hand, when nobody holds it. */
    async claimLease(claim: { jobName: string; owner: string; now: number; leaseUntil: number }): Promise<boolean> {
      const result = await db
        .updateTable('schedule_jobs')
        .set({ lease_owner: claim.owner, lease_until: claim.leaseUntil })
        .where('job_name', '=', claim.jobName)
        .where('lease_until', '<=', claim.now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async releaseLease(jobName: string, owner: string): Promise<void> {
      await db
        .updateTable('schedule_jobs')
        .set({ lease_owner: '', lease_until: 0 })
        .where('job_name', '=', jobName)
        .where('lease_owner', '=', owner)
        .execute();
    },

    async updateJob(
      jobName: string,
      changes: { cron?: string; status?: number; nextRunAt?: number; now: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('schedule_jobs')
        .set({
          ...(changes.cron !== undefined ? { cron: changes.cron } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.nextRunAt !== undefined ? { next_run_at: changes.nextRunAt } : {}),
          updated_at: changes.now,
        })
        .where('job_name', '=', jobName)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async startRun(run: {
      jobName: string;
      instance: string;
      scheduledFor: number;
      startedAt: number;
    }): Promise<number> {
      const row = await db
        .insertInto('schedule_job_runs')
        .values({
          job_name: run.jobName,
          instance: run.instance,
          scheduled_for: run.scheduledFor,
          started_at: run.startedAt,
          finished_at: null,
          result: RUN_RESULT.running,
          message: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async finishRun(id: number, outcome: { finishedAt: number; result: number; message: string }): Promise<void> {
      await db
        .updateTable('schedule_job_runs')
        .set({ finished_at: outcome.finishedAt, result: outcome.result, message: outcome.message.slice(0, 2000) })
        .where('id', '=', id)
        .execute();
    },

    async listRuns(jobName: string | undefined, window: PageWindow): Promise<{ total: number; rows: JobRunRow[] }> {
      let query = db.selectFrom('schedule_job_runs');
      if (jobName) query = query.where('job_name', '=', jobName);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('started_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.total),
        rows: rows.map((row) => ({
          id: row.id,
          jobName: row.job_name,
          instance: row.instance,
          scheduledFor: Number(row.scheduled_for),
          startedAt: Number(row.started_at),
          finishedAt: row.finished_at === null ? null : Number(row.finished_at),
          result: row.result,
          message: row.message,
        })),
      };
    },

    /** Run-log rows before the cut-off go with the old logs. */
    async deleteRunsBefore(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('schedule_job_runs').where('started_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
