import { useQuery } from '@tanstack/react-query';
import { studentsApi } from './students.api.ts';
import { studentKeys } from './studentKeys.ts';

/** Teachers a student can be filed under (oneself for a teacher). */
export function useTeacherOptions() {
  return useQuery({ queryKey: studentKeys.teachers(), queryFn: studentsApi.teachers, staleTime: 5 * 60_000 });
}
