import { z } from 'zod';

export const SQL_ORDER = ['total', 'count', 'max', 'avg'] as const;

export const statementStatSchema = z.object({
  sql: z.string(),
  count: z.number().int(),
  totalMs: z.number(),
  maxMs: z.number(),
  avgMs: z.number(),
  rows: z.number().int(),
  failures: z.number().int(),
});
export type StatementStat = z.infer<typeof statementStatSchema>;

export const sqlMonitorBodySchema = z.object({
  orderBy: z.enum(SQL_ORDER).default('total'),
  limit: z.number().int().min(1).max(200).default(50),
});
export type SqlMonitorBody = z.infer<typeof sqlMonitorBodySchema>;

export const sqlMonitorSchema = z.object({
  /** This server instance: each counts its own statements. */
  instance: z.string(),
  dialect: z.string(),
  /** Since when this instance counts (start or last reset), epoch ms. */
  since: z.number().int(),
  distinct: z.number().int(),
  statements: z.array(statementStatSchema),
  /** PostgreSQL's own view over all instances, when the extension is there. */
  pgStatStatements: z.object({
    available: z.boolean(),
    note: z.string(),
    statements: z.array(statementStatSchema),
  }),
});
export type SqlMonitor = z.infer<typeof sqlMonitorSchema>;
