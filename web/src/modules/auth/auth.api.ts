import type { LoginResult, PasswordChangeBody, TeacherLoginBody, UserInfo } from '@zhihang/contract/auth/auth.schema';
import type { MenuItem } from '@zhihang/contract/system/menu.schema';
import { apiClient } from '../../base/apiClient.ts';

export const authApi = {
  /** The account is trimmed before it is sent. */
  login: (body: TeacherLoginBody) =>
    apiClient.post<LoginResult>('/sys/teacherLogin', { account: body.account.trim(), password: body.password }),
  userInfo: () => apiClient.post<UserInfo | null>('/sys/user/info'),
  logout: () => apiClient.post<null>('/sys/logout'),
  menuTree: () => apiClient.post<MenuItem[]>('/sys/menu/loginMenuTree'),
  changePassword: (body: PasswordChangeBody) => apiClient.post<null>('/sys/user/password', body),
};
