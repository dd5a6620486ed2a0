import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EnrollmentMajorListBody } from '@zhihang/contract/enrollment/enrollment.schema';
import { knowledgeApi } from '../knowledge/knowledge.api.ts';
import type { PagedBody } from '../knowledge/knowledgeCalls.ts';

/** One page of the province's current-year enrollment plans for the student's search. */
export function useUnitSearch(body: PagedBody<EnrollmentMajorListBody> | null) {
  return useQuery({
    queryKey: ['plans', 'unitSearch', body],
    queryFn: () => knowledgeApi.enrollmentMajors(body as PagedBody<EnrollmentMajorListBody>),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
