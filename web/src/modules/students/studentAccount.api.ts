import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import type {
  BindInfo,
  HomeProvince,
  StudentLoginBody,
  StudentRegisterBody,
  StudentSelf,
} from '@zhihang/contract/students/student-account.schema';
import type { ApiClient } from '../../base/createApiClient.ts';

/**
 * The student side of accounts: binding codes, sign-up, sign-in, oneself. Takes the client so the
 * student pages can use theirs, which shows errors without the console's UI library.
 */
export function createStudentAccountApi(client: ApiClient) {
  return {
    bindInfo: (code: string) => client.post<BindInfo>('/stuAccount/bindInfo', { code }),
    register: (body: StudentRegisterBody) => client.post<LoginResult>('/stuAccount/register', body),
    login: (body: StudentLoginBody) => client.post<LoginResult>('/stuAccount/login', body),
    self: () => client.post<StudentSelf>('/stuAccount/info'),
    /** The caller's 高考 province (a student's archive); null for staff. */
    homeProvince: () => client.post<HomeProvince>('/stuAccount/homeProvince'),
  };
}
