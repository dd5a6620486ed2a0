import type { Page } from '@zhihang/contract/http/envelope.schema';
import type {
  FileContent,
  Student,
  StudentFilterInput,
  StudentImportReport,
  StudentSaveInput,
  TeacherOption,
} from '@zhihang/contract/students/student.schema';
import type { StudentCredentials } from '@zhihang/contract/students/student-account.schema';
import { apiClient } from '../../base/apiClient.ts';

export type StudentListParams = StudentFilterInput & { page: number; limit: number };

export const studentsApi = {
  list: (params: StudentListParams) => apiClient.post<Page<Student>>('/stuArchive/list', params),
  info: (id: number) => apiClient.post<Student>(`/stuArchive/info/${id}`),
  /** Save when new, update when the body has an id. */
  save: (body: StudentSaveInput & { id?: number }) =>
    body.id === undefined
      ? apiClient.post<Student>('/stuArchive/save', body)
      : apiClient.post<Student>('/stuArchive/update', body),
  /** The body is a JSON array of ids; all are deleted or none. */
  delete: (ids: number[]) => apiClient.post<null>('/stuArchive/delete', ids),
  teachers: () => apiClient.post<TeacherOption[]>('/stuArchive/teacherList'),
  template: () => apiClient.post<FileContent>('/stuArchive/template'),
  import: (file: { fileName: string; content: string }) =>
    apiClient.post<StudentImportReport>('/stuArchive/import', file),
  export: (filter: StudentFilterInput) => apiClient.post<FileContent>('/stuArchive/export', filter),
  createAccount: (id: number) => apiClient.post<StudentCredentials>('/stuArchive/createAccount', { id }),
  resetPassword: (id: number) => apiClient.post<StudentCredentials>('/stuArchive/resetPassword', { id }),
};
