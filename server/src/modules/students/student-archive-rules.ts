import { ARCHIVE_CODE_FIELDS } from '@zhihang/contract/students/student-fields';
import { MAIN_SUBJECT_CODES, MINOR_SUBJECT_CODES } from '@zhihang/contract/students/student-rules';
import type { StudentValues } from './students.repository.ts';
import type { StudentDictionary } from './student-dictionary.ts';

export type ArchiveProblem = { field: keyof StudentValues; reason: string };

/**
 * Codes the dictionary and the area list must know: every archive code is an option of its
 * dictionary entry, the province a province. Shapes were checked by the schema already.
 */
export function archiveProblems(
  values: Pick<StudentValues, 'province' | (typeof ARCHIVE_CODE_FIELDS)[number]['key']>,
  dictionary: StudentDictionary,
  provinces: ReadonlyMap<string, string>,
): ArchiveProblem[] {
  const problems: ArchiveProblem[] = [];
  for (const field of ARCHIVE_CODE_FIELDS) {
    const value = values[field.key];
    const codes = Array.isArray(value) ? value : value ? [value] : [];
    const unknown = codes.find((code) => !dictionary.hasCode(field.parent, code));
    if (unknown !== undefined) problems.push({ field: field.key, reason: `不是有效的${field.label}：${unknown}` });
    else if (Array.isArray(value) && new Set(value).size !== value.length) {
      problems.push({ field: field.key, reason: `${field.label}有重复项` });
    }
  }
  if (values.province && !provinces.has(values.province)) {
    problems.push({ field: 'province', reason: `不是有效的省份：${values.province}` });
  }
  return problems;
}

export const isMainSubject = (code: string) => (MAIN_SUBJECT_CODES as readonly string[]).includes(code);
export const isMinorSubject = (code: string) => (MINOR_SUBJECT_CODES as readonly string[]).includes(code);

/** The archive fields of a student nobody has filled in yet (self-registration). */
export const EMPTY_ARCHIVE = {
  className: '',
  studentNo: '',
  middleSchool: '',
  province: '',
  phone: '',
  status: 1,
  nation: '',
  language: '',
  archiveCard: '',
  graduationIntention: '',
  specialReportingType: [],
  vision: '',
  colorWeakness: '',
  otherTestType: [],
  preferType: '',
  interestMajorOption: '',
  mainSubject: '',
  minorSubject1: '',
  minorSubject2: '',
  remark: '',
} satisfies Omit<StudentValues, 'teacherId' | 'name' | 'gender' | 'entryYear'>;
