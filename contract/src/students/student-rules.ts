/**
 * Student field rules shared by the server, the console and the light student pages. Free of zod
 * so the student pages can use them without bundling the schema library.
 */

/** Mobile number (spec §5): 11 digits starting with 1. */
export const MOBILE_NUMBER_PATTERN = /^1\d{10}$/;

export function isMobileNumber(value: string): boolean {
  return MOBILE_NUMBER_PATTERN.test(value);
}

export const GENDER = { male: 1, female: 2 } as const;
export const GENDER_NAMES: Readonly<Record<number, string>> = { 1: '男', 2: '女' };

/** 1 在读 (counted on the dashboard), 0 离校. */
export const STUDENT_STATUS = { active: 1, left: 0 } as const;
export const STUDENT_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '在读', 0: '离校' };

/** Grades of senior high school: 1 = 高一 … 3 = 高三. */
export const GRADES = [1, 2, 3] as const;
export const GRADE_NAMES: Readonly<Record<number, string>> = { 1: '高一', 2: '高二', 3: '高三' };

/** 首选科目 of the 3+1+2 model: physics or history. */
export const MAIN_SUBJECT_CODES = ['0604', '0605'] as const;
/** 再选科目: two of chemistry, biology, politics, geography. */
export const MINOR_SUBJECT_CODES = ['0606', '0607', '0608', '0609'] as const;

export const STUDENT_NAME_MAX = 32;
export const CLASS_NAME_MAX = 32;
export const STUDENT_NO_MAX = 32;
export const STUDENT_NO_PATTERN = /^[A-Za-z0-9_-]*$/;
export const MIDDLE_SCHOOL_MAX = 64;
export const REMARK_MAX = 500;

/** Most rows one import file may hold. */
export const IMPORT_MAX_ROWS = 10_000;
/** Row errors an import report lists in full; `errorCount` gives the total. */
export const IMPORT_MAX_REPORTED_ERRORS = 1_000;

/**
 * The subject choice is all or nothing: none yet (高一 before choosing), or a main subject and two
 * different minor subjects. Returns the reason it is incomplete or inconsistent, if it is.
 */
export function subjectChoiceProblem(choice: {
  mainSubject: string;
  minorSubject1: string;
  minorSubject2: string;
}): string | undefined {
  const chosen = [choice.mainSubject, choice.minorSubject1, choice.minorSubject2].filter(Boolean).length;
  if (chosen === 0) return undefined;
  if (chosen < 3) return '请完整选择首选科目和两门再选科目';
  if (choice.minorSubject1 === choice.minorSubject2) return '两门再选科目不能相同';
  return undefined;
}
