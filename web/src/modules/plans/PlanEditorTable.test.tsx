import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanEditorTable } from './PlanEditorTable.tsx';
import { moveSlot } from './rules/planDraft.ts';

/** A slot of the plan: one school's unit with what the table shows of it. */
const slotOf = (slot: number, collegeName: string): PlanRow =>
  ({
    slot,
    unitKey: `e:${slot}`,
    enrollmentPlanId: slot,
    collegeCode: `1000${slot}`,
    collegeName,
    universityId: null,
    zone: '江苏',
    groupCode: '',
    groupName: '',
    majors: [],
    subjectSelection: '物理',
    subjectFit: { fits: true, reason: '', known: true, note: '' },
    history: [],
    tier: null,
    missing: false,
    obeysAdjustment: true,
    groupContents: null,
  }) as unknown as PlanRow;

const PLAN = [slotOf(1, '南京大学'), slotOf(2, '东南大学'), slotOf(3, '苏州大学')];

/** The table over a draft it edits, as the 报考方案 tab holds it; every edit is also reported. */
function Draft({ onEdit }: { onEdit: (rows: PlanRow[]) => void }) {
  const [rows, setRows] = useState(PLAN);
  return (
    <PlanEditorTable
      rows={rows}
      groupMode={false}
      locked={false}
      onChange={(next) => {
        onEdit(next);
        setRows(next);
      }}
    />
  );
}

const order = () =>
  [...document.querySelectorAll('tr[data-slot]')].map(
    (row) => PLAN.find((slot) => row.textContent?.includes(slot.collegeName))?.collegeName,
  );
const handle = (slot: number) => screen.getByRole('button', { name: `拖动调整第 ${slot} 志愿的顺序` });

describe('PlanEditorTable drag handles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves a row with the keyboard: Space lifts, the arrows move, Space drops, as 下移 does', () => {
    const onEdit = vi.fn();
    render(<Draft onEdit={onEdit} />);
    handle(1).focus();
    fireEvent.keyDown(handle(1), { key: ' ' });
    expect(handle(1).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('已拿起第 1 志愿');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(order()).toEqual(['东南大学', '苏州大学', '南京大学']);
    // The keyboard kept the lifted row's handle, now the third.
    expect(document.activeElement).toBe(handle(3));
    expect(handle(3).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('已放下，现为第 3 志愿');
    // Each step was the edit 上移 / 下移 make.
    expect(onEdit.mock.calls[0]![0]).toEqual(moveSlot(PLAN, 0, 1));
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('puts a lifted row back where it was on Escape', () => {
    render(<Draft onEdit={vi.fn()} />);
    handle(2).focus();
    fireEvent.keyDown(handle(2), { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(order()).toEqual(['东南大学', '南京大学', '苏州大学']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(order()).toEqual(['南京大学', '东南大学', '苏州大学']);
  });

  it('moves a row dragged by its handle with the mouse to the row it is dropped on', () => {
    const onEdit = vi.fn();
    render(<Draft onEdit={onEdit} />);
    const third = document.querySelector('tr[data-slot="3"] td')!;
    fireEvent.pointerDown(handle(1), { button: 0, pointerId: 1 });
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(third);
    act(() => {
      fireEvent.pointerMove(handle(1), { pointerId: 1, clientX: 10, clientY: 90 });
    });
    expect(document.querySelector('tr[data-slot="1"]')?.className).toMatch(/dragging/);
    fireEvent.pointerUp(handle(1), { pointerId: 1, clientX: 10, clientY: 90 });
    expect(order()).toEqual(['东南大学', '苏州大学', '南京大学']);
    expect(onEdit).toHaveBeenCalledWith(moveSlot(PLAN, 0, 2));
  });

  it('leaves the order alone when the row is dropped where it was, and offers no handle on a locked plan', () => {
    const onEdit = vi.fn();
    const { unmount } = render(<Draft onEdit={onEdit} />);
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(document.querySelector('tr[data-slot="2"] td'));
    fireEvent.pointerDown(handle(2), { button: 0, pointerId: 3 });
    fireEvent.pointerUp(handle(2), { pointerId: 3 });
    expect(onEdit).not.toHaveBeenCalled();
    unmount();
    render(<PlanEditorTable rows={PLAN} groupMode={false} locked onChange={onEdit} />);
    expect(screen.queryByRole('button', { name: /拖动调整/ })).toBeNull();
  });
});
