import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi } from './students.api.ts';
import { studentKeys } from './studentKeys.ts';

/** Opens a student's account or resets its password; the answer carries the password once. */
export function useStudentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reset }: { id: number; reset: boolean }) =>
      reset ? studentsApi.resetPassword(id) : studentsApi.createAccount(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
  });
}
