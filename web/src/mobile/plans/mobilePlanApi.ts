import { createPlanApi } from '../../modules/plans/planCalls.ts';
import { mobileApiClient } from '../mobileApiClient.ts';

/** The student's own shared plans over the student pages' client. */
export const mobilePlanApi = createPlanApi(mobileApiClient);
