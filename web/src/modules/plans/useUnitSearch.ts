import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnrollmentMajorListBody, EnrollmentSearchRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { apiClient } from '../../base/apiClient.ts';
import type { PagedBody } from '../knowledge/knowledgeCalls.ts';

/**
 * One page of the province's current-year enrollment plans for the student's search, every
 * filter applied by the server, each row with its unit's last three years.
 */
export function useUnitSearch(body: PagedBody<EnrollmentMajorListBody> | null) {
  return useQuery({
    queryKey: ['plans', 'unitSearch', body],
    queryFn: () =>
      apiClient.post<Page<EnrollmentSearchRow>>(
        '/enEnrollmentMajor/getEnrollmentMajorList',
        body as PagedBody<EnrollmentMajorListBody>,
      ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
