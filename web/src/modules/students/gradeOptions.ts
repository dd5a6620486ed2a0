import { GRADES } from '@zhihang/contract/students/student-rules';
import { entryYearOfGrade, gradeOf } from '@zhihang/contract/students/school-calendar';

export type GradeOption = { entryYear: number; grade: number };

/**
 * The grades a student can be put in: 高一–高三 as this school year's entry years, plus the
 * student's own entry year when it lies outside them (graduated), so editing keeps it.
 */
export function gradeOptions(now: number, currentEntryYear?: number): GradeOption[] {
  const options: GradeOption[] = GRADES.map((grade) => ({ entryYear: entryYearOfGrade(grade, now), grade }));
  if (currentEntryYear !== undefined && !options.some((option) => option.entryYear === currentEntryYear)) {
    options.push({ entryYear: currentEntryYear, grade: gradeOf(currentEntryYear, now) });
  }
  return options;
}
