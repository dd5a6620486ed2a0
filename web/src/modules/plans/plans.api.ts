import { apiClient } from '../../base/apiClient.ts';
import { createPlanApi } from './planCalls.ts';

/** The console's plan calls (errors shown as antd messages). */
export const plansApi = createPlanApi(apiClient);
