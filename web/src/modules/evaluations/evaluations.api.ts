import { apiClient } from '../../base/apiClient.ts';
import { createEvaluationApi } from './evaluationCalls.ts';

/** The evaluation calls of the console. */
export const evaluationsApi = createEvaluationApi(apiClient);
