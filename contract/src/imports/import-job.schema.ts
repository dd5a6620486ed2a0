import { z } from 'zod';
import { uploadSourceFieldsSchema } from './data-source.schema.ts';
import { IMPORT_KIND_IDS } from './import-kinds.ts';
import { importFileReportSchema, importProgressSchema, importSummarySchema } from './import-report.schema.ts';

/**
 * /dataImport/upload query: the file travels as the raw request body
 * (`Content-Type: application/octet-stream`), its name and options in the query.
 */
export const importUploadQuerySchema = uploadSourceFieldsSchema.extend({
  /** Original file name: its extension picks the format, a year or province in it is a hint. */
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(csv|tsv|txt|csv\.gz|tsv\.gz|xlsx|json)$/i, '文件须为 .csv、.csv.gz、.xlsx 或 .json'),
  kind: z.enum(IMPORT_KIND_IDS).optional(),
  /** Validate and count only; nothing is written. */
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  // sourceName, sourceUrl, years, licence (optional): what the import centre lists as its source.
});
export type ImportUploadQuery = z.infer<typeof importUploadQuerySchema>;

export const IMPORT_JOB_STATES = ['running', 'finished', 'failed', 'cancelled'] as const;

/** One uploaded file being imported, or imported: polled for progress until it ends. */
export const importJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  kind: z.enum(IMPORT_KIND_IDS).nullable(),
  dryRun: z.boolean(),
  /**
   * running → finished (the summary says what was written), failed (the process broke or went
   * past its memory bound) or cancelled (/dataImport/cancel; the file being imported wrote nothing).
   */
  state: z.enum(IMPORT_JOB_STATES),
  startedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** User id of the administrator who uploaded it. */
  startedBy: z.number().int(),
  progress: importProgressSchema.nullable(),
  /** File reports as they arrive; the summary repeats them at the end. */
  files: z.array(importFileReportSchema),
  summary: importSummarySchema.nullable(),
  /** Why the import process stopped without a summary, or that it was cancelled. */
  error: z.string().nullable(),
  /** A cancel was asked for: the job is undoing what it wrote and ends as cancelled. */
  cancelling: z.boolean(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

const importJobIdSchema = z.string().regex(/^[0-9a-f]{16}$/, '导入任务编号无效');

export const importJobIdParamsSchema = z.object({ id: importJobIdSchema });

/** /dataImport/cancel body: the running job to stop. */
export const importJobCancelSchema = z.object({ id: importJobIdSchema });
export type ImportJobCancel = z.infer<typeof importJobCancelSchema>;
