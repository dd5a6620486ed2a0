import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accessApi, type RoleListParams } from './access.api.ts';
import { accessKeys } from './accessKeys.ts';

/** One page of roles (角色管理). */
export function useRoles(params: RoleListParams) {
  return useQuery({
    queryKey: accessKeys.roleList(params),
    queryFn: () => accessApi.roleList(params),
    placeholderData: keepPreviousData,
  });
}
