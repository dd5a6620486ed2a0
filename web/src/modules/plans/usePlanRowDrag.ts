import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveSlot } from './rules/planDraft.ts';
import { rowDragKeyStep, type LiftedRow } from './rules/rowDrag.ts';

/** The attribute a row's drag handle carries: its row's key, to find it again after a move. */
export const DRAG_HANDLE_ATTRIBUTE = 'data-drag-handle';

/** The index of the plan table's row under a point, when it is a row of the same table. */
function rowIndexAt(handle: Element, x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest('tr[data-slot]');
  if (!row || row.closest('table') !== handle.closest('table')) return null;
  const slot = Number(row.getAttribute('data-slot'));
  return Number.isInteger(slot) && slot > 0 ? slot - 1 : null;
}

/**
 * Reordering the plan table by the rows' handles: pressed and moved with the mouse, a finger or a
 * pen (pointer events, so touch works too), or lifted and moved with the keyboard (`rowDragKeyStep`).
 * Every move is `moveSlot` through `onChange`, the same edit as 上移 / 下移, so the draft, the
 * plan's version and its conflict check are those of any other edit.
 */
export function usePlanRowDrag(rows: PlanRow[], onChange: (rows: PlanRow[]) => void) {
  const { t } = useTranslation();
  const [pointer, setPointer] = useState<{ from: number; over: number; id: number } | null>(null);
  const [lifted, setLifted] = useState<LiftedRow>(null);
  const [announcement, setAnnouncement] = useState('');

  // A lifted row keeps the keyboard's focus on its handle wherever the move puts it.
  useEffect(() => {
    if (!lifted) return;
    const handle = [...document.querySelectorAll<HTMLElement>(`[${DRAG_HANDLE_ATTRIBUTE}]`)].find(
      (element) => element.getAttribute(DRAG_HANDLE_ATTRIBUTE) === lifted.key,
    );
    if (handle && document.activeElement !== handle) handle.focus();
  }, [lifted, rows]);

  const move = (from: number, to: number) => {
    onChange(moveSlot(rows, from, to));
    setAnnouncement(t('guidance.plans.dragMoved', { slot: to + 1 }));
  };

  const handleProps = (row: PlanRow, index: number) => ({
    [DRAG_HANDLE_ATTRIBUTE]: row.unitKey,
    'aria-pressed': lifted?.key === row.unitKey,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = rowDragKeyStep(lifted, event.key, row.unitKey, index, rows.length);
      if (!step.handled) return;
      event.preventDefault();
      if (step.move) move(step.move.from, step.move.to);
      if (!lifted && step.lifted) setAnnouncement(t('guidance.plans.dragLifted', { slot: index + 1 }));
      else if (lifted && !step.lifted) {
        const at = step.move ? step.move.to : index;
        setAnnouncement(
          t(event.key === 'Escape' ? 'guidance.plans.dragCancelled' : 'guidance.plans.dragDropped', { slot: at + 1 }),
        );
      }
      setLifted(step.lifted);
    },
    onBlur: () => {
      // Focus that leaves the handle (Tab, a click elsewhere) drops the row where it is.
      if (lifted?.key === row.unitKey && !pointer) setLifted(null);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setLifted(null);
      setPointer({ from: index, over: index, id: event.pointerId });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!pointer || pointer.id !== event.pointerId) return;
      const over = rowIndexAt(event.currentTarget, event.clientX, event.clientY);
      if (over !== null && over !== pointer.over) setPointer({ ...pointer, over });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!pointer || pointer.id !== event.pointerId) return;
      const over = rowIndexAt(event.currentTarget, event.clientX, event.clientY) ?? pointer.over;
      setPointer(null);
      if (over !== pointer.from) move(pointer.from, over);
    },
    onPointerCancel: () => setPointer(null),
  });

  /** The row being dragged or lifted and the place it would go, for the rows' looks. */
  const rowClassOf = (index: number, styles: Readonly<Record<string, string | undefined>>) => {
    const liftedAt = lifted ? rows.findIndex((row) => row.unitKey === lifted.key) : -1;
    const target = pointer && pointer.over !== pointer.from && index === pointer.over;
    return [
      pointer && index === pointer.from ? styles.dragging : '',
      index === liftedAt ? styles.lifted : '',
      target ? (pointer.over < pointer.from ? styles.dropTarget : styles.dropTargetAfter) : '',
    ]
      .filter(Boolean)
      .join(' ');
  };

  return { handleProps, rowClassOf, announcement };
}
