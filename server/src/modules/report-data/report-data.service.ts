import type { ReportDataRow } from '@zhihang/contract/base-data/base-data.schema';
import type { FillingRulesService } from '../admissions/filling-rules/filling-rules.service.ts';

/** Province filling rules (志愿 modes and counts) as report data; the rules are the admissions module's. */
export function createReportDataService({ fillingRules }: { fillingRules: Pick<FillingRulesService, 'reportRows'> }) {
  return {
    listAll: (): Promise<ReportDataRow[]> => fillingRules.reportRows(),
  };
}

export type ReportDataService = ReturnType<typeof createReportDataService>;
