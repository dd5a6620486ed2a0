import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../base/apiClient.ts';

export type SearchChoices = {
  years: number[];
  tracks: Array<{ code: number; name: string }>;
  batches: Array<{ code: number; name: string }>;
};

/** The years, tracks and batches the province's enrollment plans have (/enEnrollmentMajor/getSearchCache). */
export function useSearchChoices(provinceCode: string) {
  return useQuery({
    queryKey: ['plans', 'searchChoices', provinceCode],
    queryFn: () => apiClient.post<SearchChoices>('/enEnrollmentMajor/getSearchCache', { provinceCode }),
    enabled: Boolean(provinceCode),
    staleTime: 5 * 60_000,
  });
}
