import { isMobileNumber } from '@zhihang/contract/students/student-rules';
import type { Messages } from '../../base/i18n/zh.ts';

type StudentTexts = Messages['students'];
type StudentMessageKey =
  `students.${{ [K in keyof StudentTexts]: StudentTexts[K] extends string ? K : never }[keyof StudentTexts] & string}`;

/** Field checks of the student form, the same rules the server applies. */
export const studentFormRules = {
  /** Optional; when given, 11 digits starting with 1 (spec §5). */
  phone: (value: string | undefined): StudentMessageKey | undefined =>
    !value?.trim() || isMobileNumber(value.trim()) ? undefined : 'students.phoneInvalid',
  /** All three subjects or none; the two minor subjects differ. */
  subjects: (choice: {
    mainSubject?: string;
    minorSubject1?: string;
    minorSubject2?: string;
  }): StudentMessageKey | undefined => {
    const chosen = [choice.mainSubject, choice.minorSubject1, choice.minorSubject2].filter(Boolean).length;
    if (chosen === 0) return undefined;
    if (chosen < 3) return 'students.subjectsIncomplete';
    if (choice.minorSubject1 === choice.minorSubject2) return 'students.minorSubjectsSame';
    return undefined;
  },
  studentNo: (value: string | undefined): StudentMessageKey | undefined =>
    /^[A-Za-z0-9_-]*$/.test((value ?? '').trim()) ? undefined : 'students.studentNoInvalid',
};
