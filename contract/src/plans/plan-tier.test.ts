import { describe, expect, it } from 'vitest';
import { tierOf, tierOfProbability, withinReach } from './plan-tier.ts';

describe('tierOf', () => {
  it('is 保 when the student ranks at least 15 % better than last year’s lowest admitted', () => {
    // 8,500 / 10,000 = 0.85: exactly on the bound.
    expect(tierOf(8_500, 10_000)).toEqual({ tier: '保', gap: 0.15 });
    expect(tierOf(2_000, 10_000)).toEqual({ tier: '保', gap: 0.8 });
  });

  it('is 稳 from just above 0.85 up to 1.05 of the unit’s rank', () => {
    expect(tierOf(8_501, 10_000)).toEqual({ tier: '稳', gap: 0.1499 });
    expect(tierOf(10_000, 10_000)).toEqual({ tier: '稳', gap: 0 });
    expect(tierOf(10_500, 10_000)).toEqual({ tier: '稳', gap: -0.05 });
  });

  it('is 冲 above 1.05, however far', () => {
    expect(tierOf(10_501, 10_000)).toEqual({ tier: '冲', gap: -0.0501 });
    expect(tierOf(30_000, 10_000)).toEqual({ tier: '冲', gap: -2 });
  });

  it('is unknown without both ranks', () => {
    expect(tierOf(null, 10_000)).toEqual({ tier: null, gap: null });
    expect(tierOf(5_000, null)).toEqual({ tier: null, gap: null });
    expect(tierOf(5_000, 0)).toEqual({ tier: null, gap: null });
  });
});

describe('withinReach', () => {
  it('reaches up to 1.3 times the unit’s rank', () => {
    expect(withinReach(13_000, 10_000)).toBe(true);
    expect(withinReach(13_001, 10_000)).toBe(false);
    expect(withinReach(100, 0)).toBe(false);
  });
});

describe('tierOfProbability', () => {
  it.each([
    [0.39, '冲'],
    [0.4, '稳'],
    [0.79, '稳'],
    [0.8, '保'],
    [null, null],
  ])('%s → %s', (probability, tier) => {
    expect(tierOfProbability(probability)).toBe(tier);
  });
});
