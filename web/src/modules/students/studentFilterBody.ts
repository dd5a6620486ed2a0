import type { StudentFilterInput } from '@zhihang/contract/students/student.schema';

/** What the filter bar holds; empty fields are undefined or blank text. */
export type StudentFilterValues = {
  name?: string;
  grade?: number;
  className?: string;
  teacherId?: number;
  mainSubject?: string;
  minorSubject?: string;
  province?: string;
  status?: number;
};

/** The list and export body: trimmed text, empty filters left out. */
export function studentFilterBody(values: StudentFilterValues): StudentFilterInput {
  const body: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof StudentFilterValues, unknown]>) {
    if (typeof value === 'string' && value.trim()) body[key] = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) body[key] = value;
  }
  return body as StudentFilterInput;
}
