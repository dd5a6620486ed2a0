import type { EnrollmentSearchRow } from '@zhihang/contract/enrollment/enrollment.schema';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { COMPARE_MAX_UNITS } from '@zhihang/contract/plans/unit-compare.schema';

/** The rows a comparison opens on: the first three present slots, or fewer when the plan has fewer. */
export function initialCompareSlots(rows: readonly PlanRow[]): number[] {
  return rows
    .filter((row) => !row.missing)
    .slice(0, 3)
    .map((row) => row.slot);
}

/**
 * A unit's label in the comparison: 第3志愿 东南大学 03组 (no group in 专业+院校 mode: the major).
 * Units picked in the search are in no slot: 东南大学 03组.
 */
export function compareLabelOf(
  row: Pick<PlanRow, 'slot' | 'collegeName' | 'groupCode' | 'majors'>,
  groupMode: boolean,
  withSlot = true,
) {
  const unit = groupMode ? (row.groupCode ? `${row.groupCode}组` : '') : (row.majors[0]?.majorName ?? '');
  return [withSlot ? `第${row.slot}志愿` : '', row.collegeName, unit].filter(Boolean).join(' ');
}

/**
 * The earlier years every compared unit is shown against: the union of their history years,
 * newest first, at most three, so one row of the table is one year for every column.
 */
export function compareYearsOf(rows: ReadonlyArray<Pick<PlanRow, 'history'>>): number[] {
  const years = new Set(rows.flatMap((row) => row.history.map((entry) => entry.year)));
  return [...years].sort((a, b) => b - a).slice(0, 3);
}

type SearchPick = Pick<EnrollmentSearchRow, 'id' | 'collegeCode' | 'groupCode' | 'year' | 'batchName'>;

/** The unit a search row stands for in the comparison: its group where groups are filled, else the row. */
export function searchUnitKeyOf(row: SearchPick, groupMode: boolean): string {
  return groupMode && row.groupCode
    ? `g:${row.year}|${row.batchName}|${row.collegeCode}|${row.groupCode}`
    : `e:${row.id}`;
}

export type ComparePickOutcome = 'added' | 'removed' | 'full' | 'sameUnit';

/**
 * A search row checked or unchecked for 志愿对比: a sixth unit is refused, and so is a second
 * major of a group already picked (the group is one column).
 */
export function toggleComparePick<Row extends SearchPick>(
  picked: readonly Row[],
  row: Row,
  groupMode: boolean,
): { outcome: ComparePickOutcome; picked: Row[] } {
  if (picked.some((item) => item.id === row.id)) {
    return { outcome: 'removed', picked: picked.filter((item) => item.id !== row.id) };
  }
  const key = searchUnitKeyOf(row, groupMode);
  if (picked.some((item) => searchUnitKeyOf(item, groupMode) === key))
    return { outcome: 'sameUnit', picked: [...picked] };
  if (picked.length >= COMPARE_MAX_UNITS) return { outcome: 'full', picked: [...picked] };
  return { outcome: 'added', picked: [...picked, row] };
}
