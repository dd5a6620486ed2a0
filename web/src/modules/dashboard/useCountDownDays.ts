import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from './dashboard.api.ts';
import { dashboardKeys } from './dashboardKeys.ts';

/** Days until the exam; a failed call counts 0 (spec §8). */
export function useCountDownDays() {
  return useQuery({
    queryKey: dashboardKeys.countDownDays(),
    queryFn: () => dashboardApi.countDownDays().catch(() => 0),
    staleTime: 10 * 60_000,
  });
}
