import { useQuery } from '@tanstack/react-query';
import { operationsApi } from '../operations/operations.api.ts';
import { operationsKeys } from '../operations/operationsKeys.ts';

const ALL_ORGS = { page: 1, limit: 500 } as const;

/** Every organisation, for a platform administrator's pickers; asked only when `enabled`. */
export function useOrgChoices(enabled: boolean) {
  return useQuery({
    queryKey: operationsKeys.orgList(ALL_ORGS),
    queryFn: () => operationsApi.orgList(ALL_ORGS),
    enabled,
    select: (page) => page.list.map((org) => ({ value: org.id, label: org.orgName })),
  });
}
