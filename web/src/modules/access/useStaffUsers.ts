import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accessApi, type UserListParams } from './access.api.ts';
import { accessKeys } from './accessKeys.ts';

/** One page of staff accounts (用户管理). */
export function useStaffUsers(params: UserListParams, enabled = true) {
  return useQuery({
    queryKey: accessKeys.userList(params),
    queryFn: () => accessApi.userList(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
