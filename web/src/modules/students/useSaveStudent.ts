import type { StudentSaveInput } from '@zhihang/contract/students/student.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/dashboardKeys.ts';
import { studentsApi } from './students.api.ts';
import { studentKeys } from './studentKeys.ts';

/** Adds a student, or updates one when the body has an id; refreshes the table and the counts. */
export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentSaveInput & { id?: number }) => studentsApi.save(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.studentNumber() }),
      ]),
  });
}
