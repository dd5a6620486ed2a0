import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaTime } from './chinaTime.ts';

describe('chinaTime', () => {
  it('shows Beijing time and nothing for a missing instant', () => {
    expect(chinaTime(Date.UTC(2026, 2, 10, 2, 0, 0))).toBe('2026-03-10 10:00:00');
    expect(chinaTime(Date.UTC(2026, 2, 10, 17, 30, 5))).toBe('2026-03-11 01:30:05');
    expect(chinaTime(null)).toBe('');
  });

  it('starts a Beijing day at 16:00 UTC the day before', () => {
    expect(chinaDayStart('2026-03-10')).toBe(Date.UTC(2026, 2, 9, 16, 0, 0));
  });
});
