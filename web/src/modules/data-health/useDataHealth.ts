import { useQuery } from '@tanstack/react-query';
import { dataHealthApi } from './dataHealth.api.ts';
import { dataHealthKeys } from './dataHealthKeys.ts';

/** Every province's admissions data and import findings; it changes only with an import. */
export function useDataHealth() {
  return useQuery({
    queryKey: dataHealthKeys.provinces({}),
    queryFn: () => dataHealthApi.provinces({}),
    staleTime: 5 * 60_000,
  });
}
