import type { PlanImportResult, PlanRow } from '@zhihang/contract/plans/plan.schema';

/** A university the import dialog offers: value its id, label its name. */
export type UniversityChoice = { value: number; label: string };

/**
 * The universities to import from: the plan's own first (in slot order, once each), then those a
 * name search found, without repeating one.
 */
export function universityChoicesOf(
  rows: ReadonlyArray<Pick<PlanRow, 'universityId' | 'collegeName'>>,
  found: ReadonlyArray<{ id: number; collegeName: string }>,
): UniversityChoice[] {
  const choices = new Map<number, string>();
  for (const row of rows) {
    if (row.universityId !== null && !choices.has(row.universityId)) choices.set(row.universityId, row.collegeName);
  }
  for (const university of found) {
    if (!choices.has(university.id)) choices.set(university.id, university.collegeName);
  }
  return [...choices].map(([value, label]) => ({ value, label }));
}

export type ImportOutcome = {
  /** Each added major: the old row's name and where it now is in the plan. */
  matched: Array<{ old: string; slot: number; college: string; major: string }>;
  unmatched: Array<{ college: string; major: string; reason: string }>;
};

/**
 * What an import did, as the dialog lists it: each matched old row beside the slot and major of
 * the saved plan it landed in, and each unmatched one with the server's reason.
 */
export function importOutcomeOf(
  result: Pick<PlanImportResult, 'plan' | 'matched' | 'unmatched'>,
  oldRows: ReadonlyArray<{ id: number; major_name: string }>,
): ImportOutcome {
  const oldNames = new Map(oldRows.map((row) => [row.id, row.major_name]));
  const placed = new Map<number, { slot: number; college: string; major: string }>();
  for (const row of result.plan.rows) {
    for (const major of row.majors) {
      placed.set(major.enrollmentPlanId, { slot: row.slot, college: row.collegeName, major: major.majorName });
    }
  }
  return {
    matched: result.matched.flatMap((match) => {
      const where = placed.get(match.enrollmentPlanId);
      if (!where) return [];
      return [{ old: oldNames.get(match.oldId) ?? where.major, ...where }];
    }),
    unmatched: result.unmatched.map((row) => ({ college: row.collegeName, major: row.majorName, reason: row.reason })),
  };
}
