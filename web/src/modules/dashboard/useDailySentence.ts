import type { DailySentence } from '@zhihang/contract/dashboard/dashboard.schema';
import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from './dashboard.api.ts';
import { dashboardKeys } from './dashboardKeys.ts';

const EMPTY_SENTENCE: DailySentence = { content: '', author: '' };

/** The sentence of the day; a failed call leaves it empty (spec §8). */
export function useDailySentence() {
  return useQuery({
    queryKey: dashboardKeys.dailySentence(),
    queryFn: () => dashboardApi.dailySentence().catch(() => EMPTY_SENTENCE),
    staleTime: 10 * 60_000,
  });
}
