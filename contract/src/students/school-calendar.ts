/** The school calendar in China, shared by the server (grades, dashboard) and the console (grade pickers). */

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Calendar date in China (UTC+8) as `YYYY-MM-DD`; schools and the 高考 run on Beijing time. */
export function chinaDate(now: number): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A school year starts on 1 September: 2026-11-21 is in school year 2026, 2027-03-01 too. */
export function schoolYearOf(now: number): number {
  const [year, month] = chinaDate(now).split('-').map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

/** 1 = 高一 … 3 = 高三, from the year the student entered senior high school. */
export function gradeOf(entryYear: number, now: number): number {
  return schoolYearOf(now) - entryYear + 1;
}

/** Entry year of the students now in the given grade. */
export function entryYearOfGrade(grade: number, now: number): number {
  return schoolYearOf(now) - grade + 1;
}
