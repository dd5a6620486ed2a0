/**
 * Moving a plan row by its drag handle from the keyboard, as a screen reader user expects from a
 * sortable list: Space or Enter lifts the row, the arrow keys (Home, End) move it one place (to
 * the top, the bottom), Space or Enter drops it, Escape puts it back where it was lifted. Pure:
 * the table applies each move with `moveSlot`, the same edit as 上移 / 下移.
 */

/** The lifted row (by its key) and the place it was lifted from; null when none is. */
export type LiftedRow = { key: string; from: number } | null;

export type RowDragStep = {
  lifted: LiftedRow;
  /** The move to apply now, if any. */
  move: { from: number; to: number } | null;
  /** Whether the key was the handle's: the page should not scroll or submit on it. */
  handled: boolean;
};

const moveOf = (from: number, to: number) => (from === to ? null : { from, to });

/** What a key pressed on the handle of the row `rowKey`, now at `index` of `count` rows, does. */
export function rowDragKeyStep(
  lifted: LiftedRow,
  key: string,
  rowKey: string,
  index: number,
  count: number,
): RowDragStep {
  const own = lifted?.key === rowKey ? lifted : null;
  if (!own) {
    if (key === ' ' || key === 'Enter') return { lifted: { key: rowKey, from: index }, move: null, handled: true };
    return { lifted, move: null, handled: false };
  }
  switch (key) {
    case 'ArrowUp':
      return { lifted: own, move: moveOf(index, Math.max(0, index - 1)), handled: true };
    case 'ArrowDown':
      return { lifted: own, move: moveOf(index, Math.min(count - 1, index + 1)), handled: true };
    case 'Home':
      return { lifted: own, move: moveOf(index, 0), handled: true };
    case 'End':
      return { lifted: own, move: moveOf(index, count - 1), handled: true };
    case ' ':
    case 'Enter':
      return { lifted: null, move: null, handled: true };
    case 'Escape':
      return { lifted: null, move: moveOf(index, Math.min(own.from, count - 1)), handled: true };
    default:
      return { lifted: own, move: null, handled: false };
  }
}
