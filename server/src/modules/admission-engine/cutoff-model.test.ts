import { describe, expect, it } from 'vitest';
import {
  admissionProbability,
  cutoffInterval80,
  NEUTRAL_PARAMETERS,
  predictCutoffCentre,
  robustLogSpread,
  shrunkLogSpread,
  type LogShiftOf,
} from './cutoff-model.ts';
import { T3_CENTRAL_80 } from './student-t.ts';

const noShift: LogShiftOf = () => 0;
const observation = (year: number, rank: number) => ({ year, rank, derived: false });

describe('predictCutoffCentre', () => {
  it('starts from last year’s rank, not an average of the years', () => {
    const centre = predictCutoffCentre(
      [observation(2022, 8000), observation(2024, 10_000), observation(2023, 9000)],
      2025,
      noShift,
      NEUTRAL_PARAMETERS,
    );
    expect(Math.exp(centre!.logRank)).toBeCloseTo(10_000, 6);
    expect(centre).toMatchObject({ fromYear: 2024, historyYears: 3, derived: false });
  });

  it('moves last year’s rank by the province’s candidate-count change, damped', () => {
    // 10 % more candidates in 2025; half of it passed on: 10 000 × 1.1^0.5 = 10 488.09.
    const shift: LogShiftOf = (year) => (year === 2025 ? Math.log(1.1) : undefined);
    const centre = predictCutoffCentre([observation(2024, 10_000)], 2025, shift, {
      ...NEUTRAL_PARAMETERS,
      shiftDamping: 0.5,
    });
    expect(Math.exp(centre!.logRank)).toBeCloseTo(10_488.09, 1);
  });

  it('carries on part of the unit’s own drift beyond the province’s shift', () => {
    // 2023 → 2024: 8000 → 10 000 with no province shift; momentum 0.5 → × 1.25^0.5 = 11 180.34.
    const centre = predictCutoffCentre([observation(2023, 8000), observation(2024, 10_000)], 2025, noShift, {
      ...NEUTRAL_PARAMETERS,
      momentum: 0.5,
    });
    expect(Math.exp(centre!.logRank)).toBeCloseTo(11_180.34, 1);
  });

  it('ignores the predicted year and later, and gives nothing without recent history', () => {
    expect(predictCutoffCentre([observation(2025, 5000)], 2025, noShift, NEUTRAL_PARAMETERS)).toBeUndefined();
    expect(predictCutoffCentre([observation(2021, 5000)], 2025, noShift, NEUTRAL_PARAMETERS)).toBeUndefined();
    const gap = predictCutoffCentre([observation(2023, 5000)], 2025, noShift, NEUTRAL_PARAMETERS);
    expect(gap?.fromYear).toBe(2023);
  });
});

describe('spreads', () => {
  it('takes 1.4826 × the median absolute error, bias included', () => {
    expect(robustLogSpread([0.1, -0.2, 0.05, 3])).toBeCloseTo(1.4826 * 0.15, 9);
    expect(robustLogSpread([])).toBeUndefined();
  });

  it('shrinks a short history toward the pool', () => {
    // One own error of 0.3 (spread 0.44478) against a pool of 0.1 with prior weight 4:
    // √((4 × 0.01 + 1 × 0.197829) / 5) = 0.218096.
    expect(shrunkLogSpread([0.3], 0.1)).toBeCloseTo(0.218096, 5);
    expect(shrunkLogSpread([], 0.1)).toBe(0.1);
  });
});

describe('interval and probability', () => {
  it('gives an 80 % interval symmetric on the log scale', () => {
    const interval = cutoffInterval80(Math.log(10_000), 0.1);
    expect(interval.low).toBeCloseTo(10_000 * Math.exp(-0.1 * T3_CENTRAL_80), 6);
    expect(interval.high * interval.low).toBeCloseTo(10_000 ** 2, 0);
  });

  it('is ½ at the predicted cutoff, 90 % / 10 % at the interval’s ends', () => {
    const logRank = Math.log(10_000);
    const { low, high } = cutoffInterval80(logRank, 0.1);
    expect(admissionProbability(10_000, logRank, 0.1)).toBeCloseTo(0.5, 12);
    expect(admissionProbability(low, logRank, 0.1)).toBeCloseTo(0.9, 6);
    expect(admissionProbability(high, logRank, 0.1)).toBeCloseTo(0.1, 6);
  });

  it('keeps a real chance far from the line (heavy tails)', () => {
    // Student at twice the predicted rank, scale 0.1: z = 6.93, t(3) tail ≈ 0.3 %, normal ≈ 0.
    const probability = admissionProbability(20_000, Math.log(10_000), 0.1);
    expect(probability).toBeGreaterThan(0.002);
    expect(probability).toBeLessThan(0.004);
  });

  it('refuses a rank that is not positive', () => {
    expect(() => admissionProbability(0, 1, 0.1)).toThrow(RangeError);
  });
});
