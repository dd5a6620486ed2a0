import { randomBytes } from 'node:crypto';
import type { BulkMakeJob, BulkMakeResult } from '@zhihang/contract/class-board/class-board.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { PlanMaking } from '../plans/plans.service.ts';

/** One student's making: a new plan written with its rows in one transaction, or nothing. */
export type MakeOne = (
  auth: AuthContext,
  studentId: number,
  name: string,
  making: PlanMaking,
) => Promise<{ planId: number; admitted: number | null }>;

type Job = BulkMakeJob & { orgId: number; userId: number; stop: boolean; finishedAt: number | null };

/** A finished job's results stay readable this long (the page polls, then shows the outcome). */
const KEEP_MS = 60 * 60 * 1000;

/**
 * 智能填报 for many students, one after another in the background: the page polls the job for
 * each student's result or the reason it failed. Stopping takes effect between students, so a
 * student's plan is either written whole or not at all. Jobs live in this instance's memory; a
 * caller reads only their own.
 */
export function createBulkMakeJobs(options: { makeOne: MakeOne; now: () => number }) {
  const jobs = new Map<string, Job>();

  const forget = () => {
    for (const [id, job] of jobs) {
      if (job.finishedAt !== null && options.now() - job.finishedAt > KEEP_MS) jobs.delete(id);
    }
  };

  const own = (auth: AuthContext, jobId: string): Job => {
    const job = jobs.get(jobId);
    if (!job || job.orgId !== auth.orgId || job.userId !== auth.userId) throw new AppError(ERROR.recordNotFound);
    return job;
  };

  const view = (job: Job): BulkMakeJob => ({
    jobId: job.jobId,
    state: job.state,
    total: job.total,
    results: [...job.results],
  });

  const run = async (
    job: Job,
    auth: AuthContext,
    students: ReadonlyArray<{ id: number; name: string; planName: string }>,
    making: PlanMaking,
  ) => {
    for (const student of students) {
      if (job.stop) break;
      let result: BulkMakeResult;
      try {
        const made = await options.makeOne(auth, student.id, student.planName, making);
        result = { studentId: student.id, name: student.name, ok: true, message: '', ...made };
      } catch (error) {
        const message = error instanceof AppError ? error.message : '生成失败';
        result = { studentId: student.id, name: student.name, ok: false, planId: null, admitted: null, message };
      }
      job.results.push(result);
    }
    job.state = job.stop && job.results.length < job.total ? 'stopped' : 'done';
    job.finishedAt = options.now();
  };

  return {
    /** Starts the making; one job per teacher at a time. */
    start(
      auth: AuthContext,
      students: ReadonlyArray<{ id: number; name: string; planName: string }>,
      making: PlanMaking,
    ): BulkMakeJob {
      forget();
      const running = [...jobs.values()].some(
        (job) => job.userId === auth.userId && job.orgId === auth.orgId && job.finishedAt === null,
      );
      if (running)
        throw new AppError({ code: ERROR.badRequest.code, msg: '已有批量智能填报在进行，请等待完成或停止后再试' });
      const job: Job = {
        jobId: randomBytes(9).toString('base64url'),
        state: 'running',
        total: students.length,
        results: [],
        orgId: auth.orgId,
        userId: auth.userId,
        stop: false,
        finishedAt: null,
      };
      jobs.set(job.jobId, job);
      void run(job, auth, students, making);
      return view(job);
    },

    status(auth: AuthContext, jobId: string): BulkMakeJob {
      return view(own(auth, jobId));
    },

    /** Asks the job to stop after the student being made. */
    stop(auth: AuthContext, jobId: string): BulkMakeJob {
      const job = own(auth, jobId);
      if (job.state === 'running') {
        job.stop = true;
        job.state = 'stopping';
      }
      return view(job);
    },

    /** Settles when every running job has finished (a server stopping, a test). */
    async idle(): Promise<void> {
      while ([...jobs.values()].some((job) => job.finishedAt === null)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /** Stops every job (the server is closing). */
    stopAll(): void {
      for (const job of jobs.values()) job.stop = true;
    },
  };
}

export type BulkMakeJobs = ReturnType<typeof createBulkMakeJobs>;
