import type { RoleListParams, UserListParams } from './access.api.ts';

/** Query keys of 用户管理 and 角色管理. */
export const accessKeys = {
  all: ['access'] as const,
  users: () => [...accessKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...accessKeys.users(), 'list', params] as const,
  roles: () => [...accessKeys.all, 'roles'] as const,
  roleList: (params: RoleListParams) => [...accessKeys.roles(), 'list', params] as const,
  roleOptions: (orgId: number | undefined) => [...accessKeys.roles(), 'options', orgId ?? 0] as const,
  permissionTree: () => [...accessKeys.roles(), 'permissionTree'] as const,
};
