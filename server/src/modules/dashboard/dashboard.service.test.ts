import { describe, expect, it } from 'vitest';
import { daysUntil } from './dashboard.service.ts';

describe('daysUntil', () => {
  it('counts whole calendar days', () => {
    expect(daysUntil('2026-03-10', '2026-06-07')).toBe(89);
    expect(daysUntil('2026-06-06', '2026-06-07')).toBe(1);
    expect(daysUntil('2025-06-07', '2026-06-07')).toBe(365);
    expect(daysUntil('2027-06-07', '2028-06-07')).toBe(366);
  });

  it('is 0 on the day and never negative afterwards', () => {
    expect(daysUntil('2026-06-07', '2026-06-07')).toBe(0);
    expect(daysUntil('2026-06-08', '2026-06-07')).toBe(0);
  });

  it('is 0 for a date it cannot read', () => {
    expect(daysUntil('2026-03-10', 'not a date')).toBe(0);
    expect(daysUntil('', '2026-06-07')).toBe(0);
  });
});
