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
