import type {
  PermissionNode,
  Role,
  RoleListBody,
  RoleOption,
  RoleSaveBody,
  RoleUpdateBody,
} from '@zhihang/contract/access/role.schema';
import type {
  StaffUser,
  TransferStudentsBody,
  UserListBody,
  UserSaveBody,
  UserSaveResult,
  UserStatusBody,
  UserUpdateBody,
} from '@zhihang/contract/access/user-admin.schema';
import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { apiClient } from '../../base/apiClient.ts';

/** Request bodies before the server's defaults apply. */
export type UserListParams = Partial<UserListBody> & { page: number; limit: number };
export type RoleListParams = Partial<RoleListBody> & { page: number; limit: number };
export type UserSaveInput = Omit<UserSaveBody, 'mobile' | 'email' | 'status'> &
  Partial<Pick<UserSaveBody, 'mobile' | 'email' | 'status'>>;
export type RoleSaveInput = Omit<RoleSaveBody, 'remark'> & { remark?: string };

export const accessApi = {
  userList: (params: UserListParams) => apiClient.post<Page<StaffUser>>('/sys/user/list', params),
  userInfo: (id: number) => apiClient.post<StaffUser>(`/sys/user/info/${id}`),
  /** Save when new, update when the account has an id. */
  userSave: (body: UserSaveInput) => apiClient.post<UserSaveResult>('/sys/user/save', body),
  userUpdate: (body: UserUpdateBody) => apiClient.post<StaffUser>('/sys/user/update', body),
  userStatus: (body: UserStatusBody) => apiClient.post<null>('/sys/user/status', body),
  /** The body is a JSON array of ids. */
  userDelete: (ids: number[]) => apiClient.post<null>('/sys/user/delete', ids),
  resetPassword: (userId: number) => apiClient.post<{ password: string }>('/sys/user/resetPassword', { userId }),
  transferStudents: (body: TransferStudentsBody) =>
    apiClient.post<{ moved: number }>('/sys/user/transferStudents', body),
  roleList: (params: RoleListParams) => apiClient.post<Page<Role>>('/sys/role/list', params),
  roleOptions: (orgId?: number) => apiClient.post<RoleOption[]>('/sys/role/select', orgId ? { orgId } : {}),
  permissionTree: () => apiClient.post<PermissionNode[]>('/sys/role/menuTree'),
  roleSave: (body: RoleSaveInput | (RoleSaveInput & RoleUpdateBody)) =>
    'id' in body ? apiClient.post<Role>('/sys/role/update', body) : apiClient.post<Role>('/sys/role/save', body),
  roleDelete: (ids: number[]) => apiClient.post<null>('/sys/role/delete', ids),
  switchRole: (roleId: number) => apiClient.post<LoginResult>('/sys/user/switchRole', { roleId }),
};
