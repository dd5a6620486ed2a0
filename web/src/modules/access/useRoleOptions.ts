import { useQuery } from '@tanstack/react-query';
import { accessApi } from './access.api.ts';
import { accessKeys } from './accessKeys.ts';

/** Roles an account of the organisation may be given; asked only when `enabled`. */
export function useRoleOptions(orgId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: accessKeys.roleOptions(orgId),
    queryFn: () => accessApi.roleOptions(orgId),
    enabled,
  });
}
