import type { StudentListParams } from './students.api.ts';

/** Query keys of the students domain. */
export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (params: StudentListParams) => [...studentKeys.lists(), params] as const,
  teachers: () => [...studentKeys.all, 'teachers'] as const,
};
