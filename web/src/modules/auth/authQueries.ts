import { queryOptions } from '@tanstack/react-query';
import { authApi } from './auth.api.ts';
import { authKeys } from './authKeys.ts';

/** Loaded once per session (the route guard ensures them); logout removes them. */
export const authQueries = {
  userInfo: () =>
    queryOptions({ queryKey: authKeys.userInfo(), queryFn: authApi.userInfo, staleTime: Number.POSITIVE_INFINITY }),
  menuTree: () =>
    queryOptions({ queryKey: authKeys.menuTree(), queryFn: authApi.menuTree, staleTime: Number.POSITIVE_INFINITY }),
};
