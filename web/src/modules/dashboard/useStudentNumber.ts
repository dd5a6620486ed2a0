import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from './dashboard.api.ts';
import { dashboardKeys } from './dashboardKeys.ts';

/** Students per grade, in total and served, for the signed-in teacher. */
export function useStudentNumber() {
  return useQuery({ queryKey: dashboardKeys.studentNumber(), queryFn: dashboardApi.studentNumber });
}
