import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';

/** 0 runs on its cron, 1 paused. */
export const JOB_STATUS = { normal: 0, paused: 1 } as const;
/** A run's result: 0 success, 1 failure, 2 still running. */
export const JOB_RUN_RESULT = { success: 0, failure: 1, running: 2 } as const;

export const scheduledJobSchema = z.object({
  jobName: z.string(),
  title: z.string(),
  description: z.string(),
  cron: z.string(),
  defaultCron: z.string(),
  status: z.number().int(),
  nextRunAt: z.number().int(),
  /** The instance running it now, empty when idle. */
  runningOn: z.string(),
  lastRun: z
    .object({ startedAt: z.number().int(), finishedAt: z.number().int().nullable(), result: z.number().int() })
    .nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const jobRunSchema = z.object({
  id: z.number().int(),
  jobName: z.string(),
  instance: z.string(),
  /** The cron slot the run was for; 0 when started by hand. */
  scheduledFor: z.number().int(),
  startedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  result: z.number().int(),
  message: z.string(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

const jobNameSchema = z.string().trim().min(1).max(64);

export const jobNameBodySchema = z.object({ jobName: jobNameSchema });
export type JobNameBody = z.infer<typeof jobNameBodySchema>;

export const jobUpdateBodySchema = z.object({ jobName: jobNameSchema, cron: z.string().trim().min(9).max(64) });
export type JobUpdateBody = z.infer<typeof jobUpdateBodySchema>;

export const jobRunListBodySchema = pageQuerySchema.extend({
  limit: z.number().int().min(1).max(200).default(20),
  jobName: jobNameSchema.optional(),
});
export type JobRunListBody = z.infer<typeof jobRunListBodySchema>;
