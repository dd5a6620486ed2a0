/** Query keys of the guidance record and the plans. */
export const planKeys = {
  all: ['plans'] as const,
  student: (stuId: number) => [...planKeys.all, 'student', stuId] as const,
  guidance: (stuId: number) => [...planKeys.student(stuId), 'guidance'] as const,
  rank: (stuId: number) => [...planKeys.student(stuId), 'rank'] as const,
  list: (stuId: number) => [...planKeys.student(stuId), 'list'] as const,
  chart: (stuId: number) => [...planKeys.student(stuId), 'chart'] as const,
  detail: (stuId: number, planId: number) => [...planKeys.student(stuId), 'detail', planId] as const,
  /** The plan's stage and audit trail, asked again whenever the plan changes (`updatedAt`). */
  workflow: (stuId: number, planId: number, updatedAt: number) =>
    [...planKeys.student(stuId), 'workflow', planId, updatedAt] as const,
  /** Search rows compared for a student: their tiers follow the student's rank, so under the student. */
  unitCompare: (stuId: number, unitIds: readonly number[]) =>
    [...planKeys.student(stuId), 'unitCompare', unitIds] as const,
  diff: (planId: number, otherPlanId: number) => [...planKeys.all, 'diff', planId, otherPlanId] as const,
  share: (planId: number) => [...planKeys.all, 'share', planId] as const,
  coverage: (provinceCode: string, combos: string) => [...planKeys.all, 'coverage', provinceCode, combos] as const,
  print: (search: string) => [...planKeys.all, 'print', search] as const,
};
