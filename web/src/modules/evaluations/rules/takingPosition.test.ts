import { describe, expect, it } from 'vitest';
import { progressPercent, resumeIndex, unansweredIndexes } from './takingPosition.ts';

const items = ['a', 'b', 'c', 'd'];

describe('resumeIndex', () => {
  it('returns to the position kept on the phone', () => {
    expect(resumeIndex(items, new Set(['a', 'b', 'c']), 1)).toBe(1);
  });

  it('opens the first unanswered item without a kept position', () => {
    expect(resumeIndex(items, new Set(['a', 'c']), null)).toBe(1);
  });

  it('ignores a kept position that no longer points at an item', () => {
    expect(resumeIndex(items, new Set(['a']), 9)).toBe(1);
    expect(resumeIndex(items, new Set(['a']), -1)).toBe(1);
    expect(resumeIndex(items, new Set(['a']), 1.5)).toBe(1);
  });

  it('shows the last item when every item has an answer', () => {
    expect(resumeIndex(items, new Set(items), null)).toBe(3);
  });

  it('starts at 0 for an empty instrument', () => {
    expect(resumeIndex([], new Set(), 2)).toBe(0);
  });
});

describe('unansweredIndexes', () => {
  it('lists the open items in order', () => {
    expect(unansweredIndexes(items, new Set(['b', 'd']))).toEqual([0, 2]);
    expect(unansweredIndexes(items, new Set(items))).toEqual([]);
  });
});

describe('progressPercent', () => {
  it('rounds to whole per cent and never passes 100', () => {
    expect(progressPercent(3, 1)).toBe(33);
    expect(progressPercent(4, 4)).toBe(100);
    expect(progressPercent(4, 6)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
