import { createEvaluationApi } from '../../modules/evaluations/evaluationCalls.ts';
import { mobileApiClient } from '../mobileApiClient.ts';

/** The student's evaluation calls over the student pages' client (toasts, no antd). */
export const mobileEvaluationApi = createEvaluationApi(mobileApiClient);
