import { describe, expect, it } from 'vitest';
import { rowDragKeyStep } from './rowDrag.ts';

describe('rowDragKeyStep', () => {
  it('lifts on Space or Enter and leaves other keys to the page while nothing is lifted', () => {
    expect(rowDragKeyStep(null, ' ', 'a', 2, 5)).toEqual({ lifted: { key: 'a', from: 2 }, move: null, handled: true });
    expect(rowDragKeyStep(null, 'Enter', 'a', 2, 5).lifted).toEqual({ key: 'a', from: 2 });
    expect(rowDragKeyStep(null, 'ArrowDown', 'a', 2, 5)).toEqual({ lifted: null, move: null, handled: false });
  });

  it('moves the lifted row one place, or to either end, never past them', () => {
    const lifted = { key: 'a', from: 2 };
    expect(rowDragKeyStep(lifted, 'ArrowUp', 'a', 2, 5).move).toEqual({ from: 2, to: 1 });
    expect(rowDragKeyStep(lifted, 'ArrowDown', 'a', 2, 5).move).toEqual({ from: 2, to: 3 });
    expect(rowDragKeyStep(lifted, 'Home', 'a', 2, 5).move).toEqual({ from: 2, to: 0 });
    expect(rowDragKeyStep(lifted, 'End', 'a', 2, 5).move).toEqual({ from: 2, to: 4 });
    expect(rowDragKeyStep(lifted, 'ArrowUp', 'a', 0, 5)).toEqual({ lifted, move: null, handled: true });
    expect(rowDragKeyStep(lifted, 'ArrowDown', 'a', 4, 5).move).toBeNull();
  });

  it('drops where the row is, or puts it back on Escape', () => {
    const lifted = { key: 'a', from: 1 };
    expect(rowDragKeyStep(lifted, ' ', 'a', 3, 5)).toEqual({ lifted: null, move: null, handled: true });
    expect(rowDragKeyStep(lifted, 'Escape', 'a', 3, 5)).toEqual({
      lifted: null,
      move: { from: 3, to: 1 },
      handled: true,
    });
  });

  it("lifts another row's handle afresh: one row is lifted at a time", () => {
    expect(rowDragKeyStep({ key: 'a', from: 1 }, ' ', 'b', 3, 5).lifted).toEqual({ key: 'b', from: 3 });
  });
});
