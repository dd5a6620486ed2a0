import type { ImportFileReport, ImportProgress, ImportSummary } from '@zhihang/contract/imports/import-report.schema';

/** What the import process tells the server that started it, over the IPC channel. */
export type ImportChildMessage =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'file'; report: ImportFileReport }
  | { type: 'summary'; summary: ImportSummary };

/** Environment variable carrying the server's database options (JSON) to the import process. */
export const IMPORT_DATABASE_ENV = 'ZHIHANG_IMPORT_DATABASE';
