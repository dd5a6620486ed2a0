import type { ReportDataRow } from '@zhihang/contract/base-data/base-data.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createReportDataRepository } from './report-data.repository.ts';

/** Province filling rules (志愿 modes and counts). */
export function createReportDataService({ db }: { db: Kysely<Database> }) {
  const reportData = createReportDataRepository(db);
  return {
    listAll: (): Promise<ReportDataRow[]> => reportData.listAll(),
  };
}

export type ReportDataService = ReturnType<typeof createReportDataService>;
