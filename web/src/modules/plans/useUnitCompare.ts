import { useQuery } from '@tanstack/react-query';
import { planKeys } from './planKeys.ts';
import { plansApi } from './plans.api.ts';

/** Search rows (enrollment-plan ids) compared for the student; null asks nothing. */
export function useUnitCompare(stuId: number, unitIds: readonly number[] | null) {
  return useQuery({
    queryKey: planKeys.unitCompare(stuId, unitIds ?? []),
    queryFn: () => plansApi.compareUnits({ stuId, unitIds: [...(unitIds ?? [])] }),
    enabled: unitIds !== null,
    // The answer changes only with an import or a new rank (which reloads the student's queries).
    staleTime: 5 * 60_000,
  });
}
