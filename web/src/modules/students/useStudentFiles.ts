import type { StudentFilterInput } from '@zhihang/contract/students/student.schema';
import { useMutation } from '@tanstack/react-query';
import { saveBase64File } from '../../components/saveBase64File.ts';
import { studentsApi } from './students.api.ts';

/** The import template and the export of the filtered list, saved as downloads. */
export function useStudentFiles() {
  const template = useMutation({
    mutationFn: async () => saveBase64File(await studentsApi.template()),
  });
  const exportList = useMutation({
    mutationFn: async (filter: StudentFilterInput) => saveBase64File(await studentsApi.export(filter)),
  });
  return { template, exportList };
}
