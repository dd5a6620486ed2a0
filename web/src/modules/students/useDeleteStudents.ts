import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/dashboardKeys.ts';
import { studentsApi } from './students.api.ts';
import { studentKeys } from './studentKeys.ts';

/** Deletes students by id (all or nothing); refreshes the table and the counts. */
export function useDeleteStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => studentsApi.delete(ids),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.studentNumber() }),
      ]),
  });
}
