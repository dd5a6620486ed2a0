import { skipToken, useQuery } from '@tanstack/react-query';
import type { PlanReadinessQuery } from '@zhihang/contract/data-health/data-health.schema';
import { MAIN_SUBJECT_CODES } from '@zhihang/contract/plans/guidance.schema';
import { dataHealthApi } from './dataHealth.api.ts';
import { dataHealthKeys } from './dataHealthKeys.ts';

export type PlanReadinessInput = { province: string; examYear: number; mainSubject: string };

const isMainSubject = (code: string): code is (typeof MAIN_SUBJECT_CODES)[number] =>
  (MAIN_SUBJECT_CODES as readonly string[]).includes(code);

/**
 * Whether a plan can be made for a student's province, exam year and 首选 subject; asked only
 * once the province is known.
 */
export function usePlanReadiness(input: PlanReadinessInput | null) {
  const query: PlanReadinessQuery | null = input?.province
    ? {
        provinceCode: input.province,
        examYear: input.examYear,
        // Provinces without 首选 subjects (3+3) read the 综合 tables.
        mainSubject: isMainSubject(input.mainSubject) ? input.mainSubject : '',
      }
    : null;
  return useQuery({
    queryKey: query ? dataHealthKeys.planReadiness(query) : [...dataHealthKeys.all, 'planReadiness'],
    queryFn: query ? () => dataHealthApi.planReadiness(query) : skipToken,
  });
}
