import { describe, expect, it } from 'vitest';
import { confidenceOf } from './admission-tier.ts';

describe('confidenceOf', () => {
  const base = { historyYears: 3, scale: 0.08, derived: false, gapYears: 1, logShift: 0 };
  it('follows the calibrated spread, with last year known; history length and derivation do not raise it', () => {
    expect(confidenceOf(base)).toBe('高');
    expect(confidenceOf({ ...base, derived: true, historyYears: 1 })).toBe('高');
    expect(confidenceOf({ ...base, scale: 0.12 })).toBe('中');
    expect(confidenceOf({ ...base, gapYears: 2 })).toBe('低');
    expect(confidenceOf({ ...base, scale: 0.3, historyYears: 5 })).toBe('低');
  });

  it('is not 高 where a tight spread rests on a large forecast move: the move may be wrong as a whole', () => {
    expect(confidenceOf({ ...base, scale: 0.06, logShift: 0.03 })).toBe('高');
    expect(confidenceOf({ ...base, scale: 0.06, logShift: -0.06 })).toBe('中');
    expect(confidenceOf({ ...base, scale: 0.1, logShift: 0.12 })).toBe('低');
  });
});
