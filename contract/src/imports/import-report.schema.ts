import { z } from 'zod';
import { dataFindingSchema } from './data-finding.schema.ts';
import { IMPORT_KIND_IDS } from './import-kinds.ts';

/** One rejected value: where it is (file, 1-based line, column as headed in the file) and why. */
export const importRowErrorSchema = z.object({
  file: z.string(),
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** Row counts of one file or of a whole run. */
export const importCountsSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const IMPORT_FILE_STATUS = ['imported', 'failed', 'unrecognised', 'dry-run'] as const;

export const importFileReportSchema = z.object({
  file: z.string(),
  kind: z.enum(IMPORT_KIND_IDS).nullable(),
  status: z.enum(IMPORT_FILE_STATUS),
  encoding: z.string().nullable(),
  counts: importCountsSchema,
  /** First errors found (capped); errorCount is the full number. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  /** Things that did not stop the import, e.g. universities no name or code matched. */
  warnings: z.array(z.string()),
  /** What the import checks found and did (first ones, capped); findingCount is the full number. */
  findings: z.array(dataFindingSchema),
  findingCount: z.number().int(),
  elapsedMs: z.number(),
});
export type ImportFileReport = z.infer<typeof importFileReportSchema>;

/**
 * Per province-year after the history join: plan rows, those linked to a catalogue major, those
 * with history (any level; at major level), and, of the rows whose school has admissions in the
 * three years before, how many got history.
 */
export const planCoverageSchema = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  planRows: z.number().int(),
  linkedRows: z.number().int(),
  withHistory: z.number().int(),
  majorLevel: z.number().int(),
  schoolHasHistory: z.number().int(),
  withHistoryWhereSchoolHas: z.number().int(),
});
export type PlanCoverage = z.infer<typeof planCoverageSchema>;

export const importSummarySchema = z.object({
  files: z.array(importFileReportSchema),
  byKind: z.array(z.object({ kind: z.enum(IMPORT_KIND_IDS), files: z.number().int(), counts: importCountsSchema })),
  totals: importCountsSchema,
  failedFiles: z.number().int(),
  dryRun: z.boolean(),
  elapsedMs: z.number(),
  /** Plan rows' history and major links of the provinces the run changed (absent when none). */
  planCoverage: z.array(planCoverageSchema).optional(),
  planHistoryMs: z.number().optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Progress of a running import, for the CLI bar and the admin upload API. */
export const importProgressSchema = z.object({
  file: z.string(),
  fileIndex: z.number().int(),
  fileCount: z.number().int(),
  kind: z.enum(IMPORT_KIND_IDS).nullable(),
  rowsRead: z.number().int(),
  bytesRead: z.number().int(),
  bytesTotal: z.number().int(),
  /** Bytes of all files of the run, for one overall bar. */
  runBytesDone: z.number().int(),
  runBytesTotal: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
