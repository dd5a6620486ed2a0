import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';

/** The action of a login row; write rows carry the route's permission (`sys:config:save`). */
export const LOGIN_ACTION = 'login';

/**
 * The list counts matching rows up to this many; a larger match answers `totalCount` one above
 * it, which the page shows as "more than" and asks for narrower filters.
 */
export const SYS_LOG_COUNT_CAP = 10_000;

export const SYS_LOG_RESULT = { success: 0, failure: 1 } as const;

export const sysLogEntrySchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  userId: z.number().int().nullable(),
  account: z.string(),
  action: z.string(),
  path: z.string(),
  target: z.string(),
  /** The request body as JSON, passwords and tokens masked. */
  params: z.string(),
  result: z.number().int(),
  message: z.string(),
  durationMs: z.number().int(),
  address: z.string(),
  createdAt: z.number().int(),
});
export type SysLogEntry = z.infer<typeof sysLogEntrySchema>;

export const sysLogFilterSchema = z.object({
  /** Epoch milliseconds, inclusive. */
  from: z.number().int().nonnegative().optional(),
  /** Epoch milliseconds, exclusive. */
  to: z.number().int().nonnegative().optional(),
  account: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  result: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Platform administrators may narrow to one organisation; others always see their own. */
  orgId: z.number().int().positive().optional(),
});
export type SysLogFilter = z.infer<typeof sysLogFilterSchema>;

export const sysLogListBodySchema = pageQuerySchema
  .extend({ limit: z.number().int().min(1).max(500).default(20) })
  .extend(sysLogFilterSchema.shape);
export type SysLogListBody = z.infer<typeof sysLogListBodySchema>;
