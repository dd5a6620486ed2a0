import type {
  DataHealth,
  DataHealthQuery,
  PlanReadiness,
  PlanReadinessQuery,
} from '@zhihang/contract/data-health/data-health.schema';
import { apiClient } from '../../base/apiClient.ts';

/** The console's 数据体检 calls. */
export const dataHealthApi = {
  provinces: (query: DataHealthQuery = {}) => apiClient.post<DataHealth>('/dataHealth/provinces', query),
  planReadiness: (query: PlanReadinessQuery) => apiClient.post<PlanReadiness>('/dataHealth/planReadiness', query),
};
