import { describe, expect, it } from 'vitest';
import { confidenceOf } from './admission-tier.ts';

describe('confidenceOf', () => {
  const base = { historyYears: 3, scale: 0.08, derived: false, gapYears: 1 };
  it('follows the calibrated spread, with last year known; history length and derivation do not raise it', () => {
    expect(confidenceOf(base)).toBe('高');
    expect(confidenceOf({ ...base, derived: true, historyYears: 1 })).toBe('高');
    expect(confidenceOf({ ...base, scale: 0.12 })).toBe('中');
    expect(confidenceOf({ ...base, gapYears: 2 })).toBe('低');
    expect(confidenceOf({ ...base, scale: 0.3, historyYears: 5 })).toBe('低');
  });
});
