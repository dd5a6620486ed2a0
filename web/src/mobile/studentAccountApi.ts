import { createStudentAccountApi } from '../modules/students/studentAccount.api.ts';
import { mobileApiClient } from './mobileApiClient.ts';

/** Student account calls through the student pages' client. */
export const studentAccountApi = createStudentAccountApi(mobileApiClient);
