/**
 * Whether a student's interest profile fits their 选科: our own rule of thumb, not a published
 * one. Each Holland letter has the 高考 subjects its typical majors ask for or build on; a student
 * fits when at least two of their three chosen subjects belong to the subjects of the two leading
 * letters of their code. Subject codes are the dictionary's (0604 物理 … 0609 地理).
 */
export const HOLLAND_SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  // 实际型: engineering and applied technology.
  R: ['0604', '0606', '0609'],
  // 研究型: the sciences and medicine.
  I: ['0604', '0606', '0607'],
  // 艺术型: humanities, design, media.
  A: ['0605', '0609', '0608'],
  // 社会型: education, psychology, health care, social work.
  S: ['0605', '0608', '0607'],
  // 企业型: law, management, economics.
  E: ['0608', '0605', '0609'],
  // 常规型: accounting, finance, statistics, administration.
  C: ['0604', '0608', '0609'],
};

export type ChosenSubjects = { mainSubject: string; minorSubject1: string; minorSubject2: string };

/** The three subjects, or null while the 选科 is incomplete (such students are not measured). */
export function chosenSubjects(choice: ChosenSubjects): string[] | null {
  const subjects = [choice.mainSubject, choice.minorSubject1, choice.minorSubject2];
  return subjects.every((subject) => /^06\d{2}$/.test(subject)) ? subjects : null;
}

/** True when two or more of the three subjects serve the code's two leading letters. */
export function interestFitsSubjects(hollandCode: string, subjects: readonly string[]): boolean {
  const leading = [...hollandCode.toUpperCase()].slice(0, 2);
  const served = new Set(leading.flatMap((letter) => HOLLAND_SUBJECTS[letter] ?? []));
  return subjects.filter((subject) => served.has(subject)).length >= 2;
}
