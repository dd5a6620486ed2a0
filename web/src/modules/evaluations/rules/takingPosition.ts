/**
 * Where a student resumes an attempt: the position kept on the phone when it still points at an
 * item, else the first item without an answer, else the last item (all answered: ready to submit).
 */
export function resumeIndex(
  itemIds: readonly string[],
  answered: ReadonlySet<string>,
  keptIndex: number | null,
): number {
  if (!itemIds.length) return 0;
  if (keptIndex !== null && Number.isInteger(keptIndex) && keptIndex >= 0 && keptIndex < itemIds.length) {
    return keptIndex;
  }
  const firstOpen = itemIds.findIndex((id) => !answered.has(id));
  return firstOpen === -1 ? itemIds.length - 1 : firstOpen;
}

/** The items still without an answer, in their order (named on the submit confirmation). */
export function unansweredIndexes(itemIds: readonly string[], answered: ReadonlySet<string>): number[] {
  return itemIds.flatMap((id, index) => (answered.has(id) ? [] : [index]));
}

/** Answered share in whole per cent, for the progress bar. */
export function progressPercent(total: number, answeredCount: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(answeredCount, total) / total) * 100);
}
