import type { StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';

export type StudentCountRow = { grade: 1 | 2 | 3; number: number; share: number };

const GRADES = [1, 2, 3] as const;

/**
 * One row per grade 高一 … 高三 (a grade missing from the answer counts 0), with its share of
 * all students in percent for the bar.
 */
export function studentCountRows(data: StudentNumber | undefined): StudentCountRow[] {
  const total = data?.allNumber ?? 0;
  return GRADES.map((grade) => {
    const number = data?.grades.find((item) => item.grade === grade)?.number ?? 0;
    return { grade, number, share: total > 0 ? Math.round((number / total) * 1000) / 10 : 0 };
  });
}
