import { describe, expect, it } from 'vitest';
import { studentT3Cdf, studentT3Quantile, T3_CENTRAL_80 } from './student-t.ts';

describe('studentT3Cdf', () => {
  it('is ½ at 0 and symmetric', () => {
    expect(studentT3Cdf(0)).toBe(0.5);
    expect(studentT3Cdf(1.2) + studentT3Cdf(-1.2)).toBeCloseTo(1, 12);
  });

  it('matches the published t(3) table', () => {
    // t(3) critical values: 1.638 (90 %), 2.353 (95 %), 4.541 (99 %).
    expect(studentT3Cdf(1.6377)).toBeCloseTo(0.9, 4);
    expect(studentT3Cdf(2.3534)).toBeCloseTo(0.95, 4);
    expect(studentT3Cdf(4.5407)).toBeCloseTo(0.99, 4);
  });

  it('has heavier tails than the normal distribution', () => {
    // Normal: P(Z > 3) ≈ 0.00135; t(3): ≈ 0.0288.
    expect(1 - studentT3Cdf(3)).toBeCloseTo(0.0288, 3);
  });
});

describe('studentT3Quantile', () => {
  it('inverts the CDF', () => {
    expect(T3_CENTRAL_80).toBeCloseTo(1.6377, 3);
    expect(studentT3Quantile(0.5)).toBeCloseTo(0, 9);
    expect(studentT3Quantile(0.05)).toBeCloseTo(-2.3534, 3);
  });

  it('refuses probabilities outside (0, 1)', () => {
    expect(() => studentT3Quantile(1)).toThrow(RangeError);
  });
});
