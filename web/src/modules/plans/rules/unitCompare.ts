import type { PlanRow } from '@zhihang/contract/plans/plan.schema';

/** Most units the comparison shows side by side, and the fewest it needs. */
export const COMPARE_MAX_UNITS = 5;
export const COMPARE_MIN_UNITS = 2;

/** The rows a comparison opens on: the first three present slots, or fewer when the plan has fewer. */
export function initialCompareSlots(rows: readonly PlanRow[]): number[] {
  return rows
    .filter((row) => !row.missing)
    .slice(0, 3)
    .map((row) => row.slot);
}

/** A unit's label in the comparison: 第3志愿 东南大学 03组 (no group in 专业+院校 mode: the major). */
export function compareLabelOf(
  row: Pick<PlanRow, 'slot' | 'collegeName' | 'groupCode' | 'majors'>,
  groupMode: boolean,
) {
  const unit = groupMode ? (row.groupCode ? `${row.groupCode}组` : '') : (row.majors[0]?.majorName ?? '');
  return [`第${row.slot}志愿`, row.collegeName, unit].filter(Boolean).join(' ');
}

/**
 * The earlier years every compared unit is shown against: the union of their history years,
 * newest first, at most three, so one row of the table is one year for every column.
 */
export function compareYearsOf(rows: ReadonlyArray<Pick<PlanRow, 'history'>>): number[] {
  const years = new Set(rows.flatMap((row) => row.history.map((entry) => entry.year)));
  return [...years].sort((a, b) => b - a).slice(0, 3);
}
