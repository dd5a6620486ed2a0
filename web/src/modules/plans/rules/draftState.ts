import { isPlanSaved } from '@zhihang/contract/plans/plan-comparison';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { selectedIdsOf } from './planDraft.ts';

/**
 * Whether the draft equals the saved plan: spec §4's rule (the selected id list equals the saved
 * one), and the 服从调剂 choices the rows carry beside it.
 */
export function isDraftSaved(
  draft: readonly PlanRow[],
  saved: { rows: readonly PlanRow[]; selectedIds: readonly number[] },
) {
  if (!isPlanSaved(selectedIdsOf(draft), saved.selectedIds)) return false;
  return draft.every(
    (row, index) => row.obeysAdjustment === (saved.rows[index]?.obeysAdjustment ?? row.obeysAdjustment),
  );
}

/** The teacher's rows of a plan, with the plan's version they were first edited from. */
export type PlanEdit = { planId: number; rows: PlanRow[]; basedOn: number };

/**
 * The plan version a save of the draft sends: the version the editing started from, kept while
 * the plan reloads underneath (window focus, another tab's save), so that a save made elsewhere
 * meanwhile is refused, not overwritten; the plan's own version when nothing is edited.
 */
export function draftBaseVersion(edit: PlanEdit | null, plan: { id: number; version: number }): number {
  return edit && edit.planId === plan.id ? edit.basedOn : plan.version;
}
