import type { DataHealthQuery, PlanReadinessQuery } from '@zhihang/contract/data-health/data-health.schema';

/** Query keys of the 数据体检 calls. */
export const dataHealthKeys = {
  all: ['dataHealth'] as const,
  provinces: (query: DataHealthQuery) => [...dataHealthKeys.all, 'provinces', query.provinceCode ?? ''] as const,
  planReadiness: (query: PlanReadinessQuery) =>
    [...dataHealthKeys.all, 'planReadiness', query.provinceCode, query.examYear, query.mainSubject] as const,
};
