import { describe, expect, it } from 'vitest';
import { examYearOptionsOf } from './examYears.ts';

describe('examYearOptionsOf', () => {
  it('offers the table years, the record’s year and this year and the next, newest first, once each', () => {
    expect(examYearOptionsOf([2026, 2025, 2024], 2026, new Date(2026, 10, 25))).toEqual([2027, 2026, 2025, 2024]);
    expect(examYearOptionsOf([2025], 2019, new Date(2026, 2, 10))).toEqual([2027, 2026, 2025, 2019]);
    expect(examYearOptionsOf([], 2026, new Date(2026, 10, 25))).toEqual([2027, 2026]);
  });
});
