/**
 * Plan comparison (spec §4) and the 'saved' rule. Pure and zod-free: the compare table in the
 * console and the server's diffPlan give the same statuses.
 */

/** Spec §4: 1 same position in both plans, 2 present in both at different positions, 3 absent from the other. */
export const PLAN_ROW_STATUS = { samePosition: 1, otherPosition: 2, absent: 3 } as const;
export type PlanRowStatus = (typeof PLAN_ROW_STATUS)[keyof typeof PLAN_ROW_STATUS];

/** One row of a plan as compared: its status and, when the other plan has it, its slot there (0-based). */
export type ComparedRow<Key> = { key: Key; status: PlanRowStatus; otherIndex: number | null };

export type ComparedSide<Key> = {
  rows: Array<ComparedRow<Key>>;
  counts: { samePosition: number; otherPosition: number; absent: number };
};

/** Where each key first stands in a plan; a key repeated later keeps its first slot. */
function firstIndexes<Key>(keys: readonly Key[]): Map<Key, number> {
  const indexes = new Map<Key, number>();
  keys.forEach((key, index) => {
    if (!indexes.has(key)) indexes.set(key, index);
  });
  return indexes;
}

function compareSide<Key>(keys: readonly Key[], other: ReadonlyMap<Key, number>): ComparedSide<Key> {
  const counts = { samePosition: 0, otherPosition: 0, absent: 0 };
  const rows = keys.map((key, index): ComparedRow<Key> => {
    const otherIndex = other.get(key);
    if (otherIndex === undefined) {
      counts.absent += 1;
      return { key, status: PLAN_ROW_STATUS.absent, otherIndex: null };
    }
    if (otherIndex === index) {
      counts.samePosition += 1;
      return { key, status: PLAN_ROW_STATUS.samePosition, otherIndex };
    }
    counts.otherPosition += 1;
    return { key, status: PLAN_ROW_STATUS.otherPosition, otherIndex };
  });
  return { rows, counts };
}

/**
 * Compares two plans given as their unit keys in slot order (an enrollment-plan row id, or a
 * group key in 院校专业组 mode). Linear in the plans' length, so 96-slot plans compare at once.
 */
export function comparePlans<Key>(
  current: readonly Key[],
  other: readonly Key[],
): { current: ComparedSide<Key>; other: ComparedSide<Key> } {
  return {
    current: compareSide(current, firstIndexes(other)),
    other: compareSide(other, firstIndexes(current)),
  };
}

/** Spec §4: a plan is saved when the selected ids equal the saved ids, in the same order. */
export function isPlanSaved<Id>(selectedIds: readonly Id[], savedIds: readonly Id[]): boolean {
  return selectedIds.length === savedIds.length && selectedIds.every((id, index) => id === savedIds[index]);
}
