import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentsApi, type StudentListParams } from './students.api.ts';
import { studentKeys } from './studentKeys.ts';

/** One page of the caller's students (a teacher's own, an org admin's whole school). */
export function useStudentList(params: StudentListParams) {
  return useQuery({
    queryKey: studentKeys.list(params),
    queryFn: () => studentsApi.list(params),
    placeholderData: keepPreviousData,
  });
}
