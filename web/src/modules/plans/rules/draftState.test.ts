import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { describe, expect, it } from 'vitest';
import { draftBaseVersion, isDraftSaved } from './draftState.ts';

const row = (ids: number[], obeysAdjustment: boolean | null = true) =>
  ({ majors: ids.map((enrollmentPlanId) => ({ enrollmentPlanId })), obeysAdjustment }) as unknown as PlanRow;

describe('draft state', () => {
  it('is saved when the ids are the saved ids in the same order', () => {
    const saved = { rows: [row([1, 2]), row([3])], selectedIds: [1, 2, 3] };
    expect(isDraftSaved([row([1, 2]), row([3])], saved)).toBe(true);
    expect(isDraftSaved([row([3]), row([1, 2])], saved)).toBe(false);
    expect(isDraftSaved([row([1, 2])], saved)).toBe(false);
  });

  it('is unsaved when a 服从调剂 choice changed', () => {
    const saved = { rows: [row([1], true)], selectedIds: [1] };
    expect(isDraftSaved([row([1], false)], saved)).toBe(false);
  });

  it('keeps the version the editing started from while the plan reloads underneath', () => {
    const edit = { planId: 5, rows: [row([1])], basedOn: 3 };
    // Another tab saved: the page reloaded version 4 of plan 5, the draft still starts from 3.
    expect(draftBaseVersion(edit, { id: 5, version: 4 })).toBe(3);
    expect(draftBaseVersion(null, { id: 5, version: 4 })).toBe(4);
    // An edit of another plan says nothing about this one.
    expect(draftBaseVersion(edit, { id: 6, version: 9 })).toBe(9);
  });
});
