import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/dashboardKeys.ts';
import { studentsApi } from './students.api.ts';
import { studentKeys } from './studentKeys.ts';

/** Imports an XLSX (base64); the report lists row errors, and a clean file refreshes the table. */
export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: { fileName: string; content: string }) => studentsApi.import(file),
    onSuccess: async (report) => {
      if (report.imported === 0) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.studentNumber() }),
      ]);
    },
  });
}
